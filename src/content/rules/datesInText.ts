import { MONTH, monthOfName } from './salesWords';
import { keptResults } from '#engine/keptResults';

/**
 * Every calendar day a text writes, in the forms German copy uses: „Montag, 12. April 2027“, „12. April“,
 * „12. Apr.“, „12.04.2027“, „12.4.27“, „5.4.“ and the ISO form „2027-04-12“. Expects the text as a reader sees
 * it (readableText.ts). A day without a year („12. April“, „5.4.“) has no year here: the rules read it in the
 * year of the date it is compared with. Days that do not exist („31.02.“) are not dates.
 */

export interface DateInText {
  /** As written, with its weekday: „Montag, 12. April“. */
  shown: string;
  index: number;
  end: number;
  day: number;
  month: number;
  year?: number;
}

const WEEKDAY = String.raw`(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|(?:mo|di|mi|do|fr|sa|so)\.)`;
// Two-digit years only right after the dot: in „am 5.4. 20 Teilnehmende“ the 20 is no year.
const LONG = String.raw`(\d{1,2})\.\s?(${MONTH})(?!\p{L})(?:\s(\d{4})(?!\d))?`;
const NUMERIC = String.raw`(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4})|(\d{2}))?(?!\d)`;
const ISO = String.raw`(\d{4})-(\d{2})-(\d{2})(?!\d)`;
const DATE = new RegExp(String.raw`(?<![\p{L}\p{N}.,/-])(?:${WEEKDAY},?\s)?(?:${LONG}|${NUMERIC})|(?<![\p{N}-])${ISO}`, 'giu');

const daysIn = (month: number, year = 2000) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dateOf(match: RegExpExecArray): DateInText | undefined {
  const [shown, longDay, monthName, longYear, numericDay, numericMonth, fullYear, shortYear, isoYear, isoMonth, isoDay] = match;
  const day = Number(longDay ?? numericDay ?? isoDay);
  const month = monthName ? monthOfName(monthName) : Number(numericMonth ?? isoMonth);
  const written = longYear ?? fullYear ?? isoYear;
  const year = written ? Number(written) : shortYear ? 2000 + Number(shortYear) : undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return undefined;
  return { shown, index: match.index, end: match.index + shown.length, day, month, ...(year === undefined ? {} : { year }) };
}

// The rules read the same texts for every day they check: each text is read once.
const keptDatesIn = keptResults((readable) => [...readable.matchAll(DATE)].map(dateOf).filter((date): date is DateInText => date !== undefined), 20_000);

export const datesIn = (readable: string): DateInText[] => [...keptDatesIn(readable)];

/** Whether a date in a text is the day `iso` (JJJJ-MM-TT); one without a year is read in that day's year. */
export function isDay(date: DateInText, iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number);
  return date.day === day && date.month === month && (date.year === undefined || date.year === year);
}
