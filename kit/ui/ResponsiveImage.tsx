import type { ImageRef } from '#engine/schemaParts';
import { IMAGE_FORMATS, srcSet } from './responsiveImage';

/**
 * A config image as <picture>: AVIF and WebP variants generated at build time, the original as the
 * fallback, always with width and height so the layout never jumps. The first image a visitor sees
 * (`priority`) loads at once, but after what the headline needs (low priority: on a phone it is below the
 * headline, and the headline is what paints first); every other one waits until it is near.
 */
export function ResponsiveImage({ image, sizes, priority = false }: { image: ImageRef; sizes: string; priority?: boolean }) {
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        decoding="async"
        {...(priority ? { fetchPriority: 'low' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
