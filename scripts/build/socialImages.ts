import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import opentype, { type Font as Face, type Path as Outline } from 'opentype.js';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { formatDateLong } from '#engine/format';
import { priceInsteadOf } from '#kit/model/offer';
import { LINK_PREVIEW_SIZE } from '#kit/model/linkPreview';
import type { Content, LoadedEdition } from '#src/content/loadContent';
import type { BuildContext, OutputStep } from './buildContext';
import { cachedBytes } from './buildCache';
import { BuildError, firstLine } from './buildError';
import { glyphsFor, WEB_FACES } from './fonts';
import { imageError, unreadableImage } from './imageSources';

/**
 * Build-time images: one link-preview image per edition (LINK_PREVIEW_SIZE), drawn from its config, and the
 * PNG favicons derived from public/images/favicon.svg.
 */

const { width: WIDTH, height: HEIGHT } = LINK_PREVIEW_SIZE;
/** The text panel; the cover fills the rest. 600 px of a landscape cover keep its middle 63 %. */
const PANEL = 600;
const MARGIN = 60;
const TEXT_WIDTH = PANEL - 2 * MARGIN;
/** The price line's sizes, largest first. */
const PRICE_SIZES = [34, 30, 26];

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

/** One decimal, never an exponent; -0 as 0. */
const coordinate = (value: number) => String(Math.round(value * 10) / 10 + 0);

/**
 * SVG path data written here rather than by opentype.js: its toPathData() rounds a coordinate that
 * lies a hair above a whole number (1.2e-14 past it) by pasting "e+1" onto "1.2e-14", which gives
 * NaN, and the SVG renderer stops drawing the path there (titles cut off mid-word at 40/36/32 px).
 */
export function pathData(outline: Outline): string {
  return outline.commands
    .map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${coordinate(command.x)} ${coordinate(command.y)}`;
        case 'Q':
          return `Q${[command.x1, command.y1, command.x, command.y].map(coordinate).join(' ')}`;
        case 'C':
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(coordinate).join(' ')}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

const outline = (face: Face, text: string, x: number, y: number, size: number, fill: string) =>
  `<path fill="${fill}" d="${pathData(face.getPath(text, x, y, size))}"/>`;

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

export const TITLE_SIZES = [44, 40, 36, 32];

/**
 * The hero title's size, lines and their baselines: the largest size at which it fits in four lines.
 * A title too long even at the smallest size ends its fourth line with „…“, so the cut is visible.
 */
export function titleLayout(faces: Pick<Faces, 'heading'>, title: string): { size: number; lines: string[]; baselines: number[] } {
  const fitsAt = (size: number) => (line: string) => faces.heading.getAdvanceWidth(line, size) <= TEXT_WIDTH;
  const size = TITLE_SIZES.find((candidate) => wrap(title, fitsAt(candidate)).length <= 4) ?? TITLE_SIZES[TITLE_SIZES.length - 1];
  const wrapped = wrap(title, fitsAt(size));
  const lines = wrapped.slice(0, 4);
  if (wrapped.length > 4) {
    let last = lines[3];
    while (!fitsAt(size)(`${last} …`) && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
    lines[3] = `${last} …`;
  }
  return { size, lines, baselines: lines.map((_line, index) => 240 + index * size * 1.3) };
}

export const heroTitle = (edition: LoadedEdition) => {
  const hero = edition.sections.find((section) => section.type === 'hero');
  return hero?.type === 'hero' ? hero.title : edition.name;
};

export function panelSvg(faces: Faces, brand: string, edition: LoadedEdition): string {
  const { size: titleSize, lines, baselines } = titleLayout(faces, heroTitle(edition));
  // The offer as of the build day: a shared link must not promise an early-bird price that is over.
  const { offer, state } = edition.sales;
  const price =
    state === 'closed' ? 'Anmeldung geschlossen' : state === 'upcoming' ? `Anmeldung ab ${formatDateLong(edition.offer.validFrom)}` : priceInsteadOf(offer);
  // „Anmeldung ab 1. Dezember 2026“ is wider than a price: the line gets smaller rather than leave the panel.
  const priceSize = PRICE_SIZES.find((size) => faces.bold.getAdvanceWidth(price, size) <= TEXT_WIDTH) ?? PRICE_SIZES[PRICE_SIZES.length - 1];
  const badgeWidth = faces.bold.getAdvanceWidth(edition.name, 24) + 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0A3D41"/>
  <rect width="${PANEL}" height="${HEIGHT}" fill="#F6EFE3"/>
  ${outline(faces.bold, brand, MARGIN, 92, 28, '#0F5257')}
  <rect x="${MARGIN}" y="120" rx="21" width="${badgeWidth.toFixed(1)}" height="42" fill="#0F5257"/>
  ${outline(faces.bold, edition.name, MARGIN + 18, 149, 24, '#FFFFFF')}
  ${lines.map((line, index) => outline(faces.heading, line, MARGIN, baselines[index], titleSize, '#1F2A2E')).join('\n  ')}
  ${outline(faces.regular, `Start: ${formatDateLong(edition.startDate)}`, MARGIN, HEIGHT - 96, 30, '#47555A')}
  ${outline(faces.bold, price, MARGIN, HEIGHT - 52, priceSize, '#A8412E')}
</svg>`;
}

