import AxeBuilder from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '#scripts/publish/publisher';
import { siteCalendarLines } from '#src/content/siteCalendar';
import { type StudioCopy, startStudioOnCopy } from '../helpers/devServerCopy';
import { openSession, workerChromium } from './browser';

/**
 * The studio on every screen from a phone to a wide monitor: at 390, 1024 and 1280 px the list, the
 * editor (a section with a long FAQ question included), each dialog and the publish flow fit the screen
 * without sideways scrolling, and axe finds nothing on any of them. One test per screen and width, walked in
 * order through one tab: a failure names the screen and the width.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const KEY = 'fixture-full';
/**
 * The studio's day: the early-bird fixture sells until 6 September, and nothing after it, so the list and
 * the publish review show the 14-day warning with the calendar.
 */
const STUDIO_TODAY = '2026-08-30';
/** Longer than any screen is wide, with a word that cannot break by itself. */
const LONG_QUESTION =
  'Kann ich teilnehmen, wenn ich im Schichtdienst arbeite und die Live-Calls nicht immer schaffe? Ernährungsumstellungsbegleitungsprogrammteilnahme';

let dev: StudioCopy;
let browser: Browser;
/** The calendar the first publish's review printed. */
let reviewLines: string[];

beforeAll(async () => {
  dev = await startStudioOnCopy({
    content: 'fixtures',
    logging: { logLevel: 'warn' },
    today: STUDIO_TODAY,
    prepare: (project) => {
      const file = path.join(project, 'editions', `${KEY}.json`);
      const data = JSON.parse(readFileSync(file, 'utf8')) as { sections: Array<Record<string, any>> };
      const faq = data.sections.find((section) => section.type === 'faq');
      if (!faq?.entries?.[0]) throw new Error(`${KEY}.json hat keinen FAQ-Eintrag für den Test.`);
      faq.entries[0].question = LONG_QUESTION;
      writeFileSync(file, JSON.stringify(data, null, 2));
    },
  });
  // Published once (as built for the studio's day, the review's calendar kept), then changed on disk: „Veröffentlichen“ has changes to show.
  const publisher = createPublisher({ root: dev.project, today: STUDIO_TODAY });
  const plan = await publisher.plan();
  reviewLines = siteCalendarLines(plan.calendar);
  await publisher.deploy(plan);
  const file = path.join(dev.project, 'editions', `${KEY}.json`);
  writeFileSync(
    file,
    JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), name: 'Edition mit einem geänderten, recht langen Namen für die Vorschau' }, null, 2),
  );
  browser = await workerChromium();
});

afterAll(async () => {
  await dev?.close();
});

/** How far the page reaches past the right edge of the screen (0 when nothing scrolls sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/**
 * Until the studio has checked the last edit and its preview frame shows the page of that check: a frame that
 * loads a new page while axe reads it never answers axe („Axe in frame timed out“), and under load the check of
 * an edit made a few steps earlier can land just then.
 */
async function previewSettled(page: Page) {
  if ((await page.locator('[data-problems]').count()) > 0)
    await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('iframe')].every(
      (frame) => frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href === frame.src,
    ),
  );
}

const axe = async (page: Page, scope?: string) => {
  await previewSettled(page);
  // Legacy mode runs axe in the page and its preview frame at once, without an extra page to collect the results in.
  // Only violations are asserted: details of every passing node are neither gathered nor sent back
  // (options() replaces the builder's options, so it comes before withTags()).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  return (scope ? builder.include(scope) : builder).analyze();
};
const WIDTHS = [390, 1024, 1280];

/**
 * The screen as it is now, at `width`: nothing is wider than the screen. axe reads it on the phone, where the most
 * is squeezed; the list and the editor, whose layout changes with the width (form and preview side by side from
 * 60rem), also at 1280 px (`wide`). A dialog is the same markup at every width, and with one open axe reads the
 * dialog: the page behind it is inert and was read on its own.
 */
