declare global {
  interface Window {
    digistorePromocode?: (options: { product_id: number; adjust_domain: boolean }) => void;
  }
}

/** Marks the one script element a page owns, so a second start never adds another. */
export const CHECKOUT_SCRIPT_ATTRIBUTE = 'data-checkout-platform';

export interface PlatformScriptSettings {
  scriptUrl: string;
  productId: number;
  adjustDomain: boolean;
}

/**
 * Loads the sales platform's script and calls its promo-code helper once for this visit; the
 * returned function removes the script again. The helper adds the affiliate id to the page's
 * checkout links. If the script cannot load, nothing happens: the links work without it. Used by
 * the edition page's own part (src/startup/platformScriptPart.ts).
 */
export function loadPlatformScript({ scriptUrl, productId, adjustDomain }: PlatformScriptSettings): () => void {
  let active = true;
  let called = false;
  const callHelper = () => {
    if (!active || called || typeof window.digistorePromocode !== 'function') return;
    called = true;
    try {
      window.digistorePromocode({ product_id: productId, adjust_domain: adjustDomain });
    } catch (error) {
      // A failing third-party helper must not break the page; the plain links still lead to the checkout.
      console.warn('Gutschein-Helfer der Verkaufsplattform fehlgeschlagen', error);
    }
  };

  // Never two copies: drop any element a previous page left behind before adding ours.
  document.querySelectorAll(`script[${CHECKOUT_SCRIPT_ATTRIBUTE}]`).forEach((stale) => {
    stale.remove();
  });
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(CHECKOUT_SCRIPT_ATTRIBUTE, '');
  script.addEventListener('load', callHelper);
  document.body.appendChild(script);

  return () => {
    active = false;
    script.removeEventListener('load', callHelper);
    script.remove();
  };
}
