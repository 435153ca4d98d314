import { defineConfig, mergeConfig, type ViteDevServer } from 'vite';
import { viteBase } from './vite.base';

export default defineConfig(
  mergeConfig(viteBase, {
    plugins: [
      {
        // Dev server only: answers /data/*.json from the live content files (engine/devContentPlugin.ts).
        name: 'edition-content-dev',
        apply: 'serve',
        async configureServer(server: ViteDevServer) {
          const { serveLiveContent } = await import('./engine/devContentPlugin');
          serveLiveContent(server, import.meta.dirname);
        },
      },
    ],
  }),
);
