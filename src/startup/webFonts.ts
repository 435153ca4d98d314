import { WEB_FONTS_ATTRIBUTE } from '../prerendered';
import { readFontFaceRules } from './fontFaceRules';

/**
 * Adds the web fonts of a prerendered page, which holds their @font-face rules in a <noscript> (written by
 * scripts/build/fonts.ts; with JavaScript on, its content is text). The start-up runs after the first paint, so
 * the faces are requested after it and swap in over the matched fallbacks without moving the text.
 *
 * The faces are loaded apart from the page and added together once all have settled: the page is laid out
 * again once, in one task. Added as a style sheet, the rules laid the whole page out once when they came (in
 * the fallbacks still) and again as each face arrived: on the long edition pages the first of those passes
 * was a task a slow phone's main thread is blocked by (Total Blocking Time). A face that fails to load is
 * left out; its text stays in the matched fallback.
 */
export async function startWebFonts(doc: Document = document): Promise<void> {
  const holder = doc.querySelector(`noscript[${WEB_FONTS_ATTRIBUTE}]`);
  const faces = readFontFaceRules(holder?.textContent ?? '').map(
    ({ family, weight, href }) => new FontFace(family, `url(${href})`, { weight: String(weight), display: 'swap' }),
  );
  await Promise.allSettled(faces.map((face) => face.load()));
  for (const face of faces) if (face.status === 'loaded') doc.fonts.add(face);
}
