import { formatDateUnbroken } from '#engine/format';
import { addDays } from './calendarDay';
import type { DatedEdition, NotSellingNotice, Offer, Sales, SalesState } from './types';

export { addDays, todayInGermany } from './calendarDay';

export type { NotSellingNotice, Sales, SalesState } from './types';

/**
 * An edition in time. The build resolves, for one day, where each edition stands and which offer its
 * page shows, so components only read the result (`edition.sales`) and never look at a clock: the
 * prerendered page and its hydration agree, and a page changes only when the site is rebuilt.
 * Pure and free of zod and Node (type imports only), so the data it makes can reach the browser.
 */

/** The states in German, for the build's report and QA. */
export const SALES_STATE_LABELS: Record<SalesState, string> = {
  upcoming: 'noch nicht im Verkauf',
  'early-bird': 'Frühbucherpreis',
  'on-sale': 'im Verkauf',
  closed: 'Anmeldung geschlossen',
};

/** Defaults for what an early-bird edition says after its last day, when the file gives nothing else. */
export const REGULAR_PRICE_LABEL = 'Komplettpreis';
export const REGULAR_CTA_LABEL = 'Jetzt Platz sichern';
export const defaultClosedNotice = (name: string) => `Die Anmeldung zur ${name} ist geschlossen.`;
export const defaultUpcomingNotice = (name: string, salesStart: string) => `Die Anmeldung zur ${name} öffnet am ${formatDateUnbroken(salesStart)}.`;
export const NEXT_EDITION_NOTICE = 'Die nächste Edition ist in Vorbereitung.';

type Dated = Pick<DatedEdition, 'offer' | 'salesEnd' | 'startDate'>;

/**
 * The last day of sales: `salesEnd` when the file names one (after the start for an edition that admits
 * late joiners), else the day before the course starts. No edition sells for ever.
 */
export function lastSalesDay({ salesEnd, startDate }: Pick<DatedEdition, 'salesEnd' | 'startDate'>): string {
  return salesEnd ?? addDays(startDate, -1);
}

/**
 * Whether an edition sells on any day at all: its sale window (from `offer.validFrom` through its last day of
 * sales) holds at least one day. Such an edition shows checkout buttons on those days, and so must show its price.
 */
export function sellsOnSomeDay(edition: Pick<DatedEdition, 'salesEnd' | 'startDate'> & { offer: Pick<Offer, 'validFrom'> }): boolean {
  return edition.offer.validFrom <= lastSalesDay(edition);
}

/** Where an edition stands on `today` (JJJJ-MM-TT; ISO dates compare as text). */
export function salesStateOf(edition: Dated, today: string): SalesState {
  const { offer } = edition;
  if (today < offer.validFrom) return 'upcoming';
  if (today > lastSalesDay(edition)) return 'closed';
  if (offer.mode === 'early-bird' && (offer.earlyBirdUntil === undefined || today <= offer.earlyBirdUntil)) return 'early-bird';
  return 'on-sale';
}

/** Whether the edition takes orders on `day`: inside its sale window. */
export const sellsOn = (edition: Dated, day: string): boolean => {
  const state = salesStateOf(edition, day);
  return state === 'early-bird' || state === 'on-sale';
};

/** Whether the early-bird price no longer applies on `day` although the offer is an early-bird offer. */
const earlyBirdOver = (offer: Offer, day: string) => offer.mode === 'early-bird' && offer.earlyBirdUntil !== undefined && day > offer.earlyBirdUntil;

/**
 * The offer a page shows on `today`. After the early-bird's last day the regular price is the whole
 * price: no voucher, no strike-through price, no savings (§ 5 UWG: a deadline that has passed must not
 * still be advertised). A closed edition keeps the offer of its last sales day, for the search engines.
 */
export function effectiveOffer(edition: Dated, today: string): Offer {
  const { offer } = edition;
  const last = lastSalesDay(edition);
  const day = today > last ? last : today;
  if (offer.mode !== 'early-bird' || !earlyBirdOver(offer, day)) return offer;
  return {
    mode: 'komplettpreis',
    price: offer.regularPrice,
    validFrom: addDays(offer.earlyBirdUntil!, 1),
    priceLabel: offer.regularPriceLabel ?? REGULAR_PRICE_LABEL,
  };
}

/** What the calendar needs of every edition to tell which one the home page promotes. */
export type CalendarEdition = Pick<DatedEdition, 'slug' | 'name' | 'startDate' | 'offer' | 'salesEnd'>;

/** Later first day of sales first, then the later start, then the address: a new launch comes first. */
const newestLaunchFirst = (a: CalendarEdition, b: CalendarEdition) =>
  b.offer.validFrom.localeCompare(a.offer.validFrom) || b.startDate.localeCompare(a.startDate) || a.slug.localeCompare(b.slug);

/**
 * The edition the home page promotes on `day`, from the files' dates alone: of those that sell that day,
 * the one whose sales opened last. A launch therefore takes over the home page on its first day of sales,
 * and nobody has to flip a switch. Undefined when nothing sells that day.
 */
