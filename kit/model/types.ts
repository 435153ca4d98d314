/**
 * The edition model the sections read, as plain types: no zod and no Node, so it can reach the browser.
 * The content schema (src/content/schema.ts) validates the files into exactly these shapes; a compile-time
 * check there fails when the two drift apart.
 */

/** A fixed price for everyone, without voucher. */
export interface KomplettpreisOffer {
  mode: 'komplettpreis';
  price: number;
  validFrom: string;
  priceLabel: string;
}

/** An early-bird price below the regular price; the voucher in the checkout link grants the discount. */
export interface EarlyBirdOffer {
  mode: 'early-bird';
  price: number;
  validFrom: string;
  regularPrice: number;
  voucher: string;
  priceLabel: string;
  availabilityNote: string;
  earlyBirdUntil?: string;
  regularPriceLabel?: string;
  regularCtaLabel?: string;
}

export type Offer = KomplettpreisOffer | EarlyBirdOffer;

/** One part of the programme with its value; the bonus is the season's extra. */
export interface ValueItem {
  id: string;
  label: string;
  amount: number;
  isBonus: boolean;
}

/** The sales platform's settings that a checkout link is made of. */
export interface CheckoutSettings {
  platformName: string;
  productUrlBase: string;
  productId: number;
  voucherParam: string;
  /** The platform's tracking-key parameter: each sale is reported with the key of the page it came from. */
  trackingParam: string;
  scriptUrl: string;
  promoHelper: { enabled: boolean; adjustDomain: boolean };
}

/** Backed claims about rating and experience. */
export interface Claims {
  rating: number;
  ratingScale: number;
  ratingSource: string;
  participants: number;
  personalClients: number;
  yearsExperience: number;
}

/** What an edition's dates and offer are made of: enough to place it in time. */
export interface DatedEdition {
  slug: string;
  name: string;
  startDate: string;
  /** The last day of sales; without it, the day before the course starts (kit/model/sales.ts `lastSalesDay`). */
  salesEnd?: string;
  closedNotice?: string;
  upcomingNotice?: string;
  checkoutCtaLabel: string;
  offer: Offer;
}

/** Where an edition stands on the day the page was built for (kit/model/sales.ts). */
export type SalesState = 'upcoming' | 'early-bird' | 'on-sale' | 'closed';

/** What a page shows as of the build day; derived, never typed into a file. */
export interface Sales {
  state: SalesState;
  /** The offer the page shows: the early-bird offer until its last day, then the regular price as a Komplettpreis. */
  offer: Offer;
  /** Label of the checkout buttons (the regular label once the early-bird is over). */
  checkoutCtaLabel: string;
  /**
   * Whether the edition's own sales copy still fits: the hero's badges and banner and the solution's
   * button label. Written for the early-bird, they go once it is over; a closed page has no sales copy.
   */
  campaignCopy: boolean;
  /**
   * Only outside the sale window (upcoming or closed): what the page says instead of an offer, and where it
   * sends visitors. A page with this notice has no checkout link and names no price.
   */
  notSelling?: NotSellingNotice;
}

/** A page's notice while its edition does not sell, and the way on. */
export interface NotSellingNotice {
  /** „Die Anmeldung zur … öffnet am 1. September 2025.“ or „Die Anmeldung zur … ist geschlossen.“ */
  notice: string;
  /** The edition the home page promotes that day, when it is another one (it sells). */
  current?: { slug: string; name: string; startDate: string };
  /** Without one: the edition whose sales open next, and the day they do. */
  upcoming?: { slug: string; name: string; salesStart: string };
  /** Without either, on a closed page: that the next one is being prepared (site.json `nextEditionNotice`); an upcoming page is the next one and says nothing more. */
  next?: string;
}

/** The site settings a section reads (the site passes all of them). */
export interface SectionSite {
  /** The live site's address without a path (`https://kurs.example.de`): checkout links ping its click path. */
  origin: string;
  checkout: CheckoutSettings;
  claims: Claims;
  contact: { email: string; supportEmail: string; contactSubject: string; supportSubject: string };
}

/**
 * The edition a section is part of, with its sales as of the build day. Sections read the offer and the
 * checkout label from `sales`, the day's: the configured ones are left out of this view.
 */
export interface SectionEdition extends Omit<DatedEdition, 'offer' | 'checkoutCtaLabel'> {
  key: string;
  /** On the page of an A/B variant of the edition's copy: the variant's name (its checkout links say it); none on the edition's own. */
  variant?: string;
  valueBreakdown: ValueItem[];
  sales: Sales;
}

/** What the site passes to every section besides its own props. */
export interface SectionContext {
  site: SectionSite;
  edition: SectionEdition;
}

/** A section component's props: its resolved section (the type of its own schema) and the shared context. */
export interface SectionProps<Section> {
  section: Section;
  context: SectionContext;
}
