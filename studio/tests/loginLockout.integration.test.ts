import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_COOKIE } from '../server/auth/gate';
import { FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { ORIGIN, PASSWORD, startHostedHarness, type HarnessOptions, type HostedHarness } from './helpers/hostedServer';

/**
 * The login lock against guesses sent all at once (each counts before its password is checked), kept across
 * a restart with the same data folder, per /64 for IPv6, and every refused login one line in the log.
 */

const options: HarnessOptions = { today: FIXTURE_TODAY, renderPreview: async ({ route }) => `<!doctype html><html lang="de"><body>${route}</body></html>` };
const accounts = { anna: ['Redaktion'], ben: ['Redaktion'] } as const;

let root: string;
let dataDir: string;
let studio: HostedHarness | undefined;

beforeAll(() => {
  root = copyContentRoot();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-sperre-'));
});
afterEach(async () => {
  await studio?.close();
  studio = undefined;
  vi.restoreAllMocks();
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async () => (studio = await startHostedHarness(root, { anna: [...accounts.anna], ben: [...accounts.ben] }, { ...options, dataDir }));

/** `count` logins sent at once, each with a form fetched beforehand: the password of each, in the order they are sent. */
async function loginsAtOnce(harness: HostedHarness, name: string, passwords: string[], address: string) {
  const forms = await Promise.all(passwords.map(() => harness.loginForm()));
  return Promise.all(
    passwords.map((password, at) =>
      harness.send('POST', '/studio/anmelden', {
        headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: forms[at].cookie, 'X-Forwarded-For': address },
        body: new URLSearchParams({ csrf: forms[at].token, name, passwort: password }).toString(),
      }),
    ),
  );
}

describe('hosted studio: the login lock', () => {
  it('counts 200 wrong passwords sent at once: the right one sent last is locked, also after a restart, and each refusal is one log line without the password', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const harness = await start();
    const wrong = Array.from({ length: 200 }, (_, attempt) => `falsch-geraten-${attempt}`);
    const answers = await loginsAtOnce(harness, 'anna', [...wrong, PASSWORD], '198.51.100.40');
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(196);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.text).toContain('Zu viele Versuche.');

    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(201);
    for (const line of lines) {
      expect(line).toMatch(
        /^\d{4}-\d\d-\d\dT[\d:.]+Z Anmeldung abgelehnt \((Name oder Passwort falsch|gesperrt nach zu vielen Versuchen)\): Name "anna" von "198\.51\.100\.40"$/,
      );
      expect(line).not.toMatch(/falsch-geraten|richtig-langes/);
    }

    await harness.close();
    studio = undefined;
    const restarted = await start();
    const afterRestart = await restarted.postLogin('anna', PASSWORD, { address: '198.51.100.41' });
    expect(afterRestart.status).toBe(429);
    expect(afterRestart.headers['set-cookie']?.every((cookie) => cookie.startsWith(`${LOGIN_COOKIE}=`))).toBe(true);
  }, 60_000);

  it('locks an IPv6 client by its /64: twenty failures from different addresses in it lock the next from any other', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const harness = await start();
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await harness.postLogin(`rate${attempt}`, 'falsch-geraten-!!', { address: `2001:db8:7:8::${attempt.toString(16)}` })).status).toBe(401);
    expect((await harness.postLogin('ben', PASSWORD, { address: '2001:db8:7:8:aaaa:bbbb:cccc:dddd' })).status).toBe(429);
    expect((await harness.postLogin('ben', PASSWORD, { address: '2001:db8:7:9::1' })).status).toBe(303);
  });

  it('logs a name typed with line breaks and quotes on one line, escaped', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const harness = await start();
    await harness.postLogin('ben\n2026-02-15T09:00:00.000Z Anmeldung erfolgreich "ben"\u2028', 'falsch-geraten-!!', { address: '2001:db8:7:a::1' });
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(
        / Anmeldung abgelehnt \(Name oder Passwort falsch\): Name "ben\\n2026-02-15T09:00:00\.000Z Anmeldung erfolgreich \\"ben\\"\\u2028" von "2001:db8:7:a::1" \(Netz 2001:db8:7:a::\/64\)$/,
      ),
    ]);
  });
});
