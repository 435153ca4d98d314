import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { viteBase } from '#vite-base';
import { bundleKey, restoreBundles, storeBundles, type BundleFolders } from './bundleCache';

/**
 * The client bundle (with its manifest) and the server renderer of the project's code, in `folders`: copied from the
 * bundle cache when the code was built before, else made by Vite and stored there. The build and `editions:check`
 * both take them from here, so the check weighs a page rendered by the very renderer the build uses, and a check
 * after a build (or a build after a check) runs Vite not at all.
 */
export async function siteBundles(root: string, mode: 'development' | 'production', folders: BundleFolders): Promise<void> {
  const key = bundleKey(root, { mode });
  if (await restoreBundles(root, key, folders)) return;
  const [{ build }, base] = await Promise.all([import('vite'), viteBase()]);
  const quiet = { ...base, logLevel: 'warn' as const, configFile: false as const, mode };
  // Vite keeps a NODE_ENV that is already set (a test runner sets „test“) and compiles JSX for it; the stored bundles
  // serve every caller, so they are made for their mode whoever asks (React's production build cannot run
  // development JSX).
  const callersNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    // The manifest tells the budget tests which chunks a page loads; it names source files, so it is
    // moved out of what gets published (see buildMeta.ts).
    await build({ ...quiet, root, build: { ...base.build, outDir: folders.client, emptyOutDir: true, manifest: true } });
    await rename(path.join(folders.client, '.vite/manifest.json'), folders.manifest);
    await rm(path.join(folders.client, '.vite'), { recursive: true });
    // The renderer needs no copy of public/: the client build carries it into the site.
    await build({ ...quiet, root, build: { ...base.build, ssr: 'src/entry-server.tsx', outDir: folders.server, emptyOutDir: true, copyPublicDir: false } });
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
  await storeBundles(root, key, folders);
}
