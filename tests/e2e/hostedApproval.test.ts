import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_AND_APPROVER, publishingToFolder, startHostedStudio, type HostedStudioProcess } from '../helpers/hostedStudio';
import { EARLY } from '../helpers/content';
import { editJson } from '../helpers/tempContent';
import { launchChromium } from '#scripts/dev/chromium';
import { freePort } from '#scripts/hosting/ports';
import { commitContent, gitIn } from '#studio/tests/helpers/gitProject';
import { certificateFor } from '../helpers/certificate';

/**
 * Approval in the hosted studio as two people meet it in Chromium (`npm run studio -- --hosted` on a copy of the
 * project, a git repository publishing to a folder): Anna (Redaktion) gives the saved version to approval with a
 * note; Fritz (Freigabe) sees it, reviews that version (its pages on a chosen day through a preview link), comments,
 * approves it for „sofort“ and publishes it; the live site changes, Anna
 * sees the comment, and the Verlauf names both.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const HOST = 'studio.example.de';
const PASSWORD = 'richtig-langes-Passwort';
const NAME = 'Freigegebene Nordsee-Edition';
let scratch: string;
let project: string;
let server: HostedStudioProcess;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-freigabe-'));
  certificateFor(scratch, HOST);
  const port = await freePort();
  origin = `https://${HOST}:${port}`;
  ({ server, project } = await startHostedStudio(scratch, { origin, tls: { cert: 'cert.pem', key: 'key.pem' } }, port, PASSWORD, {
    accounts: AUTHOR_AND_APPROVER,
    prepare: (copy) => {
      publishingToFolder(copy);
      // The version Anna saved (the studio's save commits it the same way).
      editJson(copy, `editions/${EARLY}.json`, (data) => (data.name = NAME));
      commitContent(copy, `${NAME} gespeichert`);
    },
  }));
  browser = await launchChromium([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(project, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  rmSync(scratch, { recursive: true, force: true });
});

async function signedIn(name: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Freigaben', exact: true }).waitFor({ timeout: 90_000 });
  return { page, errors, close: () => context.close() };
}

/** The live release's record: the content files that went live. */
function liveFiles(): Record<string, string> | undefined {
  const releases = path.join(project, '.live', 'releases');
  const records = (() => {
    try {
      return readdirSync(releases).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
  })();
  return records.length === 0
    ? undefined
    : (JSON.parse(readFileSync(path.join(releases, records.sort().at(-1)!), 'utf8')) as { files: Record<string, string> }).files;
}

describe('approval in the hosted studio', () => {
  it('Redaktion asks with a note; Freigabe sees it, comments, approves and publishes; the live site changes', async () => {
    expect(liveFiles()).toBeUndefined();
    const anna = await signedIn('anna');
    await anna.page.getByLabel('Notiz zur Freigabe (freiwillig)').fill('Bitte den neuen Namen prüfen.');
    await anna.page.getByRole('button', { name: 'Zur Freigabe geben' }).click();
    await anna.page.getByRole('status').filter({ hasText: 'Zur Freigabe gegeben' }).waitFor();
    // Redaktion cannot approve: no such button for her.
    expect(await anna.page.getByRole('button', { name: 'Freigeben' }).count()).toBe(0);

    const fritz = await signedIn('fritz');
    const request = fritz.page.getByRole('listitem').filter({ hasText: 'von Anna Muster' });
    await request.getByLabel('Notiz').filter({ hasText: 'Bitte den neuen Namen prüfen.' }).waitFor();
    await request.getByLabel(/^Kommentar zu Fassung/).fill('Passt, geht heute live.');
    await request.getByRole('button', { name: 'Kommentieren' }).click();
    await request
      .getByRole('list', { name: /^Kommentare zu Fassung/ })
      .filter({ hasText: 'Fritz Freigabe' })
      .waitFor();
    // The review of exactly this version, with its edition's pages on any day through a preview link.
    await request.getByRole('button', { name: 'Änderungen ansehen …' }).click();
    const review = fritz.page.getByRole('dialog', { name: 'Änderungen dieser Fassung' });
    await review.getByRole('button', { name: `Seiten von „${NAME}“ an jedem Tag ansehen …` }).click({ timeout: 150_000 });
    const pagesLink = review.getByRole('link', { name: `Seiten von „${NAME}“ in dieser Fassung an jedem Tag ansehen (Vorschau-Link, 7 Tage gültig)` });
    const address = await pagesLink.getAttribute('href');
    await review.getByRole('button', { name: 'Schließen' }).click();
    const preview = await fritz.page.context().newPage();
    await preview.goto(`${origin}${address}?tag=01.03.2026`);
    expect(await preview.locator('body').textContent()).toContain(NAME);
    await preview.close();

    // „sofort“ is chosen, and the approval confirmed with what goes live when.
    await request.getByLabel('sofort (mit „Veröffentlichen“)').check();
    await request.getByRole('button', { name: 'Freigeben …' }).click();
    await request.getByRole('group', { name: /freigeben\? Sie geht live, sobald eine Person mit der Rolle „Freigabe“ „Veröffentlichen …“ wählt\./ }).waitFor();
    await request.getByRole('button', { name: 'Ja, freigeben', exact: true }).click();
    await request.getByRole('button', { name: 'Veröffentlichen …' }).click();
    const dialog = fritz.page.getByRole('dialog', { name: 'Veröffentlichen' });
    await dialog.getByRole('button', { name: 'Jetzt veröffentlichen' }).click({ timeout: 150_000 });
    await fritz.page.getByRole('dialog', { name: 'Veröffentlicht' }).waitFor({ timeout: 60_000 });

    expect(liveFiles()?.[`editions/${EARLY}.json`]).toContain(NAME);
    expect(gitIn(project, 'log', '-1', '--format=%an|%s').trim()).toMatch(
      /^Fritz Freigabe\|Veröffentlicht: .+ \(zur Freigabe gegeben von Anna Muster, freigegeben von Fritz Freigabe\)$/,
    );

    // Anna sees the comment and that her version is live.
    await anna.page.reload();
    const mine = anna.page.getByRole('listitem').filter({ hasText: 'von Anna Muster' });
    await mine.getByText('Passt, geht heute live.').waitFor();
    await mine.getByText('veröffentlicht', { exact: true }).waitFor();
    expect([...anna.errors, ...fritz.errors]).toEqual([]);
    await anna.close();
    await fritz.close();
  }, 300_000);
});
