import type { CheckoutSettings, Offer } from './types';

/**
 * The platform's rule for a tracking key: at most 127 characters, letters without umlauts, digits, `_` and `-`.
 * An edition's address always is one (src/content/schema.ts allows lowercase letters, digits and hyphens).
 */
export const TRACKING_KEY = /^[A-Za-z0-9_-]{1,127}$/;

/**
 * Between the edition's address and the name of an A/B variant in a tracking key: `winteredition_b`. An underscore,
 * which no address and no variant name contains, so that the sales notifications tell the two apart
 * (studio/server/sales/ipnReceiver.ts) also when both have hyphens (`fruehlingsedition-2027_kurz`).
 */
export const VARIANT_SEPARATOR = '_';

/** Why `key` cannot be a tracking key (a German sentence's end), or undefined when it can. */
export const trackingKeyProblem = (key: string): string | undefined =>
  TRACKING_KEY.test(key) ? undefined : `„${key}“ taugt nicht als Tracking-Schlüssel (höchstens 127 Zeichen: Buchstaben ohne Umlaute, Ziffern, _ und -)`;

/**
 * The key a sale from an edition's page is reported with: the edition's address (`winteredition`), and on the page
 * of an A/B variant the variant's name after it (`winteredition_b`). Composed here only.
 */
export function trackingKeyOf(slug: string, variant?: string): string {
  const key = variant === undefined ? slug : `${slug}${VARIANT_SEPARATOR}${variant}`;
  const problem = trackingKeyProblem(key);
  if (problem) throw new Error(`${problem}.`);
  return key;
}

/**
 * Where a checkout link's `ping` goes when it is clicked: the browser itself POSTs to this path of the site (no
 * script, no cookie, no redirect: the link stays the platform's direct one), and the host logs it
 * (scripts/hosting/visitLog.ts). The path ends in the link's tracking key, so a click is counted for the page and
 * variant a sale from it is reported for.
 */
export const CLICK_PATH_PREFIX = '/klick/';

export const clickPathOf = (trackingKey: string) => `${CLICK_PATH_PREFIX}${trackingKey}`;

/**
 * The click path as the `ping` attribute takes it: an absolute URL on the site's origin (site.json `origin`), since
 * HTML allows only http(s) URLs there, and a relative one is not.
 */
export const clickUrlOf = (origin: string, trackingKey: string) => new URL(clickPathOf(trackingKey), origin).href;

/** A tracking key this site composes: an address, and after VARIANT_SEPARATOR a variant's name. */
const COMPOSED_KEY = /^([a-z0-9-]+)(?:_([a-z0-9-]+))?$/;

/**
 * The edition's address and the variant's name a tracking key names (the variant empty for the edition's own copy),
 * or undefined for a key this site never composes. Sales are recorded by it even for an edition since removed.
 */
export function trackingKeyParts(key: string): { edition: string; variant: string } | undefined {
  const match = TRACKING_KEY.test(key) ? COMPOSED_KEY.exec(key) : null;
  return match ? { edition: match[1], variant: match[2] ?? '' } : undefined;
}

/** The edition and variant a tracking key names, when the edition is one of `editions`; else undefined. */
export function pageOfTrackingKey(key: string, editions: readonly string[]): { edition: string; variant: string } | undefined {
  const parts = trackingKeyParts(key);
  return parts && editions.includes(parts.edition) ? parts : undefined;
}

/**
 * The checkout address for an edition: the product, the voucher while the early-bird runs, and the tracking key
 * naming the page (and the variant a visitor was shown), so that the platform reports each sale with the edition it
 * came from. Checkout buttons are plain links to it: the platform's promo-code helper rewrites ordinary `<a href>`
 * links to add the affiliate id, which a button that opened the checkout from JavaScript would bypass.
 */
export function checkoutUrl(
  checkout: Pick<CheckoutSettings, 'productId' | 'productUrlBase' | 'voucherParam' | 'trackingParam'>,
  offer: Offer,
  slug: string,
  variant?: string,
): string {
  const url = new URL(String(checkout.productId), checkout.productUrlBase);
  if (offer.mode === 'early-bird') url.searchParams.set(checkout.voucherParam, offer.voucher);
  url.searchParams.set(checkout.trackingParam, trackingKeyOf(slug, variant));
  return url.toString();
}
