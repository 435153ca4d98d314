// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_SCRIPT_ATTRIBUTE, type PlatformScriptSettings } from '../checkout/platformScript';
import { startPlatformScript } from './platformScriptPart';

/**
 * The platform script's one copy in the code: the edition page's part, started from the settings the page
 * carries. jsdom does not fetch external scripts, so no request leaves the test: the test stands in for the
 * platform's script host, defining the helper the real script would define and firing `load`.
 */
const settings: PlatformScriptSettings = { scriptUrl: 'https://plattform.example/promo.js', productId: 12345, adjustDomain: true };
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[${CHECKOUT_SCRIPT_ATTRIBUTE}]`)];

function platformScriptLoads(helper: (options: { product_id: number; adjust_domain: boolean }) => void) {
  window.digistorePromocode = helper;
  for (const script of scripts()) script.dispatchEvent(new Event('load'));
}

describe('the platform script on an edition page', () => {
  beforeEach(() => delete window.digistorePromocode);
  afterEach(() => {
    delete window.digistorePromocode;
    window.dispatchEvent(new Event('pagehide'));
  });

  it('loads the script asynchronously and calls the helper once with the product id', async () => {
    await startPlatformScript(settings);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].src).toBe(settings.scriptUrl);
    expect(scripts()[0].async).toBe(true);
    const helper = vi.fn();
    platformScriptLoads(helper);
    platformScriptLoads(helper);
    expect(helper).toHaveBeenCalledTimes(1);
    expect(helper).toHaveBeenCalledWith({ product_id: settings.productId, adjust_domain: settings.adjustDomain });
  });

  it('removes the script when the page is left and loads it once again when the page comes back from the back/forward cache', async () => {
    await startPlatformScript(settings);
    const helper = vi.fn();
    platformScriptLoads(helper);
    window.dispatchEvent(new Event('pagehide'));
    expect(scripts()).toHaveLength(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(scripts()).toHaveLength(1);
    platformScriptLoads(helper);
    // One call per visit: the first visit and this one.
    expect(helper).toHaveBeenCalledTimes(2);
  });

  it('does nothing more when the script fails to load', async () => {
    await startPlatformScript(settings);
    scripts()[0].dispatchEvent(new Event('error'));
    expect(window.digistorePromocode).toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });
});
