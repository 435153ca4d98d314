import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { buildCacheDir, cacheKey } from './buildCache';

/**
 * The client bundle and the server renderer are made from the code alone: the pages get their content
 * when they are rendered, never through an import. A build whose code, public files and Vite settings
 * match an earlier one's copies that build's bundles instead of running Vite twice, so a content change
 * (a price, a new edition) builds in a fraction of the time. The key reads every file Vite can reach in
 * the project (the source folders, public/, index.html, the Vite and TypeScript settings, the lockfile
 * for every package's version, `.env` files and `VITE_*` variables), byte for byte: one changed byte is
 * a new key. The folders are not named by their path, so a copy of the project finds the same bundles.
 */
const CODE_INPUTS = ['src', 'kit', 'sections', 'engine', 'public', 'index.html', 'vite.base.ts', 'tsconfig.json', 'package-lock.json'];

/** How many sets of bundles are kept; older ones are removed as new ones are stored. */
const KEPT = 6;

const bundlesDir = (root: string) => path.join(buildCacheDir(root), 'bundles');

/** Every file under `entry` (relative to root) with its bytes, in a stable order. */
function filesUnder(root: string, entry: string, into: Array<string | Buffer>) {
  const file = path.join(root, entry);
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) {
    for (const name of readdirSync(file).sort()) filesUnder(root, path.join(entry, name), into);
    return;
  }
  into.push(entry.split(path.sep).join('/'), readFileSync(file));
}

/** The key of the bundles a build with `settings` (the mode) makes from the project at `root`. */
export function bundleKey(root: string, settings: unknown, env: NodeJS.ProcessEnv = process.env): string {
  const inputs: Array<string | Buffer> = ['bundles', JSON.stringify(settings)];
  for (const entry of CODE_INPUTS) filesUnder(root, entry, inputs);
  for (const name of readdirSync(root)
    .filter((name) => name.startsWith('.env'))
    .sort())
    filesUnder(root, name, inputs);
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort();
  inputs.push(JSON.stringify(viteVariables.map((name) => [name, env[name]])));
  return cacheKey(inputs);
}

/** Where a build keeps what Vite made: the client files (the staging folder), its manifest and the server renderer. */
export interface BundleFolders {
  client: string;
  manifest: string;
  server: string;
}

/** Copies the bundles stored under `key` into `folders`; false when there are none. */
export async function restoreBundles(root: string, key: string, folders: BundleFolders): Promise<boolean> {
  const stored = path.join(bundlesDir(root), key);
  // A set is renamed into place whole (storeBundles), so one that exists is complete.
  if (!existsSync(stored)) return false;
  try {
    await cp(path.join(stored, 'client'), folders.client, { recursive: true });
    await cp(path.join(stored, 'manifest.json'), folders.manifest);
    await cp(path.join(stored, 'server'), folders.server, { recursive: true });
  } catch {
    // Removed by another build's pruning meanwhile, or unreadable: Vite builds them (and empties the folders first).
    return false;
  }
  // Recently used sets are the ones kept.
  const now = new Date();
  await utimes(stored, now, now).catch(() => undefined);
  return true;
}

/** Stores what Vite just made under `key`, for the next build with the same code; never fails the build. */
export async function storeBundles(root: string, key: string, folders: BundleFolders): Promise<void> {
  const dir = bundlesDir(root);
  const target = path.join(dir, key);
  if (existsSync(target)) return;
  // Copied aside and renamed: a build running beside this one sees a set whole or not at all.
  const partial = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(partial, { recursive: true });
    await cp(folders.client, path.join(partial, 'client'), { recursive: true });
    await cp(folders.manifest, path.join(partial, 'manifest.json'));
    await cp(folders.server, path.join(partial, 'server'), { recursive: true });
    await rename(partial, target);
    await pruneBundles(dir);
  } catch {
    // Another build stored the same set first, or the cache cannot be written: only time is lost.
    await rm(partial, { recursive: true, force: true });
  }
}

/** Keeps the most recently used sets. */
async function pruneBundles(dir: string) {
  const sets = await Promise.all(
    (await readdir(dir)).filter((name) => !name.startsWith('.')).map(async (name) => ({ name, used: (await stat(path.join(dir, name))).mtimeMs })),
  );
  for (const { name } of sets.sort((a, b) => b.used - a.used).slice(KEPT)) await rm(path.join(dir, name), { recursive: true, force: true });
}
