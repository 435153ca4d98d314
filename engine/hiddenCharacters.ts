/**
 * Characters a text shown on a page may not contain (controls, direction marks, lone surrogates), or not
 * consist of only (invisible ones), each named in German: U+XXXX alone means little to a marketer.
 */

/** Names of the characters a text may not contain, or not consist of only. */
// biome-ignore-start lint/complexity/useSimpleNumberKeys: code points as Unicode writes them (U+200B is 0x200b).
const characterNames: Record<number, string> = {
  0x00: 'Nullzeichen',
  0x01: 'Anfang der Kopfzeile, SOH',
  0x02: 'Anfang des Textes, STX',
  0x03: 'Ende des Textes, ETX',
  0x04: 'Ende der Übertragung, EOT',
  0x05: 'Anfrage, ENQ',
  0x06: 'Bestätigung, ACK',
  0x07: 'Klingelzeichen, BEL',
  0x08: 'Rückschritt, BS',
  0x09: 'Tabulator',
  0x0a: 'Zeilenumbruch',
  0x0b: 'vertikaler Tabulator',
  0x0c: 'Seitenvorschub',
  0x0d: 'Wagenrücklauf',
  0x0e: 'Umschaltung aus, SO',
  0x0f: 'Umschaltung ein, SI',
  0x10: 'Datenübertragungsumschaltung, DLE',
  0x11: 'Gerätesteuerung 1, DC1',
  0x12: 'Gerätesteuerung 2, DC2',
  0x13: 'Gerätesteuerung 3, DC3',
  0x14: 'Gerätesteuerung 4, DC4',
  0x15: 'negative Bestätigung, NAK',
  0x16: 'Synchronisierung, SYN',
  0x17: 'Ende des Übertragungsblocks, ETB',
  0x18: 'Abbruch, CAN',
  0x19: 'Ende des Mediums, EM',
  0x1a: 'Ersatzzeichen, SUB',
  0x1b: 'Escape, ESC',
  0x1c: 'Dateitrenner, FS',
  0x1d: 'Gruppentrenner, GS',
  0x1e: 'Satztrenner, RS',
  0x1f: 'Einheitentrenner, US',
  0x7f: 'Löschzeichen, DEL',
  0x85: 'nächste Zeile, NEL',
  0xa0: 'geschütztes Leerzeichen',
  0xad: 'weiches Trennzeichen',
  0x034f: 'unsichtbarer Graphem-Verbinder',
  0x061c: 'arabische Richtungsmarke',
  0x115f: 'Hangul-Füllzeichen',
  0x1160: 'Hangul-Füllzeichen',
  0x180e: 'mongolischer Vokaltrenner',
  0x200b: 'Leerzeichen ohne Breite',
  0x200c: 'Bindungsverhinderer ohne Breite',
  0x200d: 'Verbinder ohne Breite',
  0x200e: 'Links-nach-rechts-Marke',
  0x200f: 'Rechts-nach-links-Marke',
  0x202a: 'Links-nach-rechts-Einbettung',
  0x202b: 'Rechts-nach-links-Einbettung',
  0x202c: 'Ende der Richtungsformatierung',
  0x202d: 'Links-nach-rechts-Überschreibung',
  0x202e: 'Rechts-nach-links-Überschreibung',
  0x2028: 'Zeilentrenner',
  0x2029: 'Absatztrenner',
  0x2060: 'Wortverbinder',
  0x2066: 'Links-nach-rechts-Isolierung',
  0x2067: 'Rechts-nach-links-Isolierung',
  0x2068: 'Isolierung nach erstem starken Zeichen',
  0x2069: 'Ende der Richtungsisolierung',
  0x2800: 'leeres Braille-Muster',
  0x3164: 'Hangul-Füllzeichen',
  0xfeff: 'Byte-Order-Mark, Leerzeichen ohne Breite',
  0xffa0: 'Hangul-Füllzeichen halber Breite',
};
// biome-ignore-end lint/complexity/useSimpleNumberKeys: the table ends here.

export const codePointLabel = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

export function characterName(codePoint: number): string {
  const name = characterNames[codePoint];
  if (name) return name;
  // C1 controls in a text are almost always what is left of text saved in the wrong encoding.
  if (codePoint >= 0x80 && codePoint <= 0x9f) return 'C1-Steuerzeichen, meist Rest einer falschen Zeichenkodierung';
  if (isLoneSurrogate(codePoint)) return 'halbes Zeichen ohne seine zweite Hälfte, meist Rest eines zerschnittenen Emojis';
  return 'unsichtbares Formatzeichen';
}

