/**
 * German text as a name for a file or an address: umlauts and ß spelled out as German does without them
 * („Frühling Übung“ → `fruehling-uebung`), other accents dropped (`crème` → `creme`), everything else that is
 * not a lowercase letter or digit a single hyphen, none at either end. Empty when nothing is left (`😀`).
 */
export function slugify(text: string, maxLength: number): string {
  return (
    text
      // Composed first: a name typed on a Mac arrives with „u“ and a separate diaeresis.
      .normalize('NFC')
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, maxLength)
      .replace(/-+$/, '')
  );
}
