import { z } from 'zod';
import { describeValue, unknownIconMessage } from './errors';
import { fieldMeta, type FieldText } from './fieldMeta';
import { accentNames, iconNames } from './iconNames';

/**
 * Building blocks shared by the site and edition schemas. Every field carries its German label and help as
 * metadata (fieldMeta.ts): the studio's form, the field reference and the editors' tooltip read them from there.
 */

/** Names of the characters a text may not contain, or not consist of only; U+XXXX alone means little. */
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

const codePointLabel = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

function characterName(codePoint: number): string {
  const name = characterNames[codePoint];
  if (name) return name;
  // C1 controls in a text are almost always what is left of text saved in the wrong encoding.
  if (codePoint >= 0x80 && codePoint <= 0x9f) return 'C1-Steuerzeichen, meist Rest einer falschen Zeichenkodierung';
  if (isLoneSurrogate(codePoint)) return 'halbes Zeichen ohne seine zweite Hälfte, meist Rest eines zerschnittenen Emojis';
  return 'unsichtbares Formatzeichen';
}

const isControl = (codePoint: number) => codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);
/**
 * Unicode's bidirectional controls (the Bidi_Control property): embeddings, overrides, isolates and the
 * direction marks U+200E, U+200F and U+061C. Each can show a text reversed or out of order: „Preis:\u200F 399 € 499 €“
 * displays the two prices swapped.
 */
const BIDI_CONTROL = /^\p{Bidi_Control}$/u;
const isBidiControl = (codePoint: number) => BIDI_CONTROL.test(String.fromCodePoint(codePoint));
/** Unicode's own line and paragraph separators: JSON lets them through, but they break a one-line text. */
const isSeparator = (codePoint: number) => codePoint === 0x2028 || codePoint === 0x2029;
/** Half of a UTF-16 pair standing alone (`"\ud800"` in JSON): no character at all, shown as „�“. */
const isLoneSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;
/** Characters that draw nothing; a text made of only these (and spaces) looks empty on the page. */
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

/** A string that refuses control, direction and invisible-only characters before it is trimmed. */
const checkedString = (rules: CharacterRules) =>
  z.string().superRefine((value, context) => {
    const message = hiddenCharacterProblem(value, rules);
    if (message) context.addIssue({ code: 'custom', message, input: value });
  });

/** A text up to this length fits one line of a form; a longer one gets a box that wraps. */
const ONE_LINE = 160;

/** Plain text shown on the page. Rendered as text by React, never as HTML. */
export const text = (field: FieldText, max = 600, rules: CharacterRules = {}) =>
  checkedString(rules)
    .trim()
    .min(1, 'darf nicht leer sein')
    .max(max)
    .meta(fieldMeta(field, { control: rules.multiline ? 'paragraphs' : max > ONE_LINE ? 'longText' : 'text' }));

/** Several paragraphs: line breaks and tabs are kept. */
export const longText = (field: FieldText) => text(field, 2000, { multiline: true });

/** Text that may be left empty (for example the alt text of a decorative image), checked like `text`. */
export const textOrEmpty = (field: FieldText, max = 600) =>
  checkedString({ allowEmpty: true })
    .trim()
    .max(max)
    .meta(fieldMeta(field, { control: max > ONE_LINE ? 'longText' : 'text' }));

/** A calendar date written as JJJJ-MM-TT; zod's ISO date check rejects impossible dates like 2026-02-30. */
export const isoDate = (field: FieldText) => z.iso.date().meta(fieldMeta(field, { control: 'date', note: '(Format JJJJ-MM-TT)' }));

const found = (issue: { input?: unknown }) => `${describeValue(issue.input)} erhalten`;

/** A whole positive number; its messages show the typed value, so a 0 or -1 is easy to find. */
const positiveWhole = (names: { whole: string; positive: string; unit: string }, max: number) =>
  z
    .number()
    // Aborts so that -0.5 gets one message, not a second one about the sign.
    .int({ error: (issue) => `${names.whole} erwartet, ${found(issue)}`, abort: true })
    .positive({ error: (issue) => `${names.positive} erwartet, ${found(issue)}` })
    .max(max, { error: (issue) => `höchstens ${String(max).replace(/\B(?=(\d{3})+$)/g, '.')} ${names.unit} erwartet, ${found(issue)}` });

const euroAmount = { whole: 'ganze Euro', positive: 'ein Betrag über 0 €', unit: '€' };
const pixelCount = { whole: 'ganze Pixelzahl', positive: 'eine Pixelzahl über 0', unit: 'Pixel' };

export const euros = (field: FieldText) => positiveWhole(euroAmount, 100_000).meta(fieldMeta(field, { control: 'euro', note: '(in Euro)' }));

