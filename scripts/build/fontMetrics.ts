import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import opentype from 'opentype.js';

/**
 * Reads the few metrics a metric-matched fallback needs from a WOFF or TrueType file, and computes
 * the @font-face overrides that make a local system font take the same space as the web font,
 * so swapping fonts moves nothing on the page.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  xAvgCharWidth: number;
}

/** What a fallback needs of a font: its vertical metrics and its average width per em of running German text. */
export interface FallbackMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** Average advance of SAMPLE_TEXT's characters, in font units. */
  averageWidth: number;
}

/**
 * Running text of the kind the site sets, so the average width weighs letters as German copy does.
 * (OS/2's xAvgCharWidth averages every glyph of the font, accents and symbols alike, and matches
 * no text.)
 */
export const SAMPLE_TEXT =
  'Abnehmen ab 40 in der Gruppe: elf Wochen Begleitung mit Kerstin, Videomodule, Live-Calls und eine Community, die dich trägt. ' +
  'Du lernst, wie du ohne Verzicht isst, dich gern bewegst und dein Gewicht hältst. Über 1.000 Teilnehmerinnen und Teilnehmer – ' +
  'sichere dir jetzt deinen Platz zum Frühbucherpreis.';

/** The metrics a fallback needs, read from a WOFF or TrueType file (not WOFF2). */
export function readFallbackMetrics(path: string): FallbackMetrics {
  const { unitsPerEm, ascender, descender, lineGap } = readFontMetrics(path);
  const font = opentype.parse(new Uint8Array(readFileSync(path)).buffer);
  const characters = [...SAMPLE_TEXT];
  const total = characters.reduce((sum, character) => sum + (font.charToGlyph(character).advanceWidth ?? 0), 0);
  return { unitsPerEm, ascender, descender, lineGap, averageWidth: Math.round(total / characters.length) };
}

function tables(file: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (file.toString('latin1', 0, 4) === 'wOFF') {
    const count = file.readUInt16BE(12);
    for (let index = 0; index < count; index += 1) {
      const entry = 44 + index * 20;
      const tag = file.toString('latin1', entry, entry + 4);
      const offset = file.readUInt32BE(entry + 4);
      const compressed = file.readUInt32BE(entry + 8);
      const original = file.readUInt32BE(entry + 12);
      const data = file.subarray(offset, offset + compressed);
      found.set(tag, compressed < original ? inflateSync(data) : data);
    }
    return found;
  }
  const count = file.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const entry = 12 + index * 16;
    const offset = file.readUInt32BE(entry + 8);
    found.set(file.toString('latin1', entry, entry + 4), file.subarray(offset, offset + file.readUInt32BE(entry + 12)));
  }
  return found;
}

export function readFontMetrics(path: string): FontMetrics {
  const all = tables(readFileSync(path));
  const head = all.get('head');
  const hhea = all.get('hhea');
  const os2 = all.get('OS/2');
  if (!head || !hhea || !os2) throw new Error(`${path}: head, hhea oder OS/2 fehlt`);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    xAvgCharWidth: os2.readInt16BE(2),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The @font-face rule of a fallback family matched to a web font, as next/font and Fontaine write
 * them: the local face scaled to the web font's average width, its ascent, descent and line gap
 * set to the web font's, so a line takes the same width and height in both.
 */
export function fallbackFontFace(family: string, localNames: readonly string[], font: FallbackMetrics, fallback: FallbackMetrics, weight = 400): string {
  const sizeAdjust = font.averageWidth / font.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  return [
    `@font-face{font-family:'${family}'`,
    `src:${localNames.map((name) => `local('${name}')`).join(',')}`,
    `font-weight:${weight}`,
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${percent(font.ascender / font.unitsPerEm / sizeAdjust)}`,
    `descent-override:${percent(Math.abs(font.descender) / font.unitsPerEm / sizeAdjust)}`,
    `line-gap-override:${percent(font.lineGap / font.unitsPerEm / sizeAdjust)}}`,
  ].join(';');
}
