import { WEB_FONTS_ATTRIBUTE } from '#src/prerendered';
import { fontFaceRule } from '#src/startup/fontFaceRules';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Content } from '#src/content/loadContent';
import { cachedBytes, installedVersion } from './buildCache';
import { fallbackFontFace, readFallbackMetrics } from './fontMetrics';

/** The subsetter's version is part of each subset's cache key: an update subsets every face anew. */
const SUBSET_FONT_VERSION = installedVersion('subset-font');

/**
 * The site's fonts, self-hosted from @fontsource and cut down at build time to the characters the
 * site uses: on a phone's connection the fonts are most of the bytes before the headline can show.
 * Every face is swapped in (`font-display: swap`) and paired with local fallback faces whose
 * metrics are matched to it (Arial or Times New Roman, DejaVu on Linux), so the headline paints in
 * the first frame in the fallback and nothing moves when the web face arrives.
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
export const BASE_GLYPHS = `${String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index))}ÄÖÜäöüß\u00a0\u202f„“‚‘’–—…€•→−™«»§°·×©®`;

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

/**
 * Local fonts a fallback face stands on, with their metrics, each weight its own: a bold face is wider than its
 * regular, and a heading measured by the regular one breaks into another number of lines when the web face
 * arrives. All are measured with readFallbackMetrics() from Debian's files (tests/fonts.test.ts checks the figures
 * against them): DejaVu (every Debian and most Linux desktops), and Liberation, which has Arial's and Times New
 * Roman's metrics (the same advance of every glyph) and so stands for them on Windows, macOS and iOS.
 *
 * One name per font, its full name: the browser matches a `local()` name against both the full and the PostScript
 * name, and each name is a synchronous look-up in the first layout, missing or not.
 */
export const LOCAL_FONTS = {
  arial: { local: ['Arial', 'Liberation Sans'], unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, averageWidth: 927 },
  arialBold: { local: ['Arial Bold', 'Liberation Sans Bold'], unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, averageWidth: 994 },
  timesNewRomanBold: {
    local: ['Times New Roman Bold', 'Liberation Serif Bold'],
    unitsPerEm: 2048,
    ascender: 1825,
    descender: -443,
    lineGap: 87,
    averageWidth: 902,
  },
  dejaVuSans: { local: ['DejaVu Sans'], unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, averageWidth: 1052 },
  dejaVuSansBold: { local: ['DejaVu Sans Bold'], unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, averageWidth: 1187 },
  dejaVuSerifBold: { local: ['DejaVu Serif Bold'], unitsPerEm: 2048, ascender: 1923, descender: -483, lineGap: 0, averageWidth: 1186 },
};

/**
 * The fallback families, in the order of the theme's font stacks (kit/theme.ts): a family whose
 * local font is missing is skipped by the browser, which takes the next. Each face is matched to
 * the web face of the same weight (its WOFF file, which opentype.js reads).
 */
const FALLBACKS = [
  { family: 'Source Sans 3 Fallback', weight: 400, webFont: 'source-sans-3/files/source-sans-3-latin-400-normal.woff', local: LOCAL_FONTS.arial },
  { family: 'Source Sans 3 Fallback', weight: 700, webFont: 'source-sans-3/files/source-sans-3-latin-700-normal.woff', local: LOCAL_FONTS.arialBold },
  { family: 'Source Sans 3 Fallback DejaVu', weight: 400, webFont: 'source-sans-3/files/source-sans-3-latin-400-normal.woff', local: LOCAL_FONTS.dejaVuSans },
  {
    family: 'Source Sans 3 Fallback DejaVu',
    weight: 700,
    webFont: 'source-sans-3/files/source-sans-3-latin-700-normal.woff',
    local: LOCAL_FONTS.dejaVuSansBold,
  },
  { family: 'Merriweather Fallback', weight: 700, webFont: 'merriweather/files/merriweather-latin-700-normal.woff', local: LOCAL_FONTS.timesNewRomanBold },
  { family: 'Merriweather Fallback DejaVu', weight: 700, webFont: 'merriweather/files/merriweather-latin-700-normal.woff', local: LOCAL_FONTS.dejaVuSerifBold },
];

/** The site's font tags for every page's <head>, and the subset files they name (by address under /assets/). */
export interface FontFiles {
  tags: string;
  files: Map<string, Buffer>;
}

/**
 * The subset fonts under content-hashed addresses in /assets/, and the tags for every page's <head>: the
 * fallback faces, and the @font-face rules inside a <noscript> (applied there when JavaScript is off; with
 * JavaScript the start-up adds them after the first paint, src/startup/webFonts.ts). No face is preloaded or
 * requested before the first paint: the headline would wait for it; with the matched fallbacks the page
 * paints at once and the faces swap in without moving it. The build writes the files (writeFonts), the dev
 * server answers them from memory (scripts/dev/devPages.ts).
 */
export async function fontFiles(root: string, content: Content): Promise<FontFiles> {
  const glyphs = { text: glyphsFor(content), display: displayGlyphsFor(content) };
  const faces: string[] = [];
  const fallbacks: string[] = [];
  const files = new Map<string, Buffer>();
  for (const face of WEB_FACES) {
    const source = readFileSync(path.join(root, 'node_modules/@fontsource', face.pkg, 'files', `${face.file}.woff2`));
    // Subsetting takes most of a second per face; the same face and characters give the same file.
    const subset = await cachedBytes(root, ['font-subset', SUBSET_FONT_VERSION, source, glyphs[face.glyphs], LAYOUT_FEATURES.join()], () =>
      subsetFont(source, glyphs[face.glyphs], { targetFormat: 'woff2', keepFeatures: LAYOUT_FEATURES }),
    );
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const href = `/assets/${face.file}-${hash}.woff2`;
    files.set(href, subset);
    faces.push(fontFaceRule({ family: face.family, weight: face.weight, href }));
  }
  for (const fallback of FALLBACKS) {
    const metrics = readFallbackMetrics(path.join(root, 'node_modules/@fontsource', fallback.webFont));
    fallbacks.push(fallbackFontFace(fallback.family, fallback.local.local, metrics, fallback.local, fallback.weight));
  }
  return { tags: `<style>${fallbacks.join('')}</style><noscript ${WEB_FONTS_ATTRIBUTE}=""><style>${faces.join('')}</style></noscript>`, files };
}

/** Writes the subset fonts into `<stagingDir>/assets/` and returns the tags for every page's <head>. */
export async function writeFonts(root: string, stagingDir: string, content: Content): Promise<string> {
  const { tags, files } = await fontFiles(root, content);
  await mkdir(path.join(stagingDir, 'assets'), { recursive: true });
  for (const [href, bytes] of files) await writeFile(path.join(stagingDir, href), bytes);
  return tags;
}
