import { keptResults } from '#engine/keptResults';
/**
 * A text as a reader sees it, for the rules that look for claims in it: what draws nothing is dropped
 * (soft hyphens, zero-width and direction characters, other format characters), the rest is read in NFKC
 * (full-width digits, a decomposed „ü“ and no-break spaces count as what they look like), and any run of
 * whitespace is one space. „Früh\u00ADbucher“, „399\u00A0\u00A0€“ and „３９９ €“ are then found like the plain spellings.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the combining and filler characters are listed one by one on purpose, each a character that draws nothing.
const DRAWS_NOTHING = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/gu;

// Every rule reads the same texts, each for every day and date it looks for: each text is made readable once.
export const readableText = keptResults(
  // Dropped before and after NFKC: a soft hyphen between „u“ and a combining diaeresis would keep them apart.
  (text) => text.replace(DRAWS_NOTHING, '').normalize('NFKC').replace(DRAWS_NOTHING, '').replace(/\s+/gu, ' '),
  20_000,
);

/** Every dash a German price may be written with: hyphen-minus, hyphen, non-breaking hyphen, figure dash, en and em dash, minus. */
export const DASH = String.raw`[-\u2010-\u2015\u2212]`;