async function fits(where: string, width: number, { wide = false } = {}) {
  const scope = (await page.locator('dialog[open]').count()) > 0 ? 'dialog[open]' : undefined;
  await page.setViewportSize({ width, height: 850 });
  expect(await sideways(page), `${where} bei ${width} px: breiter als der Bildschirm`).toBe(0);
  if (width === 390 || (wide && width === 1280)) expect((await axe(page, scope)).violations, `${where} bei ${width} px`).toEqual([]);
}

/**
 * One screen of the walk: its first test goes there from where the screen before left the page (the walk runs in
 * order, in one browser tab) and checks what it shows, then one test per width checks that it fits, so a failure
 * names the screen and the width.
 */
function screen(where: string, enter: () => Promise<void>, options: { wide?: boolean } = {}) {
  describe(where, () => {
    it('opens', enter, 90_000);
    it.each(WIDTHS)('fits at %i px', (width) => fits(where, width, options));
  });
}

const part = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Teile der Edition' }).getByRole('button', { name });

describe('the publish review', () => {
  it('names the calendar of the site it built, the 14-day warning first', () => {
    expect(reviewLines.slice(0, 4)).toEqual([
      '',
      expect.stringMatching(/^Achtung: Ab 7\. September 2026 verkauft die Seite keine Edition.*\(editions\/fixture-early\.json → startDate\)\.$/),
      '',
      'Kalender ab 30. August 2026 (so ändern sich die Seiten von selbst):',
    ]);
    expect(reviewLines).toContain('  30. August 2026    /                Startseite wirbt für /nordseeedition (Nordsee-Edition 2026)');
  });
});

/** The one tab the walk goes through, in a session of its own. */
let page: Page;
let context: BrowserContext;

