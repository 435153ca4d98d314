import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { ContentError } from '#engine/errors';
import { QA_DAY_PAGES_PATH } from '#kit/model/paths';
import { loadContent, type Content } from '#src/content/loadContent';
import { contentForDays } from '../build/contentForDays';
import { calendarDayPagesOf, NOT_FOUND_ROUTE, pagesOf } from '../build/pages';
import { createDocumentRenderer, type DocumentRenderer } from '../build/documentRenderer';
import type { DocumentKind, ServerEntry } from '../build/renderDocument';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * Dev server only: every page of the site as the build writes it, rendered on each request from the content
 * files as they are now, through the same renderer (scripts/build/renderDocument.ts) with the server entry
 * loaded through Vite and the template Vite transforms (which adds its client: a saved file reloads the page).
 * The built studio serves the same pages through its built renderer (livePages; studio/server/builtStudio.ts).
 */

/** A content file that does not validate: shown as the page (src/devErrorPage.tsx), with the terminal's report. */
export type ContentReport = (error: unknown) => string;

export interface DevPagesOptions {
  root: string;
  /** The day the pages are for; undefined: today in Germany, on each request. */
  today?: string;
  report: ContentReport;
}

type Response = import('node:http').ServerResponse;

/** The document renderer (scripts/build/documentRenderer.ts) with the server entry loaded through Vite and the template Vite transforms. */
export function createDevRenderer(server: ViteDevServer, root: string): DocumentRenderer {
  return createDocumentRenderer(root, {
    entry: () => server.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
    template: (route) => server.transformIndexHtml(route, readFileSync(path.join(root, 'index.html'), 'utf8')),
  });
}

/** The page a request asks for: one of the site's routes, a calendar day's page, or none (not a page address). */
function pageOf(
  pathname: string,
  content: Content,
  contentOn: (day: string) => Content,
): { route: string; kind: DocumentKind; content: Content; status?: number } | undefined {
  if (pathname.startsWith(`/${QA_DAY_PAGES_PATH}/`)) {
    const page = calendarDayPagesOf(content, contentOn).find(({ file }) => `/${file}` === pathname);
    return page ? { route: page.route, kind: 'unlisted', content: contentOn(page.day) } : { route: pathname, kind: 'site', content, status: 404 };
  }
  // Anything with a file extension is a file (scripts, images, /data/ …), answered by Vite or not at all.
  if (path.posix.extname(pathname) !== '') return undefined;
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = pagesOf(content).some((page) => page.route === route && page.route !== NOT_FOUND_ROUTE);
  return { route, kind: 'site', content, status: known ? undefined : 404 };
}

export interface LivePagesOptions extends DevPagesOptions {
  renderer: DocumentRenderer;
  /** The page shown while a content file does not validate, with the report. */
  errorPage: (report: string, pathname: string) => Promise<string>;
}

/** Every page of the site from the content files as they are now, through `renderer`: the dev server's, or the built studio's. */
export function livePages({ root, today, report, renderer, errorPage }: LivePagesOptions) {
  const editionsDir = editionsFolderIn(root);
  const load = (day?: string) => loadContent({ dir: editionsDir, publicDir: path.join(root, 'public'), today: day ?? today });

  return async function answer(request: Connect.IncomingMessage, response: Response, next: Connect.NextFunction) {
    const url = new URL(request.url ?? '/', 'http://dev.invalid');
    if (renderer.answerAsset(url.pathname, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let content: Content;
    try {
      content = load();
    } catch (error) {
      if (!(error instanceof ContentError) || path.posix.extname(url.pathname) !== '') throw error;
      return send(response, 500, await errorPage(report(error), url.pathname));
    }
    const page = pageOf(decodeURIComponent(url.pathname), content, contentForDays(content, load));
    if (!page) return next();
    const rendered = await renderer.render(page.content, page.route, page.kind);
    send(response, page.status ?? rendered.status, rendered.html);
  };
}

export function devPages(server: ViteDevServer, options: DevPagesOptions): Connect.NextHandleFunction {
  const answer = livePages({
    ...options,
    renderer: createDevRenderer(server, options.root),
    errorPage: async (report, pathname) => {
      const { contentErrorPage } = (await server.ssrLoadModule('/src/devErrorPage.tsx')) as typeof import('#src/devErrorPage');
      return server.transformIndexHtml(pathname, contentErrorPage(report));
    },
  });
  return (request, response, next) => {
    answer(request, response, next).catch((error: unknown) => {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    });
  };
}

function send(response: Response, status: number, html: string) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(html);
}
