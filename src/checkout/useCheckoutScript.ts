import { useEffect } from 'react';
import type { SiteConfig } from '../content/pageData';
import { loadPlatformScript } from './platformScript';

export { CHECKOUT_SCRIPT_ATTRIBUTE } from './platformScript';

type CheckoutSettings = SiteConfig['checkout'];

/**
 * In the app (dev server, QA page): loads the sales platform's script when an edition page appears
 * and calls its promo-code helper once for this visit; removes the script when the page is left.
 * `needed` is false on a page without checkout links (a closed edition).
 */
export function useCheckoutScript(checkout: CheckoutSettings, needed = true) {
  const enabled = checkout.promoHelper.enabled && needed;
  const { adjustDomain } = checkout.promoHelper;
  const { scriptUrl, productId } = checkout;

  useEffect(() => {
    if (!enabled) return;
    return loadPlatformScript({ scriptUrl, productId, adjustDomain });
  }, [enabled, adjustDomain, scriptUrl, productId]);
}