export async function socialImage(publicDir: string, faces: Faces, brand: string, edition: LoadedEdition): Promise<Buffer> {
  const heroAt = edition.sections.findIndex((section) => section.type === 'hero');
  const hero = edition.sections[heroAt];
  const base = sharp(Buffer.from(panelSvg(faces, brand, edition)));
  const layers = [];
  if (hero?.type === 'hero') {
    let cover: Buffer;
    try {
      cover = await sharp(path.join(publicDir, hero.cover.src), { density: 144 })
        .autoOrient()
        .resize(WIDTH - PANEL, HEIGHT, { fit: 'cover' })
        .png()
        .toBuffer();
    } catch (error) {
      throw imageError([unreadableImage({ image: hero.cover, file: edition.file, field: `sections[${heroAt}].cover` }, error)]);
    }
    layers.push({ input: cover, left: PANEL, top: 0 });
  }
  return base.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

export const FAVICON_SIZES = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'favicon-512.png', size: 512 },
];

/**
 * Where an edition's link-preview image is published: named by its content, like the scripts and fonts
 * in /assets/. Messengers and social networks keep an image by its address, so a card that changes (a
 * price after the early-bird, „Anmeldung geschlossen“) gets a new one; an unchanged card keeps its own.
 */
export const ogImagePath = (slug: string, png: Buffer) => `/assets/og/${slug}-${createHash('sha256').update(png).digest('hex').slice(0, 8)}.png`;

/**
 * What decides a card's pixels, as the build cache's key: its drawing (text, price and layout as of the build day),
 * its cover's bytes and the drawing tool's version. A cover that cannot be read counts as none; drawing it then
 * fails with its own message, and a failure is never kept.
 */
async function socialImageInputs(publicDir: string, faces: Faces, brand: string, edition: LoadedEdition): Promise<Array<string | Buffer>> {
  const hero = edition.sections.find((section) => section.type === 'hero');
  const cover = hero?.type === 'hero' ? await readFile(path.join(publicDir, hero.cover.src)).catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
  return ['link-preview-image', sharp.versions.sharp ?? '', sharp.versions.vips, panelSvg(faces, brand, edition), cover];
}

/**
 * Every edition's link-preview image by slug, with the address it is published under. Drawn before the pages
 * are rendered: their <head> names each image's address (headExtras.ts), which depends on what was drawn. An
 * unchanged card is read from the build cache, not drawn again (a moment for each edition, on every build and preview).
 */
export async function socialImageFiles(
  root: string,
  content: Content,
  publicDir = path.join(root, 'public'),
): Promise<Map<string, { address: string; png: Buffer }>> {
  const faces = await loadFaces(root, `${glyphsFor(content)}…`);
  const images = new Map<string, { address: string; png: Buffer }>();
  for (const edition of content.editions) {
    const drawing = await socialImageInputs(publicDir, faces, content.site.brand, edition);
    const png = await cachedBytes(root, drawing, () => socialImage(publicDir, faces, content.site.brand, edition));
    images.set(edition.slug, { address: ogImagePath(edition.slug, png), png });
  }
  return images;
}

/** Draws every edition's link-preview image into the staging folder; returns the address by edition slug. */
export async function writeSocialImages({ root, content, stagingDir }: Pick<BuildContext, 'root' | 'content' | 'stagingDir'>): Promise<Map<string, string>> {
  await mkdir(path.join(stagingDir, 'assets/og'), { recursive: true });
  const addresses = new Map<string, string>();
  for (const [slug, { address, png }] of await socialImageFiles(root, content)) {
    await writeFile(path.join(stagingDir, address), png);
    addresses.set(slug, address);
  }
  return addresses;
}

export const writeFavicons: OutputStep = async ({ root, stagingDir }) => {
  const publicDir = path.join(root, 'public');
  for (const { file, size } of FAVICON_SIZES) {
    try {
      await sharp(path.join(publicDir, 'images/favicon.svg'), { density: 600 })
        .resize(size, size)
        .png()
        .toFile(path.join(stagingDir, 'images', file));
    } catch (error) {
      throw new BuildError(
        'Das Symbol der Website („images/favicon.svg“) lässt sich nicht lesen (beschädigt oder kein SVG). Bitte neu exportieren und ersetzen.',
        `public/images/favicon.svg – sharp: ${firstLine(error)}`,
      );
    }
  }
};
