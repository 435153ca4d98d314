import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askOverTls, runHostedStudio, signInWithForm, STUDIO_HOST as HOST, browserPage, type HostedStudioRun } from '../helpers/hostedStudio';
import { upgradeStatus } from '../helpers/upgrade';

/**
 * `npm run studio -- --hosted` as a browser meets it: the project's own vite.config.ts on a copy of the
 * project with the fixtures' content, serving HTTPS itself (a certificate made for the test) under the
 * name studio.example.de, which Chromium resolves to this machine. Everything the dev server serves is
 * behind the login; a person signs in with the plain form and works in the studio under the hosted CSP,
 * its writes carrying the session's CSRF token.
 */

let studio: HostedStudioRun;
let origin: string;
let port: number;

beforeAll(async () => {
  studio = await runHostedStudio({ scratchPrefix: 'studio-gehostet-', ownTls: true });
  ({ origin, port } = studio);
}, 120_000);

afterAll(async () => {
  await studio?.close();
});

const ask = (route: string, headers: Record<string, string> = {}) => askOverTls(port, route, { headers });

/** A websocket upgrade to Vite's reload channel, as a script without a session would ask; the status (101: taken). */
function upgrade(headers: Record<string, string>): Promise<number> {
  return upgradeStatus(httpsRequest({ host: '127.0.0.1', servername: HOST, port, path: '/', rejectUnauthorized: false, headers: { Host: `${HOST}:${port}`, Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Protocol': 'vite-hmr', ...headers } }));
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
    expect(await page.evaluate(() => [document.activeElement?.id, document.activeElement?.getAttribute('aria-describedby')])).toEqual(['anmeldung-name', 'anmeldung-fehler']);
    await made.close();
  }, 60_000);
});
