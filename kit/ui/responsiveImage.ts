import type { ImageRef } from '#engine/schemaParts';

/**
 * Where the build writes the AVIF and WebP variants of a config image, and at which widths.
 * Names are derived from the source path, so components and the build agree without a manifest.
 */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
/** The widths the build writes of every image narrower than its own (and its own width besides). */
export const VARIANT_STEPS = [320, 480, 800, 1200, 1600];

export function variantWidths(image: Pick<ImageRef, 'width'>): number[] {
  const widths = VARIANT_STEPS.filter((width) => width < image.width);
  return [...widths, image.width];
}

export function variantPath(src: string, width: number, format: (typeof IMAGE_FORMATS)[number]): string {
  const name = src.replace(/^\/images\//, '').replace(/\.[a-z]+$/, '');
  return `/images/generated/${name}-${width}.${format}`;
}

export const srcSet = (image: ImageRef, format: (typeof IMAGE_FORMATS)[number]) =>
  variantWidths(image)
    .map((width) => `${variantPath(image.src, width, format)} ${width}w`)
    .join(', ');
