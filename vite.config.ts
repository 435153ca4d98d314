import { defineConfig, mergeConfig, type UserConfig, type ViteDevServer } from 'vite';
import { viteBase } from './vite.base.ts';
import { ERROR_OVERLAY_STYLE } from './scripts/dev/errorOverlay.ts';

export interface DevServerDays {
  /** The project folder. */
  root: string;
  /** The day the site's pages are for (JJJJ-MM-TT, as `npm run build -- --today` takes it); default today in Germany. */
  today?: string;
}

/**
 * The site's dev server's configuration (`npm run dev` reads it through the default export below; the local studio,
 * which runs it in middleware mode under its own app (studio/server/devStudio.ts), and the tests pass the day as data).
 * It knows nothing of the studio.
 */
export const devServerConfig = async ({ root, today }: DevServerDays): Promise<UserConfig> =>
  mergeConfig(await viteBase(), {
    root,
    // The dev server answers every page itself, rendered on the server (scripts/dev/devPages.ts): no index.html fallback.
    appType: 'custom',
    // Vite allows cross-origin reads from any localhost page by default; the dev server serves the whole project
    // folder, so no other page gets an allowance (README, security).
    server: { cors: false },
    // Vite bundles the dependencies it finds from these entries when it starts (the local studio adds its app's).
    optimizeDeps: { entries: ['index.html'] },
    plugins: [
      {
        // Before every other middleware: a page of another origin reads nothing from the dev server.
        name: 'same-origin-only',
        apply: 'serve',
        enforce: 'pre',
        async configureServer(server: ViteDevServer) {
          const { sameOriginOnly } = (await server.ssrLoadModule('/scripts/dev/sameOrigin.ts')) as typeof import('./scripts/dev/sameOrigin');
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
          return serveLiveContent(server, root, today);
        },
        // The error overlay's closing tip in German (scripts/dev/errorOverlay.ts).
        transformIndexHtml: () => [{ tag: 'style', children: ERROR_OVERLAY_STYLE, injectTo: 'head' }],
      },
    ],
  });

export default defineConfig(() => devServerConfig({ root: import.meta.dirname }));
