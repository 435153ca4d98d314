import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { ContentError } from '#engine/errors';
import { QA_DAY_PAGES_PATH } from '#kit/model/paths';
import { loadContent, type Content } from '#src/content/loadContent';
import { contentForDays } from '../build/contentForDays';
import { fontFiles } from '../build/fonts';
import { calendarDayPagesOf, NOT_FOUND_ROUTE, pagesOf } from '../build/pages';
import { documentTemplate, renderDocument, type DocumentKind, type ServerEntry } from '../build/renderDocument';
import { socialImageFiles } from '../build/socialImages';

/**
 * Dev server only: every page of the site as the build writes it, rendered on each request from the content
 * files as they are now, through the same renderer (scripts/build/renderDocument.ts) with the server entry
 * loaded through Vite and the template Vite transforms (which adds its client: a saved file reloads the page).
 * Fonts and link-preview images are made by the build's own functions, once per content, and answered from
 * memory, so a page names the same addresses as the build for the same day.
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

/** Renders documents on the dev server and answers the files they name under /assets/ (the studio's preview uses one too). */
export interface DevRenderer {
  render: (content: Content, route: string, kind?: DocumentKind) => Promise<{ status: number; html: string }>;
  /** Answers an /assets/ address a rendered page named; false for any other. */
  answerAsset: (pathname: string, response: Response) => boolean;
}

const keyOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function createDevRenderer(server: ViteDevServer, root: string): DevRenderer {
  const made = new Map<string, Promise<unknown>>();
  const files = new Map<string, Buffer>();
  /** Made once per input: the same content gives the same files. */
  function once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let result = made.get(key) as Promise<T> | undefined;
    if (!result) {
      result = make();
      made.set(key, result);
      result.catch(() => made.delete(key));
    }
    return result;
  }
  const fontsOf = (content: Content) =>
    once(`fonts ${keyOf([content.site, content.editions])}`, async () => {
      const fonts = await fontFiles(root, content);
      for (const [address, bytes] of fonts.files) files.set(address, bytes);
      return fonts.tags;
    });
  // Only the site's pages name link-preview images: drawing them takes a moment, an unlisted page waits for none.
  const ogImagesOf = (content: Content, kind: DocumentKind) =>
    kind === 'unlisted'
      ? Promise.resolve(new Map<string, string>())
      : once(`og ${keyOf([content.site, content.editions])}`, async () => {
          const images = await socialImageFiles(root, content);
          for (const { address, png } of images.values()) files.set(address, png);
          return new Map([...images].map(([slug, { address }]) => [slug, address]));
        });

  return {
    async render(content, route, kind = 'site') {
      const [entry, fontTags, ogImages] = await Promise.all([server.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>, fontsOf(content), ogImagesOf(content, kind)]);
      const template = documentTemplate(
        await server.transformIndexHtml(route, readFileSync(path.join(root, 'index.html'), 'utf8')),
        readFileSync(path.join(root, 'public/images/favicon.svg'), 'utf8'),
      );
      return renderDocument(entry, content, route, { template, fontTags, ogImages }, kind);
    },
    answerAsset(pathname, response) {
      const file = files.get(pathname);
      if (!file) return false;
      response.setHeader('Content-Type', pathname.endsWith('.png') ? 'image/png' : 'font/woff2');
      response.end(file);
      return true;
    },
  };
}

/** The page a request asks for: one of the site's routes, a calendar day's page, or none (not a page address). */
function pageOf(pathname: string, content: Content, contentOn: (day: string) => Content): { route: string; kind: DocumentKind; content: Content; status?: number } | undefined {
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

export function devPages(server: ViteDevServer, { root, today, report }: DevPagesOptions): Connect.NextHandleFunction {
  const editionsDir = path.join(root, 'editions');
  const load = (day?: string) => loadContent({ dir: editionsDir, publicDir: path.join(root, 'public'), today: day ?? today });
  const renderer = createDevRenderer(server, root);

  async function answer(request: Connect.IncomingMessage, response: Response, next: Connect.NextFunction) {
    const url = new URL(request.url ?? '/', 'http://dev.invalid');
    if (renderer.answerAsset(url.pathname, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let content: Content;
    try {
      content = load();
    } catch (error) {
      if (!(error instanceof ContentError) || path.posix.extname(url.pathname) !== '') throw error;
      const { contentErrorPage } = (await server.ssrLoadModule('/src/devErrorPage.tsx')) as typeof import('#src/devErrorPage');
      return send(response, 500, await server.transformIndexHtml(url.pathname, contentErrorPage(report(error))));
    }
    const page = pageOf(decodeURIComponent(url.pathname), content, contentForDays(content, load));
    if (!page) return next();
    const rendered = await renderer.render(page.content, page.route, page.kind);
    send(response, page.status ?? rendered.status, rendered.html);
  }

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
