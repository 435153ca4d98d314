import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { z } from 'zod';
import { createDevRenderer } from '#scripts/dev/devPages';
import { devImageVariants } from './devImages';
import { crossOriginRefusal } from './guard';
import { linkParts } from './previewLinks/linkSetup';
import { COMMON_HEADERS } from './apiApp';
import { studioMiddleware } from './plugin';
import type { RenderPreview } from './previewContent';

/**
 * The local studio inside Vite's dev server (`npm run studio`, or /studio while `npm run dev` runs), registered
 * by vite.config.ts for `serve` only. The hosted studio never runs here: it is built and served by Node
 * (builtStudio.ts).
 */

/**
 * Refuses every request another origin's page makes to the dev server (guard.ts, crossOriginRefusal).
 * @public loaded by vite.config.ts through Vite's ssrLoadModule, which an import graph does not see
 */
export const sameOriginOnly: Connect.NextHandleFunction = (request, response, next) => {
  const refusal = crossOriginRefusal(request);
  if (!refusal) return next();
  response.writeHead(refusal.status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  response.end(refusal.message);
};

/**
 * Adds the studio to a running dev server. `today` (`npm run studio -- --today`) is the day its list, calendar,
 * check and preview compare dates against; publishing always builds for today.
 * @public loaded by vite.config.ts through Vite's ssrLoadModule, which an import graph does not see
 */
export function serveStudio(server: ViteDevServer, root: string, today?: string) {
  if (today !== undefined && !z.iso.date().safeParse(today).success) throw new Error(`--today erwartet ein Datum im Format JJJJ-MM-TT, „${today}“ erhalten.`);
  const imageVariants = devImageVariants(path.join(root, 'public'));
  server.middlewares.use(imageVariants);
  const preview = previewDocuments(server, root);
  const { links, media, pages } = linkParts({ root, today, render: preview.render, assets: preview.assets, imageVariants });
  server.middlewares.use(pages);
  server.middlewares.use(preview.assets);
  server.middlewares.use(studioMiddleware({ root, today, links, media }, preview.render));
}

/**
 * The preview frame's documents, rendered by the dev server's renderer as the build would, and the files they
 * name under /assets/ (fonts, link-preview images), which that renderer answers.
 */
export function previewDocuments(server: ViteDevServer, root: string): { render: RenderPreview; assets: Connect.NextHandleFunction } {
  const renderer = createDevRenderer(server, root);
  return {
    render: async ({ content, route }) => (await renderer.render(content, route, 'unlisted')).html,
    assets: (request, response, next) => {
      if (!renderer.answerAsset(new URL(request.url ?? '/', 'http://studio.invalid').pathname, response)) next();
    },
  };
}
