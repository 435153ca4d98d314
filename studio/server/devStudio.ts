import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { type Connect, createServer, type InlineConfig, mergeConfig, type ViteDevServer } from 'vite';
import { z } from 'zod';
import { createDevRenderer } from '#scripts/dev/devPages';
import { sameOriginOnly } from '#scripts/dev/sameOrigin';
import { listen } from '#scripts/hosting/ports';
import { devServerConfig } from '#vite-config';
import { devImageVariants } from '#scripts/dev/devImages';
import { type Env, fromNode, headAnsweredOnce } from './nodeMiddleware';
import { linkParts } from './previewLinks/linkSetup';
import { studioMiddleware } from './plugin';
import type { RenderPreview } from './previewContent';

/**
 * The local studio (`npm run studio`): the studio's Hono app on this machine, as the hosted studio runs its own
 * (builtStudio.ts) with the same studio inside (plugin.ts), here without accounts and with Vite's dev server in
 * middleware mode under it. Vite serves the studio's page its modules and the site's pages beside it, as
 * `npm run dev` would (the project's vite.config.ts, which knows nothing of the studio).
 */

export interface LocalStudioOptions {
  /** The project folder. */
  root: string;
  /** The day its list, calendar, check, preview and the site's pages compare dates against; default today in Germany. */
  today?: string;
  /** The port on 127.0.0.1, else the next free one of the nine after it (as Vite's dev server does); 0: one the system picks. */
  port: number;
  /** Vite's settings a caller adds (a test's cache folder and logging). */
  vite?: Pick<InlineConfig, 'cacheDir' | 'customLogger' | 'logLevel'>;
}

export interface LocalStudio {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/** The studio's app around a running Vite dev server (middleware mode). */
export function localStudioApp(vite: ViteDevServer, root: string, today?: string): Hono<Env> {
  const imageVariants = devImageVariants(path.join(root, 'public'));
  const preview = previewDocuments(vite, root);
  const { links, media, pages } = linkParts({ root, today, render: preview.render, assets: preview.assets, imageVariants });
  const app = new Hono<Env>();
  // A page of another origin reads nothing; then preview links, image variants, the studio, and what Vite serves.
  const middlewares = [sameOriginOnly, imageVariants, pages, preview.assets, studioMiddleware({ root, today, links, media }, preview.render), vite.middlewares];
  for (const middleware of middlewares) app.use('*', fromNode(middleware));
  app.notFound((context) => context.text('Diese Adresse gibt es hier nicht.', 404, { 'Cache-Control': 'no-store' }));
  return headAnsweredOnce(app);
}

/** Starts the local studio on 127.0.0.1 only: the studio writes files on this machine (it also refuses any other host itself). */
export async function startLocalStudio({ root, today, port, vite: settings = {} }: LocalStudioOptions): Promise<LocalStudio> {
  if (today !== undefined && !z.iso.date().safeParse(today).success) throw new Error(`--today erwartet ein Datum im Format JJJJ-MM-TT, „${today}“ erhalten.`);
  const server = createHttpServer();
  const vite = await createServer({
    ...mergeConfig(await devServerConfig({ root, today }), {
      // The studio's page is not an .html file: without its entry here its dependencies were found on its first load
      // and bundled anew, and the page (served without Vite's client, which would reload it) asked for the outdated
      // bundles and stayed blank.
      optimizeDeps: { entries: ['studio/app/main.tsx'] },
      server: { middlewareMode: true, ws: { server }, cors: false },
    }),
    configFile: false,
    ...settings,
  });
  server.on('request', getRequestListener(localStudioApp(vite, root, today).fetch));
  const listening = await listenFrom(server, port).catch(async (error: unknown) => {
    await vite.close();
    throw error;
  });
  return {
    origin: listening.origin,
    close: async () => {
      await vite.close();
      server.closeAllConnections();
      await listening.close();
    },
  };
}

/** Listens on `port`, or on the next free one of the nine after it. */
async function listenFrom(server: Server, port: number, tries = 10) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await listen(server, port === 0 ? 0 : port + attempt);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || attempt === tries - 1) throw error;
    }
  }
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
