import { qaDayDataFile, QA_DAYS_FILE } from '#kit/model/paths';
import { calendarDayList, salesTimeline, type CalendarDays } from '#kit/model/timeline';
import type { Content } from './loadContent';
import { toEditionData, toHomeData } from './publicData';

/**
 * „See any day“: the pages change by themselves only on the days the edition files name (sales open, the
 * early-bird ends, sales end). Between two such days every page stays as it is, so the site as of any
 * day, past or coming, is the site built with `--today` set to the last of those days before it. QA
 * (/qa/vergleich) and the studio's preview show a chosen day that way: by the build's own loader, run for that day.
 */

/** Every change of every page, past ones included: the calendar from its first day. */
const EVERY_CHANGE = '0000-01-01';

/**
 * The calendar days with their changes and, per page, the day whose files show it (a page is written again
 * only on a day it differs from its last version).
 */
export function calendarDays(content: Content, contentOn: (day: string) => Content): CalendarDays {
  const timeline = salesTimeline(content.editions, EVERY_CHANGE);
  const last = new Map<string, { json: string; day: string }>();
  const days = calendarDayList(content.editions).map((day) => {
    const shown = contentOn(day);
    const versions: Array<[string, unknown]> = [
      ['/', toHomeData(shown)],
      ...shown.editions.map((edition): [string, unknown] => [`/${edition.slug}`, toEditionData(edition)]),
    ];
    const pages: Record<string, string> = {};
    for (const [page, data] of versions) {
      const json = JSON.stringify(data);
      const before = last.get(page);
      if (before?.json === json) pages[page] = before.day;
      else {
        pages[page] = day;
        last.set(page, { json, day });
      }
    }
    return { day, changes: timeline.filter((entry) => entry.day === day), pages };
  });
  return { built: content.today, days };
}

/** The pages to write for QA: each page on the calendar days whose files hold it. */
export function calendarPages(calendar: CalendarDays): Array<{ day: string; page: string }> {
  return calendar.days.flatMap(({ day, pages }) =>
    Object.entries(pages)
      .filter(([, on]) => on === day)
      .map(([page]) => ({ day, page })),
  );
}

/** The data files under /data/ for the calendar days: the list, and each edition's data on the days it changed. */
export function calendarDataFiles(content: Content, contentOn: (day: string) => Content): Map<string, unknown> {
  const calendar = calendarDays(content, contentOn);
  const files = new Map<string, unknown>([[QA_DAYS_FILE, calendar]]);
  for (const { day, page } of calendarPages(calendar)) {
    const edition = page === '/' ? undefined : contentOn(day).editions.find((candidate) => `/${candidate.slug}` === page);
    if (edition) files.set(qaDayDataFile(day, edition.slug), toEditionData(edition));
  }
  return files;
}