/** The `type` of a section in an edition's `sections` list: names the section and picks its component. */
export const sectionType = <T extends string>(type: T) =>
  z.literal(type).meta(fieldMeta({ label: 'Art des Abschnitts', help: `Hier immer „${type}“` }));

/** Stable id used as React key and for links to a single item. */
export const itemId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kleinbuchstaben, Ziffern und Bindestriche erwartet')
  .max(60)
  .meta(
    fieldMeta(
      { label: 'Kennung', help: 'Eindeutig in der Liste, z. B. „live-calls“; bleibt beim Umtexten gleich (Vergleiche erkennen den Eintrag daran)' },
      { control: 'text' },
    ),
  );

export const icon = z
  .enum(iconNames, { error: (issue) => unknownIconMessage(issue.input, iconNames) })
  .meta(fieldMeta({ label: 'Symbol', help: 'Ein Symbol aus lucide-react (Liste unter „Symbole“ in docs/editionen.md)' }, { control: 'icon' }));

/** The accent colours of a card, as the studio offers them. */
const ACCENT_LABELS: Record<(typeof accentNames)[number], string> = {
  sea: 'Meer (Petrol)',
  sage: 'Salbei (Grün)',
  sand: 'Sand (Beige)',
  rose: 'Rosé',
  sun: 'Sonne (Gelb)',
  plum: 'Pflaume (Lila)',
};
export const accent = z.enum(accentNames).meta(fieldMeta({ label: 'Akzentfarbe', help: 'Farbe der Karte' }, { control: 'choice', choices: ACCENT_LABELS }));

/**
 * A user name or password in a link (`https://user:pw@host/`) is refused: browsers send them along, and
 * a link reading `https://www.beispiel.de@andere-seite.io/` leads to another site than it seems to.
 * The message does not repeat them: it ends up in build logs.
 */
function credentialsProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username === '' && url.password === '') return undefined;
  return 'Adresse ohne Benutzername und Passwort erwartet; den Teil zwischen „https://“ und „@“ (einschließlich „@“) bitte entfernen';
}

/**
 * The page renders a link as typed, and a browser reads `https:/www.beispiel.de/impressum` or
 * `https:www.…` as a path on the site's own host (a 404), while the URL parser alone repairs it to the
 * intended address. So the typed text must begin exactly like the address it stands for: the typo is
 * shown to the marketer rather than silently repaired in one place and not in the other.
 */
function typedFormProblem(value: string): string | undefined {
  if (/^https:\/\/(?![/\\])/.test(value)) return undefined;
  let meant: URL;
  try {
    meant = new URL(value);
  } catch {
    return undefined;
  }
  // Another scheme is the url check's to name („https-Adresse erwartet“).
  if (meant.protocol !== 'https:') return undefined;
  return `Adresse muss genau mit „https://“ beginnen, ${describeValue(value)} erhalten; gemeint ist wohl „${meant.href}“ (so eingetragen öffnet ein Browser womöglich eine Seite dieser Website statt dieser Adresse)`;
}

