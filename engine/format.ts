/**
 * German formatting for figures from the config, the same as Intl's de-DE output, with a non-breaking
 * space between amount and currency sign ("499 €"), which keeps them on one line.
 *
 * Written out rather than made with Intl: the first Intl formatter a page creates loads the locale's
 * data, about 20 ms of a slow phone's CPU in one task while React takes over the page. The site knows
 * one locale and these few patterns; format.test.ts holds every function to Intl's output.
 */
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/**
 * `value` rounded half away from zero, as Intl does: on its shortest decimal spelling (1.005 → "1.01"),
 * not on the binary value that toFixed sees (1.00499… → "1.00").
 */
function rounded(value: number, fractionDigits: number): string {
  const spelled = String(value);
  if (spelled.includes('e')) return value.toFixed(fractionDigits);
  const [whole, fraction = ''] = spelled.split('.');
  const kept = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')) + (fraction[fractionDigits] >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(fractionDigits + 1, '0');
  return fractionDigits === 0 ? digits : `${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

/** A dot between groups of three digits and a decimal comma: 1234.5 → "1.235" (0 digits) or "1.234,50". */
function number(value: number, fractionDigits: number): string {
  const [whole, fraction] = rounded(Math.abs(value), fractionDigits).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, '.') + (fraction ? `,${fraction}` : '');
  // Intl keeps the sign of a negative amount that rounds to zero ("-0").
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** ISO dates from the config are calendar days; reading them as UTC keeps them the same day everywhere. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const formatEuro = (amount: number) => `${number(amount, 0)}\u00a0€`;
/** An amount in cents: whole euros as formatEuro writes them, else with two decimals: 39900 → "399 €", 1250 → "12,50 €". */
export const formatCents = (cents: number) => (cents % 100 === 0 ? formatEuro(cents / 100) : `${number(cents / 100, 2)}\u00a0€`);
/** 1000 → "1.000" */
export const formatCount = (count: number) => number(count, 0);
/** 4.98 → "4,98" */
export const formatRating = (rating: number) => number(rating, 2);
/** "2026-01-05" → "5. Januar 2026" */
export function formatDateLong(iso: string): string {
  const date = day(iso);
  return `${date.getUTCDate()}. ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
/** "2026-01-05" → "5. Januar 2026" with non-breaking spaces, for a date inside running text that must not break apart. */
export const formatDateUnbroken = (iso: string) => formatDateLong(iso).replace(/ /g, '\u00a0');
/** "2026-01-05" → "Montag, 5. Januar 2026" */
export const formatDateWithWeekday = (iso: string) => `${WEEKDAYS[day(iso).getUTCDay()]}, ${formatDateLong(iso)}`;
/** "2026-04-13" → "13.04.2026", TT.MM.JJJJ as the studio's date fields show and read it */
export function formatDateNumeric(iso: string): string {
  const date = day(iso);
  return `${twoDigits(date.getUTCDate())}.${twoDigits(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}
/** "2026-04-13" → "April 2026", a calendar's month */
export function formatMonth(iso: string): string {
  const date = day(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
/** A month's name, 1 → "Januar". */
export const monthName = (month: number) => MONTHS[month - 1];
/** "2026-01-05" → "05.01.26", the badge style of the spec */
export function formatDateShort(iso: string): string {
  const date = day(iso);
  return `${twoDigits(date.getUTCDate())}.${twoDigits(date.getUTCMonth() + 1)}.${twoDigits(date.getUTCFullYear())}`;
}
/** Week ranges with a typographic en dash: "Woche 1–2", or "Woche 3" for a single week. */
export const formatWeeks = (from: number, to: number) => (from === to ? `Woche ${from}` : `Woche ${from}–${to}`);
