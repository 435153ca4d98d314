import { parse, type JSONPath } from 'jsonc-parser';
import { setJsonValue } from './jsonText';

/**
 * A new edition keeps none of its template's dates: a copy that kept them would sell on the template's days
 * and could take the home page over from it. The start and the first day of sales are the ones the marketer
 * gave when creating it, else left empty ("", which `editions:check`, the build and the studio refuse with
 * „Bitte … eintragen“), so nothing sells or is published until they are set; the optional last early-bird day
 * and last day of sales are dropped (their defaults follow the new dates).
 */

/** The dates a marketer gives when creating an edition (JJJJ-MM-TT). */
export interface NewEditionDates {
  startDate: string;
  validFrom: string;
}

export interface ScaffoldDate {
  /** The field's path as messages name it, e.g. `offer.validFrom`. */
  field: string;
  /** What the marketer reads: the field's name in German. */
  label: string;
  /** The template's value. */
  was: unknown;
  /** Emptied (to be set), dropped (optional, its default applies) or set as given. */
  now: 'leer' | 'entfernt' | 'gesetzt';
  /** The date set, when given. */
  value?: string;
}

const DATES: Array<{ at: JSONPath; label: string; given?: keyof NewEditionDates }> = [
  { at: ['startDate'], label: 'Starttermin', given: 'startDate' },
  { at: ['offer', 'validFrom'], label: 'Erster Verkaufstag', given: 'validFrom' },
  { at: ['offer', 'earlyBirdUntil'], label: 'Letzter Tag des Frühbucherpreises' },
  { at: ['salesEnd'], label: 'Letzter Verkaufstag' },
];

const valueAt = (data: unknown, at: JSONPath): unknown =>
  at.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key as string] : undefined), data);

/** The template's text without its dates (or with the given ones), formatting kept, and which dates went how. */
export function withoutTemplateDates(text: string, given?: NewEditionDates): { text: string; dates: ScaffoldDate[] } {
  let next = text;
  const dates: ScaffoldDate[] = [];
  for (const { at, label, given: key } of DATES) {
    const required = key !== undefined;
    const data = parse(next);
    const was = valueAt(data, at);
    // A template without an offer object is left as it is: the check names that.
    if (at.length > 1 && (typeof valueAt(data, at.slice(0, -1)) !== 'object' || valueAt(data, at.slice(0, -1)) === null)) continue;
    if (!required && was === undefined) continue;
    const value = key && given ? given[key] : required ? '' : undefined;
    next = setJsonValue(next, at, value);
    dates.push({ field: at.join('.'), label, was, now: value ? 'gesetzt' : required ? 'leer' : 'entfernt', ...(value ? { value } : {}) });
  }
  return { text: next, dates };
}
