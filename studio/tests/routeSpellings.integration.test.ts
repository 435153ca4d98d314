import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../server/auth/gate';
import type { Role } from '../server/auth/roles';
import { studioApiRoutes } from './helpers/apiRoutes';
import { FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { ORIGIN, startHostedHarness, type Answer, type HostedHarness } from './helpers/hostedServer';

/**
 * Every route of the studio's API, asked by every kind of caller in its plain spelling and in spellings that
 * name the same path to a router that decodes or normalises it (a percent-encoded letter in upper and lower
 * case hex, a doubled slash, dot segments, a trailing slash, another case): no spelling may get past a
 * refusal the plain spelling gets. The hosted studio behind its gate, as its HTTPS proxy passes requests on
 * (the role is checked on the route Hono matched, apiApp.ts; issue 50: `/__studio/api/%73ave` saved for any
 * account while the gate looked the role up by the raw path).
 */

const ACCOUNTS: Record<string, Role[]> = { redaktion: ['Redaktion'], freigabe: ['Freigabe'], verwaltung: ['Verwaltung'] };
/** The callers: each role's account, nobody, and a cookie naming no session (the store refuses an account without a role). */
type Caller = keyof typeof ACCOUNTS | 'anonym' | 'ohne-sitzung';

let root: string;
let studio: HostedHarness;
const cookies: Partial<Record<Caller, { cookie: string; csrf: string }>> = {};

beforeAll(async () => {
  root = copyContentRoot();
  studio = await startHostedHarness(root, ACCOUNTS, {
    today: FIXTURE_TODAY,
    renderPreview: async ({ route }) => `<!doctype html><html lang="de"><body>${route}</body></html>`,
  });
  for (const name of Object.keys(ACCOUNTS)) cookies[name] = await studio.signIn(name);
  cookies['ohne-sitzung'] = { cookie: `${SESSION_COOKIE}=ausgedacht`, csrf: 'ausgedacht' };
});

afterAll(async () => {
  await studio?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  if (studio) rmSync(studio.dataDir, { recursive: true, force: true });
});

const hex = (letter: string) => letter.charCodeAt(0).toString(16);
/** The path with its character at `at` percent-encoded, the hex digits in upper or lower case. */
const encodedAt = (path: string, at: number, upper: boolean) => {
  const code = `%${upper ? hex(path[at]).toUpperCase() : hex(path[at]).toLowerCase()}`;
  return `${path.slice(0, at)}${code}${path.slice(at + 1)}`;
};

/** Other spellings of `path` (`/__studio/api/…`) that a URL parser or a decoding router may read as the same path. */
function spellingsOf(path: string): string[] {
  const cut = path.lastIndexOf('/');
  const [parent, last] = [path.slice(0, cut), path.slice(cut + 1)];
  const firstLetter = cut + 1;
  // A letter whose code has a hex letter (j–o, z), so both cases of the hex digits are tried; in `__studio` the `o`.
  const withHexLetter = [...path.slice('/__studio/api/'.length)].findIndex((letter) => /[a-f]/.test(hex(letter)));
  const inRoute = withHexLetter === -1 ? firstLetter : '/__studio/api/'.length + withHexLetter;
  const inBase = '/__studi'.length;
  const spellings = [
    encodedAt(path, firstLetter, true),
    encodedAt(path, inRoute, true),
    encodedAt(path, inRoute, false),
    encodedAt(path, inBase, true),
    encodedAt(path, inBase, false),
    encodedAt(path, 1, false),
    path.replace('/api/', '/api//'),
    path.replace('/__studio/', '/__studio//'),
    `/${path}`,
    `${parent}/./${last}`,
    `${parent}/x/../${last}`,
    `${parent}/%2e/${last}`,
    `${parent}/x/%2E%2E/${last}`,
    `${path}/`,
    `${path}/.`,
    `${parent}/${last.toUpperCase()}`,
    `${parent}/${last[0].toUpperCase()}${last.slice(1)}`,
    path.replace('/api/', '/API/'),
    `${parent}\\${last}`,
    ...(path.split('/').length > 4 ? [path.replace(/\/(?=[^/]*$)/, '%2F'), path.replace(/\/(?=[^/]*$)/, '%2f')] : []),
  ];
  return [...new Set(spellings)];
}

/** A request as the studio's page sends it for the caller; a write sends a body no route's schema takes (no handler acts on it). */
function ask(caller: Caller, method: string, path: string): Promise<Answer> {
  const signed = cookies[caller];
  const headers: Record<string, string | undefined> = { Cookie: signed?.cookie, 'Sec-Fetch-Site': 'same-origin' };
  if (method === 'GET') return studio.send('GET', path, { headers });
  return studio.send(method, path, {
    headers: { ...headers, Origin: ORIGIN, 'Content-Type': 'application/json', 'X-CSRF-Token': signed?.csrf },
    body: '[]',
  });
}

const CALLERS: Caller[] = ['anonym', 'ohne-sitzung', 'redaktion', 'freigabe', 'verwaltung'];

describe('hosted studio: a route’s refusal holds in every spelling of its path', () => {
  it('spells each route in more than a dozen ways, encoded letters in both cases of hex among them', () => {
    expect(spellingsOf('/__studio/api/approvals/approve')).toEqual(
      expect.arrayContaining(['/__studio/api/approvals/%61pprove', '/__studio/api/appr%6Fvals/approve', '/__studio/api/appr%6fvals/approve']),
    );
    expect(spellingsOf('/__studio/api/save')).toEqual(
      expect.arrayContaining([
        '/__studio/api/%73ave',
        '/__studi%6F/api/save',
        '/__studi%6f/api/save',
        '/__studio/api//save',
        '/__studio/api/./save',
        '/__studio/api/x/../save',
        '/__studio/api/save/',
        '/__studio/api/SAVE',
      ]),
    );
  });

  it('gives every caller the plain spelling’s refusal, or 404, for every other spelling of every route', { timeout: 240_000 }, async () => {
    const routes = studioApiRoutes();
    expect(routes).toHaveLength(38);
    const leaks: string[] = [];
    const plainStatus: Record<string, number> = {};
    for (const caller of CALLERS) {
      for (const { method, path } of routes) {
        const plain = await ask(caller, method, path);
        plainStatus[`${caller} ${method} ${path}`] = plain.status;
        const answers = await Promise.all(spellingsOf(path).map(async (spelled) => [spelled, await ask(caller, method, spelled)] as const));
        for (const [spelled, answer] of answers) {
          const same = answer.status === plain.status && answer.json?.message === plain.json?.message;
          // Node's Hono adapter refuses an address it cannot make a URL of (a backslash) with a bare 400, before any route.
          const unreadable = answer.status === 400 && answer.text === '';
          if (!same && answer.status !== 404 && !unreadable) leaks.push(`${caller} ${method} ${spelled}: ${answer.status} (plain ${path}: ${plain.status})`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The plain spellings themselves: nobody without a session passes, a role not named is refused, a named one reaches the schema.
    expect(plainStatus['anonym POST /__studio/api/save']).toBe(401);
    expect(plainStatus['ohne-sitzung GET /__studio/api/editions']).toBe(401);
    expect(plainStatus['verwaltung POST /__studio/api/save']).toBe(403);
    expect(plainStatus['redaktion POST /__studio/api/approvals/approve']).toBe(403);
    expect(plainStatus['freigabe POST /__studio/api/approvals/approve']).toBe(400);
    expect(plainStatus['redaktion POST /__studio/api/save']).toBe(400);
    expect(plainStatus['verwaltung GET /__studio/api/editions']).toBe(200);
  });
});
