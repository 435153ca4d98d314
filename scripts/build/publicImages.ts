import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { OutputStep } from './buildContext';
import { cachedBytes } from './buildCache';
import { BuildError, firstLine } from './buildError';
import { cleanSvg } from './svgCleaner';

/**
 * Vite copies public/ into the site as it is, and a photo put there by hand carries what the camera
 * wrote: model, time, often the place (GPS). Every image from public/ is therefore published as the
 * build writes it: rasters decoded and encoded again by sharp (pixels only, the camera's rotation
 * applied, colours converted to sRGB so they look the same without their profile), SVGs without
 * comments, <metadata> and the editors' own markup (svgCleaner.ts). The studio's upload already
 * stores images this way; this also covers files copied in by hand.
 */

/** How each raster format is written again; part of the cache key, so a new setting re-encodes every file. */
const ENCODING = { jpeg: { quality: 90, mozjpeg: true }, png: { compressionLevel: 9 }, webp: { quality: 90 }, avif: { quality: 70 } } as const;

const RASTER: Record<string, keyof typeof ENCODING | 'gif'> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
  '.gif': 'gif',
};

/** Photo formats browsers do not show, which would be published with their camera data as they are. */
const REFUSED = new Set(['.tif', '.tiff', '.heic', '.heif', '.bmp', '.psd']);

/** The image's pixels in the format its name says, without any metadata. */
export async function strippedRaster(bytes: Buffer, format: keyof typeof ENCODING | 'gif'): Promise<Buffer> {
  // GIF and WebP may be animated: every frame is kept.
  const animated = format === 'gif' || format === 'webp';
  const image = sharp(bytes, { animated }).autoOrient();
  switch (format) {
    case 'jpeg':
      return image.jpeg(ENCODING.jpeg).toBuffer();
    case 'png':
      // A palette image stays one (up to 256 colours, so nothing is lost), rather than growing into RGBA.
      return image.png({ ...ENCODING.png, palette: (await sharp(bytes).metadata()).isPalette }).toBuffer();
    case 'webp':
      return image.webp(ENCODING.webp).toBuffer();
    case 'avif':
      return image.avif(ENCODING.avif).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

const problem = (name: string, what: string) => new BuildError(`public/${name}: ${what}`);

export const writePublicImages: OutputStep = async ({ root, stagingDir }) => {
  const publicDir = path.join(root, 'public');
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(publicDir, file).split(path.sep).join('/');
    const extension = path.extname(entry.name).toLowerCase();
    const target = path.join(stagingDir, name);
    if (REFUSED.has(extension)) {
      throw problem(
        name,
        'dieses Bildformat zeigen Browser nicht an, und es kann Kameradaten wie den Aufnahmeort enthalten. Bitte als JPEG, PNG, WebP oder AVIF exportieren.',
      );
    }
    if (extension === '.svg') {
      await writeFile(target, cleanSvg(await readFile(file, 'utf8')));
      continue;
    }
    const format = RASTER[extension];
    if (!format) continue;
    const bytes = await readFile(file);
    const key = ['public-image', sharp.versions.sharp ?? '', sharp.versions.vips, bytes, format, JSON.stringify(ENCODING)];
    const stripped = await cachedBytes(root, key, () => strippedRaster(bytes, format)).catch((error: unknown) => {
      throw new BuildError(
        `Das Bild „${name}“ lässt sich nicht lesen (beschädigt oder kein Bild im Format seiner Endung). Bitte neu exportieren und ersetzen.`,
        `public/${name} – sharp: ${firstLine(error)}`,
      );
    });
    await writeFile(target, stripped);
  }
};
