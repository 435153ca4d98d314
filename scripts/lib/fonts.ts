import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fallbackFontFace, readFontMetrics } from './fontMetrics';

/**
 * Font tags for every page's <head>: preloads for the two faces seen above the fold (body text and
 * headings), and metric-matched fallback faces so the swap to the web fonts shifts nothing.
 * The fallback metrics are those of Arial and Times New Roman (Liberation Sans/Serif share them).
 */
const CRITICAL_FACES = ['source-sans-3-latin-400-normal', 'merriweather-latin-700-normal'];

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

export function fontHeadTags(root: string, assetsDir: string): string {
  const assets = readdirSync(assetsDir);
  const preloads = CRITICAL_FACES.map((face) => {
    const file = assets.find((name) => name.startsWith(`${face}-`) && name.endsWith('.woff2'));
    if (!file) throw new Error(`Schrift ${face} fehlt im Build`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin/>`;
  });
  const faces = FALLBACKS.map((fallback) =>
    fallbackFontFace(fallback.family, fallback.local, readFontMetrics(path.join(root, 'node_modules', fallback.webFont)), fallback.metricsOf, fallback.weight),
  );
  return `${preloads.join('')}<style>${faces.join('')}</style>`;
}
