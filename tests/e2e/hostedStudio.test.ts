import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateFor, startHostedStudio } from '../helpers/hostedStudio';
import { CHROME_PATH, CHROMIUM_ARGS } from '#scripts/dev/chromium';
import { freePort } from '#scripts/hosting/ports';
import { upgradeStatus } from '../helpers/upgrade';

/**
 * `npm run studio -- --hosted` as a browser meets it: the project's own vite.config.ts on a copy of the
 * project with the fixtures' content, serving HTTPS itself (a certificate made for the test) under the
 * name studio.example.de, which Chromium resolves to this machine. Everything the dev server serves is
 * behind the login; a person signs in with the plain form and works in the studio under the hosted CSP,
 * its writes carrying the session's CSRF token.
 */
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const HOST = 'studio.example.de';
const PASSWORD = 'richtig-langes-Passwort';
let scratch: string;
let project: string;
let server: ViteDevServer;
let origin: string;
let port: number;
let browser: Browser;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-gehostet-'));
  certificateFor(scratch, HOST);
  port = await freePort();
  origin = `https://${HOST}:${port}`;
  ({ server, project } = await startHostedStudio(scratch, { origin, tls: { cert: 'cert.pem', key: 'key.pem' } }, port, PASSWORD));
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`], headless: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(project, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  rmSync(scratch, { recursive: true, force: true });
});

/** A request as curl sends it, over TLS to this machine with the studio's host name. */
function ask(route: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest({ host: '127.0.0.1', servername: HOST, port, path: route, rejectUnauthorized: false, headers: { Host: `${HOST}:${port}`, ...headers } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A websocket upgrade to Vite's reload channel, as a script without a session would ask; the status (101: taken). */
function upgrade(headers: Record<string, string>): Promise<number> {
  return upgradeStatus(httpsRequest({ host: '127.0.0.1', servername: HOST, port, path: '/', rejectUnauthorized: false, headers: { Host: `${HOST}:${port}`, Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Protocol': 'vite-hmr', ...headers } }));
}

async function context(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const made = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' });
  await made.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  const page = await made.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return { context: made, page, errors };
}

describe('the hosted studio on the dev server', () => {
  it('serves nothing of the project without a session: pages, edition files, source, Vite’s client', async () => {
    for (const route of ['/studio', '/studio/vorschau', '/', '/editions/fixture-early.json', '/package.json', '/studio/server/auth/gate.ts', '/@vite/client', '/__studio/api/editions']) {
      expect((await ask(route)).status, route).toBe(401);
    }
    expect((await ask('/studio/anmelden')).status).toBe(200);
  });

  it('opens no websocket to the dev server without a session (Vite takes upgrades past every middleware)', async () => {
    // Vite itself would take this one: a client without Origin needs no token.
    expect(await upgrade({})).toBe(403);
    expect(await upgrade({ Origin: origin })).toBe(403);
  });

  it('signs in with the plain form, opens the studio and an edition under the hosted CSP, and checks the draft with the session’s token', async () => {
    const { context: made, page, errors } = await context();
    await page.goto(`${origin}/studio`);
    await page.getByLabel('Name').fill('anna');
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor({ timeout: 90_000 });

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
    const { context: made, page } = await context();
    await page.goto(`${origin}/studio/anmelden`);
    await page.getByLabel('Name').fill('anna');
    await page.getByLabel('Passwort').fill('falsches-Passwort!');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('aria-describedby')])).toEqual(['anmeldung-name', 'anmeldung-fehler']);
    await made.close();
  }, 60_000);
});
