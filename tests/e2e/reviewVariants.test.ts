import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitContent } from '#studio/tests/helpers/gitProject';
import { EARLY } from '../helpers/content';
import { AUTHOR_AND_APPROVER, type HostedStudioRun, publishingToFolder, runHostedStudio, STUDIO_PASSWORD } from '../helpers/hostedStudio';
import { editJson } from '../helpers/tempContent';

/**
 * The approver sees every copy that goes live: Anna gives a version with an A/B variant to approval; Fritz's review
 * opens each copy („Eigene Fassung“, „Variante b“) on a chosen day through a preview link of exactly that version.
 * The same link, opened without an account, switches between both copies and shows the live page's web faces,
 * although no script runs on it.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const TITLE_B = 'Variante b: Gelassen abnehmen ab 40';
/** The fixture edition that runs the test (tests/fixtures/editions/fixture-early.json). */
const NAME = 'Nordsee-Edition 2026';
let studio: HostedStudioRun;

beforeAll(async () => {
  studio = await runHostedStudio({
    scratchPrefix: 'studio-varianten-',
    ownTls: true,
    accounts: AUTHOR_AND_APPROVER,
    prepare: (copy) => {
      publishingToFolder(copy);
      editJson(copy, `editions/${EARLY}.json`, (data) => {
        data.variants = [{ name: 'b', weight: 50, sections: { hero: { title: TITLE_B } } }];
      });
      commitContent(copy, 'A/B-Test der Überschrift gespeichert');
    },
  });
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

async function signedIn(name: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await studio.browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${studio.origin}/studio`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Passwort').fill(STUDIO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Freigaben', exact: true }).waitFor({ timeout: 90_000 });
  return { page, close: () => context.close() };
}

const heroTitle = (page: Page) => page.locator('[data-section="hero"] h1').innerText();

/** The web families whose faces the page has loaded (CSS quotes a name with a space). */
const loadedFamilies = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^"|"$/g, '')))].sort();
  });

describe('the review of a version with an A/B variant', () => {
  it('opens each copy on a chosen day; the preview link shows both without an account, in the live page’s web faces', async () => {
    const anna = await signedIn('anna');
    await anna.page.getByRole('button', { name: 'Zur Freigabe geben' }).click();
    await anna.page.getByRole('status').filter({ hasText: 'Zur Freigabe gegeben' }).waitFor();
    await anna.close();

    const fritz = await signedIn('fritz');
    const request = fritz.page.getByRole('listitem').filter({ hasText: 'von Anna Muster' });
    await request.getByRole('button', { name: 'Änderungen ansehen …' }).click();
    const review = fritz.page.getByRole('dialog', { name: 'Änderungen dieser Fassung' });
    await review.getByRole('button', { name: `Seiten von „${NAME}“ an jedem Tag ansehen …` }).click({ timeout: 150_000 });
    const copies = review.getByRole('list', { name: `Fassungen des A/B-Tests von „${NAME}“` });
    await copies.waitFor();
    expect(await copies.getByRole('link').allInnerTexts()).toEqual(['Eigene Fassung', 'Variante b']);
    const variantAddress = await copies.getByRole('link', { name: 'Variante b' }).getAttribute('href');
    const ownAddress = await copies.getByRole('link', { name: 'Eigene Fassung' }).getAttribute('href');

    // The approver's review: the variant's page on a chosen day, and the edition's own beside it.
    const approverView = await fritz.page.context().newPage();
    await approverView.goto(`${studio.origin}${variantAddress}&tag=01.03.2026`);
    expect(await heroTitle(approverView)).toBe(TITLE_B);
    expect(await approverView.getByRole('region', { name: 'Vorschau-Link' }).innerText()).toContain(
      'in Variante b des A/B-Tests, so wie die Seite am 01.03.2026 aussieht',
    );
    await approverView.goto(`${studio.origin}${ownAddress}?tag=01.03.2026`);
    expect(await heroTitle(approverView)).not.toBe(TITLE_B);
    await fritz.close();

    // The same link without an account: the switch shows both copies, the day kept, in the live page's faces.
    const context = await studio.browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' });
    const visitor = await context.newPage();
    await visitor.goto(`${studio.origin}${ownAddress}?tag=01.03.2026`);
    const own = await heroTitle(visitor);
    expect(own).not.toBe(TITLE_B);
    const switcher = visitor.getByRole('navigation', { name: 'Fassung des A/B-Tests' });
    expect(await switcher.getByRole('link', { name: 'Eigene Fassung' }).getAttribute('aria-current')).toBe('page');
    await switcher.getByRole('link', { name: 'Variante b' }).click();
    await visitor.waitForURL(/fassung=b/);
    expect(await heroTitle(visitor)).toBe(TITLE_B);
    expect(await visitor.getByLabel('Tag (TT.MM.JJJJ)').inputValue()).toBe('01.03.2026');
    expect(await loadedFamilies(visitor)).toEqual(expect.arrayContaining(['Merriweather', 'Source Sans 3']));
    await visitor.getByRole('navigation', { name: 'Fassung des A/B-Tests' }).getByRole('link', { name: 'Eigene Fassung' }).click();
    await visitor.waitForURL((url) => !url.search.includes('fassung='));
    expect(await heroTitle(visitor)).toBe(own);
    await context.close();
  }, 300_000);
});
