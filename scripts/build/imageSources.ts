import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem, type ContentProblem } from '#engine/errors';
import { sourceOf } from '#engine/resolve';
import { editionImages } from '#src/content/images';
import type { Content } from '#src/content/loadContent';
import { variantEditionsOf } from '#src/content/variants';
import type { ImageRef } from '#engine/schemaParts';
import { BuildError, firstLine } from './buildError';

/**
 * The images the content files name, where each is named, and the checks the build makes before it
 * draws anything from them: every file must decode, and its declared width and height must be the
 * file's own (browsers reserve that space, and the variants are cut to those widths).
 */

export interface ImageUse {
  image: ImageRef;
  /** The content file that names the image, as messages show it: `editions/winter.json`. */
  file: string;
  /** The image object's JSON path in that file: `sections[0].cover`. */
  field: string;
}

/**
 * Every image the editions' pages show (from the sections' metadata), their A/B variants' too, named where it is
 * written: in the edition (or its variant), or in site.json's shared defaults (then once, however many editions show it).
 */
export function imageUses(content: Pick<Content, 'editions'>): ImageUse[] {
  const uses = new Map<string, ImageUse>();
  // The variants' pages too: a variant may show another cover.
  for (const edition of [...content.editions, ...variantEditionsOf(content)]) {
    for (const { at, image } of editionImages(edition)) {
      const source = sourceOf(edition.sources, `${at}.src`);
      const use = { image, file: source.file, field: source.path.replace(/\.src$/, '') };
      uses.set(`${use.file} ${use.field}`, use);
    }
  }
  return [...uses.values()];
}

const publicName = (src: string) => `public${src}`;

/**
 * The one-line German report for an image sharp could not read, naming the file and who uses it; sharp's own
 * (English) words go into `detail`, which a terminal shows and the studio does not.
 */
export function unreadableImage(use: ImageUse, error: unknown): ContentProblem {
  return {
    code: 'image.unreadable',
    file: use.file,
    path: `${use.field}.src`,
    message: `die Bilddatei ${publicName(use.image.src)} lässt sich nicht lesen (beschädigt oder kein Bild im Format der Endung); bitte neu exportieren`,
    detail: `sharp: ${firstLine(error)}`,
    severity: 'error',
  };
}

/** Stops the build with every problem listed, without a stack trace. */
export function imageError(problems: ContentProblem[]): BuildError {
  return new BuildError(
    [
      `${problems.length} Fehler bei den Bildern:`,
      ...problems.map(formatProblem),
      '',
      'Hinweis: width und height eines Bildes sind seine Größe in Pixeln (bei SVG die Angaben width/height oder die viewBox der Datei).',
    ].join('\n'),
  );
}

/** An SVG's own size as browsers take it: its width and height attributes, else its viewBox. */
export function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1].trim();
  // Plain numbers or px only: a percentage or em has no intrinsic size.
  const length = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? Number.parseFloat(value) : undefined);
  const viewBox = attribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  const width = length(attribute('width')) ?? viewBox?.[2];
  const height = length(attribute('height')) ?? viewBox?.[3];
  return width && height && Number.isFinite(width) && Number.isFinite(height) ? { width: Math.round(width), height: Math.round(height) } : undefined;
}

/** Decodes the whole file (a damaged tail only shows there) and returns its size as browsers see it. */
async function intrinsicSize(file: string): Promise<{ width: number; height: number } | undefined> {
  const { info } = await sharp(file).autoOrient().raw().toBuffer({ resolveWithObject: true });
  if (file.endsWith('.svg')) return svgSize(await readFile(file, 'utf8'));
  return { width: info.width, height: info.height };
}

/**
 * Every image problem in the content, all at once. A file that is not there is the content check's matter (its rule
 * `image.missing` names it): one message per mistake, not a second one saying it cannot be read.
 */
export async function imageProblems(root: string, content: Pick<Content, 'editions'>): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const use of imageUses(content)) {
    const file = path.join(root, 'public', use.image.src);
    if (!existsSync(file)) continue;
    let size: { width: number; height: number } | undefined;
    try {
      size = await intrinsicSize(file);
    } catch (error) {
      problems.push(unreadableImage(use, error));
      continue;
    }
    if (!size) continue;
    const actual = `${size.width} × ${size.height}`;
    for (const side of ['width', 'height'] as const) {
      if (use.image[side] === size[side]) continue;
      problems.push({
        code: 'image.size-mismatch',
        file: use.file,
        path: `${use.field}.${side}`,
        message:
          `${use.image[side]} passt nicht zur Bilddatei ${publicName(use.image.src)}, die ${actual} Pixel groß ist ` +
          `(angegeben: ${use.image.width} × ${use.image.height}); hier ${size[side]} eintragen oder die Datei in dieser Größe exportieren`,
        severity: 'error',
      });
    }
  }
  return problems;
}

/** Run before the expensive build steps: a broken image stops the build early, with every problem named. */
export async function checkImages(root: string, content: Pick<Content, 'site' | 'editions'>): Promise<void> {
  const problems = await imageProblems(root, content);
  if (problems.length > 0) throw imageError(problems);
}
