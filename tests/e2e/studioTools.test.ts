import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StudioCopy, startStudioOnCopy } from '../helpers/devServerCopy';
import { openSession, workerChromium } from './browser';

/**
 * The studio's safety nets and its image upload, in Chromium on a copy of the project with the test
 * fixtures: undo and redo (buttons and keys), unsaved work that survives a crashed tab, an earlier version
 * of the file from git put back into the editor, and a photo from the computer chosen for an image field.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const KEY = 'fixture-full';
const FIRST_NAME = 'Fassung aus dem ersten Commit';
const SECOND_NAME = 'Fassung aus dem zweiten Commit';

let dev: StudioCopy;
let browser: Browser;

const editionFile = (project: string) => path.join(project, 'editions', `${KEY}.json`);
function rename(project: string, name: string) {
  const data = JSON.parse(readFileSync(editionFile(project), 'utf8')) as Record<string, unknown>;
  writeFileSync(editionFile(project), `${JSON.stringify({ ...data, name }, null, 2)}\n`);
}

beforeAll(async () => {
  dev = await startStudioOnCopy({
    content: 'fixtures',
    logging: { logLevel: 'warn' },
    // Two commits of the edition file: the history the studio lists.
    prepare: (project) => {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=Redaktion', '-c', 'user.email=redaktion@example.org', ...args], { cwd: project, stdio: 'pipe' });
      git('init', '-q', '-b', 'main');
      rename(project, FIRST_NAME);
      git('add', 'editions');
      git('commit', '-q', '-m', 'Edition angelegt');
      rename(project, SECOND_NAME);
      git('commit', '-q', '-am', 'Name geändert');
    },
  });
  browser = await workerChromium();
  // The studio's first page on a new copy makes Vite bundle the studio's dependencies and compile its modules:
  // that happens here, within the hook's time, not within the first test's 30 seconds.
  const { page, context } = await openSession(browser);
  await openEdition(page);
  await context.close();
});

afterAll(async () => {
  await dev?.close();
});

const nameField = (page: Page) => page.getByLabel('Name der Edition', { exact: true });

async function openEdition(page: Page) {
  await page.goto(`${dev.origin}/studio?edition=${KEY}`);
  await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor({ timeout: 60_000 });
}

describe('studio: undo, drafts, history and images', () => {
  it('undoes and redoes a change with the buttons and with Ctrl+Z / Ctrl+Shift+Z', async () => {
    const { page, context } = await openSession(browser);
    try {
      await openEdition(page);
      const undo = page.getByRole('button', { name: 'Rückgängig' });
      const redo = page.getByRole('button', { name: 'Wiederholen' });
      await expect.poll(() => undo.isDisabled()).toBe(true);

      await nameField(page).fill('Winter ohne Eile');
      await undo.click();
      await expect.poll(() => nameField(page).inputValue()).toBe(SECOND_NAME);
      await redo.click();
      await expect.poll(() => nameField(page).inputValue()).toBe('Winter ohne Eile');

      // In the text box itself: the form's history, not the box's own.
      await nameField(page).focus();
      await page.keyboard.press('Control+Z');
      await expect.poll(() => nameField(page).inputValue()).toBe(SECOND_NAME);
      await page.keyboard.press('Control+Shift+Z');
      await expect.poll(() => nameField(page).inputValue()).toBe('Winter ohne Eile');
      expect(await redo.isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps unsaved work when the tab crashes and offers it back when the edition is opened again', async () => {
    const { page, context } = await openSession(browser);
    try {
      await openEdition(page);
      await nameField(page).fill('Entwurf vor dem Absturz');
      // Kept in the browser a moment after typing: wait for it, then end the tab without its unload handlers.
      await expect
        .poll(() => page.evaluate((key) => window.localStorage.getItem(`editions-studio:entwurf:${key}`) ?? '', KEY))
        .toContain('Entwurf vor dem Absturz');
      await page.close({ runBeforeUnload: false });

      const again = await context.newPage();
      await openEdition(again);
      const offer = again.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen gefunden' });
      await offer.waitFor();
      await offer.getByRole('button', { name: 'Wiederherstellen' }).click();
      await expect.poll(() => nameField(again).inputValue()).toBe('Entwurf vor dem Absturz');
      expect(await again.locator('#speicher-status').textContent()).toBe('Ungespeicherte Änderungen');
      // Nothing was written to the file: the draft lives in the browser until it is saved.
      expect(JSON.parse(readFileSync(editionFile(dev.project), 'utf8')).name).toBe(SECOND_NAME);

      // Discarded once, it is gone for good.
      await again.reload();
      await again.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen gefunden' }).getByRole('button', { name: 'Verwerfen' }).click();
      await again.reload();
      await again.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor();
      await expect.poll(() => nameField(again).inputValue()).toBe(SECOND_NAME);
      expect(await again.getByRole('alertdialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lists the file’s versions from git with the fields each changed, and loads an earlier one into the editor', async () => {
    const { page, context } = await openSession(browser);
    try {
      await openEdition(page);
      await page.getByRole('button', { name: 'Verlauf' }).click();
      const dialog = page.getByRole('dialog', { name: /^Verlauf von „.+“$/ });
      const versions = dialog.getByRole('list', { name: 'Fassungen' }).locator(':scope > li');
      await expect.poll(() => versions.count()).toBe(2);
      await expect.poll(() => versions.nth(0).textContent()).toContain('„Name geändert“');
      expect(await versions.nth(0).getByRole('list', { name: 'Geänderte Felder' }).innerText()).toBe('Name der Edition');
      expect(await versions.nth(1).textContent()).toContain('Älteste Fassung im Verlauf');

      await versions
        .nth(1)
        .getByRole('button', { name: /in den Editor laden/ })
        .click();
      await expect.poll(() => nameField(page).inputValue()).toBe(FIRST_NAME);
      expect(await dialog.isVisible()).toBe(false);
      expect(await page.locator('[data-announcement]').textContent()).toContain('noch nicht gespeichert');
      // Loading a version is one step back away.
      await page.getByRole('button', { name: 'Rückgängig' }).click();
      await expect.poll(() => nameField(page).inputValue()).toBe(SECOND_NAME);
    } finally {
      await context.close();
    }
  });

  it('uploads a photo by choosing a file or dropping it, re-encoded into public/images under a safe name, and chooses it for the field', async () => {
    const { page, context } = await openSession(browser);
    try {
      await openEdition(page);
      await page
        .getByRole('navigation', { name: 'Teile der Edition' })
        .getByRole('button', { name: /^Kopfbereich/ })
        .click();
      const open = page.getByRole('button', { name: 'Bild wählen: Titelbild der Edition' });
      await open.click();
      const picker = page.getByRole('dialog', { name: 'Bild wählen: Titelbild der Edition' });
      const chooser = picker.getByLabel('Neues Bild hochladen');
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 120 } } })
        .jpeg()
        .toBuffer();
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/images/upload')) uploads.push(request.url());
      });

      const zone = picker.getByText('Oder ein Foto hierher ziehen');
      // Made in the page: 16 MB through the browser protocol would take seconds.
      const drop = (file: { name: string; base64?: string; size?: number }) =>
        page.evaluateHandle(({ name, base64, size }) => {
          const transfer = new DataTransfer();
          const bytes = base64 ? Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)) : new Uint8Array(size ?? 0);
          transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
          return transfer;
        }, file);

      // Too large: said at once, nothing sent.
      await zone.dispatchEvent('drop', { dataTransfer: await drop({ name: 'Riesig.jpg', size: 16 * 1024 * 1024 }) });
      await expect.poll(() => picker.getByRole('alert').textContent()).toContain('„Riesig.jpg“ ist 16 MB groß; erlaubt sind höchstens 15 MB');
      expect(uploads).toEqual([]);

      // A GIF is refused with a message in the dialog, and nothing is written.
      const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
        .gif()
        .toBuffer();
      await chooser.setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: gif });
      await expect.poll(() => picker.getByRole('alert').textContent()).toContain('JPEG, PNG, WebP oder AVIF');
      expect(existsSync(path.join(dev.project, 'public', 'images', 'animation.gif'))).toBe(false);

      await chooser.setInputFiles({ name: 'Küste im Winter.JPG', mimeType: 'image/jpeg', buffer: photo });
      await expect.poll(() => picker.isVisible()).toBe(false);
      const field = page.getByRole('group', { name: 'Titelbild der Edition' });
      await expect.poll(() => field.textContent()).toContain('kueste-im-winter.jpg');
      expect(await field.textContent()).toContain('1200 × 800 Pixel');
      expect((await sharp(path.join(dev.project, 'public', 'images', 'kueste-im-winter.jpg')).metadata()).width).toBe(1200);

      // Dropped onto the box: the same name again becomes -2, and the list holds both new files.
      await open.click();
      await zone.dispatchEvent('drop', { dataTransfer: await drop({ name: 'Küste im Winter.jpg', base64: photo.toString('base64') }) });
      await expect.poll(() => field.textContent()).toContain('kueste-im-winter-2.jpg');
      expect(existsSync(path.join(dev.project, 'public', 'images', 'kueste-im-winter-2.jpg'))).toBe(true);
      await open.click();
      await expect.poll(() => picker.getByRole('button', { pressed: true }).textContent()).toContain('kueste-im-winter-2.jpg');
      expect(await picker.getByRole('button', { name: /kueste-im-winter\.jpg/ }).count()).toBe(1);
      // The GIF, the chosen photo and the dropped one; never the file too large.
      expect(uploads).toHaveLength(3);
    } finally {
      await context.close();
    }
  });
});

describe('studio: dates in an English browser', () => {
  const saved = () => JSON.parse(readFileSync(editionFile(dev.project), 'utf8')) as { startDate: string };
  async function save(page: Page) {
    await page.getByRole('button', { name: /^Speichern/ }).click();
    await page
      .getByRole('dialog', { name: 'Änderungen speichern?' })
      .getByRole('button', { name: /speichern$/ })
      .click();
  }

  it('reads and shows TT.MM.JJJJ, names a date that cannot be read at its field without touching the file, and picks a day from the calendar', async () => {
    const { page, context } = await openSession(browser, { locale: 'en-US' });
    try {
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      await openEdition(page);
      const start = page.getByLabel('Starttermin der Edition', { exact: true });
      expect(await start.inputValue()).toBe('02.03.2026');

      // Typed the German way, stored as the day it names (an English date control made it 2026-12-04).
      await start.fill('13.04.2026');
      await save(page);
      await expect.poll(() => saved().startDate).toBe('2026-04-13');

      // A 13th month is named at the field, and neither the draft nor the file changes.
      const before = readFileSync(editionFile(dev.project), 'utf8');
      await start.fill('13.13.2026');
      const error = page.locator('#feld-startDate-fehler');
      await expect.poll(() => error.textContent()).toContain('„13.13.2026“: einen Monat 13 gibt es nicht');
      expect(await start.getAttribute('aria-invalid')).toBe('true');
      expect(await start.getAttribute('aria-describedby')).toContain('feld-startDate-fehler');
      await page.getByRole('button', { name: /^Speichern/ }).click();
      await expect.poll(() => page.locator('[data-announcement]').textContent()).toContain('Speichern geht erst ohne Fehler');
      expect(readFileSync(editionFile(dev.project), 'utf8')).toBe(before);

      // The calendar opens on the stored day, in German; a day picked there is the field's.
      await page.getByRole('button', { name: 'Kalender öffnen: Starttermin der Edition' }).click();
      const calendar = page.getByRole('dialog', { name: 'Starttermin der Edition: Tag wählen' });
      await calendar.getByRole('heading', { name: 'April 2026' }).waitFor();
      expect(await calendar.locator('th').allTextContents()).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
      // The stored day has the focus as the calendar opens, so the first key moves from it.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Montag, 13. April 2026');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('PageDown');
      await calendar.getByRole('heading', { name: 'Mai 2026' }).waitFor();
      await calendar.getByRole('button', { name: 'Mittwoch, 20. Mai 2026' }).click();
      expect(await calendar.isVisible()).toBe(false);
      expect(await start.inputValue()).toBe('20.05.2026');
      await expect.poll(() => error.count()).toBe(0);
      await save(page);
      await expect.poll(() => saved().startDate).toBe('2026-05-20');

      // Escape closes it and changes nothing.
      await page.getByRole('button', { name: 'Kalender öffnen: Starttermin der Edition' }).click();
      await calendar.waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect.poll(() => calendar.isVisible()).toBe(false);
      expect(await start.inputValue()).toBe('20.05.2026');
    } finally {
      await context.close();
    }
  });
});
