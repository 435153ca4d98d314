import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** Vite settings shared by the dev server (vite.config.ts) and the build script (scripts/build.ts). */
export const viteBase: UserConfig = {
  plugins: [
    react({
      // The edition studio (dev server only) runs without Vite's reload client: a content file saved
      // elsewhere reloads the site's pages, never the studio with unsaved edits (studio/server/plugin.ts).
      refreshExclude: [/\/node_modules\//, /\/studio\/app\//],
    }),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // Every browser the site supports knows modulepreload; the polyfill would only add bytes to the entry.
  build: { target: 'es2022', modulePreload: { polyfill: false } },
  // styled-components' ESM build breaks as a native Node import; bundling it into the server build avoids that.
  ssr: { noExternal: ['styled-components'] },
};
