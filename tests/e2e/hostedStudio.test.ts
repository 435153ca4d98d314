import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#scripts/hosting/ports';
import { hashPassword } from '#studio/server/auth/passwords';
import { newCredential, writeUsers } from '#studio/server/auth/userStore';
import { CSRF_COOKIE, CSRF_HEADER } from '#studio/shared/hosted';
import { IPN_PATH } from '#studio/server/sales/ipnReceiver';
import { ipnSignature } from '#studio/server/sales/ipnSignature';
import { openSalesStore } from '#studio/server/sales/salesStore';
import { FIXTURE_TODAY } from '../helpers/content';
import {
  askOverTls,
  browserPage,
  runHostedStudio,
  signInWithForm,
  startBuiltStudio,
  STUDIO_HOST as HOST,
  STUDIO_PASSWORD,
  type HostedStudioRun,
} from '../helpers/hostedStudio';
import { refuseViteModule } from '../helpers/refuseVite';
import { upgradeStatus } from '../helpers/upgrade';
import { certificateFor } from '../helpers/certificate';

/**
 * `npm run studio -- --hosted` as a browser meets it: the built studio server (dist-studio/) on a copy of the
 * project with the fixtures' content, serving HTTPS itself (a certificate made for the test) under the
 * name studio.example.de, which Chromium resolves to this machine. Everything it serves is behind the
 * login; a person signs in with the plain form and works in the studio under the hosted CSP, its writes
 * carrying the session's CSRF token. No development server answers anything.
 */

let studio: HostedStudioRun;
let origin: string;
let port: number;

beforeAll(async () => {
  studio = await runHostedStudio({ scratchPrefix: 'studio-gehostet-', ownTls: true, settings: { ipnPassphrase: IPN_PASSPHRASE } });
  ({ origin, port } = studio);
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

const ask = (route: string, headers: Record<string, string> = {}) => askOverTls(port, route, { headers });

const IPN_PASSPHRASE = 'passphrase-der-verkaufsmeldungen-2026';

/** A websocket upgrade to Vite's reload channel, as a script without a session would ask; the status (101: taken). */
function upgrade(headers: Record<string, string>): Promise<number> {
  return upgradeStatus(
    httpsRequest({
      host: '127.0.0.1',
      servername: HOST,
      port,
      path: '/',
      rejectUnauthorized: false,
      headers: {
        Host: `${HOST}:${port}`,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Protocol': 'vite-hmr',
        ...headers,
      },
    }),
  );
}

describe('the built hosted studio', () => {
  it('takes the platform’s signed payment notifications without a session, each order once, a refund subtracting, and refuses a wrong signature', async () => {
    const notify = (fields: Record<string, string>, passphrase = IPN_PASSPHRASE) =>
      askOverTls(port, IPN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, sha_sign: ipnSignature(passphrase, fields) }).toString(),
      });
    const payment = {
      event: 'on_payment',
      order_id: 'TEST0001',
      product_id: '100001',
      amount_brutto: '249.00',
      currency: 'EUR',
      trackingkey: 'nordseeedition',
      email: 'petra@example.de',
    };
    for (const attempt of [1, 2]) {
      const answer = await notify(payment);
      expect([attempt, answer.status, answer.body]).toEqual([attempt, 200, 'OK']);
    }
    expect((await notify({ ...payment, event: 'on_refund', amount_brutto: '-249.00' })).body).toBe('OK');
    const forged = await notify({ ...payment, order_id: 'TEST0002' }, 'eine-geratene-Passphrase-12345');
    expect(forged.status).toBe(403);
    const sales = openSalesStore(studio.config.dataDir);
    try {
      expect(sales.figures()).toEqual([{ edition: 'nordseeedition', variant: '', sales: 1, refunds: 1, chargebacks: 0, revenueCents: 0 }]);
    } finally {
      sales.close();
    }

    // The studio's start screen shows them to a signed-in person, per page.
    const { context: made, page } = await browserPage(studio.browser);
    await signInWithForm(page, origin);
    const figures = page.getByRole('region', { name: '/nordseeedition' });
    await figures.waitFor();
    const terms = await figures.locator('dt').allTextContents();
    const values = await figures.locator('dd').allTextContents();
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Verkäufe: '1',
      Erstattungen: '1',
      Rückbuchungen: '0',
      Umsatz: '0\u00a0€',
    });
    // No visits log has been read here: the studio says that it counts sales only.
    await page.getByText('Besuche und Klicks zum Bestellformular werden hier nicht gezählt').waitFor();
    // On a phone the figures fit the screen: the start screen does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await made.close();
  });

  it('serves nothing of the project without a session: pages, edition files, source, Vite’s client', async () => {
    for (const route of [
      '/studio',
      '/studio/vorschau',
      '/',
      '/editions/fixture-early.json',
      '/package.json',
      '/studio/server/auth/gate.ts',
      '/@vite/client',
      '/__studio/api/editions',
    ]) {
      expect((await ask(route)).status, route).toBe(401);
    }
    expect((await ask('/studio/anmelden')).status).toBe(200);
  });

  it('opens no websocket, with or without a session', async () => {
    expect(await upgrade({})).toBe(403);
    expect(await upgrade({ Origin: origin })).toBe(403);
  });

  it('signs in with the plain form, opens the studio and an edition under the hosted CSP, and checks the draft with the session’s token', async () => {
    const { context: made, page, errors } = await browserPage(studio.browser);
    await signInWithForm(page, origin);

    const cookies = await made.cookies();
    expect(cookies.find((cookie) => cookie.name === '__Host-studio-sitzung')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

    await page.getByRole('link', { name: 'Abmelden' }).waitFor();

    const checked = page.waitForResponse((response) => response.url().endsWith('/__studio/api/check'), { timeout: 60_000 });
    await page.goto(`${origin}/studio?edition=fixture-early`);
    expect((await checked).status()).toBe(200);
    await page.frameLocator('iframe').locator('h1').first().waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    await made.close();
  }, 180_000);

  it('puts the focus on the name field with the error tied to it after a wrong password', async () => {
    const { context: made, page } = await browserPage(studio.browser);
    await page.goto(`${origin}/studio/anmelden`);
    await page.getByLabel('Name').fill('anna');
    await page.getByLabel('Passwort').fill('falsches-Passwort!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('aria-describedby')])).toEqual([
      'anmeldung-name',
      'anmeldung-fehler',
    ]);
    await made.close();
  }, 60_000);

  it('answers no development endpoint and no source file to a signed-in person', async () => {
    const { context: made, page } = await browserPage(studio.browser);
    await signInWithForm(page, origin);
    const cookie = (await made.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    for (const route of [
      '/__open-in-editor?file=/etc/passwd',
      '/@fs/etc/passwd',
      '/@vite/client',
      '/@id/react',
      '/@react-refresh',
      '/studio/app/main.tsx',
      '/studio/server/auth/gate.ts',
      '/src/entry-client.tsx',
      '/package.json',
      '/editions/fixture-early.json',
      '/node_modules/react/package.json',
      '/vite.config.ts',
    ]) {
      expect((await ask(route, { Cookie: cookie })).status, route).toBe(404);
    }
    await made.close();
  }, 120_000);

  it('shows a preview link to a browser without an account with every image, under the link’s own headers, and only the sizes the build makes', async () => {
    const { context: made, page } = await browserPage(studio.browser);
    await signInWithForm(page, origin);
    const cookies = await made.cookies();
    const csrf = cookies.find((cookie) => cookie.name === CSRF_COOKIE)!.value;
    const created = await askOverTls(port, '/__studio/api/preview-links/create', {
      method: 'POST',
      body: JSON.stringify({ key: 'fixture-early', days: 2 }),
      headers: {
        Origin: origin,
        [CSRF_HEADER]: csrf,
        'Content-Type': 'application/json',
        Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      },
    });
    expect(created.status).toBe(200);
    const { path: linkPath } = JSON.parse(created.body) as { path: string };
    await made.close();

    const stranger = await studio.browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    const visitor = await stranger.newPage();
    const refused: string[] = [];
    visitor.on('response', (response) => response.status() >= 400 && refused.push(`${response.status()} ${response.url()}`));
    const opened = await visitor.goto(`${origin}${linkPath}`);
    expect(opened!.status()).toBe(200);
    expect(opened!.headers()['content-security-policy']).toContain("script-src 'none'");
    expect(opened!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
    // Every image of the page, lazy ones too, loads through the link.
    const images = visitor.locator('main img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
      expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(`${linkPath}/datei/images/`);
    }
    expect(refused).toEqual([]);

    const file = async (address: string) => (await ask(`${linkPath}/datei${address}`)).status;
    expect(await file('/images/generated/cover-autumn-800.avif')).toBe(200);
    for (const width of [1, 801, 1199, 4000]) expect(await file(`/images/generated/cover-autumn-${width}.avif`), `${width}`).toBe(404);
    // An image the link's editions do not use (the winter cover), in any size, is not the link's.
    expect(await file('/images/cover-winter.svg')).toBe(404);
    expect(await file('/images/generated/cover-winter-800.avif')).toBe(404);
    await stranger.close();
  }, 120_000);
});

