import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageRef } from '../../engine/schemaParts';
import type { Content } from '../../src/content/loadContent';
import { IMAGE_FORMATS, variantPath, variantWidths } from '../../kit/ui/responsiveImage';
import type { OutputStep } from './buildContext';
import { imageError, imageUses, unreadableImage } from './imageSources';

/** Every image the editions' pages show (covers, the trainer's portrait …), from the sections' metadata. */
export function configImages(content: Content): ImageRef[] {
  return imageUses(content).map((use) => use.image);
}

/** AVIF and WebP at each width, from the source in public/; sources may be SVG, PNG or JPEG. */
export const writeImageVariants: OutputStep = async ({ root, content, stagingDir }) => {
  const done = new Set<string>();
  for (const use of imageUses(content)) {
    const { image } = use;
    if (done.has(image.src)) continue;
    done.add(image.src);
    const source = path.join(root, 'public', image.src);
    for (const width of variantWidths(image)) {
      for (const format of IMAGE_FORMATS) {
        const target = path.join(stagingDir, variantPath(image.src, width, format));
        if (existsSync(target)) continue;
        await mkdir(path.dirname(target), { recursive: true });
        try {
          const resized = sharp(source, { density: Math.ceil((72 * width) / image.width) * 2 }).resize(width);
          await (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 })).toFile(target);
        } catch (error) {
          throw imageError([unreadableImage(use, error)]);
        }
      }
    }
  }
};
