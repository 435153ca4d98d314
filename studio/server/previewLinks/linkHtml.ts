/**
 * A preview link's pages: the document the renderer made, made read-only and kept inside the link (no
 * script at all, the site's own addresses pointed at the link's pages and files), with the link's bar on top;
 * and the German pages for a link that does not exist, expired or was revoked. Every one is `noindex`.
 */
import { escapeHtml } from '../escapeHtml';

export const NOINDEX_META = '<meta name="robots" content="noindex, nofollow"/>';

export type LinkPage = 'start' | 'edition';

export interface LinkAddresses {
  /** The link's own path (`/studio/vorschau-link/<token>`). */
  base: string;
  /** The edition's address in the snapshot (`/fruehjahr`). */
  slug: string;
  /** The site's origin (site.json): an absolute link to the site counts as one of its own. */
  origin: string;
  /** The day shown, TT.MM.JJJJ, kept when following a link. */
  day: string;
  /** The A/B variant shown (empty: the edition's own copy), kept when following a link. */
  variant: string;
}

export const pageAddress = (base: string, page: LinkPage, day: string, variant = '') =>
  `${base}?seite=${page}&amp;tag=${encodeURIComponent(day)}${variant ? `&amp;fassung=${encodeURIComponent(variant)}` : ''}`;

