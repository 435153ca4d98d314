import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StudioCopy, startStudioOnCopy } from '../helpers/devServerCopy';
import { openSession, workerChromium } from './browser';

/**
 * Two people editing one edition at once, in two browser contexts on the studio's dev server (a copy of
 * the project with the test fixtures, in git): the later save meets the conflict dialog, which names the
 * fields both changed and those only the other did, and either takes the later one's values over onto
 * the newer file or loads the newer file with the draft one undo step away.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const KEY = 'fixture-early';
let dev: StudioCopy;
let browser: Browser;

beforeAll(async () => {
  dev = await startStudioOnCopy({
    content: 'fixtures',
    logging: { logLevel: 'warn' },
    prepare: (project) => {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=Redaktion', '-c', 'user.email=redaktion@example.org', ...args], { cwd: project, stdio: 'pipe' });
      git('init', '-q', '-b', 'main');
      git('add', 'editions');
      git('commit', '-q', '-m', 'Editionen angelegt');
    },
  });
  browser = await workerChromium();
  // The first studio page on a new copy bundles the studio's dependencies: here, not in the test's time.
  const { page, context } = await openSession(browser);
  await openEdition(page);
  await context.close();
});

afterAll(async () => {
  await dev?.close();
});

const onDisk = () => JSON.parse(readFileSync(path.join(dev.project, 'editions', `${KEY}.json`), 'utf8')) as Record<string, any>;
const nameField = (page: Page) => page.getByLabel('Name der Edition', { exact: true });
const buttonText = (page: Page) => page.getByLabel('Beschriftung der Hauptknöpfe zum Checkout', { exact: true });

async function openEdition(page: Page) {
  await page.goto(`${dev.origin}/studio?edition=${KEY}`);
  await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor({ timeout: 60_000 });
}

/** Saves through the save dialog, once the check of what was typed is back. */
async function save(page: Page) {
  await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
  await page.getByRole('button', { name: /Speichern/ }).click();
  await page
    .getByRole('dialog', { name: 'Änderungen speichern?' })
    .getByRole('button', { name: /speichern$/ })
    .click();
}

describe('two people saving one edition', () => {
  it('shows the later one who changed which fields, takes their value over onto the newer file, or loads the newer file with the draft kept for undo', async () => {
    const [anna, bernd] = [await openSession(browser), await openSession(browser)];
    try {
      await Promise.all([openEdition(anna.page), openEdition(bernd.page)]);

      await nameField(anna.page).fill('Name von Anna');
      await buttonText(anna.page).fill('Knopf von Anna');
      await save(anna.page);
      await expect.poll(() => onDisk().name).toBe('Name von Anna');

      await nameField(bernd.page).fill('Name von Bernd');
      await save(bernd.page);
      const dialog = bernd.page.getByRole('alertdialog', { name: 'Nicht gespeichert: Die Datei wurde geändert' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('„Nordsee-Edition 2026“ wurde inzwischen geändert – von jemand anderem');
      // The focus is in the dialog, on the first choice.
      expect(await bernd.page.evaluate(() => document.activeElement?.closest('dialog')?.getAttribute('role'))).toBe('alertdialog');
      const mine = dialog.getByRole('checkbox', { name: /Name der Edition/ });
      expect(await mine.isChecked()).toBe(true);
      expect(await dialog.getByRole('group', { name: /Von euch beiden geändert/ }).textContent()).toContain(
        'dort: „Name von Anna“ · bei dir: „Name von Bernd“',
      );
      expect(await dialog.getByRole('list', { name: 'Nur dort geändert' }).textContent()).toContain('Beschriftung der Hauptknöpfe zum Checkout');
      expect(onDisk().name).toBe('Name von Anna');

      await dialog.getByRole('button', { name: 'Meine Änderungen übernehmen' }).click();
      await expect.poll(() => onDisk().name).toBe('Name von Bernd');
      expect(onDisk().checkoutCtaLabel).toBe('Knopf von Anna');
      await expect.poll(() => buttonText(bernd.page).inputValue()).toBe('Knopf von Anna');
      expect(await dialog.isVisible()).toBe(false);

      // Anna's page still holds her version: her next save meets Bernd's, and she loads it instead.
      await nameField(anna.page).fill('Annas zweiter Name');
      await save(anna.page);
      const hers = anna.page.getByRole('alertdialog', { name: 'Nicht gespeichert: Die Datei wurde geändert' });
      await hers.waitFor();
      await hers.getByRole('button', { name: 'Datei neu laden' }).click();
      await expect.poll(() => nameField(anna.page).inputValue()).toBe('Name von Bernd');
      await anna.page.getByRole('button', { name: 'Rückgängig' }).click();
      await expect.poll(() => nameField(anna.page).inputValue()).toBe('Annas zweiter Name');
      expect(onDisk().name).toBe('Name von Bernd');
    } finally {
      await Promise.all([anna.context.close(), bernd.context.close()]);
    }
  }, 120_000);
});
