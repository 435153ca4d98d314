import { LATER_ICONS_ATTRIBUTE } from '../prerendered';

/**
 * Adds the symbols of a page's later-block icons, which the page refers to but does not hold (written by
 * scripts/build/compact/laterIcons.ts; a <noscript> names their file). Fetched after the first paint, so the
 * headline waits for none of it; every `<use href="#…">` draws its icon once the symbols are in the page. Should
 * the file not come, those icons stay empty: they are decoration, the text beside them says it all.
 */
export async function startLaterIcons(doc: Document = document): Promise<void> {
  const address = doc.querySelector(`noscript[${LATER_ICONS_ATTRIBUTE}]`)?.getAttribute(LATER_ICONS_ATTRIBUTE);
  if (!address) return;
  const response = await fetch(address).catch(() => undefined);
  if (!response?.ok) return;
  const sprite = new DOMParser().parseFromString(await response.text(), 'image/svg+xml').documentElement;
  if (sprite.localName === 'svg') doc.body.append(doc.importNode(sprite, true));
}