/** Where one of the page's addresses goes inside the link: files through it, the two pages to the link's pages, others unchanged. */
function inside(address: string, { base, slug, origin, day, variant }: LinkAddresses): string {
  let local = address;
  if (origin && (address === origin || address.startsWith(`${origin}/`))) local = address.slice(origin.length) || '/';
  if (!local.startsWith('/') || local.startsWith('//')) return address;
  if (/^\/(assets|images)\//.test(local)) return `${base}/datei${local}`;
  const [pathPart, fragment] = local.split('#');
  const route = pathPart.split('?')[0].replace(/\/+$/, '') || '/';
  const page: LinkPage = route === `/${slug}` ? 'edition' : 'start';
  return `${pageAddress(base, page, day, variant)}${fragment !== undefined ? `#${fragment}` : ''}`;
}

const BAR_STYLE = `<style>
.vorschau-link-leiste{font:16px/1.5 system-ui,sans-serif;background:#fff7e0;color:#1d1d1b;border-bottom:3px solid #b7791f;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:end}
.vorschau-link-leiste p{margin:0;flex:1 1 18rem}
.vorschau-link-leiste nav{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center}
.vorschau-link-leiste nav span{font-weight:600}
.vorschau-link-leiste a{color:#0d4b50;font-weight:600}
.vorschau-link-leiste a[aria-current]{color:#1d1d1b;text-decoration:none}
.vorschau-link-leiste form{display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:center}
.vorschau-link-leiste input{font:inherit;width:8.5rem;padding:.3rem .4rem;border:1px solid #555;border-radius:4px}
.vorschau-link-leiste input[aria-invalid]{border:2px solid #b00020}
.vorschau-link-leiste button{font:inherit;padding:.3rem .8rem;border-radius:4px;border:1px solid #0d4b50;background:#0d4b50;color:#fff;cursor:pointer}
.vorschau-link-leiste :focus-visible{outline:3px solid #b7791f;outline-offset:2px}
.vorschau-link-fehler{color:#b00020;flex-basis:100%}
</style>`;

export interface BarState {
  name: string;
  page: LinkPage;
  /** TT.MM.JJJJ as typed (shown back when it is not a day). */
  typedDay: string;
  shownDay: string;
  frozen: string;
  expires: string;
  dayError?: string;
  /** The edition's A/B variants by name (none: no test). */
  variants: string[];
}

/** The switch between the edition's own copy and each variant, worded as the editor's preview words it. */
function variantSwitch({ base, variant }: LinkAddresses, state: BarState): string {
  if (state.variants.length === 0) return '';
  const choices = [['', 'Eigene Fassung'], ...state.variants.map((name) => [name, `Variante ${name}`])];
  const links = choices
    .map(
      ([name, label]) =>
        `<a href="${pageAddress(base, state.page, state.shownDay, name)}"${name === variant ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`,
    )
    .join('');
  return `<nav aria-label="Fassung des A/B-Tests"><span>A/B-Test:</span>${links}</nav>`;
}

function bar(addresses: LinkAddresses, state: BarState): string {
  const { base, variant } = addresses;
  const current = (page: LinkPage) => (state.page === page ? ' aria-current="page"' : '');
  const shownCopy = variant
    ? ` in Variante ${escapeHtml(variant)} des A/B-Tests`
    : state.variants.length > 0
      ? ' in der eigenen Fassung (ohne A/B-Variante)'
      : '';
  const error = state.dayError ? `<p class="vorschau-link-fehler" id="vorschau-link-tag-fehler" role="alert">${escapeHtml(state.dayError)}</p>` : '';
  return `<div class="vorschau-link-leiste" role="region" aria-label="Vorschau-Link">
<p><strong>Vorschau, nicht veröffentlicht:</strong> „${escapeHtml(state.name)}“ im Stand vom ${escapeHtml(state.frozen)}${shownCopy}, so wie die Seite am ${escapeHtml(state.shownDay)} aussieht. Der Link gilt bis ${escapeHtml(state.expires)}.</p>
<nav aria-label="Seiten dieser Vorschau"><a href="${pageAddress(base, 'edition', state.shownDay, variant)}"${current('edition')}>Editionsseite</a><a href="${pageAddress(base, 'start', state.shownDay, variant)}"${current('start')}>Startseite</a></nav>
${variantSwitch(addresses, state)}
<form method="get" action="${base}"><input type="hidden" name="seite" value="${state.page}"/>${variant ? `<input type="hidden" name="fassung" value="${escapeHtml(variant)}"/>` : ''}<label for="vorschau-link-tag">Tag (TT.MM.JJJJ)</label><input id="vorschau-link-tag" name="tag" value="${escapeHtml(state.typedDay)}" inputmode="numeric" autocomplete="off"${state.dayError ? ' aria-invalid="true" aria-describedby="vorschau-link-tag-fehler"' : ''}/><button type="submit">Tag zeigen</button>${error}</form>
</div>`;
}

/**
 * The rendered document, read-only and inside the link, with the bar. No script runs on it, so what the page
 * holds for a visit without JavaScript is taken out of its <noscript>s: the web faces' rules and the later icons'
 * style sheet, which the live page's start-up adds. So the link shows the live page's look under its script ban.
 */
export function linkDocument(html: string, addresses: LinkAddresses, state: BarState): string {
  const map = (address: string) => inside(address.replace(/&amp;/g, '&'), addresses);
  let page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<noscript\b[^>]*>([\s\S]*?)<\/noscript>/gi, '$1')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta\b[^>]*name="(?:robots|startup-module)"[^>]*>/gi, '')
    .replace(/\b(href|src|action)="([^"]*)"/g, (_, attribute: string, address: string) => `${attribute}="${map(address)}"`)
    .replace(
      /\b((?:image)?srcset)="([^"]*)"/gi,
      (_, attribute: string, list: string) =>
        `${attribute}="${list
          .split(',')
          .map((entry) => entry.trim().replace(/^\S+/, (address) => map(address)))
          .join(', ')}"`,
    )
    .replace(/url\((['"]?)(\/[^)'"]*)\1\)/g, (_, quote: string, address: string) => `url(${quote}${map(address)}${quote})`);
  page = page.replace(/<head([^>]*)>/i, (tag) => `${tag}${NOINDEX_META}${BAR_STYLE}`);
  return page.replace(/<body([^>]*)>/i, (tag) => `${tag}${bar(addresses, state)}`);
}

/** A link that does not answer with pages: not one of the studio's, expired or revoked. */
export function linkNoticePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="UTF-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${NOINDEX_META}<title>${escapeHtml(title)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1d1d1b;max-width:38rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.6rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>`;
}
