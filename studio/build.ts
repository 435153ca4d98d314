import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readCommandLine } from '#scripts/cli/commandLine';
import { STUDIO_APP_BASE, STUDIO_BUILD_DIR, STUDIO_BUILD_FOLDERS } from './server/studioBuildFolders';

/**
 * `npm run studio:build`: the hosted studio as it runs on a server (studio/serve.ts), built once into
 * dist-studio/: the studio's browser app, the site's client bundles and server entry (the preview renders
 * every page through them), and the studio's server. Built into a staging folder and swapped in whole, so a
 * running studio's files stay as they were until it is restarted. The content is not part of it: the studio
 * reads editions/ and public/ on every request.
 */
readCommandLine({
  command: 'npm run studio:build',
  summary: 'Baut das gehostete Editions-Studio (App, Vorschau und Server) nach dist-studio/.',
  options: {},
  examples: ['npm run studio:build'],
});

const root = process.cwd();
const target = path.join(root, STUDIO_BUILD_DIR);
const staging = `${target}.neu`;
const folders = STUDIO_BUILD_FOLDERS(staging);
// React picks its build from NODE_ENV: the studio runs React's production build.
process.env.NODE_ENV = 'production';

const [{ build }, { viteBase }] = await Promise.all([import('vite'), import('#vite-base')]);
const base = await viteBase();
const common = { ...base, root, configFile: false as const, logLevel: 'warn' as const, mode: 'production' };
const started = performance.now();
await rm(staging, { recursive: true, force: true });

// The studio's browser app, with its faces; its page names the bundles by the manifest (builtStudio.ts).
await build({
  ...common,
  base: STUDIO_APP_BASE,
  build: {
    ...base.build,
    outDir: folders.app,
    manifest: true,
    copyPublicDir: false,
    rollupOptions: { input: ['studio/app/main.tsx', 'studio/app/fonts.css'] },
  },
});
// The site's client bundles and template, and its server entry: what the preview frame's pages are made of.
await build({ ...common, build: { ...base.build, outDir: folders.site, copyPublicDir: false } });
await build({ ...common, build: { ...base.build, ssr: 'src/entry-server.tsx', outDir: folders.siteServer, copyPublicDir: false } });
// The server: the studio's code bundled, its dependencies from node_modules.
await build({ ...common, build: { ...base.build, target: 'node20', ssr: 'studio/serve.ts', outDir: folders.server, copyPublicDir: false } });

await rm(target, { recursive: true, force: true });
await rename(staging, target);
console.log(`Studio gebaut in ${((performance.now() - started) / 1000).toFixed(1)} s → ${STUDIO_BUILD_DIR}/\nStarten: npm run studio -- --hosted`);
