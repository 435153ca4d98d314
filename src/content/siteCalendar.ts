import type { ContentProblem } from '#engine/errors';
import { addDays, changeDays, promotedOn, type CalendarEdition } from '#kit/model/sales';
import { calendarLines, pagesOn, salesTimeline, type TimelineEntry } from '#kit/model/timeline';

/**
 * The calendar a marketer reviews before a launch or a publish: what each page shows on the day, every
 * coming change (which page, from which day, what the home page promotes), and the content check's warning
 * that the site will soon have nothing to sell. The studio's list and the publish review (studio and
 * `npm run publish`) show the same one. Plain data, so it travels to the studio's page as JSON.
 */

export interface SiteCalendar {
  /** The day the calendar starts (JJJJ-MM-TT). */
  today: string;
  /** What each page shows on `today`, the home page (`/`) first. */
  now: Array<{ page: string; shows: string }>;
  /** Every later change, by day, then page (the home page first). */
  coming: TimelineEntry[];
  /** `calendar.nothing-to-sell` (src/content/rules/calendar.ts), when the check gives it. */
  warning?: ContentProblem;
}

export const NOTHING_TO_SELL = 'calendar.nothing-to-sell';

/** The calendar of the editions as loaded for `today`, with the warning from that load's problems. */
export function siteCalendarOf(editions: ReadonlyArray<CalendarEdition>, today: string, problems: ReadonlyArray<ContentProblem>): SiteCalendar {
  const warning = problems.find((problem) => problem.code === NOTHING_TO_SELL);
  return { today, now: pagesOn(editions, today), coming: salesTimeline(editions, today), ...(warning ? { warning } : {}) };
}

/** The warning in a marketer's words: its message with a capital first letter, then where to change it. */
export function calendarWarningText({ message, file, path }: ContentProblem): string {
  return `${message.charAt(0).toUpperCase()}${message.slice(1)} (${path ? `${file} → ${path}` : file}).`;
}

/** The calendar for a terminal (the publish review): the warning first, then today's pages, then the changes. */
export function siteCalendarLines({ today, now, coming, warning }: SiteCalendar): string[] {
  return [...(warning ? ['', `Achtung: ${calendarWarningText(warning)}`] : []), ...calendarLines(today, now, coming)];
}

/**
 * Every day on which one edition's page changes by itself, and on which the home page takes it up or
 * leaves it, past days included (the studio offers each as a day to preview). By day, the home page first.
 */
export function pageTimeline(editions: ReadonlyArray<CalendarEdition>, slug: string): TimelineEntry[] {
  const first = editions.flatMap(changeDays).sort()[0];
  if (first === undefined) return [];
  const promotes = (day: string) => promotedOn(editions, day)?.slug === slug;
  return salesTimeline(editions, addDays(first, -1)).filter(
    (entry) => entry.page === `/${slug}` || (entry.page === '/' && (promotes(entry.day) || promotes(addDays(entry.day, -1)))),
  );
}