describe('the hosted studio’s process', () => {
  it('runs without Vite: a process that cannot load Vite signs in and shows a preview', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-ohne-vite-'));
    const certificate = certificateFor(scratch, HOST);
    const ownPort = await freePort();
    const ownOrigin = `https://${HOST}:${ownPort}`;
    writeFileSync(
      path.join(scratch, 'studio.hosted.json'),
      JSON.stringify({ origin: ownOrigin, dataDir: 'daten', tls: { cert: certificate.cert, key: certificate.key } }),
    );
    const hash = await hashPassword(STUDIO_PASSWORD, { N: 2 ** 10, r: 8, p: 1, keyLength: 64 });
    writeUsers(path.join(scratch, 'daten', 'users.json'), [
      { name: 'anna', displayName: 'Anna Muster', roles: ['Redaktion'], password: hash, credential: newCredential(), created: '2026-02-01T09:00:00.000Z' },
    ]);
    // Node's module hooks refuse every import of the vite package in the studio's process.
    const server = await startBuiltStudio(
      studio.project,
      ['--hosted', '--config', path.join(scratch, 'studio.hosted.json'), '--port', String(ownPort), '--today', FIXTURE_TODAY],
      ['--import', refuseViteModule],
    );
    try {
      const { context: made, page, errors } = await browserPage(studio.browser);
      await signInWithForm(page, ownOrigin);
      await page.goto(`${ownOrigin}/studio?edition=fixture-early`);
      await page.frameLocator('iframe').locator('h1').first().waitFor({ timeout: 60_000 });
      expect(errors).toEqual([]);
      await made.close();
      expect(server.output()).not.toContain('Vite');
    } finally {
      await server.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});
