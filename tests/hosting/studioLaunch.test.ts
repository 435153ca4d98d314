import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPrefix, runNginx } from '#scripts/hosting/nginx';
import { freePort } from '#scripts/hosting/ports';
import { studioNginxConfig } from '#studio/deploy/nginxStudio';
import { gitIn } from '#studio/tests/helpers/gitProject';
import { runScheduled } from '#studio/tests/helpers/scheduledCommand';
import { createApprovalStore } from '#studio/server/approvals/approvalStore';
import { publishScheduled } from '#studio/server/approvals/scheduledGoLive';
import { formatDateLong } from '#engine/format';
import { todayInGermany } from '#kit/model/sales';
import { AUTHOR_AND_APPROVER, browserPage, publishingToFolder, runHostedStudio, STUDIO_PASSWORD, type HostedStudioRun } from '../helpers/hostedStudio';

/**
 * The hosted studio's whole launch, as two people meet it in Chromium through real nginx over HTTPS
 * (`npm run studio -- --hosted` on a git copy of the project with the fixtures' content, publishing to a
 * folder, behind the server block `npm run studio:deploy-files` writes, under studio.example.de with a
 * certificate made for the test): Anna (Redaktion) creates a spring edition, uploads its title image, saves
 * and asks for approval; a preview link shows the unpublished page to a browser without an account until she
 * revokes it; Fritz (Freigabe) reviews, approves and publishes, and the live page is the spring edition; the
 * Verlauf names both. A second change approved for a later day goes live only on that day with
 * `npm run studio:scheduled` (with `--today` of any other day than the real one only a dry run); Fritz rolls back to the release before it. The studio's day is
 * FIXTURE_TODAY, 15 February 2026: the spring edition sells from 10 February and starts on 13 April.
 */
let studio: HostedStudioRun;
let stopNginx: () => Promise<void>;
let origin: string;

const NAME = 'Frühlings-Edition 2026';
const RENAMED = 'Frühlings-Edition 2026 mit Osterbonus';
const SLUG = 'fruehlingsedition';
const SCHEDULED_DAY = '2026-02-20';

beforeAll(async () => {
  studio = await runHostedStudio({
    scratchPrefix: 'studio-start-',
    ownTls: false,
    accounts: AUTHOR_AND_APPROVER,
    prepare: publishingToFolder,
  });
  origin = studio.origin;
  const prefix = nginxPrefix();
  const blocks = studioNginxConfig({
    origin,
    upstream: { host: studio.config.listenHost, port: studio.studioPort },
    listen: [`127.0.0.1:${studio.port}`],
    httpListen: [`127.0.0.1:${await freePort()}`],
    certificate: studio.certificate.cert,
    key: studio.certificate.key,
    acmeRoot: path.join(prefix, 'acme'),
  });
  stopNginx = await runNginx(blocks, { prefix, port: studio.port });
}, 120_000);

afterAll(async () => {
  await stopNginx?.();
  await studio?.close();
});

interface Person {
  page: Page;
  errors: string[];
}
const people: Person[] = [];

/** A person signed in with the login form, on the start screen. */
async function signedIn(name: string): Promise<Person> {
  const person = await browserPage(studio.browser);
  await person.page.goto(`${origin}/studio`);
  await person.page.getByLabel('Name').fill(name);
  await person.page.getByLabel('Passwort').fill(STUDIO_PASSWORD);
  await person.page.getByRole('button', { name: 'Anmelden' }).click();
  await person.page.getByRole('heading', { name: 'Freigaben', exact: true }).waitFor({ timeout: 120_000 });
  people.push(person);
  return person;
}

/** The release the directory target serves now (`.live/current`), as the web server reads it. */
const liveRelease = () => path.basename(readlinkSync(path.join(studio.project, '.live', 'current')));
const liveFolder = () => path.join(studio.project, '.live', 'releases', liveRelease());
/** The built page of `slug` in the live release. */
const livePage = (slug: string) => readFileSync(path.join(liveFolder(), slug, 'index.html'), 'utf8');
/** The live release's record: the content files that went live. */
const liveFiles = () => (JSON.parse(readFileSync(`${liveFolder()}.json`, 'utf8')) as { files: Record<string, string> }).files;

const announcement = (page: Page) => page.locator('[data-announcement]');
/** Anna's request with `note`: the studio names a version by who gave it to approval and when, not by its commit. */
const request = (page: Page, note: string) => page.getByRole('listitem').filter({ hasText: 'Zur Freigabe gegeben von Anna Muster' }).filter({ hasText: note });

