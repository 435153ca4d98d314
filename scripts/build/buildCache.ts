import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The build's slowest steps turn the same bytes into the same bytes on every run: the AVIF and WebP
 * variants of an unchanged photo, the font subsets of unchanged copy. Their results are kept under a
 * hash of everything they are made from (the source's bytes, every setting, the tool's version), so a
 * build after a price change only encodes what changed. A changed input is a new key, never a stale
 * hit; nothing here is trusted beyond its name. It lives in node_modules/.cache, which `npm ci` empties
 * and which a project copy shares through its node_modules link.
 */
export const buildCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'editions-build');

/** The installed version of the tool `name` (an npm package), for the keys of what it makes. */
export const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** A key for `inputs`: strings, numbers and byte buffers, in order (a buffer counts by its content). */
export function cacheKey(inputs: Array<string | number | Buffer>): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const bytes = Buffer.isBuffer(input) ? input : Buffer.from(JSON.stringify(input));
    // The length first, so that two inputs can never run together into the same bytes as two others.
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}

/** The file that holds (or will hold) what is made for `inputs`. */
export const cacheFile = (root: string, inputs: Array<string | number | Buffer>) => path.join(buildCacheDir(root), cacheKey(inputs));

/** The bytes `make` returns for `inputs`, made once and then read from the cache. */
export async function cachedBytes(root: string, inputs: Array<string | number | Buffer>, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = cacheFile(root, inputs);
  try {
    return await readFile(file);
  } catch {
    // Not made yet (or the cache was emptied): make it below.
  }
  const bytes = await make();
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a build running beside this one never reads half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch {
    // A cache that cannot be written (read-only node_modules) only costs time on the next build.
  }
  return bytes;
}
