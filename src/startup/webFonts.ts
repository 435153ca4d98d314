import { WEB_FONTS_ATTRIBUTE } from '../prerendered';

/**
 * Adds the web fonts of a prerendered page, which holds their @font-face rules in a <noscript> (written by
 * scripts/build/fonts.ts; with JavaScript on, its content is text). The start-up runs after the first paint, so
 * the faces are requested after it and swap in over the matched fallbacks without moving the text.
 */
export function startWebFonts(doc: Document = document) {
  const holder = doc.querySelector(`noscript[${WEB_FONTS_ATTRIBUTE}]`);
  const rules = holder?.textContent?.replace(/^\s*<style>/, '').replace(/<\/style>\s*$/, '');
  if (!holder || !rules) return;
  const style = doc.createElement('style');
  style.textContent = rules;
  style.setAttribute(WEB_FONTS_ATTRIBUTE, '');
  holder.replaceWith(style);
}
