import { formatDateLong, formatEuro } from '#engine/format';
import { priceInsteadOf } from './offer';
import { addDays, changeDays, nextToOpen, promotedOn, SALES_STATE_LABELS, salesStateOf, type CalendarEdition } from './sales';

/**
 * What will change on the site, day by day, from the edition files' dates alone: so a marketer sees the
 * consequences of a date before the day comes (editions:check prints it). Pure, like sales.ts.
 */

export interface TimelineEntry {
  /** The first day the page shows the change (JJJJ-MM-TT). */
  day: string;
  /** The page that changes: `/` for the home page, else `/<slug>`. */
  page: string;
  /** What a visitor sees from that day on, in German. */
  change: string;
}

/** Where a page that does not sell on `day` sends visitors (the same choice as kit/model/sales.ts). */
function wayOnText(slug: string, editions: ReadonlyArray<CalendarEdition>, day: string): string {
  const others = editions.filter((edition) => edition.slug !== slug);
  const promoted = promotedOn(others, day);
  if (promoted) return `verweist auf /${promoted.slug}`;
  const opening = nextToOpen(others, day);
  if (opening) return `nennt den ${formatDateLong(opening.offer.validFrom)}, ab dem /${opening.slug} verkauft`;
  return 'sagt, dass die nächste Edition in Vorbereitung ist';
}

function describe(edition: CalendarEdition, day: string, editions: ReadonlyArray<CalendarEdition>): string {
  const { offer } = edition;
  const state = salesStateOf(edition, day);
  if (state === 'closed') return `Anmeldung geschlossen: kein Checkout mehr, die Seite ${wayOnText(edition.slug, editions, day)}`;
  if (day === offer.validFrom) {
    return offer.mode === 'early-bird' && state === 'early-bird'
      ? `Verkauf beginnt: Frühbucherpreis ${priceInsteadOf(offer)}`
      : `Verkauf beginnt: ${formatEuro(offer.price)}`;
  }
  // The day after the early-bird's last day.
  const regular = offer.mode === 'early-bird' ? offer.regularPrice : offer.price;
  return `Frühbucherpreis endet: ${formatEuro(regular)} als Komplettpreis, ohne Gutschein; Etiketten und Hinweis im Kopfbereich verschwinden`;
}

/** What the home page promotes on `day`, in German. */
export function homePageOn(editions: ReadonlyArray<CalendarEdition>, day: string): string {
  const promoted = promotedOn(editions, day);
  if (promoted) return `wirbt für /${promoted.slug} (${promoted.name})`;
  const opening = nextToOpen(editions, day);
  if (opening) return `kein Verkauf: nennt die ${opening.name}, Anmeldung ab ${formatDateLong(opening.offer.validFrom)}, ohne Checkout-Link`;
  return 'kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link';
}

/** What each page shows on `day` (the home page first), in German: the calendar's starting point. */
export function pagesOn(editions: ReadonlyArray<CalendarEdition>, day: string): Array<{ page: string; shows: string }> {
  return [
    { page: '/', shows: `Startseite ${homePageOn(editions, day)}` },
    ...editions.map((edition) => ({ page: `/${edition.slug}`, shows: SALES_STATE_LABELS[salesStateOf(edition, day)] })),
  ];
}

/** Every change after `today`, in order of day, then of page (the home page first). */
export function salesTimeline(editions: ReadonlyArray<CalendarEdition>, today: string): TimelineEntry[] {
  const days = [...new Set(editions.flatMap(changeDays))].filter((day) => day > today).sort();
  const home = days
    .filter((day) => homePageOn(editions, day) !== homePageOn(editions, addDays(day, -1)))
    .map((day) => ({ day, page: '/', change: `Startseite ${homePageOn(editions, day)}` }));
  const pages = editions.flatMap((edition) =>
    changeDays(edition)
      .filter((day) => day > today)
      .map((day) => ({ day, page: `/${edition.slug}`, change: describe(edition, day, editions) })),
  );
  return [...home, ...pages].sort((a, b) => a.day.localeCompare(b.day) || a.page.localeCompare(b.page));
}

/** The timeline as lines for a terminal: „16. Dezember 2025  /winteredition  Frühbucherpreis endet: …“. */
export function timelineLines(entries: ReadonlyArray<Pick<TimelineEntry, 'day' | 'page' | 'change'>>): string[] {
  const days = entries.map((entry) => formatDateLong(entry.day));
  const width = Math.max(0, ...days.map((day) => day.length));
  const pageWidth = Math.max(0, ...entries.map((entry) => entry.page.length));
  return entries.map((entry, index) => `  ${days[index].padEnd(width)}  ${entry.page.padEnd(pageWidth)}  ${entry.change}`);
}

/**
 * Every day on which some page changes by itself, past days included, and the day before the first of
 * them (from which nothing has opened yet): the site as of any day is the site as of the last of these up
 * to it. `pages` names, per page (`/` or `/<slug>`), the day whose files show it then: the same day, or an
 * earlier one when the page did not change (the build writes each different page once).
 */
export interface CalendarDays {
  /** The day the site was built for. */
  built: string;
  days: Array<{ day: string; changes: TimelineEntry[]; pages: Record<string, string> }>;
}

/** The days `CalendarDays` holds: the day before the first change, then every change day, in order. */
export function calendarDayList(editions: ReadonlyArray<CalendarEdition>): string[] {
  const days = [...new Set(editions.flatMap(changeDays))].sort();
  return days.length === 0 ? [] : [addDays(days[0], -1), ...days];
}

/**
 * The calendar day whose pages show the site as it is on `day`: the last one up to it, or the first one for
 * an earlier day (nothing changes before it). Undefined only without any edition.
 */
export function standingDay(calendar: CalendarDays, day: string): string | undefined {
  const days = calendar.days.map((entry) => entry.day);
  return days.filter((candidate) => candidate <= day).at(-1) ?? days[0];
}

/** The day whose files hold `page` (`/` or `/<slug>`) as it is on the calendar day `standing`. */
export function renderedOn(calendar: CalendarDays, standing: string, page: string): string {
  return calendar.days.find((entry) => entry.day === standing)?.pages[page] ?? standing;
}

/**
 * The calendar for a terminal: `now` (what pages show on `today`), then every coming change, day by day.
 * editions:check and the publish review both print it this way.
 */
export function calendarLines(today: string, now: ReadonlyArray<{ page: string; shows: string }>, coming: ReadonlyArray<TimelineEntry>): string[] {
  return [
    '',
    `Kalender ab ${formatDateLong(today)} (so ändern sich die Seiten von selbst):`,
    ...timelineLines([...now.map(({ page, shows }) => ({ day: today, page, change: shows })), ...coming]),
    ...(coming.length === 0 ? ['  danach ändert sich keine Seite von selbst.'] : []),
  ];
}

/** editions:check's calendar: what the home page promotes on `today`, then every coming change. */
export function calendarReport(editions: ReadonlyArray<CalendarEdition>, today: string): string[] {
  return calendarLines(today, [{ page: '/', shows: `Startseite ${homePageOn(editions, today)}` }], salesTimeline(editions, today));
}
