/**
 * Sales wording a rule looks for in a text, beyond euro amounts (amounts.ts): a voucher code, free places, a
 * call to register or buy, a percentage saving and a deadline („bis 22. März“). Each finder takes the text
 * as a reader sees it (readableText.ts) and returns what it found, as written there, or undefined.
 */

const first = (pattern: RegExp, text: string) => pattern.exec(text)?.[0];

/** „Code FRUEHLING26“, „Gutscheincode: WINTER-26“, „mit dem Gutschein SOMMER10“: a keyword, then a code in capitals or digits. */
const NAMED_CODE =
  /(?<!\p{L})(?:\p{L}*[Cc]ode|[Gg]utschein\p{L}*|[Cc]oupon|[Vv]oucher)(?:\s+(?:lautet|ist|heißt))?\s*[:„“"‚‘']?\s*(?=[\p{Lu}\d-]*\p{Lu})[\p{Lu}\d][\p{Lu}\d_-]{3,}(?![\p{L}\d])/u;

/** The edition's own voucher anywhere, or any code introduced as one. */
export function voucherIn(text: string, voucher: string | undefined): string | undefined {
  if (voucher && new RegExp(`(?<![\\p{L}\\d])${voucher.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'iu').test(text)) return voucher;
  return first(NAMED_CODE, text);
}

const PLACE = 'pl(?:a|ä|ae)tze?';
const FEW_WORDS = String.raw`(?:[\p{L}\d]+\s+){0,2}?`;
/** „Plätze frei“, „noch Plätze“, „nur noch 5 Plätze“, „freie Plätze“, „Restplätze“, „ein Platz ist noch frei“. */
const FREE_PLACES = new RegExp(
  String.raw`(?<!\p{L})(?:noch|freie?n?|wenige|letzten?|restliche|begrenzte)\s+${FEW_WORDS}${PLACE}(?!\p{L})|` +
    String.raw`(?<!\p{L})${PLACE}\s+${FEW_WORDS}(?:frei|verfügbar)(?!\p{L})|(?<!\p{L})restpl(?:a|ä|ae)tze?(?!\p{L})`,
  'iu',
);

export const freePlacesIn = (text: string) => first(FREE_PLACES, text);

/**
 * „melde dich (jetzt) an“, „Jetzt anmelden“, „Jetzt für 499 € dabei sein“, „sichere dir …“, „Platz sichern“,
 * „buchen“, „zur Anmeldung“: an invitation to register or buy.
 */
const CALL = new RegExp(
  [
    String.raw`(?<!\p{L})meld(?:e|et)?\s+(?:dich|euch)\s+(?:[\p{L}\d]+\s+){0,3}?an(?!\p{L})`,
    String.raw`(?<!\p{L})(?:jetzt|gleich|sofort|heute)\s+(?:[\p{L}\d€.,{}]+\s+){0,4}?(?:anmelden|buchen|kaufen|bestellen|sichern|teilnehmen|mitmachen|dabei\s+sein)(?!\p{L})`,
    String.raw`(?<!\p{L})sicher(?:e|t|n)?\s+(?:dir|euch|sie\s+sich)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:${PLACE}|ticket|teilnahme|zugang)\s+sichern(?!\p{L})`,
    String.raw`(?<!\p{L})(?:buche|buchst|bucht|buchen)(?!\p{L})`,
    String.raw`(?<!\p{L})zur\s+anmeldung(?!\p{L})`,
  ].join('|'),
  'iu',
);

export const callIn = (text: string) => first(CALL, text);

/** Words that make a percentage or a deadline a price claim. */
const OFFER_WORD =
  /(?<!\p{L})(?:günstig\p{L}*|\p{L}*spar\p{L}*|\p{L}*rabatt\p{L}*|\p{L}*preis\p{L}*|angebot\p{L}*|nachlass|reduziert\p{L}*|vergünstig\p{L}*|billiger|gutschein\p{L}*|\p{L}*code|aktion\p{L}*|vorteil\p{L}*|fr(?:ü|ue)hbuch\p{L}*)(?!\p{L})|€|(?<!\p{L})eur(?:o)?(?!\p{L})|\{(?:preis|preisStatt|regulärerPreis|ersparnis)\}/iu;

/** „22 %“, „22 Prozent“, „22%“ in a text that speaks of a saving or a price („Spare 22 %“, „22 % Rabatt“). */
const PERCENT = /(?<![\d,])\d{1,3}(?:,\d+)?\s?(?:%|prozent(?!\p{L}))/iu;

export function percentSavingIn(text: string): string | undefined {
  return OFFER_WORD.test(text) ? first(PERCENT, text) : undefined;
}

/** Month names and their short forms, in the order of the year: „Jan.“, „Jänner“, „Feber“, „Maerz“, „Sept.“ … */
const MONTH_FORMS = [
  'jan(?:uar|\\.)?|jänner',
  'feb(?:ruar|\\.)?|feber',
  'm(?:ärz|aerz|rz\\.)|mär\\.?',
  'apr(?:il|\\.)?',
  'mai',
  'jun(?:i|\\.)?',
  'jul(?:i|\\.)?',
  'aug(?:ust|\\.)?',
  'sep(?:tember|t\\.|\\.)?',
  'okt(?:ober|\\.)?',
  'nov(?:ember|\\.)?',
  'dez(?:ember|\\.)?',
];
/** Any month's name or short form, as a regular expression's source. */
export const MONTH = MONTH_FORMS.map((form) => `(?:${form})`).join('|');
/**
 * „bis 22. März“, „bis zum 22.03.“, „bis 22.3.2026“, „bis einschließlich 22. März 2026“, „bis Ende März“, „bis März“,
 * „bis Sonntag“: a deadline. Groups: day and month as numbers, or the month's name.
 */
const DEADLINE = new RegExp(
  String.raw`(?<!\p{L})bis\s+(?:zum\s+|einschließlich\s+|inkl\.\s+|spätestens\s+|am\s+)?(?:` +
    String.raw`(\d{1,2})\.\s?(\d{1,2})\.?(?:\s?\d{2,4})?(?!\d)|` +
    String.raw`(?:(\d{1,2})\.\s?|(?:ende|anfang|mitte)\s+)?(${MONTH})(?!\p{L})(?:\s\d{4})?|` +
    String.raw`(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|übermorgen)(?!\p{L})` +
    ')',
  'iu',
);

/** A month's number from any of its names: „Jan.“ → 1, „Maerz“ → 3. */
export const monthOfName = (name: string) => MONTH_FORMS.findIndex((form) => new RegExp(`^(?:${form})$`, 'iu').test(name)) + 1;

/**
 * A deadline that is a price claim: in a text that speaks of a price or a saving („Nur bis 22. März günstiger!“),
 * or naming the month (and day) of one of `lastDays` (JJJJ-MM-TT), the days an offer ends.
 */
export function deadlineIn(text: string, lastDays: ReadonlyArray<string>): string | undefined {
  const match = DEADLINE.exec(text);
  if (!match) return undefined;
  if (OFFER_WORD.test(text)) return match[0];
  const [, numericDay, numericMonth, namedDay, monthName] = match;
  const month = numericMonth ? Number(numericMonth) : monthName ? monthOfName(monthName) : 0;
  const day = Number(numericDay ?? namedDay ?? 0);
  const names = lastDays.some((last) => Number(last.slice(5, 7)) === month && (day === 0 || Number(last.slice(8, 10)) === day));
  return names ? match[0] : undefined;
}