export const isControl = (codePoint: number) => codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
/**
 * Unicode's bidirectional controls (the Bidi_Control property): embeddings, overrides, isolates and the
 * direction marks U+200E, U+200F and U+061C. Each can show a text reversed or out of order: „Preis:\u200F 399 € 499 €“
 * displays the two prices swapped.
 */
const BIDI_CONTROL = /^\p{Bidi_Control}$/u;
export const isBidiControl = (codePoint: number) => BIDI_CONTROL.test(String.fromCodePoint(codePoint));
/** Unicode's own line and paragraph separators: JSON lets them through, but they break a one-line text. */
const isSeparator = (codePoint: number) => codePoint === 0x2028 || codePoint === 0x2029;
/** Half of a UTF-16 pair standing alone (`"\ud800"` in JSON): no character at all, shown as „�“. */
const isLoneSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;
/** Characters that draw nothing; a text made of only these (and spaces) looks empty on the page. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the combining and filler characters are listed one by one on purpose, each a character that draws nothing.
const invisible = /^[\s\p{Cf}\p{Cc}\u034F\u115F\u1160\u2800\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u;

export interface CharacterRules {
  /** Line breaks and tabs are allowed inside (long texts keep paragraphs). */
  multiline?: boolean;
  /** An empty text is fine (decorative image); one of only invisible characters still is not. */
  allowEmpty?: boolean;
}

/**
 * The first forbidden character of a text as a German sentence, or undefined. Runs on the text as
 * written, so "Stelle" counts from its first character; what trimming removes at either end is
 * ignored, since it never reaches the page.
 */
export function hiddenCharacterProblem(value: string, rules: CharacterRules = {}): string | undefined {
  const characters = Array.from(value);
  let start = 0;
  let end = characters.length;
  while (start < end && characters[start].trim() === '') start += 1;
  while (end > start && characters[end - 1].trim() === '') end -= 1;

  const forbidden: number[] = [];
  for (let index = start; index < end; index += 1) {
    const codePoint = characters[index].codePointAt(0) as number;
    const allowedBreak = rules.multiline && (codePoint === 0x0a || codePoint === 0x09);
    if ((isControl(codePoint) && !allowedBreak) || isBidiControl(codePoint) || isSeparator(codePoint) || isLoneSurrogate(codePoint)) forbidden.push(index);
  }
  if (forbidden.length > 0) {
    const index = forbidden[0];
    const codePoint = characters[index].codePointAt(0) as number;
    let kind = 'das Steuerzeichen';
    if (isBidiControl(codePoint)) kind = 'das Richtungszeichen';
    else if (isSeparator(codePoint)) kind = 'den Trenner';
    else if (isLoneSurrogate(codePoint)) kind = 'das unvollständige Zeichen';
    const shown = characters
      .slice(0, index)
      .join('')
      .split('\n')
      .pop()!
      .replace(/[\p{Cc}\p{Cf}]/gu, '');
    const before = Array.from(shown);
    const context = before.length === 0 ? 'ganz am Anfang' : `direkt nach „${before.length > 20 ? `…${before.slice(-20).join('')}` : shown}“`;
    let advice = 'bitte entfernen';
    if (codePoint === 0x0a || codePoint === 0x09) advice = 'in diesem Feld ist nur eine Zeile möglich; bitte durch ein Leerzeichen ersetzen';
    else if (isBidiControl(codePoint)) advice = 'es kann die Anzeige des Textes verdrehen; bitte entfernen';
    else if (isSeparator(codePoint)) {
      advice = rules.multiline
        ? 'Browser zeigen ihn nicht als Umbruch; bitte durch einen gewöhnlichen Zeilenumbruch ersetzen'
        : 'in diesem Feld ist nur eine Zeile möglich; bitte durch ein Leerzeichen ersetzen';
    } else if (isLoneSurrogate(codePoint)) advice = 'auf der Seite erschiene „�“; bitte entfernen und das Zeichen, falls gewollt, vollständig neu eingeben';
    const more = forbidden.length > 1 ? ` (insgesamt ${forbidden.length} unerlaubte Zeichen im Text)` : '';
    return `enthält ${kind} ${codePointLabel(codePoint)} (${characterName(codePoint)}) an Stelle ${index + 1}, ${context} – ${advice}${more}`;
  }

  const body = characters.slice(start, end);
  if (body.length > 0 && body.every((character) => invisible.test(character))) {
    const first = body.find((character) => character.trim() !== '')!.codePointAt(0) as number;
    const advice = rules.allowEmpty ? 'bitte sichtbaren Text eingeben oder das Feld ganz leer lassen' : 'bitte sichtbaren Text eingeben';
    return `enthält nur unsichtbare Zeichen, zuerst ${codePointLabel(first)} (${characterName(first)}) – ${advice}`;
  }
  return undefined;
}
