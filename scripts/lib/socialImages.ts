import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import opentype, { type Font as Face } from 'opentype.js';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { formatDateLong, formatEuro } from '../../engine/format';
import type { LoadedEdition } from '../../src/site/loadContent';
import type { OutputStep } from './buildContext';
import { glyphsFor, WEB_FACES } from './fonts';
import { ogImagePath } from './headExtras';

/**
 * Build-time images: one 1200×630 link-preview image per edition, drawn from its config, and the
 * PNG favicons derived from public/images/favicon.svg.
 */

const WIDTH = 1200;
const HEIGHT = 630;
/** The text panel; the cover fills the rest. 600 px of a landscape cover keep its middle 63 %. */
const PANEL = 600;
const MARGIN = 60;
const TEXT_WIDTH = PANEL - 2 * MARGIN;

/**
 * Text is drawn as outlines in the site's own faces, so the preview looks like the page and needs no
 * font installed where the site is built. opentype.js reads neither WOFF2 nor every substitution
 * Merriweather uses, so each face is converted once to TrueType with kerning as its only feature.
 */
async function loadFace(root: string, family: string, weight: number, glyphs: string): Promise<Face> {
  const face = WEB_FACES.find((candidate) => candidate.family === family && candidate.weight === weight)!;
  const source = readFileSync(path.join(root, 'node_modules/@fontsource', face.pkg, 'files', `${face.file}.woff2`));
  const truetype = await subsetFont(source, glyphs, { targetFormat: 'truetype', keepFeatures: ['kern'] });
  return opentype.parse(new Uint8Array(truetype).buffer);
}

interface Faces {
  heading: Face;
  bold: Face;
  regular: Face;
}

export async function loadFaces(root: string, glyphs: string): Promise<Faces> {
  return {
    heading: await loadFace(root, 'Merriweather', 700, glyphs),
    bold: await loadFace(root, 'Source Sans 3', 700, glyphs),
    regular: await loadFace(root, 'Source Sans 3', 400, glyphs),
  };
}

const outline = (face: Face, text: string, x: number, y: number, size: number, fill: string) =>
  `<path fill="${fill}" d="${face.getPath(text, x, y, size).toPathData(1)}"/>`;

/** Greedy wrap to a width in pixels; a word may also break after a hyphen. SVG text has no line breaking. */
export function wrap(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    word.split(/(?<=-)/).forEach((part, index) => {
      const last = lines[lines.length - 1];
      const joined = last === undefined ? part : index > 0 ? `${last}${part}` : `${last} ${part}`;
      if (last !== undefined && fits(joined)) lines[lines.length - 1] = joined;
      else lines.push(part);
    });
  }
  return lines;
}

export function panelSvg(faces: Faces, brand: string, edition: LoadedEdition): string {
  const hero = edition.sections.find((section) => section.type === 'hero');
  const title = hero?.type === 'hero' ? hero.title : edition.name;
  // The largest size at which the title fits in four lines.
  const titleSize = [44, 40, 36, 32].find((size) => wrap(title, (line) => faces.heading.getAdvanceWidth(line, size) <= TEXT_WIDTH).length <= 4) ?? 32;
  const lines = wrap(title, (line) => faces.heading.getAdvanceWidth(line, titleSize) <= TEXT_WIDTH).slice(0, 4);
  const price = edition.offer.mode === 'early-bird'
    ? `${formatEuro(edition.offer.price)} statt ${formatEuro(edition.offer.regularPrice)}`
    : formatEuro(edition.offer.price);
  const badgeWidth = faces.bold.getAdvanceWidth(edition.name, 24) + 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0A3D41"/>
  <rect width="${PANEL}" height="${HEIGHT}" fill="#F6EFE3"/>
  ${outline(faces.bold, brand, MARGIN, 92, 28, '#0F5257')}
  <rect x="${MARGIN}" y="120" rx="21" width="${badgeWidth.toFixed(1)}" height="42" fill="#0F5257"/>
  ${outline(faces.bold, edition.name, MARGIN + 18, 149, 24, '#FFFFFF')}
  ${lines.map((line, index) => outline(faces.heading, line, MARGIN, 240 + index * titleSize * 1.3, titleSize, '#1F2A2E')).join('\n  ')}
  ${outline(faces.regular, `Start: ${formatDateLong(edition.startDate)}`, MARGIN, HEIGHT - 96, 30, '#47555A')}
  ${outline(faces.bold, price, MARGIN, HEIGHT - 52, 34, '#A8412E')}
</svg>`;
}

export async function socialImage(publicDir: string, faces: Faces, brand: string, edition: LoadedEdition): Promise<Buffer> {
  const hero = edition.sections.find((section) => section.type === 'hero');
  const base = sharp(Buffer.from(panelSvg(faces, brand, edition)));
  const layers = [];
  if (hero?.type === 'hero') {
    const cover = await sharp(path.join(publicDir, hero.cover.src), { density: 144 })
      .resize(WIDTH - PANEL, HEIGHT, { fit: 'cover' })
      .png()
      .toBuffer();
    layers.push({ input: cover, left: PANEL, top: 0 });
  }
  return base.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

export const FAVICON_SIZES = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'favicon-512.png', size: 512 },
];

export const writeSocialImages: OutputStep = async ({ root, content, stagingDir }) => {
  const publicDir = path.join(root, 'public');
  await mkdir(path.join(stagingDir, 'og'), { recursive: true });
  const faces = await loadFaces(root, glyphsFor(content));
  for (const edition of content.editions) {
    await sharp(await socialImage(publicDir, faces, content.site.brand, edition)).toFile(path.join(stagingDir, ogImagePath(edition.slug)));
  }
  for (const { file, size } of FAVICON_SIZES) {
    await sharp(path.join(publicDir, 'images/favicon.svg'), { density: 600 }).resize(size, size).png().toFile(path.join(stagingDir, 'images', file));
  }
};