/** Only https links leave the site; anything else (javascript:, data:, http:) is refused. */
export const httpsUrl = (field: FieldText) =>
  z
    .url({ protocol: /^https$/, error: 'https-Adresse erwartet' })
    // zod keeps the address as typed (only tabs and line breaks are dropped), so a NUL would reach the href.
    .superRefine((value, context) => {
      const message = hiddenCharacterProblem(value) ?? typedFormProblem(value) ?? credentialsProblem(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    })
    .max(500)
    .meta(fieldMeta(field, { control: 'text' }));

const ORIGIN_EXAMPLE = 'z. B. https://www.beispiel.de';
/** Characters that would break the sitemap XML or the canonical and og:url attributes built from the origin. */
const originBreakingCharacters = /[\s"'<>&`\\{}|^]/u;
const hostName = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Why `value` is not a bare https origin, as a German sentence; undefined when it is one. */
export function siteOriginProblem(value: string): string | undefined {
  const breaking = originBreakingCharacters.exec(value);
  if (breaking) {
    const character = breaking[0];
    const codePoint = character.codePointAt(0)!;
    const shown = character === ' ' ? 'Leerzeichen' : /\s/u.test(character) ? `Zeichen ${codePointLabel(codePoint)} (${characterName(codePoint)})` : `Zeichen „${character}“`;
    return `${shown} an Stelle ${breaking.index + 1} ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, ${ORIGIN_EXAMPLE}`;
  }
  const control = Array.from(value).find((character) => isControl(character.codePointAt(0)!) || isBidiControl(character.codePointAt(0)!));
  if (control) return `Steuerzeichen ${codePointLabel(control.codePointAt(0)!)} (${characterName(control.codePointAt(0)!)}) in der Adresse; bitte entfernen`;
  if (!value.startsWith('https://')) {
    if (/^http:\/\//i.test(value)) return `https-Adresse erwartet, ${describeValue(value)} erhalten (beginnt mit „http://“)`;
    return `Adresse mit „https://“ am Anfang erwartet, ${describeValue(value)} erhalten (${ORIGIN_EXAMPLE})`;
  }
  const rest = value.slice('https://'.length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd);
  const tail = authorityEnd < 0 ? '' : rest.slice(authorityEnd);
  // Credentials are not repeated in the message: it ends up in build logs.
  if (authority.includes('@')) return 'Adresse ohne Benutzername und Passwort erwartet; den Teil bis einschließlich „@“ bitte entfernen';
  if (tail === '/') return 'Adresse ohne Schrägstrich am Ende erwartet';
  if (tail.startsWith('/')) return `Adresse ohne Pfad erwartet, nur https:// und der Name der Website (${ORIGIN_EXAMPLE}); „${tail.replace(/[?#].*$/, '')}“ bitte entfernen`;
  if (tail.startsWith('?')) return `Adresse ohne Abfrageteil erwartet; „${tail.replace(/#.*$/, '')}“ bitte entfernen`;
  if (tail.startsWith('#')) return `Adresse ohne Sprungmarke erwartet; „${tail}“ bitte entfernen`;
  const [, host, port] = /^([^:]*)(?::(.*))?$/.exec(authority)!;
  if (host === '') return `Name der Website fehlt nach „https://“ (${ORIGIN_EXAMPLE})`;
  if (/[^\x00-\x7f]/.test(host)) {
    return 'Name der Website mit Umlauten oder anderen Sonderzeichen bitte in der Punycode-Form schreiben (z. B. https://www.xn--mller-kva.de für müller.de)';
  }
  if (host !== host.toLowerCase()) return `Adresse in Kleinbuchstaben erwartet, ${describeValue(value)} erhalten`;
  if (!hostName.test(host)) return `kein gültiger Name der Website, ${describeValue(host)} erhalten (${ORIGIN_EXAMPLE})`;
  if (port !== undefined && (!/^[1-9]\d{0,4}$/.test(port) || Number(port) > 65_535)) {
    return `Port nach dem Doppelpunkt als Zahl von 1 bis 65535 erwartet, ${describeValue(port)} erhalten`;
  }
  // Backstop: whatever passed must be exactly what the URL parser calls the origin (":443" is dropped by it).
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== value) return `keine gültige Website-Adresse, ${describeValue(value)} erhalten${origin ? `; gemeint ist wohl ${origin}` : ''}`;
  return undefined;
}

/**
 * The site's own address: https, the host and at most a port, nothing else. Sitemap, canonical
 * links and og:url are built by appending paths to it, so a slash, query or stray `&` would end up in all of them.
 */
export const siteOrigin = (field: FieldText) =>
  z
    .string()
    .max(200)
    .superRefine((value, context) => {
      const message = siteOriginProblem(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    })
    .meta(fieldMeta(field, { control: 'text' }));

export const email = (field: FieldText) => z.email('E-Mail-Adresse erwartet').max(200).meta(fieldMeta(field, { control: 'text' }));

/** An image in `public/`, referenced from the site root, with its intrinsic size to reserve space. */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/, 'Pfad wie „/images/titelbild.svg“ erwartet')
      .meta(fieldMeta({ label: 'Pfad der Bilddatei unter public/', help: 'Zum Beispiel /images/cover-winter.svg' }, { control: 'text' })),
    width: positiveWhole(pixelCount, 4000).meta(fieldMeta('Breite des Bildes in Pixeln', { control: 'number' })),
    height: positiveWhole(pixelCount, 4000).meta(fieldMeta('Höhe des Bildes in Pixeln', { control: 'number' })),
    alt: textOrEmpty({ label: 'Alternativtext', help: 'Leer lassen, wenn das Bild rein dekorativ ist' }, 300),
  })
  .meta(fieldMeta('Bild mit Größe und Alternativtext', { control: 'image' }));

/** A card with an icon, used by pain points and solution features. */
export const iconCard = z
  .strictObject({
    id: itemId,
    icon,
    title: text('Überschrift der Karte', 120),
    description: text('Beschreibungstext der Karte'),
  })
  .meta(fieldMeta('Karte mit Symbol, Überschrift und Text'));

export const sectionHeading = z
  .strictObject({
    eyebrow: text('Kleine Zeile über der Überschrift', 80).optional(),
    title: text('Überschrift des Abschnitts', 160),
    intro: text('Einleitender Absatz unter der Überschrift').optional(),
  })
  .meta(fieldMeta('Überschrift eines Abschnitts'));

export type SectionHeading = z.infer<typeof sectionHeading>;
export type ImageRef = z.infer<typeof image>;
export type IconCard = z.infer<typeof iconCard>;
