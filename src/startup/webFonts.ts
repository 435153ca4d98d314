import { WEB_FONTS_ADDED_ATTRIBUTE } from '#kit/webFontsMark';
import { WEB_FONTS_ATTRIBUTE } from '../prerendered';
import { readFontFaceRules } from './fontFaceRules';
import { setAsideOffscreen } from './offscreenBlocks';

/**
 * Adds the web fonts of a prerendered page, which holds their @font-face rules in a <noscript> (written by
 * scripts/build/fonts.ts; with JavaScript on, its content is text). The start-up runs after the first paint, so
 * the faces are requested after it and swap in over the matched fallbacks without moving the text.
 *
 * The swap is the page's one large piece of main-thread work after the first paint: every line is laid out
 * again in the new faces. So that no single task of it blocks a slow phone (Total Blocking Time), the faces are
 * loaded apart from the page and added together once all have settled (added as a style sheet, the rules laid
 * the page out once when they came and again as each face arrived), and the page's blocks away from the screen
 * are set aside for the swap and laid out one per frame after it (offscreenBlocks.ts). A face that fails to
 * load is left out; its text stays in the matched fallback. Until the faces are added the page's font stacks leave
 * the web families out (kit/fontStacks.ts); marking the page puts them in.
 */
export async function startWebFonts(doc: Document = document, laidOut: Promise<void> = Promise.resolve()): Promise<void> {
  const holder = doc.querySelector(`noscript[${WEB_FONTS_ATTRIBUTE}]`);
  const faces = readFontFaceRules(holder?.textContent ?? '').map(
    ({ family, weight, href }) => new FontFace(family, `url(${href})`, { weight: String(weight), display: 'swap' }),
  );
  // The swap waits for the blocks the first layout skipped (laterBlocks.ts) to have their real sizes.
  await Promise.all([Promise.allSettled(faces.map((face) => face.load())), laidOut]);
  const loaded = faces.filter((face) => face.status === 'loaded');
  if (!loaded.length) return;
  const setAside = setAsideOffscreen(doc);
  for (const face of loaded) doc.fonts.add(face);
  // The stacks name the web families from now on (kit/fontStacks.ts): the swap, in one layout.
  doc.documentElement.setAttribute(WEB_FONTS_ADDED_ATTRIBUTE, '');
  await setAside.bringBack();
}
