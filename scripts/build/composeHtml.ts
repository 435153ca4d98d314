import { PRERENDERED_ATTRIBUTE } from '#src/prerendered';
import type { RenderedPage } from '#src/entry-server';
import { deferStartup } from './startupLoader';

const FAVICON_LINK = '<link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />';

/**
 * An SVG as a `data:` address in a double-quoted attribute: its quotes made single (unless it has some), whitespace between tags
 * dropped, and only what a URL or the attribute cannot hold escaped (a third of encodeURIComponent's length).
 */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/"/g, svg.includes("'") ? '%22' : "'")
    .replace(/[%#<>&?\u0080-\uffff]/g, encodeURIComponent)}`;

/**
 * The page's SVG icon written into the page (437 bytes): a browser fetches a linked icon while the page is
 * still painting, a request the headline would otherwise be counted as waiting for. The PNG icons stay linked.
 */
export function inlineFavicon(template: string, svg: string): string {
  if (!template.includes(FAVICON_LINK)) throw new Error(`index.html verweist nicht mehr mit ${FAVICON_LINK} auf das Symbol`);
  return template.replace(FAVICON_LINK, () => `<link rel="icon" href="${svgDataUri(svg)}" type="image/svg+xml" />`);
}

/** For pages only QA opens (the edition pages as of a coming day): kept out of search results. */
export const NOINDEX = '<meta name="robots" content="noindex"/>';

/** The run of <title>/<meta>/<link> tags React renders at the start of the app's markup. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Puts a rendered page into the built index.html: head tags and styles into <head>, markup into
 * #root, and the hydration data as a JSON block after it; the entry script starts after the first paint
 * (startupLoader.ts).
 */
export function composeHtml(template: string, page: RenderedPage, headExtras = ''): string {
  const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  if (!headTags.includes('<title>')) throw new Error('Die Seite hat keinen <title>: PageHead muss zuerst rendern');
  const body = page.html.slice(headTags.length);
  const html = template
    .replace('<!--app-head-->', () => `${headTags}${headExtras}${page.styles}`)
    .replace('<div id="root"><!--app-html-->', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}`);
  return deferStartup(html);
}
