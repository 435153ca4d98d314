import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect } from 'vite';
import { formatDateNumeric } from '#engine/format';
import { todayInGermany } from '#kit/model/sales';
import { inspectContent } from '#src/content/loadContent';
import { contentShowing } from '#src/content/variants';
import { linkTime, PREVIEW_LINK_PATH } from '#studio/shared/previewLinks';
import type { RenderPreview } from '../previewContent';
import { previewContentOf } from '../previewContent';
import { linkDocument, linkNoticePage, type LinkPage } from './linkHtml';
import type { LinkStore } from './linkStore';
import { verifyLink } from './linkToken';

/**
 * Answers everything under PREVIEW_LINK_PATH, without an account: a signed link's pages (the edition's and
 * the home page of the content frozen with it, for a chosen day, rendered as the build would) and the files
 * they name. Never hands a request on: nothing else of the server is reachable through this path.
 */

export interface LinkPagesOptions {
  store: LinkStore;
  secret: Buffer;
  publicDir: string;
  /** The studio's day (`--today`), else today in Germany. */
  today?: string;
  now: () => number;
  render: RenderPreview;
  /** The renderer's files under /assets/ (fonts). */
  assets: Connect.NextHandleFunction;
  /** The image variants under /images/generated/ (devImages.ts). */
  imageVariants: Connect.NextHandleFunction;
}

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // No script runs on a link's pages; no other site frames them.
  'Content-Security-Policy':
    "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};
