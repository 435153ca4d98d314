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
