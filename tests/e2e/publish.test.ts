import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '#src/content/loadContent';
import { startNginx, type RunningNginx } from '#scripts/hosting/nginx';
import { createPublisher } from '#scripts/publish/publisher';
import { type StudioCopy, startStudioOnCopy } from '../helpers/devServerCopy';
import { openSession, workerChromium } from './browser';

/**
 * Publishing from the studio to a folder served by real nginx: an edition edited and saved in the
 * studio goes live with „Veröffentlichen“ while wrk and a reader keep requesting its page. No request
 * fails, every answer is the old page or the new one, and rolling back serves the old pages byte for byte.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const TITLE_A = 'Veröffentlichung A: Überschrift im Test';
const TITLE_B = 'Veröffentlichung B: geänderte Überschrift';

let dev: StudioCopy;
let browser: Browser;
let nginx: RunningNginx;
let liveDir: string;
let key: string;
let slug: string;

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const liveRelease = () => path.join(liveDir, 'releases', path.basename(readlinkSync(path.join(liveDir, 'current'))));
const pageFile = (release: string, address: string) =>
  path.join(release, address === '/' ? 'index.html' : address.endsWith('.html') ? address : `${address}/index.html`);

beforeAll(async () => {
  liveDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'live-')), 'site');
  dev = await startStudioOnCopy({
    logging: { logLevel: 'warn' },
    prepare: (project) => {
      writeFileSync(path.join(project, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: liveDir, keep: 3 }));
      const content = loadContent({ dir: path.join(project, 'editions'), publicDir: path.join(project, 'public') });
      const current = content.featured;
      ({ key, slug } = current);
      const file = path.join(project, 'editions', `${key}.json`);
      const data = JSON.parse(readFileSync(file, 'utf8'));
      data.sections.find((section: { type: string }) => section.type === 'hero').title = TITLE_A;
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    },
  });
  // Release A, published as `npm run publish` does, before the studio changes anything.
  const publisher = createPublisher({ root: dev.project });
  await publisher.deploy(await publisher.plan());
  nginx = await startNginx(
    loadContent({ dir: path.join(dev.project, 'editions'), publicDir: path.join(dev.project, 'public') }),
    path.join(liveDir, 'current'),
    { workers: 2 },
  );
  browser = await workerChromium();
});

afterAll(async () => {
  await nginx?.stop();
  await dev?.close();
});

/**
 * wrk against the page until `stop` resolves, then Ctrl+C (on which wrk prints its summary); resolves with the
 * summary. One thread: the machine also runs nginx, the studio and the build that publishes.
 */
function wrkUntil(url: string, stop: Promise<unknown>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, ['-t1', '-c8', '-d120s', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', () => resolve(output));
    void stop.then(() => child.kill('SIGINT'));
  });
}

type Answer = { status: number; hash: string };

/** Reads the page over and over until `stop` resolves, adding each answer's status and body to `answers`. */
async function readWhile(url: string, stop: Promise<unknown>, answers: Answer[]) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    answers.push({ status: response.status, hash: sha(Buffer.from(await response.arrayBuffer())) });
  }
}

async function editTitle(page: Page) {
  await page.goto(`${dev.origin}/studio?edition=${key}`);
  await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor({ timeout: 60_000 });
  await page
    .getByRole('navigation', { name: 'Teile der Edition' })
    .getByRole('button', { name: /^Kopfbereich/ })
    .click();
  await page.getByLabel('Hauptüberschrift der Seite', { exact: true }).fill(TITLE_B);
  await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
  await page.getByRole('button', { name: /^Speichern/ }).click();
  await page.getByRole('dialog', { name: 'Änderungen speichern?' }).getByRole('button', { name: 'Jetzt speichern' }).click();
  await expect.poll(() => page.locator('[data-announcement]').textContent()).toContain('Gespeichert');
}

describe('publishing from the studio to nginx', () => {
  it('puts an edited edition live under load without a failed or mixed answer, and rolls back byte for byte', async () => {
    const releaseA = liveRelease();
    const pageA = readFileSync(pageFile(releaseA, `/${slug}`));
    expect(pageA.toString()).toContain(TITLE_A);
    const { page, context } = await openSession(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await editTitle(page);
      await page.getByRole('button', { name: 'Alle Editionen' }).click();
      await page.getByRole('button', { name: 'Veröffentlichen …' }).click();
      const dialog = page.getByRole('dialog', { name: 'Veröffentlichen' });
      const go = dialog.getByRole('button', { name: 'Jetzt veröffentlichen' });
      await go.waitFor({ timeout: 90_000 });
      // What changes, in the form's words, before anything goes live.
      expect(await dialog.getByRole('definition').first().textContent()).toContain(`/${slug}`);
      expect(await dialog.textContent()).toContain('Hauptüberschrift der Seite');
      expect(await dialog.textContent()).toContain(TITLE_B);
      expect(liveRelease()).toBe(releaseA);

      const url = `${nginx.origin}/${slug}`;
      let endLoad = () => {};
      const load = wrkUntil(url, new Promise<void>((resolve) => (endLoad = resolve)));
      const answers: Answer[] = [];
      const reads = readWhile(url, load, answers);
      await go.click();
      await page.getByRole('dialog', { name: 'Veröffentlicht' }).waitFor();
      const releaseB = liveRelease();
      expect(releaseB).not.toBe(releaseA);
      const pageB = readFileSync(pageFile(releaseB, `/${slug}`));
      // The load goes on until the new release has answered the reads.
      await expect.poll(() => answers.at(-1)?.hash).toBe(sha(pageB));
      endLoad();
      const [summary] = await Promise.all([load, reads]);

      expect(pageB.toString()).toContain(TITLE_B);
      expect(summary).toMatch(/requests in/);
      expect(summary).not.toMatch(/Non-2xx|Socket errors/);
      expect(answers.length).toBeGreaterThan(10);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const hashes = new Set(answers.map((answer) => answer.hash));
      expect([...hashes].every((hash) => hash === sha(pageA) || hash === sha(pageB))).toBe(true);
      // The switch happened while the page was being read: both versions were served.
      expect(hashes.has(sha(pageA))).toBe(true);
      expect(answers.at(-1)!.hash).toBe(sha(pageB));

      // Rolling back: release A is live again, every page as it was.
      await page.getByRole('button', { name: 'Fertig' }).click();
      await page
        .getByRole('button', { name: /wieder live schalten$/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Frühere Fassung wieder live schalten?' }).getByRole('button', { name: 'Wieder live schalten' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Wieder live' }).count()).toBe(1);
      expect(liveRelease()).toBe(releaseA);
      const record = JSON.parse(readFileSync(`${releaseA}.json`, 'utf8')) as { pages: Record<string, string> };
      expect(Object.keys(record.pages)).toContain(`/${slug}`);
      for (const address of Object.keys(record.pages)) {
        const response = await fetch(`${nginx.origin}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
        expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(pageFile(releaseA, address))), address).toBe(true);
      }
    } finally {
      await context.close();
    }
    // A build, a publish under load and a rollback.
  }, 120_000);
});