/** The site's own icon (index.html links it; public/images/favicon.svg). */
const SITE_ICON = '/images/favicon.svg';
const IMAGE_FILE = /^\/images\/[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/;
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

/**
 * Whether the link's frozen edition files name the image `address` is (or a size of): an image uploaded after the
 * link was made, or one no edition uses, is not served through it.
 */
export function imageOfSnapshot(snapshotDir: string, address: string): boolean {
  const variant = /^\/images\/generated\/([a-z0-9][a-z0-9._-]*)-\d+\.(?:avif|webp)$/.exec(address);
  const named = variant ? `/images/${variant[1]}.` : address;
  if (!existsSync(snapshotDir)) return false;
  return readdirSync(snapshotDir).some(
    (name) => name.endsWith('.json') && readFileSync(path.join(snapshotDir, name), 'utf8').includes(variant ? named : `"${named}"`),
  );
}

/** TT.MM.JJJJ (also T.M.JJJJ) as JJJJ-MM-TT, or undefined when it is no day. */
export function dayOf(text: string): string | undefined {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

export function linkPages({ store, secret, publicDir, today, now, render, assets, imageVariants }: LinkPagesOptions): Connect.NextHandleFunction {
  function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
    response.writeHead(status, { ...HEADERS, 'Content-Type': type });
    response.end(body);
  }
  const notice = (response: ServerResponse, status: number, title: string, text: string) =>
    send(response, status, 'text/html; charset=utf-8', linkNoticePage(title, text));
  const notFound = (response: ServerResponse) =>
    notice(
      response,
      404,
      'Diesen Vorschau-Link gibt es nicht',
      'Der Link ist unvollständig oder verändert. Bitte kopiere ihn noch einmal ganz aus der Nachricht, in der du ihn bekommen hast.',
    );

  /** A file the page names: the renderer's fonts, an image variant, or an image of public/images that the link's editions use. */
  function file(request: IncomingMessage, response: ServerResponse, address: string, snapshotDir: string) {
    const missing = () => send(response, 404, 'text/plain; charset=utf-8', 'Diese Datei gehört nicht zur Vorschau.');
    for (const [name, value] of Object.entries(HEADERS)) response.setHeader(name, value);
    request.url = address;
    if (address.startsWith('/assets/')) return assets(request, response, missing);
    // The site's icon, which every page links, belongs to every link; other images only when its editions use them.
    if (address !== SITE_ICON && !imageOfSnapshot(snapshotDir, address)) return missing();
    if (address.startsWith('/images/generated/')) return imageVariants(request, response, missing);
    if (!IMAGE_FILE.test(address)) return missing();
    const source = path.join(publicDir, address);
    if (!existsSync(source)) return missing();
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(source).slice(1)] });
    createReadStream(source).pipe(response);
  }

  async function page(response: ServerResponse, base: string, query: URLSearchParams, record: NonNullable<ReturnType<LinkStore['find']>>) {
    const todayIso = today ?? todayInGermany();
    const typedDay = query.get('tag') ?? formatDateNumeric(todayIso);
    const chosen = dayOf(typedDay);
    const day = chosen ?? todayIso;
    const dayError = chosen
      ? undefined
      : `„${typedDay.slice(0, 20)}“ ist kein Tag. Bitte gib ihn als TT.MM.JJJJ ein, zum Beispiel ${formatDateNumeric(todayIso)}.`;
    const which: LinkPage = query.get('seite') === 'start' ? 'start' : 'edition';
    const report = inspectContent({ dir: store.snapshotDir(record.id), publicDir, today: day });
    const shown = report.editions.find((edition) => edition.key === record.key);
    if (!report.site || !shown) {
      return notice(
        response,
        200,
        'Diese Fassung lässt sich nicht zeigen',
        `Für den ${formatDateNumeric(day)} liest der Build die Edition „${record.name}“ in diesem Stand nicht (oder der Stand hat Fehler). Wähle einen anderen Tag oder bitte um einen neuen Link.`,
      );
    }
    // The link shows its edition: its home page features that one, never another edition frozen with it. With an
    // A/B test, in the copy of the variant chosen (`fassung`), else the edition's own.
    const variants = (shown.variantEditions ?? []).map((page) => page.variant ?? '');
    const askedVariant = query.get('fassung') ?? '';
    const variantPage = shown.variantEditions?.find((page) => page.variant === askedVariant);
    const ownContent = previewContentOf(report.site, [shown], shown, day);
    const content = variantPage ? contentShowing(ownContent, variantPage) : ownContent;
    const html = await render({ content, route: which === 'start' ? '/' : `/${shown.slug}` });
    const shownDay = formatDateNumeric(day);
    const document = linkDocument(
      html,
      { base, slug: shown.slug, origin: report.site.origin, day: shownDay, variant: variantPage ? askedVariant : '' },
      {
        name: record.name,
        page: which,
        typedDay: dayError ? typedDay : shownDay,
        shownDay,
        frozen: linkTime(record.created),
        expires: linkTime(record.expires),
        dayError,
        variants,
      },
    );
    send(response, 200, 'text/html; charset=utf-8', document);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://link.invalid');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'text/plain; charset=utf-8', 'Ein Vorschau-Link lässt sich nur ansehen.');
    const [token, ...rest] = url.pathname.slice(PREVIEW_LINK_PATH.length + 1).split('/');
    const signed = verifyLink(secret, token);
    const record = signed && store.find(signed.id);
    if (!signed || !record || Date.parse(record.expires) !== signed.expires) return notFound(response);
    if (record.revoked)
      return notice(
        response,
        410,
        'Dieser Vorschau-Link wurde widerrufen',
        `Der Link auf „${record.name}“ gilt nicht mehr: Er wurde am ${linkTime(record.revoked)} im Studio widerrufen. Bitte frag nach einem neuen.`,
      );
    if (signed.expires <= now())
      return notice(
        response,
        410,
        'Dieser Vorschau-Link ist abgelaufen',
        `Der Link auf „${record.name}“ galt bis ${linkTime(record.expires)}. Bitte frag nach einem neuen.`,
      );
    const base = `${PREVIEW_LINK_PATH}/${token}`;
    if (rest.length === 0) return page(response, base, url.searchParams, record);
    if (rest[0] === 'datei' && rest.length > 1) return file(request, response, `/${rest.slice(1).join('/')}`, store.snapshotDir(record.id));
    return notFound(response);
  }

  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://link.invalid').pathname;
    if (!pathname.startsWith(`${PREVIEW_LINK_PATH}/`)) return next();
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent)
        send(response, 500, 'text/plain; charset=utf-8', 'Die Vorschau ließ sich nicht zeigen; Einzelheiten stehen im Terminal des Studios.');
    });
  };
}
