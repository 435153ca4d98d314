import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildCacheDir } from './buildCache';
import { brotliPage, FIRST_ROUND_TRIP_BYTES, gzipPage } from './precompress';

/** A project folder of its own for each case: its build cache starts empty. */
const freshRoot = () => mkdtempSync(path.join(os.tmpdir(), 'gzip-seite-'));

/** Text that gzip shrinks about four times, like a page: words from a small vocabulary with random digits. */
const pageLike = (words: number) =>
  Buffer.from(Array.from({ length: words }, (_, index) => `<p class="a${index % 7}">Woche ${randomBytes(2).readUInt16LE()} – Plan ${index % 13}</p>`).join(''));

describe('a page’s gzip copy', () => {
  it('is zlib’s highest level when that fits in the first round trip', async () => {
    const page = pageLike(500);
    expect(gzipSync(page, { level: 9 }).length).toBeLessThan(FIRST_ROUND_TRIP_BYTES);
    const root = freshRoot();
    expect((await gzipPage(page, root)).equals(gzipSync(page, { level: 9 }))).toBe(true);
    // zlib's is made anew each time: nothing to keep.
    expect(existsSync(buildCacheDir(root))).toBe(false);
  });

  it('is a tighter stream of the same page when zlib’s would not fit', async () => {
    const page = pageLike(3500);
    const zlib = gzipSync(page, { level: 9 });
    expect(zlib.length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    const root = freshRoot();
    const zipped = await gzipPage(page, root);
    expect(zipped.length).toBeLessThan(zlib.length);
    expect(gunzipSync(zipped).equals(page)).toBe(true);
    // Kept in the build cache under the page's bytes, and read from there for the same page.
    const kept = readdirSync(buildCacheDir(root));
    expect(kept).toHaveLength(1);
    expect(readFileSync(path.join(buildCacheDir(root), kept[0])).equals(zipped)).toBe(true);
    expect((await gzipPage(page, root)).equals(zipped)).toBe(true);
    expect(readdirSync(buildCacheDir(root))).toEqual(kept);
  });
});

describe('a page’s brotli copy', () => {
  it('is shorter than its tightest gzip, unpacks to the page, and is kept under the page’s bytes', async () => {
    const page = pageLike(3500);
    const root = freshRoot();
    const packed = await brotliPage(page, root);
    expect(brotliDecompressSync(packed).equals(page)).toBe(true);
    expect(packed.length).toBeLessThan((await gzipPage(page, freshRoot())).length);
    const kept = readdirSync(buildCacheDir(root));
    expect(kept).toHaveLength(1);
    expect((await brotliPage(page, root)).equals(packed)).toBe(true);
    expect(readdirSync(buildCacheDir(root))).toEqual(kept);
  });
});
