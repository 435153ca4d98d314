import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCacheDir, cachedBytes, cacheKey } from './buildCache';

const scratchRoot = () => mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));

describe('the build cache', () => {
  it('makes a result once and reads it back for the same inputs', async () => {
    const root = scratchRoot();
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from('encoded');
    };
    const inputs = ['image-variant', Buffer.from([1, 2, 3]), 640, 'avif'];
    expect(String(await cachedBytes(root, inputs, make))).toBe('encoded');
    expect(String(await cachedBytes(root, inputs, make))).toBe('encoded');
    expect(made).toBe(1);
    // One finished file, no leftovers of the write.
    expect(readdirSync(buildCacheDir(root))).toEqual([cacheKey(inputs)]);
  });

  it('makes it anew when any input changes: a byte of the source, a width, a setting', async () => {
    const root = scratchRoot();
    const made: string[] = [];
    const make = (label: string) => async () => {
      made.push(label);
      return Buffer.from(label);
    };
    await cachedBytes(root, ['image-variant', Buffer.from([1, 2, 3]), 640, 'avif'], make('first'));
    await cachedBytes(root, ['image-variant', Buffer.from([1, 2, 4]), 640, 'avif'], make('other byte'));
    await cachedBytes(root, ['image-variant', Buffer.from([1, 2, 3]), 960, 'avif'], make('other width'));
    await cachedBytes(root, ['image-variant', Buffer.from([1, 2, 3]), 640, 'webp'], make('other format'));
    expect(made).toEqual(['first', 'other byte', 'other width', 'other format']);
  });

  it('never lets two inputs run together into the key of two others', () => {
    expect(cacheKey(['ab', 'c'])).not.toBe(cacheKey(['a', 'bc']));
    expect(cacheKey([Buffer.from('ab'), Buffer.from('c')])).not.toBe(cacheKey([Buffer.from('a'), Buffer.from('bc')]));
    expect(cacheKey([1])).not.toBe(cacheKey(['1']));
  });

  it('still returns the result when the cache cannot be written', async () => {
    const root = scratchRoot();
    // node_modules is a file here, so the cache folder cannot be made (as root, file modes would not stop it).
    writeFileSync(path.join(root, 'node_modules'), '');
    expect(String(await cachedBytes(root, ['x'], async () => Buffer.from('made anyway')))).toBe('made anyway');
    expect(existsSync(buildCacheDir(root))).toBe(false);
  });

  it('propagates a failure to make the result and keeps nothing for it', async () => {
    const root = scratchRoot();
    await expect(cachedBytes(root, ['broken'], async () => Promise.reject(new Error('Input buffer contains unsupported image format')))).rejects.toThrow(
      'unsupported image format',
    );
    let made = 0;
    await cachedBytes(root, ['broken'], async () => {
      made += 1;
      return Buffer.from('fixed');
    });
    expect(made).toBe(1);
  });
});