describe('studio at 390, 1024 and 1280 px', () => {
  beforeAll(async () => {
    ({ page, context } = await openSession(browser, { viewport: { width: 390, height: 850 } }));
  });
  afterAll(async () => {
    await context?.close();
  });

  screen(
    'Liste',
    async () => {
      await page.goto(`${dev.origin}/studio`);
      await page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor({ timeout: 60_000 });
      await page.getByRole('list', { name: 'Veröffentlichungen' }).waitFor();
      // The calendar with its warning, prominent above it.
      await page.getByRole('list', { name: 'Kalender der Seiten' }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Tage ohne Verkauf' }).textContent()).toContain(
        'Ab 7. September 2026 verkauft die Seite keine Edition',
      );
    },
    { wide: true },
  );

  screen('Veröffentlichen', async () => {
    await page.getByRole('button', { name: 'Veröffentlichen …' }).click();
    const publish = page.getByRole('dialog', { name: 'Veröffentlichen' });
    await publish.getByRole('button', { name: 'Jetzt veröffentlichen' }).waitFor({ timeout: 60_000 });
    expect(await publish.getByRole('table').count()).toBeGreaterThan(0);
    // Before „Jetzt veröffentlichen“: the calendar of the site as built (for today, whichever day that is).
    expect(await publish.getByRole('list', { name: 'Kalender der veröffentlichten Seiten' }).textContent()).toMatch(/^Heute, .*Startseite/);
  });

  screen('Veröffentlicht', async () => {
    await page.getByRole('dialog', { name: 'Veröffentlichen' }).getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await page.getByRole('dialog', { name: 'Veröffentlicht' }).waitFor();
  });

  screen('Zurückrollen', async () => {
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page
      .getByRole('button', { name: /wieder live schalten$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Frühere Fassung wieder live schalten?' }).waitFor();
  });

  screen(
    'Editor',
    async () => {
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      await page.goto(`${dev.origin}/studio?edition=${KEY}`);
      await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor();
      await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
    },
    { wide: true },
  );

  // The date field and its calendar (a typed date that cannot be read is named at the field).
  const start = () => page.getByLabel('Starttermin der Edition', { exact: true });
  screen(
    'Datum mit Fehler',
    async () => {
      await start().fill('31.02.2026');
      await page.locator('#feld-startDate-fehler').waitFor();
    },
    { wide: true },
  );

  screen('Kalender', async () => {
    await page.getByRole('button', { name: 'Kalender öffnen: Starttermin der Edition' }).click();
    await page.getByRole('dialog', { name: 'Starttermin der Edition: Tag wählen' }).getByRole('grid').waitFor();
  });

  // The price section of an edition that sells cannot be removed: the dialog says why.
  const refusal = () => page.getByRole('alertdialog', { name: 'Abschnitt „Preis“ kann nicht entfernt werden' });
  screen('Preis-Abschnitt entfernen', async () => {
    await page.keyboard.press('Enter');
    await expect.poll(() => start().inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await part(page, /^Abschnitte/).click();
    await page.getByRole('button', { name: 'Preis entfernen' }).click();
    await refusal().waitFor();
    expect(await refusal().textContent()).toContain('Wer verkauft, muss den Preis zeigen (Preisangabenverordnung, PAngV)');
  });

  const question = () => page.getByRole('heading', { name: LONG_QUESTION, level: 4 });
  screen(
    'Abschnitt mit langer Frage',
    async () => {
      await refusal().getByRole('button', { name: 'Verstanden, Abschnitt behalten' }).click();
      expect(await page.getByRole('list', { name: 'Reihenfolge der Abschnitte' }).textContent()).toContain('Preis');
      await part(page, /^Grunddaten/).click();
      await part(page, /^Häufige Fragen/).click();
      await question().waitFor();
    },
    { wide: true },
  );

  describe('Vorschau auf dem Telefon', () => {
    it('shows the whole long question wrapped, then the preview in place of the form', async () => {
      await page.setViewportSize({ width: 390, height: 850 });
      const box = await question().boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      // Form and preview switch places on a narrow screen.
      await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
      await page.frameLocator('iframe[title^="Vorschau der Seite"]').locator('h1').first().waitFor();
      expect(await question().isVisible()).toBe(false);
      expect(await sideways(page)).toBe(0);
      expect((await axe(page)).violations).toEqual([]);
      await page.getByRole('button', { name: 'Formular', exact: true }).click();
      await question().waitFor();
    });
  });

  screen('Bild wählen', async () => {
    await part(page, /^Kopfbereich/).click();
    await page
      .getByRole('button', { name: /^Bild wählen: / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: /^Bild wählen: / })
      .getByRole('list')
      .waitFor();
  });

  // The cards of „Probleme“ are the shared ones until this edition takes them over.
  screen('Symbol wählen', async () => {
    await page.keyboard.press('Escape');
    await part(page, /^Probleme/).click();
    await page.getByRole('button', { name: /^Für diese Edition ändern: Karten/ }).click();
    await page.locator('form button[aria-haspopup="dialog"]').first().click();
    await page.getByRole('dialog', { name: /^Symbol wählen/ }).waitFor();
  });

  screen('Verlauf', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Verlauf' }).click();
    await page
      .getByRole('dialog', { name: /^Verlauf von/ })
      .getByText(/Verlauf|Repository/)
      .first()
      .waitFor();
  });

  screen('Speichern', async () => {
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('button', { name: /^Speichern/ }).click();
    await page.getByRole('dialog', { name: 'Änderungen speichern?' }).waitFor();
  });

  // Unsaved work: leaving asks, and a reload offers it back.
  screen('Verlassen', async () => {
    await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await part(page, /^Grunddaten/).click();
    await page.getByLabel('Name der Edition', { exact: true }).fill('Ungespeicherter Name');
    await page.getByRole('button', { name: 'Alle Editionen' }).click();
    await page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' }).waitFor();
  });

  screen('Entwurf wiederherstellen', async () => {
    await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(`editions-studio:entwurf:${key}`) ?? '', KEY)).toContain('Ungespeicherter Name');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen gefunden' }).waitFor();
  });
});
