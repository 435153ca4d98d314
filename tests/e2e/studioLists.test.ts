import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../helpers/cli';
import { FIXTURE_TODAY } from '../helpers/content';
import { type StudioCopy, startStudioOnCopy } from '../helpers/devServerCopy';
import { editJson } from '../helpers/tempContent';
import { openSession, workerChromium } from './browser';

/**
 * The studio never mixes data: own/shared, moves, adds and removes on the reviews (a list the early-bird
 * fixture takes from site.json) and the FAQ entries (its own list), checked in the saved file entry by
 * entry against the fixtures. Then QA sees a reorder: in the save dialog, in `editions:diff` and on
 * /qa/vergleich. And the preview shows a chosen day. Runs on the fixtures in a copy of the project.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const EARLY = 'fixture-early';
/** A second edition, the early-bird fixture under another address: the reorder is made there. */
const COPY = 'fixture-kopie';
/** The copy's last day of sales: far enough ahead that it is still selling whenever the test runs. */
const SALES_END = '2099-12-30';

let dev: StudioCopy;
let browser: Browser;

beforeAll(async () => {
  dev = await startStudioOnCopy({
    logging: { logLevel: 'warn' },
    content: 'fixtures',
    // The studio's today, and the QA page's beside it.
    today: FIXTURE_TODAY,
    prepare: (project) => {
      const editions = path.join(project, 'editions');
      copyFileSync(path.join(editions, `${EARLY}.json`), path.join(editions, `${COPY}.json`));
      editJson(editions, `${COPY}.json`, (data) => {
        Object.assign(data, { slug: 'kopieedition', name: `${data.name} (Kopie)`, salesEnd: SALES_END });
        data.seo.title = `${data.seo.title} (Kopie)`;
      });
    },
  });
  browser = await workerChromium();
});

afterAll(async () => {
  await dev?.close();
});

const readJson = (file: string) => JSON.parse(readFileSync(path.join(dev.project, 'editions', file), 'utf8')) as Record<string, any>;
const sectionIndex = (edition: Record<string, any>, type: string) => edition.sections.findIndex((section: { type: string }) => section.type === type);
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const part = (page: Page, name: string) => page.getByRole('navigation', { name: 'Teile der Edition' }).getByRole('button', { name, exact: true });
const checked = (page: Page) => page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();

async function openEdition(page: Page, key: string) {
  await page.goto(`${dev.origin}/studio?edition=${key}`);
  await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor({ timeout: 60_000 });
}

