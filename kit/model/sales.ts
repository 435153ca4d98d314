import type { DatedEdition, Offer, Sales, SalesState } from './types';

export type { ClosedNotice, Sales, SalesState } from './types';

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
export const NEXT_EDITION_NOTICE = 'Die nächste Edition ist in Vorbereitung.';

/** A calendar day as JJJJ-MM-TT, `days` after `iso` (dates in the files are calendar days: computed in UTC). */
export function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Today in Germany, where buyers read „bis 15. Dezember“: a build at 00:30 in Berlin is already the
 * new day there, though UTC still says yesterday.
 */
export function todayInGermany(now = new Date()): string {
  // Swedish writes dates as JJJJ-MM-TT.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

type Dated = Pick<DatedEdition, 'offer' | 'salesEnd'>;

/**
 * Whether an edition sells on any day at all: its sale window (from `offer.validFrom` through `salesEnd`)
 * holds at least one day. Such an edition shows checkout buttons on those days, and so must show its price.
 */
export function sellsOnSomeDay({ offer, salesEnd }: { offer: Pick<Offer, 'validFrom'>; salesEnd?: string }): boolean {
  return salesEnd === undefined || offer.validFrom <= salesEnd;
}

/** Where an edition stands on `today` (JJJJ-MM-TT; ISO dates compare as text). */
export function salesStateOf({ offer, salesEnd }: Dated, today: string): SalesState {
  if (today < offer.validFrom) return 'upcoming';
  if (salesEnd !== undefined && today > salesEnd) return 'closed';
  if (offer.mode === 'early-bird' && (offer.earlyBirdUntil === undefined || today <= offer.earlyBirdUntil)) return 'early-bird';
  return 'on-sale';
}

/** Whether the early-bird price no longer applies on `day` although the offer is an early-bird offer. */
const earlyBirdOver = (offer: Offer, day: string) => offer.mode === 'early-bird' && offer.earlyBirdUntil !== undefined && day > offer.earlyBirdUntil;

/**
 * The offer a page shows on `today`. After the early-bird's last day the regular price is the whole
 * price: no voucher, no strike-through price, no savings (§ 5 UWG: a deadline that has passed must not
 * still be advertised). A closed edition keeps the offer of its last sales day, for the search engines.
 */
export function effectiveOffer({ offer, salesEnd }: Dated, today: string): Offer {
  const day = salesEnd !== undefined && today > salesEnd ? salesEnd : today;
  if (offer.mode !== 'early-bird' || !earlyBirdOver(offer, day)) return offer;
  return {
    mode: 'komplettpreis',
    price: offer.regularPrice,
    validFrom: addDays(offer.earlyBirdUntil!, 1),
    priceLabel: offer.regularPriceLabel ?? REGULAR_PRICE_LABEL,
  };
}

type SalesEdition = Omit<DatedEdition, 'startDate'>;
type CurrentEdition = Pick<DatedEdition, 'slug' | 'name' | 'startDate' | 'offer' | 'salesEnd'>;

/**
 * The edition a closed page may send visitors to: the current one, if it is another edition, still sells on
 * `today` and its course has not started. Otherwise none: a closed page never points to a closed edition or
 * to a course that is already running.
 */
export function openCurrentEdition(current: CurrentEdition | undefined, slug: string, today: string) {
  if (!current || current.slug === slug || current.startDate < today || salesStateOf(current, today) === 'closed') return undefined;
  return current;
}

/**
 * An edition's sales as of `today`; `current` is the edition the home page points to (a closed page links
 * to it when it still sells), `nextNotice` what a closed page says when there is none to point to.
 */
export function salesOf(edition: SalesEdition, today: string, current: CurrentEdition | undefined, nextNotice = NEXT_EDITION_NOTICE): Sales {
  const state = salesStateOf(edition, today);
  const offer = effectiveOffer(edition, today);
  // The early-bird is over: its labels and copy go with it.
  const declared = edition.offer;
  const earlyBirdEnded = declared.mode === 'early-bird' && offer.mode !== 'early-bird';
  const checkoutCtaLabel = declared.mode === 'early-bird' && earlyBirdEnded ? (declared.regularCtaLabel ?? REGULAR_CTA_LABEL) : edition.checkoutCtaLabel;
  const sales: Sales = { state, offer, checkoutCtaLabel, campaignCopy: state !== 'closed' && !earlyBirdEnded };
  if (state === 'closed') {
    const pointTo = openCurrentEdition(current, edition.slug, today);
    sales.closed = {
      notice: edition.closedNotice ?? defaultClosedNotice(edition.name),
      ...(pointTo ? { current: { slug: pointTo.slug, name: pointTo.name, startDate: pointTo.startDate } } : { next: nextNotice }),
    };
  }
  return sales;
}

/** The days on which an edition's state changes: sales open, the day after the early-bird, the day after the end of sales. */
export function changeDays({ offer, salesEnd }: Dated): string[] {
  const days = [offer.validFrom];
  if (offer.mode === 'early-bird' && offer.earlyBirdUntil !== undefined) days.push(addDays(offer.earlyBirdUntil, 1));
  if (salesEnd !== undefined) days.push(addDays(salesEnd, 1));
  return days;
}

/** The first day after `today` on which any edition's page changes, or null: the day the site must be rebuilt at the latest. */
export function nextChange(editions: ReadonlyArray<Dated>, today: string): string | null {
  const later = editions.flatMap(changeDays).filter((day) => day > today).sort();
  return later[0] ?? null;
}
