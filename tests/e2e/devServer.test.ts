import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createLogger, type Logger } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '#engine/errors';
import { ERROR_OVERLAY_TIP } from '#scripts/dev/errorOverlay';
import { formatSiteReport } from '#src/content/problemHints';
import { loadContent } from '#src/content/loadContent';
import { startDevServerOnCopy, type DevServerCopy } from '../helpers/devServerCopy';
import { editJson } from '../helpers/tempContent';
import { openSession, type Session, settled, workerChromium } from './browser';
import { builtData, ROUTES } from './routes';
import { NOINDEX } from '#scripts/build/composeHtml';
import { contentForDays } from '#scripts/build/contentForDays';
import { calendarDayPagesOf } from '#scripts/build/pages';
import { builtContent } from '../helpers/builtSite';
import { projectRoot, publicDir } from '../helpers/content';
import { TEST_DAY } from '../helpers/testDay';

/**
 * `npm run dev` as a marketer uses it: the project's vite.config.ts on a copy of the project (so the
 * test can break its content files), every page in Chromium, and a content file edited while the page is open.
 */
let dev: DevServerCopy;
let project: string;
let origin: string;
let browser: Browser;

/**
 * The German report `npm run editions:check` prints for these files, on the dev server's day: which warnings it
 * gives depends on the day (a copied template's texts are flagged only while the edition's sales have yet to open).
 */
function contentReport(editions: string): string {
  try {
    loadContent({ dir: editions, publicDir: path.join(project, 'public'), today: TEST_DAY });
  } catch (error) {
    if (error instanceof ContentError) return formatSiteReport(error.problems);
    throw error;
  }
  throw new Error('Die Inhalte sind gültig');
}

/** The edition file the test breaks and fixes: any of the project's, named by the build's registry. */
const { key, slug } = builtData().editions[0];
const file = `editions/${key}.json`;

/** Everything the dev server printed, as the terminal would show it. */
const logged: string[] = [];

function recordingLogger(): Logger {
  const logger = createLogger('info', { allowClearScreen: false });
  return {
    ...logger,
    info: (message) => logged.push(message),
    warn: (message) => logged.push(message),
    warnOnce: (message) => logged.push(message),
    error: (message) => logged.push(message),
  };
}

beforeAll(async () => {
  dev = await startDevServerOnCopy({ logging: { customLogger: recordingLogger() }, today: TEST_DAY });
  ({ project, origin } = dev);
  browser = await workerChromium();
});

afterAll(async () => {
  await dev?.close();
});

describe('dev server', () => {
  // One tab for every route: its cache keeps the dev server's unbundled modules between pages.
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser);
  });
  afterAll(() => session?.context.close());

  it.each(ROUTES.filter((route) => route.status === 200))('renders $path', async (route) => {
    const errorsBefore = session.errors.length;
    await session.page.goto(origin + route.path);
    await settled(session.page, route);
    expect(await session.page.locator('main h1').first().textContent()).toBeTruthy();
    expect(session.errors.slice(errorsBefore)).toEqual([]);
  });

  it('frames in QA the pages it renders itself, a calendar day’s page too', async () => {
    const content = builtContent();
    const contentOn = contentForDays(content, (day) => loadContent({ dir: path.join(projectRoot, 'editions'), publicDir, today: day }));
    const { day, route } = calendarDayPagesOf(content, contentOn).find((page) => page.route !== '/')!;
    const shown = content.editions.find((edition) => `/${edition.slug}` === route)!;
    const other = content.editions.find((edition) => edition !== shown) ?? shown;
    const { page } = session;
    await page.goto(`${origin}/qa/vergleich?a=${shown.key}&b=${other.key}&tag=${day}`);
    const frame = page.locator('[data-qa-frame="A"] iframe');
    await frame.waitFor();
    // The document the dev server rendered for that day (kept out of search results like the build's), without its scripts.
    const document = (await frame.getAttribute('srcdoc')) ?? '';
    expect(document).toContain(NOINDEX);
    expect(document).toContain('<div id="root" data-prerendered');
    expect(document).not.toContain('/@vite/client');
  });

  it('shows a broken edition file in the browser and the terminal on saving, and the page again once it is fixed', async () => {
    const editions = path.join(project, 'editions');
    const editionFile = path.join(project, file);
    const original = readFileSync(editionFile, 'utf8');
    const heroTitle = JSON.parse(original).sections[0].title as string;
    const { page } = session;
    await page.goto(`${origin}/${slug}`);
    await page.locator('h1', { hasText: heroTitle }).waitFor();
    logged.length = 0;

    editJson(editions, `${key}.json`, (data) => (data.offer.price = '399€'));
    // The report `npm run editions:check` prints for the same files.
    const report = contentReport(editions);
    expect(report).toMatch(new RegExp(`${file.replace('.', '\\.')}:\\d+:\\d+ → offer\\.price: Zahl erwartet, "399€" erhalten`));
    // At once over the open page (Vite's error overlay), and in the terminal.
    const overlay = page.locator('vite-error-overlay .message-body');
    await overlay.waitFor({ timeout: 2000 });
    expect(await overlay.textContent()).toBe(report);
    // Its closing tip in German, the overlay's English one about its configuration hidden.
    const tip = await page.evaluate(() => {
      const shadow = document.querySelector('vite-error-overlay')!.shadowRoot!;
      return {
        english: getComputedStyle(shadow.querySelector('.tip')!).display,
        german: getComputedStyle(shadow.querySelector('.window')!, '::after').content,
      };
    });
    expect(tip).toEqual({ english: 'none', german: JSON.stringify(ERROR_OVERLAY_TIP) });
    const changed = logged.indexOf(`${file} geändert: fehlerhaft`);
    expect(changed).toBeGreaterThanOrEqual(0);
    expect(logged[changed + 1]).toBe(report);

    // A page loaded while the file is broken shows the report itself, in German, instead of a blank page.
    await page.reload();
    const message = page.getByRole('alert').locator('pre');
    await message.waitFor();
    expect(await message.textContent()).toBe(report);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Die Vorschau kann die Inhalte nicht anzeigen');
    expect(await page.title()).toBe('Fehler in den Inhalten – Vorschau');
    // Printed once per change, not again for every request of a reloaded page.
    expect(logged.filter((line) => line === report)).toHaveLength(1);

    writeFileSync(editionFile, original);
    await page.locator('h1', { hasText: heroTitle }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    expect(logged).toContain(`${file} geändert: Seite wird neu geladen`);
  });
});
