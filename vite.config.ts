import { defineConfig, mergeConfig, type ViteDevServer } from 'vite';
import { viteBase } from './vite.base.ts';

export default defineConfig(async () =>
  mergeConfig(await viteBase(), {
    // Vite allows cross-origin reads from any localhost page by default; the dev server and the studio
    // serve the whole project folder, so no other page gets an allowance (README, security).
    server: { cors: false },
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
        // Dev server only: answers /data/*.json from the live content files (scripts/dev/devContentPlugin.ts).
        name: 'edition-content-dev',
        apply: 'serve',
        // The build subsets and inlines the fonts (scripts/build/fonts.ts); the dev server links @fontsource's CSS.
        transformIndexHtml: () =>
          ['source-sans-3/latin-400', 'source-sans-3/latin-700', 'merriweather/latin-700'].map((face) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', href: `/node_modules/@fontsource/${face}.css` },
            injectTo: 'head' as const,
          })),
        async configureServer(server: ViteDevServer) {
          // Through Vite's module runner rather than the config bundler: the content code stays out of the
          // bundled config (which would warn about every import without a file extension).
          const { serveLiveContent } = (await server.ssrLoadModule('/scripts/dev/devContentPlugin.ts')) as typeof import('./scripts/dev/devContentPlugin');
          serveLiveContent(server, import.meta.dirname);
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
