import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect } from 'vite';
import { type IMAGE_FORMATS, variantWidths } from '#kit/ui/responsiveImage';
import { imageVariant, imageVariantFile } from '#scripts/build/imageVariants';

/**
 * The AVIF/WebP variants the build writes to /images/generated/ (scripts/build/imageVariants.ts), made on
 * request, so the studio's preview, its preview links (and `npm run dev`) show a newly chosen image exactly as
 * the built page will. Only names of files in public/images are read, and only the widths the build makes of
 * that file (kit/ui/responsiveImage.ts): any other width is not found, and nothing is made or kept for it.
 *
 * Each variant is made once, by the build's own code, into the build's cache on disk (which the next build then
 * reuses), and served from that file (read anew for each answer): only its name is kept, never its bytes. They are made one after another, so a
 * page asking for all ten sizes of a new upload at once decodes it once at a time rather than ten times side by side.
 */
// The width as the build writes it (no leading zero): `…-0320.avif` is no file the build makes, so it is not found.
const VARIANT = /^\/images\/generated\/([a-z0-9][a-z0-9._-]*)-([1-9]\d{0,3})\.(avif|webp)$/;
const SOURCES = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'];

type Format = (typeof IMAGE_FORMATS)[number];

/** A source's size and time: a replaced file (same name) is a new source. */
const stampOf = (source: string) => {
  const { size, mtimeMs } = statSync(source);
  return `${size} ${mtimeMs}`;
};

export function devImageVariants(publicDir: string): Connect.NextHandleFunction {
  // The project's folder, whose build cache (node_modules/.cache) holds the variants.
  const root = path.dirname(publicDir);
  // libvips keeps recent operations and their pixels (up to 50 MB) for a repeat that never comes here: each
  // variant is made once and then read from disk.
  sharp.cache(false);
  /** Each variant already made: the source's stamp then, and its file in the build cache (undefined: not a width the build makes). */
  const made = new Map<string, { stamp: string; file: string | undefined }>();
  let queue: Promise<unknown> = Promise.resolve();
  /** The variant's file, with its bytes when they were made just now (and so also when the cache could not keep them). */
  const variantFile = (source: string, width: number, format: Format): Promise<{ file?: string; bytes?: Buffer }> => {
    const key = `${source} ${width} ${format}`;
    const stamp = stampOf(source);
    const known = made.get(key);
    if (known?.stamp === stamp) return Promise.resolve({ file: known.file });
    const making = queue.then(async () => {
      const bytes = await readFile(source);
      const { width: own } = await sharp(bytes).metadata();
      // Only a width the build writes of this source (its own width, or a step below it).
      const builds = own !== undefined && variantWidths({ width: own }).includes(width);
      if (!builds) {
        made.set(key, { stamp, file: undefined });
        return {};
      }
      const variant = await imageVariant(root, bytes, own, width, format);
      const file = imageVariantFile(root, bytes, own, width, format);
      // A build cache that cannot be written (read-only node_modules) keeps nothing: made again when asked again.
      if (existsSync(file)) made.set(key, { stamp, file });
      return { file, bytes: variant };
    });
    queue = making.catch(() => undefined);
    return making;
  };
  return (request, response, next) => {
    const match = VARIANT.exec((request.url ?? '').split('?')[0]);
    if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const [, name, widthText, format] = match;
    const source = SOURCES.map((extension) => path.join(publicDir, 'images', `${name}.${extension}`)).find((file) => existsSync(file));
    if (!source) return next();
    variantFile(source, Number(widthText), format as Format).then(({ file, bytes }) => {
      if (!file) return next();
      response.writeHead(200, { 'Content-Type': `image/${format}`, 'Cache-Control': 'no-cache' });
      if (request.method === 'HEAD') return response.end();
      // A variant is a few KB (at most a few hundred): read in one step, it is answered in one turn of the event loop,
      // not in four trips through the thread pool that a stream takes (open, read, read, close), each waiting its turn.
      let sent = bytes;
      try {
        sent ??= readFileSync(file);
      } catch (error) {
        return next(error);
      }
      response.end(sent);
    }, next);
  };
}
