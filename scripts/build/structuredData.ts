import { checkoutUrl } from '#kit/model/checkout';
import type { Content, LoadedEdition } from '#src/content/loadContent';
import { lastSalesDay, type SalesState } from '#kit/model/sales';

/**
 * schema.org data for search engines: the organisation, and for each edition a Course with its
 * CourseInstance and Offer. No review or rating markup: the site's own reviews are not eligible
 * (self-serving), so the rating is shown to visitors only.
 */
export function organization(content: Content) {
  const { site } = content;
  return {
    '@type': 'Organization',
    '@id': `${site.origin}/#organisation`,
    name: site.brand,
    url: `${site.origin}/`,
    logo: `${site.origin}/images/favicon-512.png`,
    email: site.contact.email,
    sameAs: site.social.filter((link) => link.network !== 'website').map((link) => link.url),
  };
}

/** The last day of a programme of `weeks` weeks that starts on `startDate` (ISO dates, calendar days). */
export function lastDayOf(startDate: string, weeks: number): string {
  const day = new Date(`${startDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + weeks * 7 - 1);
  return day.toISOString().slice(0, 10);
}

type OfferState = Exclude<SalesState, 'upcoming'>;

/**
 * schema.org availability per sales state (an upcoming edition has no Offer yet). An early-bird price that may run out stays
 * LimitedAvailability (as before); a closed edition is no longer offered at all (Discontinued, not
 * SoldOut: nothing ran out, the sales ended on a set day).
 */
const AVAILABILITY: Record<OfferState, string> = {
  'early-bird': 'https://schema.org/LimitedAvailability',
  'on-sale': 'https://schema.org/InStock',
  closed: 'https://schema.org/Discontinued',
};

/** The last day the shown price applies: the early-bird's last day while it applies, else the last day of sales. */
export function priceValidUntil(edition: LoadedEdition): string {
  const { offer, sales } = edition;
  if (sales.offer.mode === 'early-bird' && offer.mode === 'early-bird' && offer.earlyBirdUntil) return offer.earlyBirdUntil;
  return lastSalesDay(edition);
}

export function course(content: Content, edition: LoadedEdition) {
  const { site } = content;
  const { state } = edition.sales;
  return {
    '@type': 'Course',
    '@id': `${site.origin}/${edition.slug}#kurs`,
    name: `${site.programme.name} – ${edition.name}`,
    description: edition.seo.description,
    url: `${site.origin}/${edition.slug}`,
    inLanguage: 'de',
    provider: { '@id': `${site.origin}/#organisation` },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      startDate: edition.startDate,
      endDate: lastDayOf(edition.startDate, site.programme.weeks),
      // One module a week for the length of the programme (Google's course info asks for a schedule or a workload).
      courseSchedule: { '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: site.programme.weeks },
      location: { '@type': 'VirtualLocation', url: `${site.origin}/${edition.slug}` },
    },
    // Before its first day of sales the page offers nothing: no price, no checkout (the Course stays).
    ...(state === 'upcoming' ? {} : { offers: offerOf(content, edition, state) }),
  };
}

/** The edition's Offer as the page shows it on the build day. */
function offerOf(content: Content, edition: LoadedEdition, state: OfferState) {
  const { site } = content;
  const { offer } = edition.sales;
  return {
    '@type': 'Offer',
    category: 'Paid',
    price: offer.price.toFixed(2),
    priceCurrency: 'EUR',
    availability: AVAILABILITY[state],
    validFrom: offer.validFrom,
    priceValidUntil: priceValidUntil(edition),
    // A closed edition's page has no checkout link; the offer points to the page that says so.
    url: state === 'closed' ? `${site.origin}/${edition.slug}` : checkoutUrl(site.checkout, offer, edition.slug),
  };
}

/** The JSON-LD block of a page; `<` is escaped so no text can end the element. */
export function jsonLd(graph: object[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