/** Saves through the dialog and returns the text of its table of changes. */
async function save(page: Page) {
  await checked(page);
  await page.getByRole('button', { name: /^Speichern/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Änderungen speichern?' });
  // Refused while errors stand: say which, rather than wait for a dialog that does not come.
  await Promise.race([dialog.waitFor(), page.getByText('Speichern geht erst ohne Fehler').first().waitFor({ state: 'attached' })]);
  if (!(await dialog.isVisible())) throw new Error(`Nicht gespeichert: ${await page.locator('[data-problems]').textContent()}`);
  const changes = (await dialog.locator('table').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Jetzt speichern' }).click();
  await eventually(() => page.locator('[data-announcement]').textContent()).toContain('Gespeichert um ');
  return changes;
}

describe('studio lists', () => {
  it('own/shared, move, add and remove keep every field with its entry, in the reviews and the FAQ', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const before = readJson(`${EARLY}.json`);
    const [anna, bernd, clara] = readJson('site.json').sectionDefaults.testimonials.reviews;
    const [start, zeit] = before.sections[sectionIndex(before, 'faq')].entries;
    const reviewsAt = sectionIndex(before, 'testimonials');
    const faqAt = sectionIndex(before, 'faq');
    await openEdition(page, EARLY);

    // Reviews: the shared list becomes the edition's own, then Clara moves to the top, Bernd goes, one is added.
    await part(page, 'Bewertungen').click();
    await page.getByRole('button', { name: 'Für diese Edition ändern: Gespeicherte Bewertungen' }).click();
    await page.getByRole('button', { name: `Eintrag 3 („${clara.name}“) nach oben` }).click();
    await page.getByRole('button', { name: `Eintrag 2 („${clara.name}“) nach oben` }).click();
    await page.getByRole('button', { name: `Eintrag 3 („${bernd.name}“) entfernen` }).click();
    await page.getByRole('button', { name: 'Eintrag hinzufügen zu „Gespeicherte Bewertungen“' }).click();
    const review = (index: number, field: string) => page.locator(`#feld-sections-${reviewsAt}-reviews-${index}-${field}`);
    await review(2, 'id').fill('dora');
    await review(2, 'name').fill('Dora D.');
    await review(2, 'rating').fill('4');
    await review(2, 'text').fill('Text der neuen Bewertung.');
    await review(2, 'program').selectOption('ernaehrungscoaching');
    // Clara's text changes where she now stands: at the top.
    await review(0, 'text').fill('Claras Text, geändert.');

    // FAQ (the edition's own list): „zeit“ moves up, an entry is added, „start“ goes.
    await part(page, 'Häufige Fragen').click();
    const entries = (label: string) => page.getByRole('button', { name: label });
    await entries(`Eintrag 2 („${zeit.question}“) nach oben`).click();
    await page.getByRole('button', { name: /^Eintrag hinzufügen zu/ }).click();
    const entry = (index: number, field: string) => page.locator(`#feld-sections-${faqAt}-entries-${index}-${field}`);
    await entry(2, 'id').fill('kosten');
    await entry(2, 'question').fill('Was brauche ich dafür?');
    await entry(2, 'answer').fill('Nur etwas Zeit und Neugier.');
    await entries(`Eintrag 2 („${start.question}“) entfernen`).click();

    await save(page);
    const saved = readJson(`${EARLY}.json`);
    const reviews = saved.sections[reviewsAt].reviews;
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toEqual({ ...clara, text: 'Claras Text, geändert.' });
    expect(reviews[1]).toEqual(anna);
    expect(reviews[2]).toEqual({ id: 'dora', name: 'Dora D.', rating: 4, text: 'Text der neuen Bewertung.', program: 'ernaehrungscoaching' });
    const faq = saved.sections[faqAt].entries;
    expect(faq).toEqual([zeit, { id: 'kosten', question: 'Was brauche ich dafür?', answer: 'Nur etwas Zeit und Neugier.' }]);
    // Nothing else in the file changed.
    const rest = (edition: Record<string, any>) => ({
      ...edition,
      sections: edition.sections.filter((_: unknown, index: number) => index !== reviewsAt && index !== faqAt),
    });
    expect(rest(saved)).toEqual(rest(before));

    // Back to the shared reviews: the edition's own list goes, the shared one shows again.
    await part(page, 'Bewertungen').click();
    await page.getByRole('button', { name: 'Gemeinsamen Text verwenden für „Gespeicherte Bewertungen“' }).click();
    await page.getByRole('button', { name: 'Für diese Edition ändern: Gespeicherte Bewertungen' }).waitFor();
    await save(page);
    expect(readJson(`${EARLY}.json`).sections[reviewsAt]).toEqual({ type: 'testimonials' });
    expect(session.errors).toEqual([]);
    await session.context.close();
  }, 120_000);

  it('a reorder of the reviews shows in the save dialog, in editions:diff and on /qa/vergleich', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const [anna, bernd, clara] = readJson('site.json').sectionDefaults.testimonials.reviews;
    await openEdition(page, COPY);
    await part(page, 'Bewertungen').click();
    await page.getByRole('button', { name: 'Für diese Edition ändern: Gespeicherte Bewertungen' }).click();
    await page.getByRole('button', { name: `Eintrag 3 („${clara.name}“) nach oben` }).click();
    await page.getByRole('button', { name: `Eintrag 2 („${clara.name}“) nach oben` }).click();

    // The save dialog: the move by the form's names, and which reviews a visitor sees (the first two).
    const changes = await save(page);
    expect(changes).toContain('Bewertungen › Gespeicherte Bewertungen „clara“ (Reihenfolge)');
    expect(changes).toContain('Position 3');
    expect(changes).toContain('Position 1');
    expect(changes).toContain('Bewertungen › Gespeicherte Bewertungen (sichtbar)');
    expect(changes).toContain(`${anna.name}, ${bernd.name}`);
    expect(changes).toContain(`${clara.name}, ${anna.name}`);

    // editions:diff, as a marketer runs it.
    const { stdout: diff } = runScript('editions-diff.ts', [EARLY, COPY], dev.project);
    expect(diff).toMatch(/sections\.testimonials\.reviews\[clara\] \(Reihenfolge\)\s+Position 3( \[Standard\])? → Position 1/);
    expect(diff).toMatch(/sections\.testimonials\.reviews \(sichtbar\)\s+Anna A\., Bernd B\.( \[Standard\])? → Clara C\., Anna A\./);

    // The QA page on the dev server.
    await page.goto(`${dev.origin}/qa/vergleich?a=${EARLY}&b=${COPY}`);
    const table = page.getByRole('table');
    await eventually(() => table.textContent()).toContain('sections.testimonials.reviews[clara] (Reihenfolge)');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    expect(await row('reviews[clara] (Reihenfolge)').textContent()).toMatch(/Position 3.*Position 1/);
    expect(await row('reviews (sichtbar)').textContent()).toContain(`${clara.name}, ${anna.name}`);

    // „Stand am Tag“: the day after the copy's end of sales, offered as a quick choice, shows it closed (and the
    // fixture itself, whose sales ended in 2026; the home page changes that day too, listed first).
    await page.getByRole('button', { name: /^ab 31\. Dezember 2099: .*\/kopieedition Anmeldung geschlossen/ }).click();
    await eventually(() => page.locator('[data-sales-states]').textContent()).toBe(
      'Verkaufsstand am 31. Dezember 2099 – A: Anmeldung geschlossen, B: Anmeldung geschlossen.',
    );
    expect(new URL(page.url()).searchParams.get('tag')).toBe('2099-12-31');
    expect(await page.getByRole('row').filter({ hasText: 'salesEnd' }).textContent()).toContain(SALES_END);
    expect(session.errors).toEqual([]);
    await session.context.close();
  }, 120_000);

  it('the preview shows the edition as of a chosen day: its timeline as quick choices, past days included, any other day by date', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const { offer, name } = readJson(`${COPY}.json`);
    await openEdition(page, COPY);
    const pricing = page.frameLocator('iframe[title^="Vorschau der Seite"]').locator('[data-section="pricing"]');
    const shownDay = () => page.locator('[data-preview-day]').getAttribute('data-preview-day');
    await eventually(() => pricing.textContent()).toContain(`${offer.price}\u00a0€`);
    await page.getByText('Stand am Tag').click();
    // The timeline names the day after the end of sales; chosen, the preview shows the closed page.
    await page.getByRole('button', { name: /^ab 31\. Dezember 2099 .*\/kopieedition Anmeldung geschlossen/ }).click();
    await eventually(shownDay).toBe('2099-12-31');
    await eventually(() => pricing.textContent()).toContain(`Die Anmeldung zur ${name} ist geschlossen.`);
    expect(await pricing.textContent()).not.toContain(`${offer.price}\u00a0€`);
    // Any day by date, typed as TT.MM.JJJJ: the last day of sales still sells.
    await page.getByLabel('Tag', { exact: true }).fill(SALES_END.split('-').reverse().join('.'));
    await eventually(shownDay).toBe(SALES_END);
    await eventually(() => pricing.textContent()).toContain(`${offer.price}\u00a0€`);
    // A past day: sales opened before the studio's today, and the home page took the copy up that day.
    const opened = page.getByRole('button', { name: /^ab 1\. Februar 2026 Startseite wirbt für \/kopieedition/ });
    await opened.click();
    await eventually(shownDay).toBe(offer.validFrom);
    expect(await opened.getAttribute('aria-pressed')).toBe('true');
    await eventually(() => pricing.textContent()).toContain(`${offer.price}\u00a0€`);
    // A day before the first day of sales: the page is upcoming, with no price.
    await page.getByLabel('Tag', { exact: true }).fill('20.01.2026');
    await eventually(shownDay).toBe('2026-01-20');
    await eventually(() => pricing.textContent()).toContain(`Die Anmeldung zur ${name} öffnet am 1.\u00a0Februar\u00a02026.`);
    expect(await pricing.textContent()).not.toContain(`${offer.price}\u00a0€`);
    expect(session.errors).toEqual([]);
    await session.context.close();
  }, 120_000);
});