export function promotedOn<T extends CalendarEdition>(editions: ReadonlyArray<T>, day: string): T | undefined {
  return editions.filter((edition) => sellsOn(edition, day)).sort(newestLaunchFirst)[0];
}

/** The edition whose sales open next after `day` (the earliest first day of sales still to come). */
export function nextToOpen<T extends CalendarEdition>(editions: ReadonlyArray<T>, day: string): T | undefined {
  return editions
    .filter((edition) => edition.offer.validFrom > day)
    .sort((a, b) => a.offer.validFrom.localeCompare(b.offer.validFrom) || a.startDate.localeCompare(b.startDate) || a.slug.localeCompare(b.slug))[0];
}

/**
 * The edition the home page shows on `day`: the promoted one; when nothing sells, the next to open (its
 * page says when); when nothing is planned either, the one whose sales ended last (its page says closed).
 */
export function featuredOn<T extends CalendarEdition>(editions: ReadonlyArray<T>, day: string): T | undefined {
  return (
    promotedOn(editions, day) ??
    nextToOpen(editions, day) ??
    [...editions].sort((a, b) => lastSalesDay(b).localeCompare(lastSalesDay(a)) || newestLaunchFirst(a, b))[0]
  );
}

/**
 * The way on from a page that does not sell on `today`: the promoted edition, else the next to open, else the
 * next-edition notice. A page whose own sales are still to open is itself the next edition: it points only to
 * an edition that sells now or opens before it, and never says that the next edition is being prepared.
 */
function wayOn(edition: CalendarEdition, today: string, calendar: ReadonlyArray<CalendarEdition>, nextNotice: string): Omit<NotSellingNotice, 'notice'> {
  const others = calendar.filter((other) => other.slug !== edition.slug);
  const promoted = promotedOn(others, today);
  if (promoted) return { current: { slug: promoted.slug, name: promoted.name, startDate: promoted.startDate } };
  const upcoming = salesStateOf(edition, today) === 'upcoming';
  const opening = nextToOpen(others, today);
  if (opening && (!upcoming || opening.offer.validFrom < edition.offer.validFrom)) {
    return { upcoming: { slug: opening.slug, name: opening.name, salesStart: opening.offer.validFrom } };
  }
  return upcoming ? {} : { next: nextNotice };
}

type SalesEdition = Pick<DatedEdition, 'slug' | 'name' | 'startDate' | 'offer' | 'salesEnd' | 'closedNotice' | 'upcomingNotice' | 'checkoutCtaLabel'>;

/**
 * An edition's sales as of `today`. `calendar` is every edition (this one included): a page that does not
 * sell points to the edition the home page promotes that day; `nextNotice` is what it says when none is planned.
 */
export function salesOf(edition: SalesEdition, today: string, calendar: ReadonlyArray<CalendarEdition>, nextNotice = NEXT_EDITION_NOTICE): Sales {
  const state = salesStateOf(edition, today);
  const offer = effectiveOffer(edition, today);
  // The early-bird is over: its labels and copy go with it.
  const declared = edition.offer;
  const earlyBirdEnded = declared.mode === 'early-bird' && offer.mode !== 'early-bird';
  const checkoutCtaLabel = declared.mode === 'early-bird' && earlyBirdEnded ? (declared.regularCtaLabel ?? REGULAR_CTA_LABEL) : edition.checkoutCtaLabel;
  const selling = state === 'early-bird' || state === 'on-sale';
  const sales: Sales = { state, offer, checkoutCtaLabel, campaignCopy: selling && !earlyBirdEnded };
  if (!selling) {
    const notice =
      state === 'upcoming'
        ? (edition.upcomingNotice ?? defaultUpcomingNotice(edition.name, declared.validFrom))
        : (edition.closedNotice ?? defaultClosedNotice(edition.name));
    sales.notSelling = { notice, ...wayOn(edition, today, calendar, nextNotice) };
  }
  return sales;
}

/** The days on which an edition's state changes: sales open, the day after the early-bird, the day after the last day of sales. */
export function changeDays(edition: Dated): string[] {
  const { offer } = edition;
  const days = [offer.validFrom];
  if (offer.mode === 'early-bird' && offer.earlyBirdUntil !== undefined) days.push(addDays(offer.earlyBirdUntil, 1));
  days.push(addDays(lastSalesDay(edition), 1));
  return days;
}

/** The first day after `today` on which any edition's page changes, or null: the day the site must be rebuilt at the latest. */
export function nextChange(editions: ReadonlyArray<Dated>, today: string): string | null {
  const later = editions
    .flatMap(changeDays)
    .filter((day) => day > today)
    .sort();
  return later[0] ?? null;
}

/**
 * The first day from `today` on which no edition sells, or undefined when some edition sells on every
 * day from `today` up to `until`: the site would have nothing to sell from then on.
 */
export function firstDayWithoutSales(editions: ReadonlyArray<Dated>, today: string, until: string): string | undefined {
  // Whether something sells changes only on change days, so checking today and those days is enough.
  const days = [today, ...new Set(editions.flatMap(changeDays).filter((day) => day > today && day <= until))].sort();
  return days.find((day) => !editions.some((edition) => sellsOn(edition, day)));
}