/** Saves the open edition through the studio's dialog and waits for the studio to say so. */
async function save(page: Page) {
  await page.locator('[data-problems] summary', { hasNotText: 'wird geprüft' }).waitFor();
  await page.getByRole('button', { name: /^Speichern/ }).click();
  await page.getByRole('dialog', { name: 'Änderungen speichern?' }).getByRole('button', { name: 'Jetzt speichern' }).click();
  await expect.poll(() => announcement(page).textContent(), { timeout: 30_000 }).toContain('Gespeichert um ');
}

/**
 * Anna, from the start screen: gives the saved version to approval with a note; answers the version's short commit
 * (the last commit, her save), which the operator's terminal names and the studio does not.
 */
async function askForApproval(page: Page, note: string): Promise<string> {
  await page.getByLabel('Notiz zur Freigabe (freiwillig)').fill(note);
  await page.getByRole('button', { name: 'Zur Freigabe geben' }).click();
  const said = page.getByRole('status').filter({ hasText: 'Zur Freigabe gegeben' });
  await said.waitFor();
  const version = gitIn(studio.project, 'rev-parse', '--short=7', 'HEAD').trim();
  expect(await said.textContent()).not.toContain(version);
  await request(page, note).getByLabel('Notiz').filter({ hasText: note }).waitFor();
  return version;
}

/** `npm run studio:scheduled -- --config <the studio's file> --today …`: for any day but the real one a dry run. */
const scheduledCommand = (today: string) => runScheduled(studio.project, path.join(studio.scratch, 'studio.hosted.json'), today);
/** What `npm run studio:scheduled` does on `today` (the command takes the real day; the fixtures' days are past). */
const scheduledOn = (today: string) => publishScheduled({ root: studio.project, store: createApprovalStore(studio.config.dataDir), today });

