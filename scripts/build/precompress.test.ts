import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { FIRST_ROUND_TRIP_BYTES, gzipPage } from './precompress';

/** Text that gzip shrinks about four times, like a page: words from a small vocabulary with random digits. */
const pageLike = (words: number) =>
  Buffer.from(Array.from({ length: words }, (_, index) => `<p class="a${index % 7}">Woche ${randomBytes(2).readUInt16LE()} – Plan ${index % 13}</p>`).join(''));

describe('a page’s gzip copy', () => {
  it('is zlib’s highest level when that fits in the first round trip', async () => {
    const page = pageLike(500);
    expect(gzipSync(page, { level: 9 }).length).toBeLessThan(FIRST_ROUND_TRIP_BYTES);
    expect((await gzipPage(page)).equals(gzipSync(page, { level: 9 }))).toBe(true);
  });

  it('is a tighter stream of the same page when zlib’s would not fit', async () => {
    const page = pageLike(6000);
    const zlib = gzipSync(page, { level: 9 });
    expect(zlib.length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    const zipped = await gzipPage(page);
    expect(zipped.length).toBeLessThan(zlib.length);
    expect(gunzipSync(zipped).equals(page)).toBe(true);
  });
});
