import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { cachedBytes, installedVersion } from './buildCache';
import type { OutputStep } from './buildContext';
import { DEPLOY_FILES, hostUsesPrecompressed } from '../hosting/deployTargets';
import { QA_DAY_PAGES_PATH } from '#kit/model/paths';

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/**
 * What a new connection's first round trip carries (TCP's initial window of ten segments, less headers): a
 * page whose shipped bytes fit (its brotli copy, brotliPage) is complete after one round trip
 * (tests/budgets.test.ts holds every indexable page to it).
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const ZOPFLI_VERSION = installedVersion('@gfx/zopfli');
const ZOPFLI_OPTIONS = { numiterations: 1 };

/**
 * A page's gzip, for a client without brotli: zlib's highest level, or, for a page that would not fit in the first
 * round trip with it, zopfli's, which finds a deflate stream some 3 % shorter (about 0.1 s for an edition page,
 * against a few ms; more iterations win a few bytes more at three times the time). Zopfli's stream is kept in the
 * build cache of the project at `root` (buildCache.ts) under the page's bytes: the next build of an unchanged page
 * reads it.
 */
export async function gzipPage(bytes: Buffer, root: string): Promise<Buffer> {
  const zipped = gzipSync(bytes, { level: 9 });
  if (zipped.length <= FIRST_ROUND_TRIP_BYTES) return zipped;
  return cachedBytes(root, ['zopfli-page', ZOPFLI_VERSION, JSON.stringify(ZOPFLI_OPTIONS), bytes], async () =>
    Buffer.from(await gzipAsync(bytes, ZOPFLI_OPTIONS)),
  );
}

const brotli = (bytes: Buffer, quality: number) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/**
 * Brotli's quality for the files that are not pages (scripts, styles, QA's data): about zlib's speed and still a
 * little shorter than its gzip. The highest quality takes some 40 times as long (8 s against 0.2 s on the files of a
 * build with 100 editions, whose QA data alone is 20 MB) for no visitor's first round trip.
 */
const FILE_BROTLI_QUALITY = 5;

/**
 * A page's brotli copy, what nginx sends every browser (they all take `br` over HTTPS): brotli's highest
 * quality, some 13 % shorter than the page's gzip (winter: 11.6 KB against 13.3 KB), about 60 ms for an edition
 * page. It decides whether the page arrives in the first round trip (pageBudget.ts), so it is kept in the
 * build cache of the project at `root` under the page's bytes, like zopfli's stream.
 */
export async function brotliPage(bytes: Buffer, root: string): Promise<Buffer> {
  return cachedBytes(root, ['brotli-page', process.versions.brotli ?? '', bytes], async () => brotli(bytes, constants.BROTLI_MAX_QUALITY));
}

/**
 * Writes a `.br` and a `.gz` beside every text file once at build time (a page at the highest levels): nginx serves
 * them with `brotli_static` and `gzip_static` instead of compressing each response again (see deployTargets.ts);
 * the `.gz` is for a client that takes no brotli. Builds for the CDN hosts get none: those compress on their
 * own and would publish the copies.
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
    // QA's pages of other days (hundreds with many editions) get zlib's gzip only: nobody waits for their first round trip.
    if (path.relative(stagingDir, file).startsWith(`${QA_DAY_PAGES_PATH}${path.sep}`)) {
      await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      continue;
    }
    const page = entry.name.endsWith('.html');
    await writeFile(`${file}.br`, page ? await brotliPage(bytes, root) : brotli(bytes, FILE_BROTLI_QUALITY));
    await writeFile(`${file}.gz`, page ? await gzipPage(bytes, root) : gzipSync(bytes, { level: 9 }));
  }
};
