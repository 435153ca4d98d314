import { defineConfig, mergeConfig, type UserConfig, type ViteDevServer } from 'vite';
import { viteBase } from './vite.base.ts';
import { ERROR_OVERLAY_STYLE } from './scripts/dev/errorOverlay.ts';

export interface DevServerDays {
  /** The project folder. */
  root: string;
  /** The day the site's pages are for (JJJJ-MM-TT, as `npm run build -- --today` takes it); default `studioToday`, else today in Germany. */
  today?: string;
  /** The day the local studio's list, calendar, check and preview compare against (`npm run studio -- --today`); default today in Germany. */
  studioToday?: string;
}

/**
 * The dev server's configuration (`npm run dev` reads it through the default export below; `npm run studio` and
 * the tests pass their days as data).
 */
export const devServerConfig = async ({ root, today, studioToday }: DevServerDays): Promise<UserConfig> =>
  mergeConfig(await viteBase(), {
    root,
    // The dev server answers every page itself, rendered on the server (scripts/dev/devPages.ts): no index.html fallback.
    appType: 'custom',
    // Vite allows cross-origin reads from any localhost page by default; the dev server and the studio
    // serve the whole project folder, so no other page gets an allowance (README, security).
    server: { cors: false },
    // Vite bundles the dependencies it finds from these entries when it starts. The studio's page is not an .html
    // file, so without it here its dependencies were found on its first load and bundled anew: the studio page
    // (served without Vite's client, which would reload it) then asked for the outdated bundles and stayed blank.
    optimizeDeps: { entries: ['index.html', 'studio/app/main.tsx'] },
    plugins: [
      {
        // Before every other middleware: a page of another origin reads nothing from the dev server.
        name: 'same-origin-only',
        apply: 'serve',
        enforce: 'pre',
        async configureServer(server: ViteDevServer) {
          const { sameOriginOnly } = (await server.ssrLoadModule('/studio/server/devStudio.ts')) as typeof import('./studio/server/devStudio');
          server.middlewares.use(sameOriginOnly);
        },
      },
      {
        // Dev server only: every page and /data/*.json from the live content files, rendered as the build
        // renders them (scripts/dev/devContentPlugin.ts, devPages.ts).
        name: 'edition-content-dev',
        apply: 'serve',
        async configureServer(server: ViteDevServer) {
          // Through Vite's module runner rather than the config bundler: the content code stays out of the
          // bundled config (which would warn about every import without a file extension).
          const { serveLiveContent } = (await server.ssrLoadModule('/scripts/dev/devContentPlugin.ts')) as typeof import('./scripts/dev/devContentPlugin');
          return serveLiveContent(server, root, today ?? studioToday);
        },
        // The error overlay's closing tip in German (scripts/dev/errorOverlay.ts).
        transformIndexHtml: () => [{ tag: 'style', children: ERROR_OVERLAY_STYLE, injectTo: 'head' }],
      },
      {
        // The edition studio (/studio): dev server only, so none of it can reach the production build.
        name: 'edition-studio',
        apply: 'serve',
        async configureServer(server: ViteDevServer) {
          // Loaded like the content middleware above, through Vite's module runner.
          const { serveStudio } = (await server.ssrLoadModule('/studio/server/devStudio.ts')) as typeof import('./studio/server/devStudio');
          serveStudio(server, root, studioToday);
        },
      },
    ],
  });

export default defineConfig(() => devServerConfig({ root: import.meta.dirname }));
