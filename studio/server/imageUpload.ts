import { randomBytes } from 'node:crypto';
import { link, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { slugify } from '#engine/slug';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_WIDTH, type StudioImage } from '../shared/apiTypes';
import { baseNameOf, SITE_ICON_FILES } from './media/siteIcons';

/**
 * An image a marketer drops into the studio becomes a file in public/images: checked (a photo format,
 * large enough, not absurdly large), decoded and encoded again by sharp (so nothing but pixels arrives:
 * no metadata, no location, no script in disguise), under a safe name that never replaces a file.
 */

/** A phone photo is 3–8 MB; more is refused before it is read in full. */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
/** Narrower than this looks blurred in a section's widest place on a sharp screen. */
export const MIN_WIDTH = UPLOAD_MIN_WIDTH;
/** The longest side kept: larger photos are scaled down (the build makes the smaller variants from it). */
export const MAX_SIDE = 2400;
/**
 * Decoding stops here: a small file cannot unpack into gigabytes of pixels. 60 megapixels, rather than a
 * limit per side, still takes a 48-megapixel phone photo (8064 × 6048), which is then scaled down.
 */
export const MAX_INPUT_PIXELS = 60_000_000;
/** Taller than this many times its width, an image would be narrower than MIN_WIDTH once scaled to MAX_SIDE. */
const MAX_TALLNESS = MAX_SIDE / MIN_WIDTH;

/** sharp's names of the formats taken, for the message naming what arrived. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

export type UploadAnswer = { ok: true; image: StudioImage; name: string } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): UploadAnswer => ({ ok: false, status, message });

/** „Frühling Übung 1.JPG“ → „fruehling-uebung-1“: lowercase letters, digits and hyphens only. */
export function safeBaseName(original: string): string {
  const base = path.basename(original.replace(/\\/g, '/')).replace(/\.[^.]*$/, '');
  const spelled = slugify(base, 60);
  return spelled || 'bild';
}

/** The file an upload is written to before it gets its name; a crash leaves only this (./leftovers.ts removes it at start). */
export const uploadTemporaryName = () => `.upload-${randomBytes(6).toString('hex')}.tmp`;

/**
 * Writes the image whole to a temporary file, then gives it the first free name (`name.jpg`, `name-2.jpg`, …).
 * Free means: no file of the folder and no site icon has that name before its extension (the build names an
 * image's variants after it, so `titelbild.png` beside `titelbild.svg` would take the SVG's). A hard link fails
 * on an existing name, so not even two uploads at once overwrite one another, and an image is never seen
 * half-written under its name.
 */
async function writeNew(folder: string, base: string, extension: string, bytes: Buffer): Promise<string> {
  const taken = new Set([...SITE_ICON_FILES, ...(await readdir(folder))].map(baseNameOf));
  const temporary = path.join(folder, uploadTemporaryName());
  await writeFile(temporary, bytes, { flag: 'wx' });
  try {
    for (let number = 1; number < 1000; number++) {
      const free = `${base}${number === 1 ? '' : `-${number}`}`;
      if (taken.has(free)) continue;
      const name = `${free}.${extension}`;
      try {
        await link(temporary, path.join(folder, name));
        return name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await rm(temporary, { force: true });
  }
  throw new Error(`Kein freier Dateiname für ${base}.${extension}`);
}

export async function uploadImage(publicDir: string, originalName: string, bytes: Buffer): Promise<UploadAnswer> {
  if (bytes.length === 0) return refuse(400, 'Die Datei ist leer.');
  if (bytes.length > MAX_UPLOAD_BYTES) return refuse(413, `Die Datei ist größer als ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Bitte ein kleineres Foto wählen.`);
  let meta: sharp.Metadata;
  try {
    // Only the header is read here (no pixels), so a photo too large is told its size rather than „kein Bild“.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(415, 'Die Datei ist kein Bild, das sich lesen lässt. Erlaubt sind JPEG, PNG, WebP und AVIF.');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1')) {
    const what = meta.format === 'svg' ? 'eine SVG-Grafik' : `ein Bild im Format ${String(meta.format ?? 'unbekannt').toUpperCase()}`;
    return refuse(415, `Die Datei ist ${what}. Erlaubt sind Fotos als JPEG, PNG, WebP oder AVIF.`);
  }
  // Width and height as seen, after the camera's rotation.
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  const size = `${width} × ${height} Pixel`;
  if (width < MIN_WIDTH)
    return refuse(422, `Das Bild ist ${size} groß; es muss mindestens ${MIN_WIDTH} Pixel breit sein, damit es auf großen Bildschirmen scharf ist.`);
  if (width * height > MAX_INPUT_PIXELS) {
    const megapixels = ((width * height) / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
    return refuse(
      422,
      `Das Bild ist ${size} groß (${megapixels} Megapixel); das Studio nimmt höchstens ${MAX_INPUT_PIXELS / 1_000_000} Megapixel an. Bitte kleiner exportieren, z. B. ${MAX_SIDE} Pixel breit.`,
    );
  }
  if (height > width * MAX_TALLNESS) {
    return refuse(
      422,
      `Das Bild ist ${size} groß, also mehr als ${MAX_TALLNESS}-mal so hoch wie breit; verkleinert wäre es schmaler als ${MIN_WIDTH} Pixel. Bitte auf ein Hoch- oder Querformat zuschneiden.`,
    );
  }

  // Photos become JPEG, images with transparency PNG, whatever they came as: the build cuts AVIF and WebP at each
  // width from this file (scripts/build/imageVariants.ts takes JPEG, PNG or SVG), and a lossy WebP or AVIF kept as
  // the source would only be compressed twice.
  const transparent = meta.hasAlpha === true;
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    encoded = await (transparent
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 86, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
  } catch {
    return refuse(415, 'Das Bild lässt sich nicht lesen; vielleicht ist die Datei beschädigt. Bitte noch einmal exportieren und hochladen.');
  }
  const name = await writeNew(path.join(publicDir, 'images'), safeBaseName(originalName), transparent ? 'png' : 'jpg', encoded.data);
  return { ok: true, name, image: { src: `/images/${name}`, width: encoded.info.width, height: encoded.info.height } };
}