describe('the hosted studio’s launch through nginx', () => {
  let anna: Person;
  let fritz: Person;
  let firstRelease: string;

  it('Redaktion creates a spring edition, uploads its title image, saves and asks for approval', async () => {
    anna = await signedIn('anna');
    const { page } = anna;
    await page.getByLabel('Kurzname').fill('spring');
    await page.getByLabel('Vorlage').selectOption({ label: 'Ostsee-Edition 2026' });
    await page.getByLabel('Adresse (freiwillig)').fill(SLUG);
    await page.getByLabel('Starttermin', { exact: true }).fill('13.04.2026');
    await page.getByLabel('Erster Verkaufstag', { exact: true }).fill('10.02.2026');
    await page.getByRole('button', { name: 'Edition anlegen' }).click();
    await page.getByRole('heading', { name: 'Grunddaten', level: 2 }).waitFor({ timeout: 60_000 });
    await page.getByLabel('Name der Edition', { exact: true }).fill(NAME);

    // The title image: a photo from the computer, uploaded in the picker and chosen for the field.
    await page
      .getByRole('navigation', { name: 'Teile der Edition' })
      .getByRole('button', { name: /^Kopfbereich/ })
      .click();
    await page.getByRole('button', { name: 'Bild wählen: Titelbild der Edition' }).click();
    const picker = page.getByRole('dialog', { name: 'Bild wählen: Titelbild der Edition' });
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 170, b: 90 } } })
      .jpeg()
      .toBuffer();
    await picker.getByLabel('Neues Bild hochladen').setInputFiles({ name: 'Frühlingswiese.jpg', mimeType: 'image/jpeg', buffer: photo });
    const field = page.getByRole('group', { name: 'Titelbild der Edition' });
    await expect.poll(() => field.textContent(), { timeout: 30_000 }).toContain('fruehlingswiese.jpg');
    expect(existsSync(path.join(studio.project, 'public', 'images', 'fruehlingswiese.jpg'))).toBe(true);

    await save(page);
    const saved = JSON.parse(readFileSync(path.join(studio.project, 'editions', 'spring.json'), 'utf8'));
    expect(saved).toMatchObject({ name: NAME, slug: SLUG, startDate: '2026-04-13', offer: { validFrom: '2026-02-10' } });
    expect(JSON.stringify(saved)).toContain('/images/fruehlingswiese.jpg');
    // The check as she typed found nothing to fix.
    expect(await page.locator('[data-problems] summary').textContent()).toContain('Prüfung: Keine Fehler');

    await page.getByRole('button', { name: 'Alle Editionen' }).click();
    await askForApproval(page, 'Bitte die Frühlings-Edition prüfen.');
    // Each step of hers is a version by her: created, image uploaded, saved.
    expect(gitIn(studio.project, 'log', '--format=%an|%s', '-3').trim().split('\n')).toEqual([
      expect.stringMatching(/^Anna Muster\|Frühlings-Edition 2026 gespeichert: /),
      'Anna Muster|Bild hochgeladen: images/fruehlingswiese.jpg',
      expect.stringMatching(/^Anna Muster\|Neue Edition spring angelegt, Adresse \/fruehlingsedition \(Vorlage: .+\)$/),
    ]);
  }, 400_000);

  it('a preview link shows the unpublished spring page to a browser without an account, noindex, until it is revoked', async () => {
    const { page } = anna;
    await page.getByRole('button', { name: `${NAME} öffnen` }).click();
    await page.getByRole('button', { name: 'Vorschau-Link' }).click();
    const dialog = page.getByRole('dialog', { name: /^Vorschau-Links für „.+“$/ });
    await dialog.getByRole('button', { name: 'Vorschau-Link erstellen' }).click();
    const address = await dialog.getByLabel('Neuer Link').inputValue({ timeout: 60_000 });
    expect(address.startsWith(`${origin}/studio/vorschau-link/`)).toBe(true);

    const stranger = await studio.browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' });
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(address);
    expect(opened!.status()).toBe(200);
    expect(opened!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await visitor.locator('body').textContent()).toContain(NAME);
    expect(await stranger.cookies()).toEqual([]);

    await dialog.getByRole('button', { name: /^Link vom .+ widerrufen$/ }).click();
    await dialog.getByRole('status').filter({ hasText: 'ist widerrufen' }).waitFor();
    const revoked = await visitor.goto(address);
    expect(revoked!.status()).toBe(410);
    expect(await visitor.locator('h1').textContent()).toBe('Dieser Vorschau-Link wurde widerrufen');
    await stranger.close();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
  }, 200_000);

  it('Freigabe sees the request, reviews it, approves it for „sofort“ and publishes: the live page is the spring edition, and the Verlauf names both', async () => {
    expect(existsSync(path.join(studio.project, '.live', 'current'))).toBe(false);
    fritz = await signedIn('fritz');
    const { page } = fritz;
    const item = request(page, 'Bitte die Frühlings-Edition prüfen.');
    await item.getByLabel('Notiz').filter({ hasText: 'Bitte die Frühlings-Edition prüfen.' }).waitFor();
    await item.getByRole('button', { name: 'Änderungen ansehen …' }).click();
    const review = page.getByRole('dialog', { name: 'Änderungen dieser Fassung' });
    await review.getByRole('button', { name: `Seiten von „${NAME}“ an jedem Tag ansehen …` }).waitFor({ timeout: 200_000 });
    await review.getByRole('button', { name: 'Schließen' }).click();

    await item.getByLabel('sofort (mit „Veröffentlichen“)').check();
    await item.getByRole('button', { name: 'Freigeben …' }).click();
    await item.getByRole('button', { name: 'Ja, freigeben', exact: true }).click();
    await item.getByRole('button', { name: 'Veröffentlichen …' }).click();
    await page.getByRole('dialog', { name: 'Veröffentlichen' }).getByRole('button', { name: 'Jetzt veröffentlichen' }).click({ timeout: 200_000 });
    await page.getByRole('dialog', { name: 'Veröffentlicht' }).waitFor({ timeout: 60_000 });

    firstRelease = liveRelease();
    // The studio says for which day the live site was built, and who put it live.
    await page.reload();
    const live = page.getByRole('list', { name: 'Veröffentlichungen' }).locator(':scope > li').first();
    await expect.poll(() => live.textContent(), { timeout: 30_000 }).toContain(`Gebaut für den ${formatDateLong(todayInGermany())}`);
    expect(await live.textContent()).toContain('veröffentlicht von Fritz Freigabe');
    expect(JSON.parse(liveFiles()['editions/spring.json'])).toMatchObject({ name: NAME, slug: SLUG });
    expect(livePage(SLUG)).toContain(NAME);
    expect(livePage(SLUG)).toContain('fruehlingswiese');
    await item.getByText('veröffentlicht', { exact: true }).waitFor();

    // The Verlauf of the spring edition: Anna's versions and Fritz's publish.
    await page.goto(`${origin}/studio?edition=spring`);
    await page.getByRole('button', { name: 'Verlauf' }).click();
    const history = page.getByRole('dialog', { name: /^Verlauf von „.+“$/ });
    const versions = history.getByRole('list', { name: 'Fassungen' });
    await versions.waitFor({ timeout: 30_000 });
    const entries = await versions.locator(':scope > li').allTextContents();
    expect(entries[0]).toMatch(/^Veröffentlicht · .+von Fritz Freigabe/);
    expect(entries.slice(1).some((entry) => /^Gespeichert · .+von Anna Muster/.test(entry))).toBe(true);
    await history.getByRole('button', { name: 'Schließen' }).click();
  }, 400_000);

  it('a second change approved for a later day is scheduled, and goes live with `npm run studio:scheduled` on that day, not the day before', async () => {
    const { page } = anna;
    await page.goto(`${origin}/studio?edition=spring`);
    await page.getByLabel('Name der Edition', { exact: true }).fill(RENAMED);
    await save(page);
    await page.getByRole('button', { name: 'Alle Editionen' }).click();
    const version = await askForApproval(page, 'Neuer Name zum 20. Februar.');

    await fritz.page.goto(`${origin}/studio`);
    const item = request(fritz.page, 'Neuer Name zum 20. Februar.');
    await item.getByLabel('Notiz').filter({ hasText: 'Neuer Name zum 20. Februar.' }).waitFor({ timeout: 120_000 });
    await item.getByLabel('an einem Tag').check();
    await item.getByLabel(/^Tag für Fassung vom /).fill('20.02.2026');
    await item.getByRole('button', { name: 'Freigeben …' }).click();
    await item.getByRole('button', { name: 'Ja, für den 20. Februar 2026 freigeben' }).click();
    await item.getByText('Geplant: geht am 20. Februar 2026 live (freigegeben von Fritz Freigabe).').waitFor();

    // The command with a day that is not today only says what would go live then, and changes nothing.
    const rehearsal = await scheduledCommand(SCHEDULED_DAY);
    expect(rehearsal.stderr).toBe('');
    expect(rehearsal.status).toBe(0);
    expect(rehearsal.stdout).toMatch(/^Probelauf für den 20\. Februar 2026 – heute ist der .+; dieser Lauf ändert nichts\.\n/);
    expect(rehearsal.stdout).toContain(
      `Ginge live: Fassung ${version} (geplant für den 20. Februar 2026) – zur Freigabe gegeben von Anna Muster, freigegeben von Fritz Freigabe.`,
    );
    expect(liveRelease()).toBe(firstRelease);

    const dayBefore = await scheduledOn('2026-02-19');
    expect(dayBefore).toEqual({ lines: [], failed: 0 });
    expect(liveRelease()).toBe(firstRelease);

    const onTheDay = await scheduledOn(SCHEDULED_DAY);
    expect(onTheDay.failed).toBe(0);
    expect(onTheDay.lines).toEqual([
      expect.stringMatching(
        /^Veröffentlicht \(geplant für den 20\. Februar 2026, Fassung [0-9a-f]{7}\): .+ – zur Freigabe gegeben von Anna Muster, freigegeben von Fritz Freigabe\.$/,
      ),
    ]);
    expect(liveRelease()).not.toBe(firstRelease);
    expect(JSON.parse(liveFiles()['editions/spring.json']).name).toBe(RENAMED);
    expect(livePage(SLUG)).toContain(RENAMED);

    await fritz.page.reload();
    await request(fritz.page, 'Neuer Name zum 20. Februar.').getByText('veröffentlicht', { exact: true }).waitFor({ timeout: 120_000 });
  }, 400_000);

  it('Freigabe rolls back to the release before: it is live again', async () => {
    const { page } = fritz;
    const releases = page.getByRole('list', { name: 'Veröffentlichungen' });
    await releases.locator(':scope > li').nth(1).waitFor();
    const again = releases.getByRole('button', { name: /^Veröffentlichung vom .+ wieder live schalten$/ });
    expect(await again.count()).toBe(1);
    await again.click();
    await page.getByRole('dialog', { name: 'Frühere Fassung wieder live schalten?' }).getByRole('button', { name: 'Wieder live schalten' }).click();
    await page.getByRole('status').filter({ hasText: 'Wieder live: die Veröffentlichung vom' }).waitFor({ timeout: 60_000 });

    expect(liveRelease()).toBe(firstRelease);
    expect(JSON.parse(liveFiles()['editions/spring.json']).name).toBe(NAME);
    expect(livePage(SLUG)).toContain(NAME);
    expect(livePage(SLUG)).not.toContain(RENAMED);
    expect(gitIn(studio.project, 'log', '-1', '--format=%an').trim()).toBe('Fritz Freigabe');

    // The studio's preview after the rollback shows the rolled-back page, rendered by the same built server entry.
    const previewed = page.waitForResponse((response) => response.url().includes('/studio/vorschau'), { timeout: 60_000 });
    await page.goto(`${origin}/studio?edition=spring`);
    expect((await previewed).status()).toBe(200);
    const frame = page.frameLocator('iframe');
    await frame.locator('h1').first().waitFor({ timeout: 60_000 });
    expect(await frame.locator('body').textContent()).toContain(NAME);
    expect(await frame.locator('body').textContent()).not.toContain(RENAMED);
    expect(people.flatMap((person) => person.errors)).toEqual([]);
  }, 200_000);
});
