import { formatDateLong, formatDateWithWeekday } from '#engine/format';
import { readableText } from './readableText';
import { keptResults } from '#engine/keptResults';

/**
 * Where a text writes one calendar day by hand, in the spellings German copy uses for it: „Montag, 12. April
 * 2027“, „12. April 2027“, „12.04.2027“, „12.4.2027“, „12.04.27“ and the ISO form „2027-04-12“. The text is
 * read as a reader sees it (readableText.ts), so no-break spaces and full-width digits count too.
 */

export type DateSpelling = 'weekday' | 'long' | 'numeric' | 'iso';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The patterns of a day: made once per day (a content check looks for the same few days in every text). Patterns
 * without the g or y flag: exec() keeps no state in them, so one pattern serves every text.
 */
const spellingsOf = keptResults((iso) => makeSpellings(iso), 2_000);

function makeSpellings(iso: string): Array<[DateSpelling, RegExp]> {
  const [year, month, day] = iso.split('-');
  const [, monthName] = formatDateLong(iso).split(' ');
  const weekday = formatDateWithWeekday(iso).split(',')[0];
  // A day or month with or without its leading zero; no digit or decimal point may continue the number.
  const dayNumber = `0?${Number(day)}`;
  const monthNumber = `0?${Number(month)}`;
  const before = String.raw`(?<![\p{L}\p{N}.\/-])`;
  const after = String.raw`(?![\p{N}\p{L}]|-\p{N})`;
  const long = String.raw`${dayNumber}\.\s?${escaped(monthName)}\s${year}`;
  return [
    ['weekday', new RegExp(String.raw`${before}${weekday},?\s${long}${after}`, 'iu')],
    ['long', new RegExp(`${before}${long}${after}`, 'iu')],
    ['numeric', new RegExp(String.raw`${before}${dayNumber}\.\s?${monthNumber}\.\s?(?:${year}|${year.slice(2)})${after}`, 'u')],
    ['iso', new RegExp(`${before}${year}-${monthNumber}-${dayNumber}${after}`, 'u')],
  ];
}

/** The first spelling of `iso` that `text` writes out, the longest first („Montag, 12. April 2027“ also holds „12. April 2027“). */
export function writtenDateIn(text: string, iso: string): { written: string; spelling: DateSpelling } | undefined {
  const readable = readableText(text);
  for (const [spelling, pattern] of spellingsOf(iso)) {
    const written = pattern.exec(readable)?.[0];
    if (written !== undefined) return { written, spelling };
  }
  return undefined;
}
