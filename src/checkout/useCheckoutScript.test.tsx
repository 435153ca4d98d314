// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateShort } from '../../engine/format';
import { EARLY, editionByKey, fixtureContent, FULL } from '../../tests/helpers/content';
import { renderApp } from '../../tests/helpers/routerPage';
import { CHECKOUT_SCRIPT_ATTRIBUTE } from './useCheckoutScript';

/**
 * jsdom does not fetch external scripts, so no request leaves the test. The test stands in for the
 * platform's script host: it defines the helper the real script would define and fires `load`.
 */
const content = fixtureContent();
const early = editionByKey(content, EARLY);
const { productId, promoHelper } = content.site.checkout;
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[${CHECKOUT_SCRIPT_ATTRIBUTE}]`)];

/** The edition page is shown and its effect has added the script (effects run just after the render). */
async function editionPageWithScript() {
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(scripts()).toHaveLength(1));
}

function platformScriptLoads(helper: (options: { product_id: number; adjust_domain: boolean }) => void) {
  window.digistorePromocode = helper;
  act(() => {
    for (const script of scripts()) script.dispatchEvent(new Event('load'));
  });
}

describe('checkout platform script', () => {
  beforeEach(() => delete window.digistorePromocode);
  afterEach(() => delete window.digistorePromocode);

  it('loads the script asynchronously on an edition page and calls the helper once with the product id', async () => {
    renderApp(content, `/${early.slug}`);
    await editionPageWithScript();
    expect(scripts()[0].src).toBe(content.site.checkout.scriptUrl);
    expect(scripts()[0].async).toBe(true);
    const helper = vi.fn();
    platformScriptLoads(helper);
    platformScriptLoads(helper);
    expect(helper).toHaveBeenCalledTimes(1);
    expect(helper).toHaveBeenCalledWith({ product_id: productId, adjust_domain: promoHelper.adjustDomain });
  });

  it('removes the script when the page is left and never duplicates it after back and forth', async () => {
    const { router } = renderApp(content, `/${early.slug}`);
    await editionPageWithScript();
    const helper = vi.fn();
    platformScriptLoads(helper);
    await act(() => router.navigate('/'));
    expect(scripts()).toHaveLength(0);
    await act(() => router.navigate(`/${editionByKey(content, FULL).slug}`));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(`/${early.slug}`);
    await screen.findByText(`Start: ${formatDateShort(early.startDate)}`);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    platformScriptLoads(helper);
    // One call per visit: the first visit and this one.
    expect(helper).toHaveBeenCalledTimes(2);
  });

  it('keeps the page and its checkout links working when the script fails to load', async () => {
    renderApp(content, `/${early.slug}`);
    await editionPageWithScript();
    act(() => scripts()[0].dispatchEvent(new Event('error')));
    expect(screen.getAllByRole('link', { name: new RegExp(early.checkoutCtaLabel) })[0].getAttribute('href')).toContain(`/product/${productId}`);
  });

  it('loads nothing on pages that are not editions', async () => {
    renderApp(content, '/danke');
    await screen.findByRole('heading', { level: 1 });
    expect(scripts()).toHaveLength(0);
  });

  it('loads nothing when the site setting turns the helper off', async () => {
    const off = structuredClone(content);
    off.site.checkout.promoHelper.enabled = false;
    renderApp(off, `/${early.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(scripts()).toHaveLength(0);
  });
});
