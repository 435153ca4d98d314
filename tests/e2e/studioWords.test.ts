import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commitContent, gitIn } from '#studio/tests/helpers/gitProject';
import { EARLY } from '../helpers/content';
import { publishingToFolder, runHostedStudio, STUDIO_PASSWORD, type HostedStudioRun } from '../helpers/hostedStudio';
import { seedFigures } from '../helpers/seededFigures';
import { editJson } from '../helpers/tempContent';

/**
 * Every screen and dialog of the hosted studio in the marketer's words, read as a browser set to English and to
 * UTC shows it: a version saved, a running A/B test with figures, an approval asked for and published, a check
 * that fails. On no screen does the visible text name a version hash, a file in editions/, a JSON path or an ISO
 * date, and the save shows the same clock time (German time) wherever it is named. One test per screen, in the
 * order a marketer meets them, so a failure names the screen.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

/** The fixture edition that runs the test (tests/fixtures/editions/fixture-early.json). */
const NAME = 'Nordsee-Edition 2026';
const TITLE_B = 'Variante b: Gelassen abnehmen ab 40';
const NOTE = 'Bitte die neue Überschrift prüfen.';
/** The live site's name in publish.config.json, which „Live-Seite“ shows instead of the folder. */
const LIVE_SITE = 'www.gewichtscoaching.de';

/** One screen's walk on a machine busy with other tests: its waits, a save, a publish. */
const WALK = 150_000;
let studio: HostedStudioRun;
let page: Page;
let closeContext: () => Promise<void>;
/** The clock time of the save made in the editor, in German time („14:03 Uhr“), as the commit records it. */
let savedAt: string;

