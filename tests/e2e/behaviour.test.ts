import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkoutUrl } from '#kit/model/checkout';
import { QA_COMPARISON_PATH } from '#kit/model/paths';
import { DATA_PATH } from '#src/contentSource';
import type { EditionData } from '#src/content/pageData';
import { featuredEditionCta } from '#src/content/homeEditionBox';
import { checkoutLinkCount, pageFile, sells } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';
import { expectedNotFoundLog, hydrated, openSession, withBrowserAndSite, withSharedTab } from './browser';
import { builtData } from './routes';

/**
 * What a visitor does on the production build, in Chromium, with the platform stubbed. The editions and
 * what to expect of them come from the build's own data (dist/data/), so every edition is covered, each as
 * it stands on the day the build is for: one that sells leads to the checkout, one that does not to the
 * edition that sells or opens next. How the platform script and the links behave in every state is tested on
 * fixtures (src/checkout/ and the sections' tests); here they are checked on whatever the build holds.
 */
const { site, editions, featured } = builtData();
const env = withBrowserAndSite();
/** For the checks that only click through pages: each visit loads its page into this tab afresh. */
const visit = withSharedTab(() => env.browser);
const featuredPath = `/${featured.slug}`;
const toFeatured = new RegExp(featuredEditionCta(site.home, featured.state));
/** The home page links the featured edition's page while it sells or its sales are still to open. */
const homeLinksFeatured = featured.state !== 'closed';
/** Whether the build gave the featured edition's page the platform script (tests/prerendered.test.ts checks for which states). */
const featuredLoadsScript = readFileSync(path.join(projectRoot, 'dist', pageFile(featuredPath)), 'utf8').includes('data-platform-script-settings');
const faqOf = (edition: EditionData) => {
  const faq = edition.sections.find((section) => section.type === 'faq');
  return faq?.type === 'faq' ? faq : undefined;
};

const scriptCount = (page: Page) => page.locator('script[data-checkout-platform]').count();
/** The helper's calls on every page this tab has shown (the stub records them in sessionStorage). */
const promoCalls = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('promoCalls') ?? '[]') as unknown[]);

/** To the featured edition's page as a visitor goes there: by the home page's link, or by address once it is closed. */
async function openFeaturedFromHome(page: Page) {
  if (homeLinksFeatured) await page.getByRole('link', { name: toFeatured }).click();
  else await page.goto(env.site.origin + featuredPath);
  await page.waitForURL(env.site.origin + featuredPath);
}

describe('checkout links', () => {
  const cases = editions.map((edition) => [`/${edition.slug}`, edition.state, edition.data] as const);

  it.each(cases)(
    '%s (%s): every checkout link opens the checkout, with the page’s tracking key, in a new tab while the edition sells; else the page leads on in the same tab',
    async (address, state, data) => {
      const session = await openSession(env.browser);
      const { page } = session;
      await page.goto(env.site.origin + address);
      await hydrated(page);
      const links = page.locator('a[data-checkout-link]');
      if (!sells(state)) {
        expect(await links.count()).toBe(0);
        const target = data.sales.notSelling?.current ?? data.sales.notSelling?.upcoming;
        const wayOn = page.locator('a[data-current-edition-link]');
        if (!target) expect(await wayOn.count()).toBe(0);
        else {
          expect(await wayOn.count()).toBeGreaterThan(0);
          await wayOn.first().click();
          await page.waitForURL(`${env.site.origin}/${target.slug}`);
          expect(session.context.pages()).toHaveLength(1);
        }
        await session.context.close();
        return;
      }
      const href = checkoutUrl(site.checkout, data.sales.offer, address.slice(1));
      expect(href).toContain(`/product/${site.checkout.productId}`);
      // The platform reports the sale with the page it came from.
      expect(new URL(href).searchParams.get('ds24tr')).toBe(address.slice(1));
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
      expect(page.url()).toBe(env.site.origin + address);
      await session.context.close();
    },
  );
});

describe(`platform script on the featured edition's page (${featured.state}: ${featuredLoadsScript ? 'with' : 'without'} the script)`, () => {
  /** One helper call per visit to a page with the script, none to one without. */
  const perVisit = featuredLoadsScript ? 1 : 0;

  it('is requested once per visit to a page that has it, calls the helper with the product id, and leaves with the page', async () => {
    const session = await openSession(env.browser);
    const { page } = session;
    await page.goto(env.site.origin + featuredPath);
    await hydrated(page);
    const call = { product_id: site.checkout.productId, adjust_domain: site.checkout.promoHelper.adjustDomain };
    await expect.poll(() => promoCalls(page), { timeout: 5000 }).toEqual(featuredLoadsScript ? [call] : []);
    expect(session.platformRequests()).toBe(perVisit);
    expect(await scriptCount(page)).toBe(perVisit);

    await page.getByRole('link', { name: /zur Startseite/ }).click();
    await page.waitForURL(`${env.site.origin}/`);
    await expect.poll(() => scriptCount(page)).toBe(0);

    await openFeaturedFromHome(page);
    await expect.poll(async () => (await promoCalls(page)).length, { timeout: 5000 }).toBe(2 * perVisit);
    await page.goBack();
    await page.locator('#home-title').waitFor();
    await expect.poll(() => scriptCount(page)).toBe(0);
    await page.goForward();
    await page.waitForURL(env.site.origin + featuredPath);
    await page.locator('[data-section="hero"] h1').waitFor();
    // The page is a document again: its script part adds the platform script once the page has loaded.
    await expect.poll(() => scriptCount(page)).toBe(perVisit);
    // Three visits to the edition page, one helper call each where it has the script, never two at once.
    await expect.poll(async () => (await promoCalls(page)).length, { timeout: 5000 }).toBe(3 * perVisit);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('may fail to load without an error, and the links still lead where they led', async () => {
    const session = await openSession(env.browser, { blockPlatformScript: true });
    await session.page.goto(env.site.origin + featuredPath);
    await hydrated(session.page);
    await expect.poll(() => session.platformRequests()).toBe(perVisit);
    expect(session.errors.filter((error) => error.startsWith('Uncaught'))).toEqual([]);
    const hrefs = await session.page.locator('a[data-checkout-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(sells(featured.state) ? hrefs.map(() => checkoutUrl(site.checkout, featured.data.sales.offer, featured.slug)) : []);
    expect(hrefs.length > 0).toBe(sells(featured.state));
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
    const unknown = `${featuredPath}-2024/alt`;
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
  it(`names the featured edition and ${homeLinksFeatured ? 'leads to its page' : 'has no link to its closed page'} (${featured.state})`, async () => {
    const { session } = await visit(`${env.site.origin}/`);
    await hydrated(session.page);
    expect(await session.page.getByRole('heading', { name: featured.name, exact: true }).count()).toBe(1);
    const link = session.page.getByRole('link', { name: toFeatured });
    if (!homeLinksFeatured) {
      expect(await link.count()).toBe(0);
      return;
    }
    await link.click();
    await session.page.waitForURL(env.site.origin + featuredPath);
    expect(await session.page.locator('h1').textContent()).toBeTruthy();
  });
});
