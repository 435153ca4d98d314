import type { UserConfig } from 'vite';
/**
 * Vite settings shared by the dev server (vite.config.ts) and the build (scripts/build/buildSite.ts). The React
 * plugin, and Vite with it, loads only when Vite runs: a build whose bundles come from the cache never needs
 * them (loading them took a third of such a build).
 */
export async function viteBase(): Promise<UserConfig> {
  const { default: react } = await import('@vitejs/plugin-react');
  return {
    plugins: [
      react({
        // The edition studio (dev server only) runs without Vite's reload client: a content file saved
        // elsewhere reloads the site's pages, never the studio with unsaved edits (studio/server/plugin.ts).
        refreshExclude: [/\/node_modules\//, /\/studio\/app\//],
      }),
    ],
    // Every browser the site supports knows modulepreload; the polyfill would only add bytes to the entry.
    build: { target: 'es2022', modulePreload: { polyfill: false } },
    // styled-components' ESM build breaks as a native Node import; bundling it into the server build avoids that.
    // What it imports is bundled with it: the server entry then imports no package that is not a dependency of the
    // project (stylis would resolve only through npm's hoisting; tests/runtimeDependencies.integration.test.ts).
    ssr: { noExternal: ['styled-components', 'stylis', '@emotion/is-prop-valid', '@emotion/memoize'] },
  };
}
