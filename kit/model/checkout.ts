import type { CheckoutSettings, Offer } from './types';

/**
 * The platform's rule for a tracking key: at most 127 characters, letters without umlauts, digits, `_` and `-`.
 * An edition's address always is one (src/content/schema.ts allows lowercase letters, digits and hyphens).
 */
export const TRACKING_KEY = /^[A-Za-z0-9_-]{1,127}$/;

/** The key a sale from an edition's page is reported with: the edition's address (`winteredition`). */
export function trackingKeyOf(slug: string): string {
  if (!TRACKING_KEY.test(slug))
    throw new Error(`„${slug}“ taugt nicht als Tracking-Schlüssel (höchstens 127 Zeichen: Buchstaben ohne Umlaute, Ziffern, _ und -).`);
  return slug;
}

/**
 * Where a checkout link's `ping` goes when it is clicked: the browser itself POSTs to this path of the site (no
 * script, no cookie, no redirect: the link stays the platform's direct one), and the host logs it
 * (scripts/hosting/visitLog.ts). The path ends in the link's tracking key, so a click is counted for the page and
 * variant a sale from it is reported for.
 */
export const CLICK_PATH_PREFIX = '/klick/';

export const clickPathOf = (trackingKey: string) => `${CLICK_PATH_PREFIX}${trackingKey}`;

/** Between an edition's address and its variant in a tracking key (`winteredition-b`). */
export const VARIANT_SEPARATOR = '-';

/**
 * The edition and variant a tracking key names, read back against the editions there are: an address may itself
 * contain the separator (`fruehlingsedition-2027`), so the longest address the key is or begins with wins. Undefined
 * for a key of no known edition.
 */
export function pageOfTrackingKey(key: string, editions: readonly string[]): { edition: string; variant: string } | undefined {
  if (!TRACKING_KEY.test(key)) return undefined;
  const candidates = editions.filter((slug) => key === slug || key.startsWith(`${slug}${VARIANT_SEPARATOR}`));
  const edition = candidates.sort((a, b) => b.length - a.length)[0];
  if (edition === undefined) return undefined;
  const variant = key.slice(edition.length + VARIANT_SEPARATOR.length);
  if (key !== edition && !/^[a-z0-9][a-z0-9-]*$/.test(variant)) return undefined;
  return { edition, variant };
}

/**
 * The checkout address for an edition: the product, the voucher while the early-bird runs, and the tracking key
 * naming the page, so that the platform reports each sale with the edition it came from. Checkout buttons are
 * plain links to it: the platform's promo-code helper rewrites ordinary `<a href>` links to add the affiliate id,
 * which a button that opened the checkout from JavaScript would bypass.
 */
export function checkoutUrl(
  checkout: Pick<CheckoutSettings, 'productId' | 'productUrlBase' | 'voucherParam' | 'trackingParam'>,
  offer: Offer,
  slug: string,
): string {
  const url = new URL(String(checkout.productId), checkout.productUrlBase);
  if (offer.mode === 'early-bird') url.searchParams.set(checkout.voucherParam, offer.voucher);
  url.searchParams.set(checkout.trackingParam, trackingKeyOf(slug));
  return url.toString();
}