beforeAll(async () => {
  studio = await runHostedStudio({
    scratchPrefix: 'studio-worte-',
    ownTls: true,
    settings: { ipnPassphrase: 'passphrase-der-verkaufsmeldungen-2026', selfApproval: true },
    accounts: [{ name: 'erika', displayName: 'Erika Redaktion', roles: ['Redaktion', 'Freigabe'] }],
    prepare: (copy) => {
      publishingToFolder(copy, LIVE_SITE);
      editJson(copy, `editions/${EARLY}.json`, (data) => {
        data.variants = [{ name: 'b', weight: 50, sections: { hero: { title: TITLE_B } } }];
      });
      commitContent(copy, 'A/B-Test der Überschrift gespeichert');
    },
  });
  seedFigures(studio.config.dataDir, 'nordseeedition');
  // English and UTC: the studio's words and times must not follow the browser.
  const context = await studio.browser.newContext({ ignoreHTTPSErrors: true, locale: 'en-US', timezoneId: 'UTC' });
  closeContext = () => context.close();
  page = await context.newPage();
  await page.goto(`${studio.origin}/studio`);
  await page.getByLabel('Name').fill('erika');
  await page.getByLabel('Passwort').fill(STUDIO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor({ timeout: 90_000 });
}, 180_000);

afterAll(async () => {
  await closeContext?.();
  await studio?.close();
});

/** Every commit of the project copy, short and long: none may be on a screen. */
const hashes = () => gitIn(studio.project, 'log', '--all', '--format=%h %H').split(/\s+/).filter(Boolean);

/** The visible text of `where` holds none of the program's inner words; returns it for further checks. */
async function marketerWords(where: Locator, screen: string): Promise<string> {
  const text = await where.innerText();
  /** The line with the first match, so that a failure shows the words around it. */
  const found = (pattern: RegExp) => text.split('\n').find((line) => pattern.test(line));
  // Soft: one walk names every finding on the screen, and the next screens are still walked.
  expect.soft(found(/\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/), `${screen}: Fassungs-Hash`).toBeUndefined();
  const commits = hashes();
  expect.soft(found(new RegExp(`\\b(${commits.join('|')})\\b`)), `${screen}: Fassungs-Hash`).toBeUndefined();
  expect.soft(found(/editions\//), `${screen}: Pfad editions/`).toBeUndefined();
  expect.soft(found(/public\/|\/_varianten\/|\w\.html\b|\.live\b/), `${screen}: Datei- oder Ordnerpfad`).toBeUndefined();
  expect.soft(found(/sections\[|offer\.|variants\[|seo\.|\w\[\d+\]/), `${screen}: JSON-Pfad`).toBeUndefined();
  expect.soft(found(/\d{4}-\d{2}-\d{2}/), `${screen}: ISO-Datum`).toBeUndefined();
  return text;
}

/** At 390 and 1280 px nothing on the screen reaches past its right edge (screenshots into SCREENSHOTS, when set). */
async function fitsPhoneAndDesktop(screen: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${screen} bei ${width} px`).toBe(0);
    // Left to be looked at when SCREENSHOTS names a folder.
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/worte-${screen.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
  }
}

/** The commit's time in German time, „14:03 Uhr“, and the same in UTC (what a browser set to UTC would show). */
function clockOf(iso: string): { german: string; utc: string } {
  const clock = (timeZone: string) => `${new Date(iso).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', timeZone })} Uhr`;
  return { german: clock('Europe/Berlin'), utc: clock('UTC') };
}

/** The save is named with its German clock time, never with the browser's. */
function showsSaveTime(text: string, screen: string) {
  expect.soft(text, `${screen}: Uhrzeit des Speicherns`).toContain(savedAt);
}

const part = (name: RegExp) => page.getByRole('navigation', { name: 'Teile der Edition' }).getByRole('button', { name });
const section = (heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true, level: 2 }) });
const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

describe('the studio in the marketer’s words (browser in English, UTC)', () => {
  // A screen whose walk failed leaves no dialog open in front of the next one.
  afterEach(async () => {
    for (let tries = 0; tries < 5 && (await page.locator('dialog[open]').count()) > 0; tries++) await page.keyboard.press('Escape');
  });

  it(
    'Editor: Grunddaten with the A/B test',
    async () => {
      await page.getByRole('button', { name: `${NAME} öffnen` }).click();
      await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor();
      await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
      await marketerWords(page.locator('body'), 'Editor, Grunddaten');
      await fitsPhoneAndDesktop('Editor, Grunddaten');
    },
    WALK,
  );

  it(
    'Dialog „Änderungen speichern?“ and the save status',
    async () => {
      await page.getByLabel('Name der Edition', { exact: true }).fill(`${NAME} am Meer`);
      await page.getByRole('button', { name: /^Speichern/ }).click();
      const save = dialog('Änderungen speichern?');
      await save.waitFor();
      await marketerWords(save, 'Speichern');
      await save.getByRole('button', { name: /speichern$/ }).click();
      const status = page.locator('[data-announcement]');
      await expect.poll(() => status.textContent()).toMatch(/^Gespeichert um/);
      // The studio records the version in the Verlauf just after it answers the save.
      await expect.poll(() => gitIn(studio.project, 'log', '-1', '--format=%s')).toMatch(/gespeichert: Name der Edition/);
      const clock = clockOf(gitIn(studio.project, 'log', '-1', '--format=%cI').trim());
      savedAt = clock.german;
      expect(clock.utc).not.toBe(clock.german);
      showsSaveTime(await marketerWords(page.locator('body'), 'Editor nach dem Speichern'), 'Editor nach dem Speichern');
    },
    WALK,
  );

  it(
    'Dialog „Verlauf“',
    async () => {
      await page.getByRole('button', { name: 'Verlauf', exact: true }).click();
      const history = dialog(/^Verlauf/);
      await history.getByRole('list', { name: 'Fassungen' }).waitFor();
      const text = await marketerWords(history, 'Verlauf');
      showsSaveTime(text, 'Verlauf');
      expect(text).toContain('Erika Redaktion');
      await fitsPhoneAndDesktop('Verlauf');
      await history.getByRole('button', { name: 'Schließen' }).click();
    },
    WALK,
  );

  it(
    'Dialog „Vorschau-Links“',
    async () => {
      await page.getByRole('button', { name: 'Vorschau-Link', exact: true }).click();
      const links = dialog(/^Vorschau-Links/);
      await links.waitFor();
      await marketerWords(links, 'Vorschau-Links');
      await fitsPhoneAndDesktop('Vorschau-Links');
      await links.getByRole('button', { name: 'Schließen' }).click();
    },
    WALK,
  );

  it(
    'Prüfung with a failed check',
    async () => {
      // The edition now starts before its first day of sale (1 February 2026): an error the check names at its field.
      const start = page.getByLabel('Starttermin der Edition', { exact: true });
      await start.fill('15.01.2026');
      await start.press('Tab');
      const problems = page.locator('[data-problems]');
      await problems.locator('summary', { hasText: /\d+ Fehler/ }).waitFor();
      await problems.locator('summary').click();
      const text = await marketerWords(problems, 'Prüfung');
      expect(text).toContain('1. Februar 2026');
      // The same message at its field, where a click on it in the list leads.
      await problems.getByRole('button').filter({ hasText: 'Fehler:' }).first().click();
      await marketerWords(page.locator('form [id$="-fehler"]').first(), 'Fehler am Feld');
      await fitsPhoneAndDesktop('Prüfung');
    },
    WALK,
  );

  it(
    'Dialog „Ungespeicherte Änderungen verwerfen?“',
    async () => {
      await page.getByRole('button', { name: 'Alle Editionen' }).click();
      const leaving = dialog('Ungespeicherte Änderungen verwerfen?');
      await leaving.waitFor();
      await marketerWords(leaving, 'Verlassen');
      await leaving.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    },
    WALK,
  );

  it(
    'Dialog „Ungespeicherte Änderungen gefunden“',
    async () => {
      await expect.poll(() => page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('editions-studio:entwurf:')))).toBe(true);
      page.once('dialog', (question) => void question.accept());
      await page.reload();
      const recovery = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen gefunden' });
      await recovery.waitFor();
      await marketerWords(recovery, 'Entwurf wiederherstellen');
      await recovery.getByRole('button', { name: 'Verwerfen' }).click();
    },
    WALK,
  );

  it(
    'Dialog „Nicht gespeichert: Die Datei wurde geändert“',
    async () => {
      await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor();
      editJson(studio.project, `editions/${EARLY}.json`, (data) => {
        data.checkoutCtaLabel = 'Jetzt Platz sichern';
      });
      await page.getByLabel('Name der Edition', { exact: true }).fill(`${NAME} an der See`);
      await page.getByRole('button', { name: /^Speichern/ }).click();
      const save = dialog('Änderungen speichern?');
      await save.getByRole('button', { name: /speichern$/ }).click();
      const conflict = page.getByRole('alertdialog', { name: 'Nicht gespeichert: Die Datei wurde geändert' });
      await conflict.waitFor();
      await marketerWords(conflict, 'Konflikt');
      await fitsPhoneAndDesktop('Konflikt');
      await conflict.getByRole('button', { name: 'Datei neu laden' }).click();
      // What was changed beside the studio is saved as anyone would: the approval below sends the saved state.
      commitContent(studio.project, 'Knopftext geändert');
    },
    WALK,
  );

  it(
    'Dialog „Bild wählen“',
    async () => {
      await part(/^Kopfbereich/).click();
      await page
        .getByRole('button', { name: /^Bild wählen: / })
        .first()
        .click();
      const images = dialog(/^Bild wählen: /);
      await images.getByRole('list').first().waitFor();
      await marketerWords(images, 'Bild wählen');
      await page.keyboard.press('Escape');
    },
    WALK,
  );

  it(
    'Editionen and Kalender on the start screen',
    async () => {
      await page.goto(`${studio.origin}/studio`);
      await page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor();
      await page.getByRole('list', { name: 'Kalender der Seiten' }).waitFor();
      await marketerWords(section('Editionen'), 'Editionen');
      await marketerWords(section('Kalender'), 'Kalender');
      await fitsPhoneAndDesktop('Startseite');
    },
    WALK,
  );

  it(
    'Freigaben, with the request and the save in it',
    async () => {
      const approvals = section('Freigaben');
      await approvals.getByLabel('Notiz zur Freigabe (freiwillig)').fill(NOTE);
      await approvals.getByRole('button', { name: 'Zur Freigabe geben' }).click();
      await approvals.getByRole('status').filter({ hasText: 'Zur Freigabe gegeben' }).waitFor();
      await approvals.getByLabel('Notiz').filter({ hasText: NOTE }).waitFor();
      showsSaveTime(await marketerWords(approvals, 'Freigaben'), 'Freigaben');
    },
    WALK,
  );

  it(
    'Dialog „Änderungen dieser Fassung“',
    async () => {
      await section('Freigaben').getByRole('button', { name: 'Änderungen ansehen …' }).click();
      const review = dialog('Änderungen dieser Fassung');
      await review
        .getByRole('button', { name: /^Seiten von/ })
        .first()
        .waitFor({ timeout: 150_000 });
      await marketerWords(review, 'Änderungen dieser Fassung');
      await fitsPhoneAndDesktop('Änderungen dieser Fassung');
      await review.getByRole('button', { name: 'Schließen' }).click();
    },
    WALK,
  );

  it(
    'Dialogs „Veröffentlichen“ and „Veröffentlicht“, and Live-Seite',
    async () => {
      const approvals = section('Freigaben');
      await approvals.getByLabel('sofort (mit „Veröffentlichen“)').check();
      await approvals.getByRole('button', { name: 'Freigeben …' }).click();
      await approvals.getByRole('button', { name: 'Ja, freigeben', exact: true }).click();
      showsSaveTime(await marketerWords(approvals, 'Freigaben nach der Freigabe'), 'Freigaben nach der Freigabe');
      await approvals.getByRole('button', { name: 'Veröffentlichen …' }).click();
      const publish = dialog('Veröffentlichen');
      await publish.getByRole('button', { name: 'Jetzt veröffentlichen' }).waitFor({ timeout: 150_000 });
      await marketerWords(publish, 'Veröffentlichen');
      await publish.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      const done = dialog('Veröffentlicht');
      await done.waitFor({ timeout: 60_000 });
      await marketerWords(done, 'Veröffentlicht');
      await done.getByRole('button', { name: 'Fertig' }).click();
      // The publish: one clock time under Freigaben and on the Live-Seite (the list takes the publish in when it reloads).
      await section('Freigaben')
        .getByText(/Live seit/)
        .first()
        .waitFor();
      const published = (await marketerWords(section('Freigaben'), 'Freigaben nach dem Veröffentlichen')).match(
        /Live seit (\d+\. \S+ \d{4}, \d\d:\d\d Uhr)/,
      )?.[1];
      expect(published).toBeDefined();
      await section('Live-Seite')
        .getByText(published as string)
        .first()
        .waitFor();
      const live = await marketerWords(section('Live-Seite'), 'Live-Seite');
      expect(live).toContain(published);
      // Where it goes, in the name publish.config.json gives the live site.
      expect(live).toContain(`Veröffentlicht wird nach „${LIVE_SITE}“.`);
      await fitsPhoneAndDesktop('Live-Seite');
    },
    WALK,
  );

  it(
    'Verkäufe and its dialog „A/B-Test beenden“',
    async () => {
      const sales = section('Verkäufe');
      await sales.getByText('Variante b').first().waitFor();
      await marketerWords(sales, 'Verkäufe');
      await sales.getByRole('button', { name: /^Test beenden/ }).click();
      const end = dialog(/^A\/B-Test von .* beenden$/);
      await end.waitFor();
      await marketerWords(end, 'Test beenden');
      await end.getByRole('button', { name: 'Abbrechen' }).click();
    },
    WALK,
  );

  it(
    'Bilder',
    async () => {
      const images = section('Bilder');
      await images.getByRole('list', { name: 'Bilder der Website' }).waitFor();
      await marketerWords(images, 'Bilder');
    },
    WALK,
  );

  it(
    'Neue Edition anlegen',
    async () => {
      await marketerWords(section('Neue Edition anlegen'), 'Neue Edition anlegen');
    },
    WALK,
  );
});
