import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkoutUrl } from '../../kit/model/checkout';
import { QA_COMPARISON_PATH } from '../../kit/model/paths';
import { DATA_PATH } from '../../src/contentSource';
import type { EditionData } from '../../src/content/pageData';
import { expectedNotFoundLog, hydrated, openSession, useBrowserAndSite, useSharedTab } from './browser';
import { builtData } from './routes';

/**
 * What a visitor does on the production build, in Chromium, with the platform stubbed. The editions and
 * what to expect of them come from the build's own data (dist/data/), so every edition is covered.
 */
const { site, editions, featured: current } = builtData();
const env = useBrowserAndSite();
/** For the checks that only click through pages: each visit loads its page into this tab afresh. */
const visit = useSharedTab(() => env.browser);
const currentPath = `/${current.slug}`;
const toCurrent = new RegExp(site.home.currentEditionCta);
const sectionTypes = (edition: EditionData) => edition.sections.map((section) => section.type);
/** Hero: two buttons; solution and pricing: one each. */
const checkoutLinkCount = (edition: EditionData) =>
  sectionTypes(edition).reduce((count, type) => count + (type === 'hero' ? 2 : type === 'solution' || type === 'pricing' ? 1 : 0), 0);
const faqOf = (edition: EditionData) => {
  const faq = edition.sections.find((section) => section.type === 'faq');
  return faq?.type === 'faq' ? faq : undefined;
};

const scriptCount = (page: Page) => page.locator('script[data-checkout-platform]').count();
/** The helper's calls on every page this tab has shown (the stub records them in sessionStorage). */
const promoCalls = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('promoCalls') ?? '[]') as unknown[]);

describe('checkout links', () => {
  const cases = editions.map(({ slug, data }) => [`/${slug}`, checkoutUrl(site.checkout, data.offer), data] as const);

  it.each(cases)('%s: every checkout link opens %s in a new tab', async (path, href, data) => {
    expect(href).toContain(`/product/${site.checkout.productId}`);
    const session = await openSession(env.browser);
    await session.page.goto(env.site.origin + path);
    await hydrated(session.page);
    const links = session.page.locator('a[data-checkout-link]');
    expect(await links.count()).toBe(checkoutLinkCount(data));
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const requested: string[] = [];
    session.context.on('request', (request) => requested.push(request.url()));
    const popupPromise = session.context.waitForEvent('page');
    await links.first().click();
    const popup = await popupPromise;
    // The new tab asks for the checkout (refused here: no test touches the network); this tab stays.
    await expect.poll(() => requested).toContain(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(session.page.url()).toBe(env.site.origin + path);
    await session.context.close();
  });
});

describe('platform script', () => {
  it('is requested once, calls the helper with the product id, and leaves with the page', async () => {
    const session = await openSession(env.browser);
    const { page } = session;
    await page.goto(env.site.origin + currentPath);
    await hydrated(page);
    const call = { product_id: site.checkout.productId, adjust_domain: site.checkout.promoHelper.adjustDomain };
    await expect.poll(() => promoCalls(page), { timeout: 5000 }).toEqual([call]);
    expect(session.platformRequests()).toBe(1);
    expect(await scriptCount(page)).toBe(1);

    await page.getByRole('link', { name: /zur Startseite/ }).click();
    await page.waitForURL(`${env.site.origin}/`);
    await expect.poll(() => scriptCount(page)).toBe(0);

    await page.getByRole('link', { name: toCurrent }).click();
    await page.waitForURL(env.site.origin + currentPath);
    await expect.poll(async () => (await promoCalls(page)).length, { timeout: 5000 }).toBe(2);
    await page.goBack();
    await page.getByRole('link', { name: toCurrent }).waitFor();
    await expect.poll(() => scriptCount(page)).toBe(0);
    await page.goForward();
    await page.waitForURL(env.site.origin + currentPath);
    await page.locator('[data-section="hero"] h1').waitFor();
    // The page is a document again: its script part adds the platform script once the page has loaded.
    await expect.poll(() => scriptCount(page)).toBe(1);
    // Three visits to the edition page, one helper call each, never two at once.
    await expect.poll(async () => (await promoCalls(page)).length, { timeout: 5000 }).toBe(3);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('may fail to load without an error, and the links still lead to the checkout', async () => {
    const session = await openSession(env.browser, { blockPlatformScript: true });
    await session.page.goto(env.site.origin + currentPath);
    await hydrated(session.page);
    await expect.poll(() => session.platformRequests()).toBe(1);
    expect(session.errors.filter((error) => error.startsWith('Uncaught'))).toEqual([]);
    const href = await session.page.locator('a[data-checkout-link]').first().getAttribute('href');
    expect(href).toBe(checkoutUrl(site.checkout, current.data.offer));
    await session.context.close();
  });
});

describe('FAQ', () => {
  // Three questions are needed to go from one to the next by keyboard.
  const withFaq = editions.find((edition) => (faqOf(edition.data)?.entries.length ?? 0) >= 3);

  it.skipIf(!withFaq)('has one question per entry; they open independently by click and keyboard', async () => {
    const { session } = await visit(`${env.site.origin}/${withFaq!.slug}`);
    const { page } = session;
    await hydrated(page);
    const questions = page.locator('[data-section="faq"] button[aria-expanded]');
    expect(await questions.count()).toBe(faqOf(withFaq!.data)!.entries.length);
    const [first, second, third] = [questions.nth(0), questions.nth(1), questions.nth(2)];
    await first.click();
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    const firstAnswer = page.locator(`#${await first.getAttribute('aria-controls')}`);
    expect(await firstAnswer.isVisible()).toBe(true);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstAnswer.isVisible()).toBe(false);

    await second.focus();
    await page.keyboard.press('Tab');
    expect(await third.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await third.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await third.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('404 and error screen', () => {
  it('answers an unknown path with status 404, the page and a console error naming the path', async () => {
    const unknown = `${currentPath}-2024/alt`;
    const { session, response } = await visit(env.site.origin + unknown);
    expect(response?.status()).toBe(404);
    await hydrated(session.page);
    expect(await session.page.locator('h1').textContent()).toBe(site.notFound.heading);
    const home = session.page.getByRole('link', { name: site.notFound.homeLinkLabel, exact: true });
    expect(await home.getAttribute('href')).toBe('/');
    expect(session.errors.some((error) => expectedNotFoundLog.test(error) && error.includes(unknown))).toBe(true);
    await home.click();
    await session.page.waitForURL(`${env.site.origin}/`);
  });

  // The pages that are documents render at build time and cannot fail in the browser; the QA
  // comparison is an app whose router loads its data there.
  it('shows "Unexpected Application Error!" when the app cannot load its data', async () => {
    const session = await openSession(env.browser);
    const { page } = session;
    await page.route(`**${DATA_PATH}/editions.json`, (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.goto(`${env.site.origin}/${QA_COMPARISON_PATH}`);
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).textContent()).toBeTruthy();
    expect(await page.getByText('500').count()).toBeGreaterThan(0);
    await session.context.close();
  });
});

describe('home', () => {
  it('leads to the current edition', async () => {
    const { session } = await visit(`${env.site.origin}/`);
    await hydrated(session.page);
    await session.page.getByRole('link', { name: toCurrent }).click();
    await session.page.waitForURL(env.site.origin + currentPath);
    expect(await session.page.locator('h1').textContent()).toBeTruthy();
  });
});
