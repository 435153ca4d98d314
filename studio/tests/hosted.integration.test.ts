import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersFileIn } from '../server/auth/dataFolder';
import { LOGIN_COOKIE, SESSION_COOKIE } from '../server/auth/gate';
import { inlineScriptHashes } from '../server/auth/securityHeaders';
import { newCredential, readUsers, writeUsers } from '../server/auth/userStore';
import { CSRF_COOKIE } from '../shared/hosted';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { cookieValue, ORIGIN, PASSWORD, startHostedHarness, testAccount, type HarnessOptions, type HostedHarness } from './helpers/hostedServer';

/**
 * The hosted studio as the HTTPS proxy in front of it passes requests on (X-Forwarded-Proto from 127.0.0.1),
 * answered in the test's own process: the gate (studio/server/auth/gate.ts) and the studio behind it on a scratch
 * copy of the content, each refusal docs/betrieb/sicherheit.md promises, with a clock the test moves. Websocket
 * upgrades, which bypass the middlewares, go to a real server on a port.
 */

const MINUTE = 60_000;
const options: HarnessOptions = { today: FIXTURE_TODAY, renderPreview: async ({ route }) => `<!doctype html><html lang="de"><body>${route}</body></html>` };

let root: string;
let studio: HostedHarness;

beforeAll(async () => {
  root = copyContentRoot();
  studio = await startHostedHarness(root, { anna: ['Redaktion'], fritz: ['Freigabe'], ben: ['Redaktion'], clara: ['Redaktion', 'Freigabe'] }, options);
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

describe('hosted studio: websockets', () => {
  it('lets a websocket reach the dev server only with a session, from the studio’s origin, over HTTPS', async () => {
    const anna = await studio.signIn('anna');
    expect(await studio.upgrade({ Origin: ORIGIN })).toBe(403);
    expect(await studio.upgrade({ Origin: ORIGIN, Cookie: `${SESSION_COOKIE}=ausgedacht` })).toBe(403);
    expect(await studio.upgrade({ Cookie: anna.cookie })).toBe(403);
    expect(await studio.upgrade({ Origin: 'https://evil.example', Cookie: anna.cookie })).toBe(403);
    expect(await studio.upgrade({ Origin: ORIGIN, Cookie: anna.cookie, 'X-Forwarded-Proto': 'http' })).toBe(403);
    expect(await studio.upgrade({ Origin: ORIGIN, Cookie: anna.cookie })).toBe(101);
  });
});

describe('hosted studio: signing in', () => {
  it('shows a German login form that works without script, with its own token cookie', async () => {
    const page = await studio.send('GET', '/studio/anmelden');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('<label for="anmeldung-name">Name</label>');
    expect(page.text).toContain('<label for="anmeldung-passwort">Passwort</label>');
    expect(page.text).toMatch(/<form method="post" action="\/studio\/anmelden">/);
    expect(page.text).not.toMatch(/<script/);
    expect(page.cookies).toEqual([expect.stringMatching(new RegExp(`^${LOGIN_COOKIE}=[\\w-]{43}; Path=/; Secure; SameSite=Strict; HttpOnly; Max-Age=3600$`))]);
  });

  it('signs in with a new session in a cookie with all its flags, and the token the page sends back readable by the page', async () => {
    const answer = await studio.postLogin('anna', PASSWORD);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/studio');
    const session = answer.cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; Secure; SameSite=Strict; HttpOnly$`));
    expect(answer.cookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))).toMatch(
      new RegExp(`^${CSRF_COOKIE}=[\\w-]{43}; Path=/; Secure; SameSite=Strict$`),
    );
    expect(answer.cookies).toContain(`${LOGIN_COOKIE}=; Path=/; Secure; SameSite=Strict; HttpOnly; Max-Age=0`);
  });

  it('says a wrong password at the fields, which point to the message and take the focus', async () => {
    const answer = await studio.postLogin('anna', 'falsches-Passwort!', { address: '198.51.100.20' });
    expect(answer.status).toBe(401);
    expect(answer.text).toContain('<p class="fehler" id="anmeldung-fehler" role="alert">Name oder Passwort stimmt nicht. Bitte prüfe beides.</p>');
    expect(answer.text).toMatch(/id="anmeldung-name"[^>]*value="anna" aria-invalid="true" aria-describedby="anmeldung-fehler" autofocus/);
    expect(answer.text).toMatch(/id="anmeldung-passwort"[^>]*aria-invalid="true" aria-describedby="anmeldung-fehler"/);
    expect(cookieValue(answer.cookies, SESSION_COOKIE)).toBeUndefined();
    // An unknown account is answered the same way.
    const unknown = await studio.postLogin('niemand', PASSWORD, { address: '198.51.100.20' });
    expect(unknown.status).toBe(401);
    expect(unknown.text).toContain('Name oder Passwort stimmt nicht.');
  });

  it('refuses a login form posted from another origin or without the form’s token', async () => {
    const form = await studio.loginForm();
    const body = new URLSearchParams({ csrf: form.token, name: 'anna', passwort: PASSWORD }).toString();
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: form.cookie };
    expect((await studio.send('POST', '/studio/anmelden', { headers: { ...headers, Origin: 'https://boese.example' }, body })).status).toBe(403);
    const withoutToken = await studio.send('POST', '/studio/anmelden', {
      headers: { ...headers, Origin: ORIGIN },
      body: new URLSearchParams({ name: 'anna', passwort: PASSWORD }).toString(),
    });
    expect(withoutToken.status).toBe(403);
    expect(cookieValue(withoutToken.cookies, SESSION_COOKIE)).toBeUndefined();
  });
});

describe('hosted studio: refusals', () => {
  it('refuses every page, API route and project file without a session', async () => {
    const api = await studio.read(undefined, '/editions');
    expect(api.status).toBe(401);
    expect(api.json.message).toBe('Bitte melde dich an, um das Studio zu benutzen.');
    const page = await studio.send('GET', '/studio', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/studio/anmelden');
    for (const route of ['/studio/vorschau', '/editions/fixture-early.json', '/package.json', '/studio/abmelden']) {
      expect((await studio.send('GET', route)).status, route).toBe(401);
    }
    expect((await studio.send('GET', '/__studio/api/editions', { headers: { Cookie: `${SESSION_COOKIE}=ausgedacht` } })).status).toBe(401);
  });

  it('refuses plain HTTP: no X-Forwarded-Proto, or one not from the configured proxy', async () => {
    const signed = await studio.signIn('anna');
    const plain = await studio.send('GET', '/__studio/api/editions', { headers: { Cookie: signed.cookie, 'X-Forwarded-Proto': undefined } });
    expect(plain.status).toBe(403);
    expect(plain.json.message).toBe('Das Studio ist nur über HTTPS erreichbar. Bitte öffne es mit https://.');
    expect((await studio.send('GET', '/studio/anmelden', { headers: { 'X-Forwarded-Proto': 'http' } })).status).toBe(403);
    // A server whose proxy is elsewhere: the header from this address is the client's own claim.
    const elsewhere = await startHostedHarness(root, {}, { ...options, config: { trustedProxies: ['192.0.2.10'] } });
    try {
      expect((await elsewhere.send('GET', '/studio/anmelden')).status).toBe(403);
    } finally {
      await elsewhere.close();
      rmSync(elsewhere.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses another host name', async () => {
    const answer = await studio.send('GET', '/studio/anmelden', { headers: { Host: 'boese.example' } });
    expect(answer.status).toBe(421);
  });

  it('ends a session after 30 minutes without a request (idle), and after 10 hours in any case (absolute)', async () => {
    const idle = await studio.signIn('anna');
    studio.clock.now += 29 * MINUTE;
    expect((await studio.read(idle, '/editions')).status).toBe(200);
    studio.clock.now += 30 * MINUTE;
    const ended = await studio.read(idle, '/editions');
    expect(ended.status).toBe(401);
    expect(ended.json.message).toMatch(/^Deine Sitzung ist abgelaufen, weil eine Weile nichts geschah\./);
    expect(ended.cookies).toContain(`${SESSION_COOKIE}=; Path=/; Secure; SameSite=Strict; HttpOnly; Max-Age=0`);
    const again = await studio.signIn('anna');
    studio.clock.now += 31 * MINUTE;
    const page = await studio.send('GET', '/studio', { headers: { Cookie: again.cookie, Accept: 'text/html' } });
    expect(page.headers.location).toBe('/studio/anmelden?grund=idle');
    expect((await studio.send('GET', page.headers.location!)).text).toContain('Deine Sitzung ist abgelaufen, weil eine Weile nichts geschah.');

    const busy = await studio.signIn('anna');
    for (let step = 0; step < 33; step++) {
      studio.clock.now += 18 * MINUTE;
      expect((await studio.read(busy, '/setup')).status).toBe(200);
    }
    studio.clock.now += 18 * MINUTE;
    const absolute = await studio.read(busy, '/setup');
    expect(absolute.status).toBe(401);
    expect(absolute.json.message).toBe('Deine Sitzung ist abgelaufen. Bitte melde dich neu an.');
  });

  it('ends the sessions of a removed account and of an account whose password was reset, at the next request', async () => {
    const file = usersFileIn(studio.dataDir);
    const before = readUsers(file);
    const ben = await studio.signIn('ben');
    const clara = await studio.signIn('clara');
    expect((await studio.read(ben, '/editions')).status).toBe(200);
    writeUsers(
      file,
      before.filter((user) => user.name !== 'ben'),
    );
    const removed = await studio.read(ben, '/editions');
    expect(removed.status).toBe(401);
    expect(removed.json.message).toMatch(/^Deine Anmeldung gilt nicht mehr/);

    writeUsers(
      file,
      readUsers(file).map((user) => (user.name === 'clara' ? { ...user, credential: newCredential() } : user)),
    );
    expect((await studio.read(clara, '/editions')).status).toBe(401);
    writeUsers(file, before);
  });

  it('refuses a route the account’s role does not cover, and allows the one it does', async () => {
    const anna = await studio.signIn('anna');
    const fritz = await studio.signIn('fritz');
    const publish = await studio.write(anna, '/publish/start', {});
    expect(publish.status).toBe(403);
    expect(publish.json.message).toBe('Dafür braucht dein Konto die Rolle „Freigabe“ (veröffentlichen und zurücknehmen).');
    expect((await studio.write(anna, '/publish/rollback', { id: 'x' })).status).toBe(403);

    const opened = await studio.read(fritz, `/edition?key=${EARLY}`);
    expect(opened.status).toBe(200);
    const { data, hash } = opened.json as { data: Record<string, any>; hash: string };
    data.offer.price -= 10;
    const save = await studio.write(fritz, '/save', { key: EARLY, data, baseHash: hash });
    expect(save.status).toBe(403);
    expect(save.json.message).toMatch(/^Dafür braucht dein Konto die Rolle „Redaktion“/);
    expect((await studio.write(fritz, '/check', { key: EARLY, data })).status).toBe(200);
    expect((await studio.write(anna, '/save', { key: EARLY, data, baseHash: hash })).status).toBe(200);
  });

  it('refuses a write from another origin, and reads another origin’s page asks for', async () => {
    const anna = await studio.signIn('anna');
    const { data, hash } = (await studio.read(anna, `/edition?key=${EARLY}`)).json;
    const foreign = await studio.write(anna, '/save', { key: EARLY, data, baseHash: hash }, { Origin: 'https://boese.example' });
    expect(foreign.status).toBe(403);
    expect((await studio.write(anna, '/save', { key: EARLY, data, baseHash: hash }, { Origin: undefined })).status).toBe(403);
    expect((await studio.read(anna, '/editions', { Origin: 'https://boese.example' })).status).toBe(403);
    expect((await studio.read(anna, '/editions', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('opens the studio for a signed-in person following a link from another site, and still refuses that site’s frames, reads and writes', async () => {
    const anna = await studio.signIn('anna');
    const fromLink = { Cookie: anna.cookie, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' };
    const page = await studio.send('GET', '/studio', { headers: fromLink });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="de"');
    const framed = await studio.send('GET', '/studio', { headers: { ...fromLink, 'Sec-Fetch-Dest': 'iframe' } });
    expect(framed.status).toBe(403);
    expect(framed.text).not.toContain('npm run');
    const { data, hash } = (await studio.read(anna, `/edition?key=${EARLY}`)).json;
    const navigatedWrite = await studio.write(
      anna,
      '/save',
      { key: EARLY, data, baseHash: hash },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    );
    expect(navigatedWrite.status).toBe(403);
    expect((await studio.read(anna, '/editions', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' })).status).toBe(403);
  });

  it('refuses a write without the session’s CSRF token, with a wrong one or with another session’s', async () => {
    const anna = await studio.signIn('anna');
    const other = await studio.signIn('anna');
    const { data, hash } = (await studio.read(anna, `/edition?key=${EARLY}`)).json;
    const body = { key: EARLY, data, baseHash: hash };
    const missing = await studio.write(anna, '/save', body, { 'X-CSRF-Token': undefined });
    expect(missing.status).toBe(403);
    expect(missing.json.message).toMatch(/^Der Sicherheitsschlüssel der Sitzung \(CSRF\) fehlt oder stimmt nicht/);
    expect((await studio.write(anna, '/save', body, { 'X-CSRF-Token': 'falsch' })).status).toBe(403);
    expect((await studio.write(anna, '/save', body, { 'X-CSRF-Token': other.csrf })).status).toBe(403);
  });

  it('locks an account after five wrong passwords, also for the right one, with a German message, for 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await studio.postLogin('fritz', `falsch-geraten-${attempt}`, { address: '198.51.100.30' })).status).toBe(401);
    const locked = await studio.postLogin('fritz', PASSWORD, { address: '198.51.100.31' });
    expect(locked.status).toBe(429);
    expect(locked.text).toContain('Zu viele Versuche. Bitte warte 15 Minuten und versuche es dann noch einmal.');
    expect(locked.text).toMatch(/aria-describedby="anmeldung-fehler" autofocus/);
    expect(cookieValue(locked.cookies, SESSION_COOKIE)).toBeUndefined();
    studio.clock.now += 15 * MINUTE;
    expect((await studio.postLogin('fritz', PASSWORD, { address: '198.51.100.31' })).status).toBe(303);
  });

  it('locks a client address after twenty wrong passwords over any accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt++) await studio.postLogin(`rate${attempt}`, 'falsch-geraten-!!', { address: '203.0.113.9' });
    const locked = await studio.postLogin('anna', PASSWORD, { address: '203.0.113.9' });
    expect(locked.status).toBe(429);
    expect((await studio.postLogin('anna', PASSWORD, { address: '203.0.113.10' })).status).toBe(303);
    studio.clock.now += 15 * MINUTE;
  });

  it('never takes over a session id the browser brought to the login (session fixation)', async () => {
    const planted = await studio.signIn('fritz');
    const victim = await studio.signIn('anna', { extraCookie: `${SESSION_COOKIE}=${planted.id}` });
    expect(victim.id).not.toBe(planted.id);
    expect((await studio.read(planted, '/editions')).status).toBe(401);
    const made = await studio.signIn('anna', { extraCookie: `${SESSION_COOKIE}=vom-angreifer-ausgedacht` });
    expect(made.id).not.toBe('vom-angreifer-ausgedacht');
    expect((await studio.read({ ...made, cookie: `${SESSION_COOKIE}=vom-angreifer-ausgedacht` }, '/editions')).status).toBe(401);
    expect((await studio.read(victim, '/editions')).status).toBe(200);
  });

  it('takes the session only from its __Host- cookie: the same id in a cookie without that prefix (which a sibling host or plain HTTP could set) is refused', async () => {
    const anna = await studio.signIn('anna');
    const bare = SESSION_COOKIE.replace(/^__Host-/, '');
    expect(bare).not.toBe(SESSION_COOKIE);
    expect((await studio.read({ ...anna, cookie: `${bare}=${anna.id}` }, '/editions')).status).toBe(401);
    expect((await studio.read(anna, '/editions')).status).toBe(200);
  });

  it('ends the session on the server at logout', async () => {
    const anna = await studio.signIn('anna');
    const page = await studio.send('GET', '/studio/abmelden', { headers: { Cookie: anna.cookie } });
    expect(page.text).toContain(`name="csrf" value="${anna.csrf}"`);
    const logout = await studio.send('POST', '/studio/abmelden', {
      headers: { Cookie: anna.cookie, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `csrf=${anna.csrf}`,
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.location).toBe('/studio/anmelden?grund=abgemeldet');
    expect((await studio.send('GET', '/studio/anmelden?grund=abgemeldet')).text).toContain('<p class="hinweis" role="status">Du bist abgemeldet.</p>');
    expect((await studio.read(anna, '/editions')).status).toBe(401);
  });
});

describe('hosted studio: headers', () => {
  it('sends the security headers and a CSP that allows the page’s inline scripts by hash only, on the studio’s own answers too', async () => {
    const anna = await studio.signIn('anna');
    const page = await studio.send('GET', '/studio', { headers: { Cookie: anna.cookie, Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; /);
    expect(csp.split('; ').find((part) => part.startsWith('script-src'))).not.toContain('unsafe');
    for (const hash of inlineScriptHashes(page.text)) expect(csp).toContain(hash);
    for (const answer of [
      page,
      await studio.read(anna, '/editions'),
      await studio.send('GET', '/studio/anmelden'),
      await studio.send('GET', '/x', { headers: { 'X-Forwarded-Proto': undefined } }),
    ]) {
      expect(answer.headers['content-security-policy']).toBe(csp);
      expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
    }
  });
});

describe('hosted studio: every save is a version by the signed-in person', () => {
  it('commits the saved file with the account’s name and e-mail address as author', async () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'add', 'editions');
    git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'commit', '-q', '-m', 'Add editions');
    const petra = { ...(await testAccount('petra', ['Redaktion'])), displayName: 'Petra Pfeffer', email: 'petra@example.de' };
    writeUsers(usersFileIn(studio.dataDir), [...readUsers(usersFileIn(studio.dataDir)), petra]);

    const signed = await studio.signIn('petra');
    const { data, hash } = (await studio.read(signed, `/edition?key=${EARLY}`)).json;
    data.offer.price -= 5;
    const saved = await studio.write(signed, '/save', { key: EARLY, data, baseHash: hash });
    expect(saved.status).toBe(200);
    // The commit follows the answer; the Verlauf waits for it.
    const history = await studio.read(signed, `/history?key=${EARLY}`);
    expect(history.json.versions[0]).toMatchObject({ kind: 'gespeichert', author: 'Petra Pfeffer' });
    expect(git('log', '-1', '--format=%an <%ae>|%cn <%ce>')).toBe('Petra Pfeffer <petra@example.de>|Petra Pfeffer <petra@example.de>\n');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(`editions/${EARLY}.json`);
  });
});

describe('hosted studio: an ended session sends the studio’s page to the login', () => {
  it('names why in the 401 answer, and the login page says it with the note that the draft is kept', async () => {
    const idle = await studio.signIn('anna');
    studio.clock.now += 31 * MINUTE;
    const ended = await studio.read(idle, '/editions');
    expect(ended.status).toBe(401);
    expect(ended.json.grund).toBe('idle');
    expect((await studio.read(undefined, '/editions')).json.grund).toBe('sitzung');
    const login = await studio.send('GET', '/studio/anmelden?grund=idle&entwurf=1');
    expect(login.text).toContain(
      '<p class="hinweis" role="status">Deine Sitzung ist abgelaufen, weil eine Weile nichts geschah. Bitte melde dich neu an. Deine ungespeicherten Änderungen sind in diesem Browser aufbewahrt: Öffne die Edition nach der Anmeldung wieder, dann bietet das Studio sie dir an.</p>',
    );
    expect((await studio.send('GET', '/studio/anmelden?grund=sitzung')).text).toContain(
      'Deine Sitzung gilt nicht mehr (zum Beispiel, weil das Studio neu gestartet wurde).',
    );
  });
});
