import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatDateLong } from '#engine/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#kit/model/sales';
import { runScript } from '../helpers/cli';
import { projectRoot } from '../helpers/content';
import { type StudioCopy, startStudioOnCopy } from '../helpers/devServerCopy';
import { openSession, type Session, workerChromium } from './browser';

/**
 * The edition studio as a marketer uses it: `npm run studio`'s dev server on a copy of the project
 * (never the real editions/), in Chromium. A spring edition is made from the winter template in the
 * form, scheduled by its first day of sales, checked while typing, saved, and built for that day. The
 * studio runs as of winter's first day of sales, whatever day the test runs on.
 */
// The note about Vite's future config loader is for developers; these tests read their own output.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

let dev: StudioCopy;
let project: string;
let origin: string;
let browser: Browser;

/** The shipped winter edition: the studio runs as of its first day of sales, and spring opens the day after its last. */
const winter = JSON.parse(readFileSync(path.join(projectRoot, 'editions', 'winter.json'), 'utf8')) as Record<string, any>;
const STUDIO_TODAY: string = winter.offer.validFrom;
const SPRING_SALES_START: string = winter.salesEnd ? addDays(winter.salesEnd, 1) : winter.startDate;

beforeAll(async () => {
  // The project's own editions: the walkthrough starts from the winter edition, as a marketer's would,
  // and makes the spring edition itself (one committed meanwhile is not in its way).
  dev = await startStudioOnCopy({
    logging: { logLevel: 'warn' },
    prepare: (copy) => rmSync(path.join(copy, 'editions', 'spring.json'), { force: true }),
    today: STUDIO_TODAY,
  });
  ({ project, origin } = dev);
  browser = await workerChromium();
});

afterAll(async () => {
  await dev?.close();
});

const editionFile = (key: string) => path.join(project, 'editions', `${key}.json`);
const readEdition = (key: string) => JSON.parse(readFileSync(editionFile(key), 'utf8')) as Record<string, any>;

/** The studio's own status line for screen readers (saving, taking over a field …). */
const announcement = (page: Page) => page.locator('[data-announcement]');

async function openStudio(session: Session) {
  await session.page.goto(`${origin}/studio`);
  await session.page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor({ timeout: 60_000 });
}

/** The check and the preview follow typing after a pause and a round trip to the dev server. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** A part of the edition in the studio's side navigation. */
const part = (page: Page, name: string) => page.getByRole('navigation', { name: 'Teile der Edition' }).getByRole('button', { name, exact: true });

/**
 * Waits until the check of what was typed last has come back: the editor says „wird geprüft“ from the very
 * render that shows a change until the check of that draft returns.
 */
async function checked(page: Page) {
  await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
}

