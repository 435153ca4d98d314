import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { cachedBytes, installedVersion } from './buildCache';
import type { OutputStep } from './buildContext';
import { DEPLOY_FILES, hostUsesPrecompressed } from '../hosting/deployTargets';
import { QA_PATH } from '#kit/model/paths';

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/**
 * What a new connection's first round trip carries (TCP's initial window of ten segments, less headers): a
 * page whose gzip fits is complete after one round trip (tests/budgets.test.ts holds every indexable page to it).
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const ZOPFLI_VERSION = installedVersion('@gfx/zopfli');
const ZOPFLI_OPTIONS = { numiterations: 1 };

/**
 * A page's gzip: zlib's highest level, or, for a page that would not fit in the first round trip with it,
 * zopfli's, which finds a deflate stream some 3 % shorter (about 0.1 s for an edition page, against a few ms;
 * more iterations win a few bytes more at three times the time). Zopfli's stream is kept in the build cache of
 * the project at `root` (buildCache.ts) under the page's bytes: the build's budget check and its .gz file,
 * `editions:check` and the studio's check of an unchanged page make it once.
 */
export async function gzipPage(bytes: Buffer, root: string): Promise<Buffer> {
  const zipped = gzipSync(bytes, { level: 9 });
  if (zipped.length <= FIRST_ROUND_TRIP_BYTES) return zipped;
  return cachedBytes(root, ['zopfli-page', ZOPFLI_VERSION, JSON.stringify(ZOPFLI_OPTIONS), bytes], async () =>
    Buffer.from(await gzipAsync(bytes, ZOPFLI_OPTIONS)),
  );
}

/**
 * Writes a `.gz` beside every text file, at the highest level, once at build time: nginx serves
 * them with `gzip_static` instead of compressing each response again (see deployTargets.ts).
 * Builds for the CDN hosts get none: those compress on their own and would publish the copies.
 */
export const writePrecompressed: OutputStep = async ({ root, stagingDir, host }) => {
  if (!hostUsesPrecompressed(host)) return;
  const entries = await readdir(stagingDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Configuration is never served, so neither is a compressed copy of it.
    if (entry.parentPath === stagingDir && DEPLOY_FILES.includes(entry.name)) continue;
    const bytes = await readFile(file);
    // The pages visitors open; QA's pages of other days (hundreds with many editions) keep zlib's.
    const visitorPage = entry.name.endsWith('.html') && !path.relative(stagingDir, file).startsWith(`${QA_PATH}${path.sep}`);
    await writeFile(`${file}.gz`, visitorPage ? await gzipPage(bytes, root) : gzipSync(bytes, { level: 9 }));
  }
};
