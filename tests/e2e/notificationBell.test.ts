import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeOverview } from '#studio/shared/notifications';
import { commitContent } from '#studio/tests/helpers/gitProject';
import { EARLY } from '../helpers/content';
import { AUTHOR_AND_APPROVER, browserPage, publishingToFolder, runHostedStudio, STUDIO_PASSWORD, type HostedStudioRun } from '../helpers/hostedStudio';
import { editJson } from '../helpers/tempContent';

/**
 * The bell in the hosted studio (no SMTP server configured: the notices are in the studio only): Anna asks for
 * approval; Fritz (Freigabe) sees the bell with one unread notification at 390 and 1280 px, axe-clean; opening it
 * shows the request and marks it read; his choice of „nur im Studio“ for waiting requests is saved.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const NAME = 'Nordsee-Edition zur Glocke';
let studio: HostedStudioRun;

beforeAll(async () => {
  studio = await runHostedStudio({
    scratchPrefix: 'studio-glocke-',
    ownTls: true,
    accounts: AUTHOR_AND_APPROVER,
    prepare: (copy) => {
      publishingToFolder(copy);
      editJson(copy, `editions/${EARLY}.json`, (data) => (data.name = NAME));
      commitContent(copy, `${NAME} gespeichert`);
    },
  });
}, 180_000);

afterAll(async () => {
  await studio?.close();
});

async function signIn(page: Page, name: string) {
  await page.goto(`${studio.origin}/studio`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Passwort').fill(STUDIO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Freigaben', exact: true }).waitFor({ timeout: 90_000 });
}

const notices = (page: Page) =>
  page.evaluate(() => fetch('/__studio/api/notifications', { cache: 'no-store' }).then((answer) => answer.json())) as Promise<NoticeOverview>;

/** What axe objects to in the studio's header (the bell and, when open, its list and choices). */
const headerViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .include('header')
      .analyze()
  ).violations;

describe('the bell in the hosted studio', () => {
  it('shows the approver the waiting request at 390 and 1280 px, marks it read when opened, and keeps the choice', async () => {
    const anna = await browserPage(studio.browser);
    await signIn(anna.page, 'anna');
    await anna.page.getByRole('button', { name: 'Zur Freigabe geben' }).click();
    await anna.page.getByRole('status').filter({ hasText: 'Zur Freigabe gegeben' }).waitFor();
    // Her own request is nobody's notice for her.
    expect((await notices(anna.page)).unread).toBe(0);

    const fritz = await browserPage(studio.browser);
    const { page } = fritz;
    await signIn(page, 'fritz');
    const bell = page.getByRole('button', { name: /^Mitteilungen\s*, 1 ungelesen$/ });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await bell.waitFor();
      expect(await bell.isVisible(), `${width} px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      expect(await headerViolations(page), `${width} px`).toEqual([]);
    }

    await bell.click();
    const list = page.getByRole('region', { name: 'Mitteilungen' });
    const notice = list.getByRole('listitem').filter({ hasText: 'Freigabe erbeten von Anna Muster' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Hallo Fritz Freigabe,');
    expect(await notice.getByRole('link', { name: 'Im Studio ansehen' }).getAttribute('href')).toMatch(/^\/studio\?anfrage=[\w-]+#freigaben$/);
    await page.getByRole('button', { name: /^Mitteilungen\s*, keine ungelesen$/ }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px, offen`).toBe(width);
      expect(await headerViolations(page), `${width} px, offen`).toEqual([]);
    }

    // The choice: waiting requests in the studio only; saved, and there after a reload.
    const waiting = list.getByRole('group', { name: 'Eine Fassung wartet auf deine Freigabe' });
    // A click, not check(): the radio shows the saved choice, once the server has it.
    await waiting.getByRole('radio', { name: 'nur im Studio' }).click();
    await list.getByRole('status').filter({ hasText: 'Gespeichert: Eine Fassung wartet auf deine Freigabe: nur im Studio.' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Mitteilungen\s*, keine ungelesen$/ }).click();
    expect(await page.getByRole('group', { name: 'Eine Fassung wartet auf deine Freigabe' }).getByRole('radio', { name: 'nur im Studio' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('group', { name: 'Deine Anfrage wurde freigegeben' }).getByRole('radio', { name: 'E-Mail' }).isChecked()).toBe(true);
    const saved = await notices(page);
    expect(saved.mail['freigabe-erbeten']).toBe(false);
    expect(saved.notices.map((entry) => entry.read)).toEqual([true]);
    expect([...anna.errors, ...fritz.errors]).toEqual([]);
    await anna.context.close();
    await fritz.context.close();
  }, 240_000);
});
