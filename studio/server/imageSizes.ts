import { statSync } from 'node:fs';
import sharp from 'sharp';

/**
 * The width and height of an image file in public/images, read by libvips once per state of the file (its size and
 * change time: a replaced file is read again). The image library lists every image on each opening; reading each
 * file's header every time took a thread of the pool per image, which the Verlauf's and the preview's reads then
 * waited for.
 */
const known = new Map<string, { stamp: string; size: Promise<ImageSize> }>();

interface ImageSize {
  width?: number;
  height?: number;
}

export function imageSize(file: string): Promise<ImageSize> {
  const { size, mtimeMs } = statSync(file);
  const stamp = `${size} ${mtimeMs}`;
  const hit = known.get(file);
  if (hit?.stamp === stamp) return hit.size;
  const entry = {
    stamp,
    size: sharp(file)
      .metadata()
      .then(({ width, height }) => ({ width, height })),
  };
  known.set(file, entry);
  entry.size.catch(() => known.get(file) === entry && known.delete(file));
  return entry.size;
}
