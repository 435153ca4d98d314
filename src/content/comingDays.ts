import { qaDayDataFile, QA_DAYS_FILE } from '../../kit/model/paths';
import { salesTimeline, type ComingDays } from '../../kit/model/timeline';
import type { Content } from './loadContent';
import { toEditionData } from './publicData';

/**
 * „See any day“: the pages change by themselves only on the days the edition files name (sales open, the
 * early-bird ends, sales end). Between two such days every page stays as it is, so the site as of any
 * coming day is the site built with `--today` set to the last of those days before it. QA (/qa/vergleich)
 * and the studio's preview show a chosen day that way: by the build's own loader, run for that day.
 */

/** The coming days on which a page changes, each with what changes (kit/model/timeline.ts). */
export function comingDays(content: Pick<Content, 'editions' | 'today'>): ComingDays {
  const timeline = salesTimeline(content.editions, content.today);
  const days = [...new Set(timeline.map((entry) => entry.day))];
  return { built: content.today, days: days.map((day) => ({ day, changes: timeline.filter((entry) => entry.day === day) })) };
}

/** The data files under /data/ for the coming days: the list, and every edition as of each day. */
export function comingDayDataFiles(content: Content, contentOn: (day: string) => Content): Map<string, unknown> {
  const coming = comingDays(content);
  const files = new Map<string, unknown>([[QA_DAYS_FILE, coming]]);
  for (const { day } of coming.days) {
    for (const edition of contentOn(day).editions) files.set(qaDayDataFile(day, edition.slug), toEditionData(edition));
  }
  return files;
}
