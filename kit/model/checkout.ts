import type { CheckoutSettings, Offer } from './types';

/**
 * The checkout address for an edition. Checkout buttons are plain links to it: the platform's
 * promo-code helper rewrites ordinary `<a href>` links to add the affiliate id, which a button that
 * opened the checkout from JavaScript would bypass.
 */
export function checkoutUrl(checkout: Pick<CheckoutSettings, 'productId' | 'productUrlBase' | 'voucherParam'>, offer: Offer): string {
  const url = new URL(String(checkout.productId), checkout.productUrlBase);
  if (offer.mode === 'early-bird') url.searchParams.set(checkout.voucherParam, offer.voucher);
  return url.toString();
}
