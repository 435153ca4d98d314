/**
 * German formatting for figures from the config. Intl puts a non-breaking space between amount and
 * currency sign ("499 €"), which keeps them on one line.
 */

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayDate = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'UTC' });

/** ISO dates from the config are calendar days; reading them as UTC keeps them the same day everywhere. */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const formatEuro = (amount: number) => euro.format(amount);
/** 1000 → "1.000" */
export const formatCount = (count: number) => integer.format(count);
/** 4.98 → "4,98" */
export const formatRating = (rating: number) => decimal.format(rating);
/** "2026-01-05" → "5. Januar 2026" */
export const formatDateLong = (iso: string) => longDate.format(day(iso));
/** "2026-01-05" → "5. Januar 2026" with non-breaking spaces, for a date inside running text that must not break apart. */
export const formatDateUnbroken = (iso: string) => formatDateLong(iso).replace(/ /g, '\u00a0');
/** "2026-01-05" → "Montag, 5. Januar 2026" */
export const formatDateWithWeekday = (iso: string) => weekdayDate.format(day(iso));
/** "2026-01-05" → "05.01.26", the badge style of the spec */
export const formatDateShort = (iso: string) => shortDate.format(day(iso));
/** Week ranges with a typographic en dash: "Woche 1–2", or "Woche 3" for a single week. */
export const formatWeeks = (from: number, to: number) => (from === to ? `Woche ${from}` : `Woche ${from}–${to}`);
