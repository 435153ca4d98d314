import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect } from 'vite';
import { variantWidths } from '#kit/ui/responsiveImage';

/**
 * The AVIF/WebP variants the build writes to /images/generated/ (scripts/build/imageVariants.ts), made on
 * request, so the studio's preview, its preview links (and `npm run dev`) show a newly chosen image exactly as
 * the built page will. Only names of files in public/images are read, and only the widths the build makes of
 * that file (kit/ui/responsiveImage.ts): any other width is not found, and nothing is made or kept for it.
 */
// The width as the build writes it (no leading zero): `…-0320.avif` is no file the build makes, so it is not found.
const VARIANT = /^\/images\/generated\/([a-z0-9][a-z0-9._-]*)-([1-9]\d{0,3})\.(avif|webp)$/;
const SOURCES = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'];

/** Whether the build writes `width` of this source (its own width, or a step below it). */
async function madeByBuild(source: string, width: number): Promise<boolean> {
  const { width: own } = await sharp(source).metadata();
  return own !== undefined && variantWidths({ width: own }).includes(width);
}

export function devImageVariants(publicDir: string): Connect.NextHandleFunction {
  const made = new Map<string, Promise<Buffer>>();
  const variant = async (source: string, width: number, format: string): Promise<Buffer | undefined> => {
    const key = `${source} ${width} ${format}`;
    let image = made.get(key);
    if (!image) {
      if (!(await madeByBuild(source, width))) return undefined;
      const resized = sharp(source, { density: 144 }).resize(width);
      image = (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })).toBuffer();
      made.set(key, image);
      image.catch(() => made.delete(key));
    }
    return image;
  };
  return (request, response, next) => {
    const match = VARIANT.exec((request.url ?? '').split('?')[0]);
    if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const [, name, widthText, format] = match;
    const source = SOURCES.map((extension) => path.join(publicDir, 'images', `${name}.${extension}`)).find((file) => existsSync(file));
    if (!source) return next();
    variant(source, Number(widthText), format).then((bytes) => {
      if (!bytes) return next();
      response.writeHead(200, { 'Content-Type': `image/${format}`, 'Cache-Control': 'no-cache' });
      response.end(bytes);
    }, next);
  };
}
