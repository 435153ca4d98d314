import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect } from 'vite';

/**
 * The AVIF/WebP variants the build writes to /images/generated/ (scripts/build/imageVariants.ts), made on
 * request in the dev server, so the studio's preview (and `npm run dev`) show a newly chosen image
 * exactly as the built page will. Only names of files in public/images are read; nothing else.
 */
const VARIANT = /^\/images\/generated\/([a-z0-9][a-z0-9._-]*)-(\d{1,4})\.(avif|webp)$/;
const SOURCES = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'];

export function devImageVariants(publicDir: string): Connect.NextHandleFunction {
  const made = new Map<string, Promise<Buffer>>();
  return (request, response, next) => {
    const match = VARIANT.exec((request.url ?? '').split('?')[0]);
    if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const [, name, widthText, format] = match;
    const source = SOURCES.map((extension) => path.join(publicDir, 'images', `${name}.${extension}`)).find((file) => existsSync(file));
    const width = Number(widthText);
    if (!source || width < 1 || width > 4000) return next();
    const key = `${source} ${width} ${format}`;
    let image = made.get(key);
    if (!image) {
      const resized = sharp(source, { density: 144 }).resize(width);
      image = (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })).toBuffer();
      made.set(key, image);
    }
    image.then(
      (bytes) => {
        response.writeHead(200, { 'Content-Type': `image/${format}`, 'Cache-Control': 'no-cache' });
        response.end(bytes);
      },
      (error: unknown) => {
        made.delete(key);
        next(error);
      },
    );
  };
}
