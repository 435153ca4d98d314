import { defineConfig, mergeConfig, type ViteDevServer } from 'vite';
import { viteBase } from './vite.base.ts';

/**
 * The day the dev server's pages are for: DEV_TODAY (the tests), else the studio's `--today` (STUDIO_TODAY),
 * else today in Germany. JJJJ-MM-TT, as `npm run build -- --today` takes it.
 */
const devDay = process.env.DEV_TODAY || process.env.STUDIO_TODAY || undefined;
if (devDay !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(devDay)) throw new Error(`DEV_TODAY erwartet ein Datum im Format JJJJ-MM-TT, „${devDay}“ erhalten.`);

export default defineConfig(async () =>
  mergeConfig(await viteBase(), {
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
          // `npm run studio -- --hosted`: the login gate and the studio behind it come first instead (studio/server/hosted.ts).
          if (process.env.STUDIO_HOSTED_CONFIG) {
            const { serveHostedStudio } = (await server.ssrLoadModule('/studio/server/hosted.ts')) as typeof import('./studio/server/hosted');
            return serveHostedStudio(server, import.meta.dirname, process.env.STUDIO_HOSTED_CONFIG, process.env.STUDIO_TODAY || undefined);
          }
          const { sameOriginOnly } = (await server.ssrLoadModule('/studio/server/plugin.ts')) as typeof import('./studio/server/plugin');
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
          return serveLiveContent(server, import.meta.dirname, devDay);
        },
      },
      {
        // The edition studio (/studio): dev server only, so none of it can reach the production build.
        name: 'edition-studio',
        apply: 'serve',
        async configureServer(server: ViteDevServer) {
          if (process.env.STUDIO_HOSTED_CONFIG) return; // installed behind the gate above
          // Loaded like the content middleware above, through Vite's module runner.
          const { serveStudio } = (await server.ssrLoadModule('/studio/server/plugin.ts')) as typeof import('./studio/server/plugin');
          // The day the studio compares dates against, when `npm run studio -- --today` (or a test) sets one.
          serveStudio(server, import.meta.dirname, process.env.STUDIO_TODAY || undefined);
        },
      },
    ],
  }),
);
