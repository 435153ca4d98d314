import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

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

/** The @font-face rule of a fallback family matched to a web font. */
export function fallbackFontFace(family: string, localNames: string[], font: FontMetrics, fallback: FontMetrics, weight = 400): string {
  const sizeAdjust = font.xAvgCharWidth / font.unitsPerEm / (fallback.xAvgCharWidth / fallback.unitsPerEm);
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
