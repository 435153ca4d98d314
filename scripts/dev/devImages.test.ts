import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCacheDir } from '#scripts/build/buildCache';
import { imageVariant } from '#scripts/build/imageVariants';
import { devImageVariants } from './devImages';

/** The studio's image sizes: made once by the build's code into the build cache on disk, and served from there. */
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'studio-bildgroessen-'));
  mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7d8c' } })
    .jpeg()
    .toFile(path.join(root, 'public', 'images', 'kurs-foto.jpg'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One GET through the middleware as Vite's or the hosted studio's server calls it: the status and bytes, or `next`. */
function ask(url: string): Promise<{ status: number; type?: string; bytes?: Buffer } | 'next'> {
  const handler = devImageVariants(path.join(root, 'public'));
  return new Promise((resolve, reject) => {
    let status = 0;
    let type: string | undefined;
    const response = {
      writeHead: (code: number, headers: Record<string, string>) => {
        status = code;
        type = headers['Content-Type'];
      },
      end: (bytes: Buffer) => resolve({ status, type, bytes }),
    } as unknown as ServerResponse;
    handler({ url, method: 'GET' } as IncomingMessage, response, (error?: unknown) => (error ? reject(error) : resolve('next')));
  });
}

describe('image sizes for the studio’s previews', () => {
  it('serves the build’s bytes for a width the build makes, written once to the build cache', async () => {
    const first = await ask('/images/generated/kurs-foto-480.avif');
    const cached = readdirSync(buildCacheDir(root));
    expect(first).toMatchObject({ status: 200, type: 'image/avif' });
    expect(cached).toHaveLength(1);
    // The build's key: the next build of this project takes it from the cache instead of encoding it again.
    const source = readFileSync(path.join(root, 'public', 'images', 'kurs-foto.jpg'));
    expect((first as { bytes: Buffer }).bytes.equals(await imageVariant(root, source, 900, 480, 'avif'))).toBe(true);
    // Asked again, by a new server too: read from disk, nothing made anew.
    expect(await ask('/images/generated/kurs-foto-480.avif')).toEqual(first);
    expect(readdirSync(buildCacheDir(root))).toEqual(cached);
  });

  it('makes nothing for a width the build does not write, nor for an image that is not there', async () => {
    expect(await ask('/images/generated/kurs-foto-500.webp')).toBe('next');
    expect(await ask('/images/generated/kurs-foto-1600.webp')).toBe('next');
    expect(await ask('/images/generated/gibt-es-nicht-480.webp')).toBe('next');
  });

  it('answers a width only as the build spells it: the same width with a leading zero is no size', async () => {
    expect(await ask('/images/generated/kurs-foto-0480.avif')).toBe('next');
    expect(await ask('/images/generated/kurs-foto-00480.webp')).toBe('next');
  });
});
