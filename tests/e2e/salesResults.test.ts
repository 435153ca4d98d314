import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probabilityToBeat } from '#studio/shared/conversionStatistics';
import type { SalesOverview } from '#studio/shared/apiTypes';
import { browserPage, runHostedStudio, signInWithForm, type HostedStudioRun } from '../helpers/hostedStudio';
import { seededDays, seedFigures } from '../helpers/seededFigures';

/**
 * The results of a running test in the hosted studio, from a seeded figures database: the API's answer over HTTPS,
 * and the „Verkäufe“ screen at 390 and 1280 px without sideways scrolling and with nothing axe objects to. The
 * screenshots are left in SCREENSHOTS (when set) to be looked at.
 */
const EDITION = 'nordseeedition';
let studio: HostedStudioRun;

beforeAll(async () => {
  studio = await runHostedStudio({ scratchPrefix: 'studio-ergebnisse-', ownTls: true, settings: { ipnPassphrase: 'passphrase-der-verkaufsmeldungen-2026' } });
  seedFigures(studio.config.dataDir, EDITION);
  // For the chart's look with one day and with ninety (screenshots, and no sideways scrolling at either width).
  seedFigures(studio.config.dataDir, 'eintagsedition', seededDays('2026-03-02', 1));
  seedFigures(studio.config.dataDir, 'langedition', seededDays('2026-03-02', 90));
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

describe('the results of a running test', () => {
  it('the API answers the figures, and the screen shows them on a phone and a desktop', async () => {
    const { context, page, errors } = await browserPage(studio.browser);
    await signInWithForm(page, studio.origin);

    const overview = (await page.evaluate(() => fetch('/__studio/api/sales', { cache: 'no-store' }).then((answer) => answer.json()))) as SalesOverview;
    const [own, b] = overview.editions.find((results) => results.edition === EDITION)?.variants ?? [];
    expect([own.visits, own.clicks, own.sales, b.visits, b.clicks, b.sales]).toEqual([600, 30, 12, 580, 41, 19]);
    const chance = probabilityToBeat({ successes: 19, trials: 580 }, { successes: 12, trials: 600 })!;
    expect(b.beatsDefault?.sales).toBeCloseTo(chance, 12);

    const figures = page.getByRole('region', { name: `/${EDITION}` });
    await figures.waitFor();
    const variantB = figures.locator('div:has(> h4)').filter({ hasText: 'Variante b' });
    await variantB.waitFor();
    // 19 of 580 against 12 of 600 sales: 90-odd per cent, not yet the 95 % of a clear verdict.
    await expect
      .poll(() => variantB.locator('p').allTextContents())
      .toEqual([
        expect.stringMatching(/^Bei den Klicks /),
        `Bei den Käufen ist noch nichts entschieden (Variante b liegt mit ${(Math.round(chance * 1000) / 10).toFixed(1).replace('.', ',')}\u00a0% Wahrscheinlichkeit vorn).`,
        'Nächster Schritt: den Test weiterlaufen lassen.',
      ]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Zahlen als CSV herunterladen' }).click();
    expect((await download).suggestedFilename()).toBe('verkaeufe.csv');
    expect(await figures.getByRole('img', { name: `(/${EDITION})` }).count()).toBe(1);
    await figures.getByText('Die Tage als Tabelle').click();
    expect(await figures.getByRole('table').locator('tbody tr').count()).toBe(2 + 2 * 3);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      if (process.env.SCREENSHOTS) {
        for (const edition of [EDITION, 'eintagsedition', 'langedition']) {
          await page.getByRole('region', { name: `/${edition}` }).screenshot({ path: `${process.env.SCREENSHOTS}/verkaeufe-${edition}-${width}.png` });
        }
      }
      const axe = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('section:has(> h2)')
        .analyze();
      expect(axe.violations, `${width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
