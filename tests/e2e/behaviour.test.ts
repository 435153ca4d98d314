import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shippedContent } from '../helpers/content';
import { expectedNotFoundLog, hydrated, openSession, useBrowserAndSite } from './browser';

/** What a visitor does on the production build, in Chromium, with the platform stubbed. */
const content = shippedContent();
const env = useBrowserAndSite();

const scriptCount = (page: Page) => page.locator('script[data-checkout-platform]').count();
const promoCalls = (page: Page) => page.evaluate(() => (window as unknown as { __promoCalls?: unknown[] }).__promoCalls ?? []);

describe('checkout links', () => {
  it.each([
    ['/winteredition', 'https://www.digistore24.com/product/631168?voucher=FRUEHBUCHER26'],
    ['/herbstedition', 'https://www.digistore24.com/product/631168'],
  ])('%s: every checkout link opens %s in a new tab', async (path, href) => {
    const session = await openSession(env.browser);
    await session.page.goto(env.site.origin + path);
    await hydrated(session.page);
    const links = session.page.locator('a[data-checkout-link]');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
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
    await page.goto(`${env.site.origin}/winteredition`);
    await hydrated(page);
    await expect.poll(() => promoCalls(page), { timeout: 5000 }).toEqual([{ product_id: 631168, adjust_domain: true }]);
    expect(session.platformRequests()).toBe(1);
    expect(await scriptCount(page)).toBe(1);

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: /zur Startseite/ }).click();
    await page.waitForURL(`${env.site.origin}/`);
    await expect.poll(() => scriptCount(page)).toBe(0);

    await page.getByRole('link', { name: /Zur aktuellen Edition/ }).click();
    await page.waitForURL(`${env.site.origin}/winteredition`);
    await expect.poll(async () => (await promoCalls(page)).length, { timeout: 5000 }).toBe(2);
    await page.goBack();
    // The URL changes at once; the app shows the home page after its data has loaded.
    await page.getByRole('link', { name: /Zur aktuellen Edition/ }).waitFor();
    await expect.poll(() => scriptCount(page)).toBe(0);
    await page.goForward();
    await page.waitForURL(`${env.site.origin}/winteredition`);
    await page.locator('[data-section="hero"] h1').waitFor();
    expect(await scriptCount(page)).toBe(1);
    // Three visits to the edition page, one helper call each, never two at once.
    await expect.poll(async () => (await promoCalls(page)).length, { timeout: 5000 }).toBe(3);
    // Still the same document: navigation happened in the app, not by reloading.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('may fail to load without an error, and the links still lead to the checkout', async () => {
    const session = await openSession(env.browser, { blockPlatformScript: true });
    await session.page.goto(`${env.site.origin}/winteredition`);
    await hydrated(session.page);
    await expect.poll(() => session.platformRequests()).toBe(1);
    expect(session.errors.filter((error) => error.startsWith('Uncaught'))).toEqual([]);
    const href = await session.page.locator('a[data-checkout-link]').first().getAttribute('href');
    expect(href).toContain('/product/631168');
    await session.context.close();
  });
});

describe('FAQ', () => {
  it('has seven questions that open independently by click and keyboard', async () => {
    const session = await openSession(env.browser);
    const { page } = session;
    await page.goto(`${env.site.origin}/herbstedition`);
    await hydrated(page);
    const questions = page.locator('[data-section="faq"] button[aria-expanded]');
    expect(await questions.count()).toBe(7);
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
    await session.context.close();
  });
});

describe('404 and error screen', () => {
  it('answers an unknown path with status 404, the page and a console error naming the path', async () => {
    const session = await openSession(env.browser);
    const response = await session.page.goto(`${env.site.origin}/winteredition-2024/alt`);
    expect(response?.status()).toBe(404);
    await hydrated(session.page);
    expect(await session.page.locator('h1').textContent()).toBe('Oops! Page not found');
    const home = session.page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(session.errors.some((error) => expectedNotFoundLog.test(error) && error.includes('/winteredition-2024/alt'))).toBe(true);
    await home.click();
    await session.page.waitForURL(`${env.site.origin}/`);
    await session.context.close();
  });

  it('shows "Unexpected Application Error!" when an edition cannot be loaded during navigation', async () => {
    const session = await openSession(env.browser);
    const { page } = session;
    await page.goto(`${env.site.origin}/`);
    await hydrated(page);
    await page.route('**/data/editions/winteredition.json', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.getByRole('link', { name: /Zur aktuellen Edition/ }).click();
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).textContent()).toBeTruthy();
    expect(await page.getByText('500').count()).toBeGreaterThan(0);
    await session.context.close();
  });
});

describe('home', () => {
  it('leads to the current edition', async () => {
    const session = await openSession(env.browser);
    await session.page.goto(`${env.site.origin}/`);
    await hydrated(session.page);
    await session.page.getByRole('link', { name: /Zur aktuellen Edition/ }).click();
    await session.page.waitForURL(`${env.site.origin}/${content.current.slug}`);
    expect(await session.page.locator('h1').textContent()).toBeTruthy();
    await session.context.close();
  });
});
