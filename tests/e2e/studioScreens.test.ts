import AxeBuilder from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '../../scripts/publish/publisher';
import { startDevServerOnCopy, type DevServerCopy } from '../helpers/devServerCopy';
import { launchChromium, openSession } from './browser';

/**
 * The studio on every screen from a phone to a wide monitor: at 390, 1024 and 1280 px the list, the
 * editor (a section with a long FAQ question included), each dialog and the publish flow fit the screen
 * without sideways scrolling, and axe finds nothing.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const KEY = 'fixture-full';
/** Longer than any screen is wide, with a word that cannot break by itself. */
const LONG_QUESTION = 'Kann ich teilnehmen, wenn ich im Schichtdienst arbeite und die Live-Calls nicht immer schaffe? Ernährungsumstellungsbegleitungsprogrammteilnahme';

let dev: DevServerCopy;
let browser: Browser;

beforeAll(async () => {
  dev = await startDevServerOnCopy({
    content: 'fixtures',
    logging: { logLevel: 'warn' },
    prepare: (project) => {
      const file = path.join(project, 'editions', `${KEY}.json`);
      const data = JSON.parse(readFileSync(file, 'utf8')) as { sections: Array<Record<string, any>> };
      const faq = data.sections.find((section) => section.type === 'faq');
      if (!faq?.entries?.[0]) throw new Error(`${KEY}.json hat keinen FAQ-Eintrag für den Test.`);
      faq.entries[0].question = LONG_QUESTION;
      writeFileSync(file, JSON.stringify(data, null, 2));
    },
  });
  // Published once, then changed on disk: „Veröffentlichen“ has changes to show.
  const publisher = createPublisher({ root: dev.project });
  await publisher.deploy(await publisher.plan());
  const file = path.join(dev.project, 'editions', `${KEY}.json`);
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), name: 'Edition mit einem geänderten, recht langen Namen für die Vorschau' }, null, 2));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

/** How far the page reaches past the right edge of the screen (0 when nothing scrolls sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();

async function fits(page: Page, where: string) {
  expect(await sideways(page), `${where}: breiter als der Bildschirm`).toBe(0);
  expect((await axe(page)).violations, where).toEqual([]);
}

describe.each([390, 1024, 1280])('studio at %i px', (width) => {
  it('fits the screen and passes axe in the list, the editor and its dialogs', async () => {
    const { page, context } = await openSession(browser, { viewport: { width, height: 850 } });
    try {
      await page.goto(`${dev.origin}/studio`);
      await page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor({ timeout: 60_000 });
      await page.getByRole('list', { name: 'Veröffentlichungen' }).waitFor();
      await fits(page, 'Liste');

      await page.getByRole('button', { name: 'Veröffentlichen …' }).click();
      const publish = page.getByRole('dialog', { name: 'Veröffentlichen' });
      await publish.getByRole('button', { name: 'Jetzt veröffentlichen' }).waitFor({ timeout: 60_000 });
      expect(await publish.getByRole('table').count()).toBeGreaterThan(0);
      await fits(page, 'Veröffentlichen');
      await publish.getByRole('button', { name: 'Abbrechen' }).click();

      await page.goto(`${dev.origin}/studio?edition=${KEY}`);
      await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor();
      await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
      await fits(page, 'Editor');

      await page.getByRole('navigation', { name: 'Teile der Edition' }).getByRole('button', { name: /^Häufige Fragen/ }).click();
      const question = page.getByRole('heading', { name: LONG_QUESTION, level: 4 });
      await question.waitFor();
      // The whole question is on screen, wrapped, not cut off.
      const box = await question.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await fits(page, 'Abschnitt mit langer Frage');

      if (width < 960) {
        // Form and preview switch places on a narrow screen.
        await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
        await page.frameLocator('iframe[title^="Vorschau der Seite"]').locator('h1').first().waitFor();
        expect(await question.isVisible()).toBe(false);
        await fits(page, 'Vorschau');
        await page.getByRole('button', { name: 'Formular', exact: true }).click();
        await question.waitFor();
      }

      await page.getByRole('button', { name: 'Verlauf' }).click();
      await page.getByRole('dialog', { name: /^Verlauf von/ }).getByText(/Verlauf|Repository/).first().waitFor();
      await fits(page, 'Verlauf');
      await page.getByRole('button', { name: 'Schließen' }).click();

      await page.getByRole('button', { name: /^Speichern/ }).click();
      await page.getByRole('dialog', { name: 'Änderungen speichern?' }).waitFor();
      await fits(page, 'Speichern-Dialog');
    } finally {
      await context.close();
    }
  });
});
