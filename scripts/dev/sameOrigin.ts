import type { IncomingMessage } from 'node:http';
import type { Connect } from 'vite';

/**
 * The dev server's own guard (`npm run dev`, and the local studio, which runs the same dev server under it): the dev
 * server serves the whole project folder, so a page of another local app must not read any of it. vite.config.ts
 * puts it before every other middleware.
 */

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

const REFUSAL = 'Der Entwicklungsserver beantwortet nur Anfragen seiner eigenen Seiten; andere Seiten dürfen hier nichts lesen.';

/**
 * Why a request to the dev server (site pages, content files, source files, the studio) comes from
 * another origin, or undefined when it does not: no CORS allowance (vite.config.ts turns Vite's
 * off), and a request a browser marks as another site's is refused outright, preflights included.
 * Only a navigation (a link or a typed address opening a page) may come from elsewhere; the page it
 * opens then runs on the dev server's own origin.
 */
export function crossOriginRefusal(request: IncomingMessage): { status: number; message: string } | undefined {
  const host = (header(request, 'host') ?? '').toLowerCase();
  const origin = header(request, 'origin');
  const refusal = { status: 403, message: REFUSAL };
  if (origin !== undefined && origin !== `http://${host}`) return refusal;
  const site = header(request, 'sec-fetch-site');
  const navigation = header(request, 'sec-fetch-mode') === 'navigate' && header(request, 'sec-fetch-dest') === 'document';
  if ((site === 'cross-site' || site === 'same-site') && !navigation) return refusal;
  // A preflight asks for a CORS allowance, which is never given.
  if (request.method === 'OPTIONS' && header(request, 'access-control-request-method') !== undefined) return refusal;
  return undefined;
}

/**
 * Refuses every request another origin's page makes to the dev server (crossOriginRefusal).
 * @public loaded by vite.config.ts through Vite's ssrLoadModule, which an import graph does not see
 */
export const sameOriginOnly: Connect.NextHandleFunction = (request, response, next) => {
  const refusal = crossOriginRefusal(request);
  if (!refusal) return next();
  response.writeHead(refusal.status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "frame-ancestors 'self'",
    'Referrer-Policy': 'no-referrer',
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  response.end(refusal.message);
};