describe('edition studio', () => {
  it('creates a spring edition from the winter template, schedules it, edits it with the preview beside it, refuses a price with „€“, saves; the list shows it taking over the home page on its first day of sales, and the build for that day does', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const viteClient: string[] = [];
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame() && request.url().includes('/@vite/client')) viteClient.push(request.url());
    });
    await openStudio(session);

    // Create: the same rules as `npm run edition:new`, and none of the template's dates: the form asks for them.
    await page.getByLabel('Kurzname').fill('spring');
    await page.getByLabel('Vorlage').selectOption({ label: readEdition('winter').name });
    await page.getByLabel('Adresse (freiwillig)').fill('fruehlingsedition');
    await page.getByRole('button', { name: 'Edition anlegen' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      'Bitte Starttermin und ersten Verkaufstag als TT.MM.JJJJ eintragen: Die neue Edition übernimmt keine Termine der Vorlage.',
    );
    expect(existsSync(editionFile('spring'))).toBe(false);
    // Scheduled by its dates alone: sales open the day after winter's last.
    const typed = (iso: string) => iso.split('-').reverse().join('.');
    await page.getByLabel('Starttermin', { exact: true }).fill('12.04.2027');
    await page.getByLabel('Erster Verkaufstag', { exact: true }).fill(typed(SPRING_SALES_START));
    await page.getByRole('button', { name: 'Edition anlegen' }).click();
    await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get('edition')).toBe('spring');
    expect(readEdition('spring')).toMatchObject({ slug: 'fruehlingsedition', startDate: '2027-04-12', offer: { validFrom: SPRING_SALES_START } });
    // Winter's last early-bird day is not kept either.
    expect(readEdition('spring').offer).not.toHaveProperty('earlyBirdUntil');
    // No switch to flip: the home page follows the dates.
    expect(readEdition('spring')).not.toHaveProperty('current');
    expect(await page.getByRole('button', { name: /aktuellen Edition/ }).count()).toBe(0);

    const frame = page.frameLocator('iframe[title^="Vorschau der Seite"]');
    // The document the build renders for the draft, whose own start-up runs its parts (the FAQ's folding) as on the
    // site. Waited for, not counted once: a check that ends meanwhile loads the frame's next document.
    await frame.locator('#root[data-prerendered] h1').first().waitFor();
    await frame.locator('html[data-hydrated]').waitFor();
    await eventually(() => frame.locator('[data-section="hero"]').textContent()).toContain('12. April 2027');

    // Grunddaten: name, address, start.
    await page.getByLabel('Name der Edition').fill('Frühlings-Edition 2027');
    await page.getByLabel('Adresse der Seite').fill('fruehlingsedition');
    expect(await page.getByLabel('Starttermin der Edition', { exact: true }).inputValue()).toBe('12.04.2027');

    // The early-bird runs until the end of March.
    await part(page, 'Angebot und Preis').click();
    expect(await page.getByLabel('Erster Verkaufstag (Anmeldung öffnet)', { exact: true }).inputValue()).toBe(typed(SPRING_SALES_START));
    await page.getByLabel('Letzter Tag des Frühbucherpreises', { exact: true }).fill(typed(addDays(SPRING_SALES_START, 85)));

    // Prices: „449 €“ is refused next to its field, in German, then fixed.
    const price = page.getByLabel('Frühbucherpreis inkl. MwSt.');
    await price.fill('449 €');
    const priceError = page.locator('#feld-offer-price-fehler');
    await eventually(() => priceError.textContent()).toContain('Zahl erwartet, „449 €“ erhalten');
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.getAttribute('aria-describedby')).toContain('feld-offer-price-fehler');
    expect(await page.locator('[data-problems] summary').textContent()).toContain('1 Fehler');
    // The list names the field by the label of the offer the edition has (early-bird), not of the other kind.
    const listed = await page.locator('[data-problems]').textContent();
    expect(listed).toContain('Frühbucherpreis inkl. MwSt.');
    expect(listed).not.toContain('Komplettpreis inkl. MwSt.');
    // Saving is refused while there are errors.
    await page.getByRole('button', { name: /Speichern/ }).click();
    await eventually(() => announcement(page).textContent()).toContain('Speichern geht erst ohne Fehler');
    // The file still holds the template's price, whatever it is.
    const templatePrice = readEdition('winter').offer.price;
    expect(readEdition('spring').offer.price).toBe(templatePrice);

    await price.fill('349');
    await page.getByLabel('Regulärer Preis, der tatsächlich verlangt wird').fill('449');
    await page.getByLabel('Gutscheincode, der im Checkout-Link mitgegeben wird').fill('FRUEHLING27');
    await checked(page);
    // The check runs after a pause in typing; on a busy machine it may finish after the summary first settles.
    await expect.poll(() => priceError.count(), { timeout: 10_000 }).toBe(0);
    // What was true while the error stood goes with it.
    await eventually(() => announcement(page).textContent()).not.toContain('Speichern geht erst ohne Fehler');
    // Before its first day of sales the page names no price; the preview for that day does.
    const hero = frame.locator('[data-section="hero"]');
    await eventually(() => hero.textContent()).toContain('Die Anmeldung zur Frühlings-Edition 2027 öffnet am');
    expect(await hero.textContent()).not.toContain('349');
    await page.getByText('Stand am Tag').click();
    await page
      .getByRole('button', { name: new RegExp(`^ab ${formatDateLong(SPRING_SALES_START).replace('.', '\\.')}.*Startseite wirbt für /fruehlingsedition`) })
      .click();
    await eventually(() => page.locator('[data-preview-day]').getAttribute('data-preview-day')).toBe(SPRING_SALES_START);
    await eventually(() => hero.textContent()).toContain('349');
    await page.getByText('Stand am Tag').click();

    // The hero title, and what the preview shows of it.
    await part(page, 'Kopfbereich').click();
    await page.getByLabel('Hauptüberschrift der Seite').fill('Leichter in den Frühling');
    await eventually(() => frame.locator('h1').first().textContent()).toBe('Leichter in den Frühling');

    // One solution feature; a click on the section in the preview opens its fields.
    await frame.locator('[data-section="solution"]').click({ position: { x: 20, y: 20 } });
    await page.getByRole('heading', { name: 'Abschnitt: Lösung' }).waitFor();
    await page.locator('#feld-sections-2-features-1-title').fill('Live-Calls im Frühling');
    await eventually(() => frame.locator('[data-section="solution"]').textContent()).toContain('Live-Calls im Frühling');
    // The new version of the page keeps the place the last one was scrolled to: the section being edited, further down.
    const previewScroll = () =>
      page
        .frames()
        .find((candidate) => candidate.url().includes('/studio/vorschau'))!
        .evaluate(() => window.scrollY);
    await eventually(previewScroll).toBeGreaterThan(0);

    // Save: the changes against the file first, then the file.
    await checked(page);
    await page.getByRole('button', { name: /Speichern/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Änderungen speichern?' });
    await dialog.waitFor();
    const changes = await dialog.locator('table').textContent();
    // Each field by its place in the form, no path in the file.
    for (const text of [
      'Preisangebot der Edition › Frühbucherpreis inkl. MwSt.',
      String(templatePrice),
      '349',
      'Kopfbereich › Hauptüberschrift der Seite',
      'Leichter in den Frühling',
      'Lösung › Die Bausteine des Programms „live-calls“ › Überschrift der Karte',
    ]) {
      expect(changes).toContain(text);
    }
    await dialog.getByRole('button', { name: 'Jetzt speichern' }).click();
    await eventually(() => announcement(page).textContent()).toContain('Gespeichert um ');

    const text = readFileSync(editionFile('spring'), 'utf8');
    expect(text.startsWith('{\n  "$schema": "./edition.schema.json",\n  "slug": "fruehlingsedition",\n  "name": "Frühlings-Edition 2027",')).toBe(true);
    const spring = JSON.parse(text);
    expect(spring).toMatchObject({ startDate: '2027-04-12', offer: { price: 349, regularPrice: 449, voucher: 'FRUEHLING27', validFrom: SPRING_SALES_START } });
    expect(spring.sections[0].title).toBe('Leichter in den Frühling');
    expect(spring.sections[2].features[1].title).toBe('Live-Calls im Frühling');
    // The list: spring is not on sale yet, winter is promoted today, and the calendar names the day spring takes over.
    await page.getByRole('button', { name: 'Alle Editionen' }).click();
    // The list names each edition, as a marketer knows it.
    const row = (file: string) => page.getByRole('row', { name: readEdition(file).name });
    await eventually(() => row('spring').locator('td[data-label="Heute"]').textContent()).toBe('noch nicht im Verkauf');
    expect(await row('winter').locator('td[data-label="Heute"]').textContent()).toBe('FrühbucherpreisStartseite wirbt dafür');
    const calendar = page.getByRole('list', { name: 'Kalender der Seiten' });
    await eventually(() => calendar.textContent()).toContain(`Startseite wirbt für /${winter.slug} (${winter.name})`);
    const takeOver = calendar.locator(':scope > li').filter({ hasText: `ab ${formatDateLong(SPRING_SALES_START)}` });
    expect(await takeOver.textContent()).toContain('Startseite wirbt für /fruehlingsedition (Frühlings-Edition 2027)');
    expect(await takeOver.textContent()).toContain('/fruehlingsedition: Verkauf beginnt: Frühbucherpreis 349\u00a0€ statt 449\u00a0€');
    // The studio page runs without Vite's reload client: saving never reloads it.
    expect(viteClient).toEqual([]);
    expect(session.errors).toEqual([]);

    // The build for spring's first day of sales prerenders its page with those values, and the home page promotes it.
    const build = runScript('build.ts', ['--today', SPRING_SALES_START], project);
    expect(build.status, build.stderr).toBe(0);
    const html = readFileSync(path.join(project, 'dist/fruehlingsedition/index.html'), 'utf8');
    for (const expected of ['Leichter in den Frühling', 'Live-Calls im Frühling', 'Frühlings-Edition 2027', '349', 'Montag, 12. April 2027']) {
      expect(html).toContain(expected);
    }
    const home = JSON.parse(readFileSync(path.join(project, 'dist/data/home.json'), 'utf8'));
    expect(home.featured).toMatchObject({ slug: 'fruehlingsedition', state: 'early-bird' });
    await session.context.close();
  }, 240_000);

  // axe reads these screens at 390, 1024 and 1280 px in tests/e2e/studioScreens.test.ts.
  it('works by keyboard: opening an edition, a section, taking over a shared field, the icon picker and moving a list entry', async () => {
    const session = await openSession(browser, { viewport: { width: 1280, height: 800 } });
    const { page } = session;
    await openStudio(session);

    // By keyboard only: open the winter edition from the list.
    await page
      .getByRole('row', { name: readEdition('winter').name })
      .getByRole('button', { name: `${readEdition('winter').name} öffnen` })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor({ timeout: 60_000 });
    await page.frameLocator('iframe[title^="Vorschau der Seite"]').locator('h1').first().waitFor();

    // A section's panel, reached with Tab and Enter, with a shared field taken over by keyboard.
    await part(page, 'Ablauf').focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Abschnitt: Ablauf');
    const takeOver = page.getByRole('button', { name: /Für diese Edition ändern: Überschrift des Abschnitts/ });
    await takeOver.focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('feld-sections-4-heading-title-eigen');
    await page.keyboard.type(' – im Winter');
    expect(await page.locator('#feld-sections-4-heading-title-eigen').inputValue()).toMatch(/ – im Winter$/);

    // The icon picker: a dialog, chosen with the keyboard, focus back on its button.
    await part(page, 'Lösung').click();
    const iconButton = page.locator('#feld-sections-2-features-0-icon');
    await iconButton.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: /Symbol wählen/ });
    await picker.waitFor();
    await picker.getByRole('button', { name: 'Sprout' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => iconButton.textContent()).toContain('Sprout');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('feld-sections-2-features-0-icon');

    // A list entry moved down by keyboard keeps the focus on it.
    await page.getByRole('button', { name: /Eintrag 1 \(„Wöchentliche Inhalte“\) nach unten/ }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Eintrag 2 („Wöchentliche Inhalte“) nach unten');
    expect(session.errors).toEqual([]);
    await session.context.close();
  }, 120_000);
});
