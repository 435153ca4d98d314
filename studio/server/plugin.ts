import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { PREVIEW_PARAMETER, STUDIO_API, STUDIO_PATH, STUDIO_PREVIEW_PATH } from '../shared/apiTypes';
import { createStudioApi, type StudioApiOptions } from './api';
import type { RenderPreview } from './previewContent';
import { readBody, readJsonBody, refusalOf, type Refusal, type RequestKind } from './guard';
import { MAX_UPLOAD_BYTES } from './imageUpload';
import { createPublishJobs } from './publish';
import { linkParts, type LinkParts } from './previewLinks/linkSetup';
import type { ApprovalParts } from './approvals/approvalSetup';
import type { Publisher } from '#scripts/publish/publisher';
import { inputOf, routeOf, UNKNOWN_ROUTE, type Reply, type RequestContext } from './router';
import { studioRoutes } from './routes';
import { devStudioPage } from './studioPage';

/**
 * The edition studio's requests: its page, the preview frame's document and the API, as one Node
 * middleware. The local studio runs it inside the dev server (devStudio.ts); the hosted one behind the
 * gate in the built server (hosted.ts, builtStudio.ts). The site's build never sees this file.
 */

/** The studio's page as the dev server serves it (devStudio.ts); the built studio passes its own (studioPage.ts). */
const DEV_STUDIO_PAGE = devStudioPage();
const PAGES = new Set([STUDIO_PATH, `${STUDIO_PATH}/`, STUDIO_PREVIEW_PATH]);

/** The preview frame before the first check has left a page to show (the studio hides the frame then). */
const NO_PREVIEW = `<!doctype html>
<html lang="de">
  <head><meta charset="UTF-8" /><meta name="robots" content="noindex" /><title>Vorschau – Editions-Studio</title></head>
  <body><p>Die Vorschau erscheint, sobald die Edition geprüft ist.</p></body>
</html>`;

export type { RenderPreview } from './previewContent';

export const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // Only the studio itself may frame its pages (the preview); no other site can put them under a click.
  'Content-Security-Policy': "frame-ancestors 'self'",
  'Referrer-Policy': 'no-referrer',
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function refuse(response: ServerResponse, refusal: Refusal) {
  // A refused request's body is never read; the connection is closed rather than drained.
  response.setHeader('Connection', 'close');
  send(response, refusal.status, { message: refusal.message });
}

const answer = (response: ServerResponse, result: Reply) => {
  if (!('png' in result)) return send(response, result.status, result.body);
  response.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': 'image/png' });
  response.end(result.png);
};

export function studioMiddleware(
  // Preview links and the image library: made here (kept in .build/studio/) unless the caller shares its own.
  // The hosted studio's approval: publishing then takes approved versions only.
  options: StudioApiOptions & Partial<Pick<LinkParts, 'links' | 'media'>> & { approvals?: ApprovalParts; publisher?: Publisher; studioPage?: string },
  renderPreview: RenderPreview,
  // The hosted studio passes its own (auth/gate.ts has checked place and session before).
  refusalFor: (request: IncomingMessage, kind: RequestKind) => Refusal | undefined = refusalOf,
  // The hosted studio names the signed-in person, who then signs the commits of their changes.
  contextOf: (request: IncomingMessage) => RequestContext = () => ({}),
): Connect.NextHandleFunction {
  const api = createStudioApi(options);
  const skip: Connect.NextHandleFunction = (_request, _response, next) => next();
  const { links, media } = options.links && options.media ? { links: options.links, media: options.media } : linkParts({ ...options, render: renderPreview, assets: skip, imageVariants: skip });
  const routes = studioRoutes(api, createPublishJobs({ root: options.root, publisher: options.publisher, approvals: options.approvals?.store }), links, media, options.approvals?.api);

  /** The studio's page, or the preview frame's document: the checked draft's page, rendered as the build would. */
  async function pageHtml(pathname: string, query: URLSearchParams): Promise<string> {
    if (pathname !== STUDIO_PREVIEW_PATH) return options.studioPage ?? DEV_STUDIO_PAGE;
    const preview = api.previewPage(query.get(PREVIEW_PARAMETER));
    return preview ? renderPreview(preview) : NO_PREVIEW;
  }

  /** The one router: the guard, then the table's entry for method and path, its input checked by the entry's schema. */
  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams) {
    const write = request.method !== 'GET';
    const route = routeOf(routes, write ? 'POST' : 'GET', path);
    const refusal = refusalFor(request, { write, body: route && 'file' in route ? 'image' : 'json' });
    if (refusal) return refuse(response, refusal);
    if (!route) return refuse(response, { status: UNKNOWN_ROUTE.status, message: UNKNOWN_ROUTE.body.message });
    if ('file' in route) {
      const read = await readBody(request, MAX_UPLOAD_BYTES, `Die Datei ist größer als ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Bitte ein kleineres Foto wählen.`);
      if (!read.ok) return refuse(response, read.refusal);
      const name = request.headers['x-file-name'];
      return answer(response, await route.handle({ name: typeof name === 'string' ? name : undefined, bytes: read.bytes }, contextOf(request)));
    }
    let input: unknown = Object.fromEntries(query);
    if (route.method === 'POST') {
      const read = await readJsonBody(request);
      if (!read.ok) return refuse(response, read.refusal);
      input = read.body;
    }
    const checked = inputOf('query' in route ? route.query : route.body, input);
    if (!checked.ok) return answer(response, checked.answer);
    return answer(response, await route.handle(checked.value, contextOf(request)));
  }

  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://studio.invalid');
    const pathname = url.pathname;
    if (pathname.startsWith(`${STUDIO_API}/`)) {
      handleApi(request, response, pathname.slice(STUDIO_API.length), url.searchParams).catch((error: unknown) => {
        // A failure inside is reported in German without details (paths, stack) to the page.
        console.error(error);
        if (!response.headersSent) send(response, 500, { message: 'Im Studio ist ein unerwarteter Fehler aufgetreten; Einzelheiten stehen im Terminal.' });
      });
      return;
    }
    if (!PAGES.has(pathname)) return next();
    // The pages themselves: only from this machine, typed in or opened from the studio.
    const refusal = request.method === 'GET' || request.method === 'HEAD' ? refusalFor(request, { write: false, page: true }) : { status: 405, message: 'Nur GET ist hier erlaubt.' };
    if (refusal) {
      response.writeHead(refusal.status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`${refusal.message}\nÖffne das Studio auf diesem Rechner mit „npm run studio“.`);
      return;
    }
    pageHtml(pathname, url.searchParams).then(
      (transformed) => {
        response.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
        response.end(transformed);
      },
      (error: unknown) => next(error),
    );
  };
}

