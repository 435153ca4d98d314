import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_FORMATS, variantPath, variantWidths } from '#kit/ui/responsiveImage';

type ImageFormat = (typeof IMAGE_FORMATS)[number];
import type { OutputStep } from './buildContext';
import { cacheFile, cachedBytes } from './buildCache';
import { imageError, imageUses, unreadableImage } from './imageSources';

/** How each format is encoded (part of the cache key: a new setting encodes every variant anew). */
const ENCODING = { avif: { quality: 55, effort: 2 }, webp: { quality: 78 } } as const;

/** How densely an SVG is drawn for a width: sharp enough at twice the pixels (a raster source ignores it). */
const densityFor = (sourceWidth: number, width: number) => Math.ceil((72 * width) / sourceWidth) * 2;

const variantKey = (bytes: Buffer, density: number, width: number, format: ImageFormat) => [
  'image-variant',
  sharp.versions.sharp ?? '',
  sharp.versions.vips,
  bytes,
  density,
  width,
  format,
  JSON.stringify(ENCODING[format]),
  'upright',
];

/** Where the build cache holds that variant once imageVariant has made it. */
export const imageVariantFile = (root: string, bytes: Buffer, sourceWidth: number, width: number, format: ImageFormat) =>
  cacheFile(root, variantKey(bytes, densityFor(sourceWidth, width), width, format));

/**
 * One variant of a source (its bytes, its width as the content names it), encoded once and then read from the build
 * cache: for the build, and for the studio's previews (scripts/dev/devImages.ts), which so show the same bytes.
 */
export function imageVariant(root: string, bytes: Buffer, sourceWidth: number, width: number, format: ImageFormat): Promise<Buffer> {
  const density = densityFor(sourceWidth, width);
  return cachedBytes(root, variantKey(bytes, density, width, format), () => {
    // Upright as the camera meant it: the variants, like every image sharp writes, carry no metadata, so no rotation tag either.
    const resized = sharp(bytes, { density }).autoOrient().resize(width);
    return (format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)).toBuffer();
  });
}

/**
 * AVIF and WebP at each width, from the source in public/; sources may be SVG, PNG or JPEG. sharp writes
 * no metadata unless told to, so the variants carry none of the source's (camera, place). Encoding is
 * the build's slowest step, so each variant is kept in the build cache by its source's bytes and settings.
 */
export const writeImageVariants: OutputStep = async ({ root, content, stagingDir }) => {
  const done = new Set<string>();
  for (const use of imageUses(content)) {
    const { image } = use;
    if (done.has(image.src)) continue;
    done.add(image.src);
    const bytes = await readFile(path.join(root, 'public', image.src)).catch((error: unknown) => {
      throw imageError([unreadableImage(use, error)]);
    });
    for (const width of variantWidths(image)) {
      for (const format of IMAGE_FORMATS) {
        const target = path.join(stagingDir, variantPath(image.src, width, format));
        if (existsSync(target)) continue;
        await mkdir(path.dirname(target), { recursive: true });
        const encoded = await imageVariant(root, bytes, image.width, width, format).catch((error: unknown) => {
          throw imageError([unreadableImage(use, error)]);
        });
        await writeFile(target, encoded);
      }
    }
  }
};
