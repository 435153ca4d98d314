import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { ContentError } from '../../engine/errors';
import { QA_DAY_PAGES_PATH } from '../../kit/model/paths';
import { loadContent, type Content } from '../../src/content/loadContent';
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

/** The files a page names under /assets/ (fonts, link-preview images), by content. */
interface Assets {
  fontTags: string;
  ogImages: Map<string, string>;
}

/** A content file that does not validate: shown as the page (src/devErrorPage.tsx), with the terminal's report. */
export type ContentReport = (error: unknown) => string;

export interface DevPagesOptions {
  root: string;
  /** The day the pages are for; undefined: today in Germany, on each request. */
  today?: string;
  report: ContentReport;
}

/** The page a request asks for: one of the site's routes, a calendar day's page, or none (not a page address). */
function pageOf(pathname: string, content: Content, contentOn: (day: string) => Content): { route: string; kind: DocumentKind; content: Content; status?: number } | undefined {
  if (pathname.startsWith(`/${QA_DAY_PAGES_PATH}/`)) {
    const page = calendarDayPagesOf(content, contentOn).find(({ file }) => `/${file}` === pathname);
    return page ? { route: page.route, kind: 'calendarDay', content: contentOn(page.day) } : { route: pathname, kind: 'site', content, status: 404 };
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
  const made = new Map<string, Promise<Assets>>();
  const files = new Map<string, Buffer>();

  /** The content's fonts and images, made once per content (the same content gives the same files). */
  function assetsOf(content: Content): Promise<Assets> {
    const key = createHash('sha256').update(JSON.stringify([content.site, content.editions])).digest('hex');
    let assets = made.get(key);
    if (!assets) {
      assets = Promise.all([fontFiles(root, content), socialImageFiles(root, content)]).then(([fonts, images]) => {
        for (const [address, bytes] of fonts.files) files.set(address, bytes);
        for (const { address, png } of images.values()) files.set(address, png);
        return { fontTags: fonts.tags, ogImages: new Map([...images].map(([slug, { address }]) => [slug, address])) };
      });
      made.set(key, assets);
      assets.catch(() => made.delete(key));
    }
    return assets;
  }

  async function answer(request: Connect.IncomingMessage, response: import('node:http').ServerResponse, next: Connect.NextFunction) {
    const url = new URL(request.url ?? '/', 'http://dev.invalid');
    const file = files.get(url.pathname);
    if (file) {
      response.setHeader('Content-Type', url.pathname.endsWith('.png') ? 'image/png' : 'font/woff2');
      response.end(file);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let content: Content;
    try {
      content = load();
    } catch (error) {
      if (!(error instanceof ContentError) || path.posix.extname(url.pathname) !== '') throw error;
      const { contentErrorPage } = (await server.ssrLoadModule('/src/devErrorPage.tsx')) as typeof import('../../src/devErrorPage');
      return send(response, 500, await server.transformIndexHtml(url.pathname, contentErrorPage(report(error))));
    }
    const page = pageOf(decodeURIComponent(url.pathname), content, contentForDays(content, load));
    if (!page) return next();
    const [entry, assets] = await Promise.all([server.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>, assetsOf(content)]);
    const template = documentTemplate(
      await server.transformIndexHtml(url.pathname, readFileSync(path.join(root, 'index.html'), 'utf8')),
      readFileSync(path.join(root, 'public/images/favicon.svg'), 'utf8'),
    );
    const rendered = await renderDocument(entry, page.content, page.route, { template, ...assets }, page.kind);
    send(response, page.status ?? rendered.status, rendered.html);
  }

  return (request, response, next) => {
    answer(request, response, next).catch((error: unknown) => {
      if (error instanceof Error) server.ssrFixStacktrace(error);
      next(error);
    });
  };
}

function send(response: import('node:http').ServerResponse, status: number, html: string) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(html);
}
