import { formatDateLong, formatEuro } from '../../engine/format';
import { changeDays, openCurrentEdition, salesStateOf } from './sales';
import type { DatedEdition } from './types';

/**
 * What will change on the site, day by day, from the edition files' dates alone: so a marketer sees the
 * consequences of a date before the day comes (editions:check prints it). Pure, like sales.ts.
 */

export interface TimelineEntry {
  /** The first day the page shows the change (JJJJ-MM-TT). */
  day: string;
  slug: string;
  /** What a visitor sees from that day on, in German. */
  change: string;
}

type TimedEdition = DatedEdition & { current?: boolean };

function describe(edition: TimedEdition, day: string, current: TimedEdition | undefined): string {
  const { offer } = edition;
  const state = salesStateOf(edition, day);
  if (state === 'closed') {
    const pointTo = edition.current ? undefined : openCurrentEdition(current, edition.slug, day);
    const instead = pointTo ? `verweist auf /${pointTo.slug}` : 'sagt, dass die nächste Edition in Vorbereitung ist';
    return `Anmeldung geschlossen: kein Checkout mehr, die Seite ${instead}${edition.current ? ' (die Startseite ebenso)' : ''}`;
  }
  if (day === offer.validFrom) {
    return offer.mode === 'early-bird' && state === 'early-bird'
      ? `Verkauf beginnt: Frühbucherpreis ${formatEuro(offer.price)} statt ${formatEuro(offer.regularPrice)}`
      : `Verkauf beginnt: ${formatEuro(offer.price)}`;
  }
  // The day after the early-bird's last day.
  const regular = offer.mode === 'early-bird' ? offer.regularPrice : offer.price;
  return `Frühbucherpreis endet: ${formatEuro(regular)} als Komplettpreis, ohne Gutschein; Etiketten und Hinweis im Kopfbereich verschwinden`;
}

/** Every change after `today`, in order of day, then of address. */
export function salesTimeline(editions: ReadonlyArray<TimedEdition>, today: string): TimelineEntry[] {
  const current = editions.find((edition) => edition.current);
  return editions
    .flatMap((edition) => changeDays(edition).filter((day) => day > today).map((day) => ({ day, slug: edition.slug, change: describe(edition, day, current) })))
    .sort((a, b) => a.day.localeCompare(b.day) || a.slug.localeCompare(b.slug));
}

/** The timeline as lines for a terminal: „16. Dezember 2025  /winteredition  Frühbucherpreis endet: …“. */
export function timelineLines(entries: ReadonlyArray<TimelineEntry>): string[] {
  const days = entries.map((entry) => formatDateLong(entry.day));
  const width = Math.max(0, ...days.map((day) => day.length));
  return entries.map((entry, index) => `  ${days[index].padEnd(width)}  /${entry.slug}  ${entry.change}`);
}

/** The coming days on which a page changes by itself, as of the build day (`built`), each with its changes. */
export interface ComingDays {
  built: string;
  days: Array<{ day: string; changes: TimelineEntry[] }>;
}

/**
 * The change day whose build shows the site as it is on `day`: the last one up to it, or undefined when
 * nothing changes between the build day and `day` (the built pages show it as they are).
 */
export function standingDay(coming: ComingDays, day: string): string | undefined {
  return coming.days
    .map((entry) => entry.day)
    .filter((candidate) => candidate <= day)
    .at(-1);
}
