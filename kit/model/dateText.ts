import { formatDateNumeric, monthName } from '#engine/format';

/**
 * Dates as marketers and QA type them (the studio's date fields, the QA page's „Stand am Tag“): TT.MM.JJJJ (also T.M.JJJJ), or JJJJ-MM-TT pasted from a file.
 * Nothing else is guessed: a typed date is either read as exactly one day or named as what it is not. The
 * browser's language plays no part (a date control would read „13.04.2026“ as mm/dd in an English browser).
 */

/** The years a course can sensibly start or sell in; anything else is a slip of the keyboard. */
export const DATE_YEARS = { from: 2000, to: 2099 } as const;

export type DateReading =
  | { ok: true; iso: string }
  /** `complete`: the entry has the shape of a whole date, so it is wrong, not unfinished, and is named while typing. */
  | { ok: false; complete: boolean; message: string };

const EXAMPLE = 'z. B. 13.04.2026';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number) => String(value).padStart(2, '0');

function day(text: string, dayText: string, monthText: string, yearText: string): DateReading {
  const [dayOfMonth, month, year] = [Number(dayText), Number(monthText), Number(yearText)];
  if (yearText.length !== 4 || year < DATE_YEARS.from || year > DATE_YEARS.to) {
    return {
      ok: false,
      complete: true,
      message: `„${text}“: das Jahr ${yearText} liegt nicht zwischen ${DATE_YEARS.from} und ${DATE_YEARS.to}; bitte das Jahr prüfen (${EXAMPLE})`,
    };
  }
  if (month < 1 || month > 12)
    return { ok: false, complete: true, message: `„${text}“: einen Monat ${month} gibt es nicht; der Monat ist 1 bis 12 (${EXAMPLE})` };
  const last = daysIn(year, month);
  if (dayOfMonth < 1 || dayOfMonth > last) {
    return {
      ok: false,
      complete: true,
      message:
        dayOfMonth < 1
          ? `„${text}“: einen Tag 0 gibt es nicht`
          : `„${text}“: den ${dayOfMonth}. ${monthName(month)} ${year} gibt es nicht; der ${monthName(month)} ${year} hat ${last} Tage`,
    };
  }
  return { ok: true, iso: `${year}-${pad(month)}-${pad(dayOfMonth)}` };
}

/** Reads a typed date; `text` must not be empty (an empty field is the caller's decision: cleared or missing). */
export function readDate(typed: string): DateReading {
  const text = typed.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d+)$/.exec(text);
  if (german && german[3].length >= 4) return day(text, german[1], german[2], german[3]);
  const iso = /^(\d+)-(\d{2})-(\d{2})$/.exec(text);
  if (iso && iso[1].length >= 4) return day(text, iso[3], iso[2], iso[1]);
  if (german) return { ok: false, complete: false, message: `„${text}“: das Jahr bitte vierstellig schreiben (${EXAMPLE})` };
  // The beginning of a date, typed so far: named once the field is left.
  const unfinished = /^\d{1,2}(\.(\d{1,2}(\.\d{0,3})?)?)?$/.test(text) || /^\d{1,4}(-(\d{1,2}(-\d?)?)?)?$/.test(text);
  return unfinished
    ? { ok: false, complete: false, message: `„${text}“ ist noch kein vollständiges Datum; bitte als TT.MM.JJJJ schreiben (${EXAMPLE})` }
    : { ok: false, complete: true, message: `„${text}“ ist kein Datum im Format TT.MM.JJJJ (${EXAMPLE})` };
}

/**
 * The day a date written in a content file by hand means, as JJJJ-MM-TT, for the message that names the form
 * the file needs: „12.04.2027“, „12.4.2027“, „2027-4-12“ and „12. April 2027“. Undefined for anything else.
 */
export function dayMeant(written: string): string | undefined {
  const text = written.trim().replace(/\s+/g, ' ');
  const long = /^(\d{1,2})\. ?(\p{L}+) (\d{4})$/u.exec(text);
  if (long) {
    const month = Array.from({ length: 12 }, (_, index) => index + 1).find((candidate) => monthName(candidate).toLowerCase() === long[2].toLowerCase());
    if (month === undefined) return undefined;
    const reading = day(text, long[1], String(month), long[3]);
    return reading.ok ? reading.iso : undefined;
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const reading = iso ? day(text, iso[3], iso[2], iso[1]) : readDate(text);
  return reading.ok ? reading.iso : undefined;
}

/** What a date field shows for a stored value: TT.MM.JJJJ for a day, anything else as the file has it (the check names it). */
export function shownDate(value: unknown): string {
  if (typeof value !== 'string') return value === undefined ? '' : String(value);
  return ISO_DAY.test(value) && readDate(value).ok ? formatDateNumeric(value) : value;
}

/** What a required date field says when left empty. */
export const MISSING_DATE = 'Pflichtfeld: bitte ein Datum als TT.MM.JJJJ eintragen (z. B. 13.04.2026)';

export type DateEntry = { empty: true } | { empty: false; iso?: string; problem?: string };

/**
 * A date field's text as typed so far: empty (the field decides), the day it reads, or the problem to show
 * now. An entry with the shape of a whole date is named while typing, an unfinished one once `leaving`.
 */
export function judgeDateEntry(text: string, leaving: boolean): DateEntry {
  if (text.trim() === '') return { empty: true };
  const reading = readDate(text);
  if (reading.ok) return { empty: false, iso: reading.iso };
  return { empty: false, problem: reading.complete || leaving ? reading.message : undefined };
}
