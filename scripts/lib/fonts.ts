import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Content } from '../../src/content/loadContent';
import { fallbackFontFace, readFontMetrics } from './fontMetrics';

/**
 * The site's fonts, self-hosted from @fontsource and cut down at build time to the characters the
 * site uses: on a phone's connection the fonts are most of the bytes before the headline can show.
 * Every face is preloaded, swapped in (`font-display: swap`) and paired with a local fallback
 * metric-matched to Arial and Times New Roman. All three shape the first screen, and phones without
 * those fonts (Android) would see the headline and the facts below it move when a face arrives late,
 * so none of them is left to be discovered after the first layout.
 */
interface WebFace {
  family: string;
  /** @fontsource file name without extension, in `files/`; the Latin subset. */
  file: string;
  pkg: string;
  weight: number;
  /** `text` keeps every character of the content; `display` the letters, digits and the marks headings use. */
  glyphs: 'text' | 'display';
}

export const WEB_FACES: WebFace[] = [
  { family: 'Source Sans 3', pkg: 'source-sans-3', file: 'source-sans-3-latin-400-normal', weight: 400, glyphs: 'text' },
  { family: 'Source Sans 3', pkg: 'source-sans-3', file: 'source-sans-3-latin-700-normal', weight: 700, glyphs: 'text' },
  { family: 'Merriweather', pkg: 'merriweather', file: 'merriweather-latin-700-normal', weight: 700, glyphs: 'display' },
];

/** Basic Latin, German letters and the typographic marks German copy needs, whatever the content says. */
export const BASE_GLYPHS =
  String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index)) +
  'ÄÖÜäöüß\u00a0\u202f„“‚‘’–—…€•→−™«»§°·×©®';

/** The base set plus every character the content files use, so a new edition's „é“ is never missing. */
export function glyphsFor(content: Content): string {
  return [...new Set(BASE_GLYPHS + JSON.stringify([content.site, content.editions]))].join('');
}

/**
 * The marks that headings, prices and the brand use. The heading face is the largest file before the
 * headline shows, and its kerning grows with every glyph kept: leaving out the symbols only running
 * text needs (@, §, ©, →, brackets …) makes it a quarter smaller. A heading that uses one anyway
 * shows that character in the metric-matched fallback serif.
 */
const DISPLAY_MARKS = ' \u00a0\u202f.,:;!?\'"-–—+€%&()/„“‚‘’…·';

/** Every letter and digit the content uses, and the marks headings use. */
export function displayGlyphsFor(content: Content): string {
  return [...glyphsFor(content)].filter((character) => /[\p{L}\p{N}]/u.test(character) || DISPLAY_MARKS.includes(character)).join('');
}

/** The OpenType features the site's CSS relies on (kerning, ligatures); the others are dropped. */
const LAYOUT_FEATURES = ['kern', 'liga', 'calt'];

const FALLBACKS = [
  {
    family: 'Source Sans 3 Fallback',
    local: ['Arial', 'Liberation Sans', 'Helvetica'],
    webFont: '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff',
    metricsOf: { unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, xAvgCharWidth: 1208 },
    weight: 400,
  },
  {
    family: 'Merriweather Fallback',
    local: ['Times New Roman Bold', 'Liberation Serif Bold', 'Georgia Bold'],
    webFont: '@fontsource/merriweather/files/merriweather-latin-700-normal.woff',
    metricsOf: { unitsPerEm: 2048, ascender: 1825, descender: -443, lineGap: 87, xAvgCharWidth: 1217 },
    weight: 700,
  },
];

/**
 * Writes the subset fonts into `<stagingDir>/assets/` under content-hashed names and returns the
 * tags for every page's <head>: preloads, the @font-face rules and the fallback faces.
 */
export async function writeFonts(root: string, stagingDir: string, content: Content): Promise<string> {
  const glyphs = { text: glyphsFor(content), display: displayGlyphsFor(content) };
  const preloads: string[] = [];
  const faces: string[] = [];
  await mkdir(path.join(stagingDir, 'assets'), { recursive: true });
  for (const face of WEB_FACES) {
    const source = readFileSync(path.join(root, 'node_modules/@fontsource', face.pkg, 'files', `${face.file}.woff2`));
    const subset = await subsetFont(source, glyphs[face.glyphs], { targetFormat: 'woff2', keepFeatures: LAYOUT_FEATURES });
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const href = `/assets/${face.file}-${hash}.woff2`;
    await writeFile(path.join(stagingDir, href), subset);
    preloads.push(`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin/>`);
    faces.push(`@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};font-display:swap;src:url(${href}) format('woff2')}`);
  }
  for (const fallback of FALLBACKS) {
    const metrics = readFontMetrics(path.join(root, 'node_modules', fallback.webFont));
    faces.push(fallbackFontFace(fallback.family, fallback.local, metrics, fallback.metricsOf, fallback.weight));
  }
  return `${preloads.join('')}<style>${faces.join('')}</style>`;
}
