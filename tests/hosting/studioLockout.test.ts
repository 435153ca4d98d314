import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type ClientHttp2Session } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxPrefix, runNginx } from '#scripts/hosting/nginx';
import { studioNginxConfig } from '#studio/deploy/nginxStudio';
import { askOverTls, runHostedStudio, STUDIO_HOST as HOST, STUDIO_PASSWORD, type HostedStudioRun, type TlsAnswer } from '../helpers/hostedStudio';

/**
 * The login lock against guesses sent all at once, through real nginx with the generated server blocks:
 * 200 wrong passwords and then the right one over HTTPS (HTTP/1.1, one connection each) and over one HTTP/2
 * connection; the right one is locked, and still locked after the studio restarts with the same data folder.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-sperre-daten-'));
const accounts = [
  { name: 'anna', displayName: 'Anna Muster', roles: ['Redaktion' as const] },
  { name: 'ben', displayName: 'Ben Beispiel', roles: ['Redaktion' as const] },
];
let running: { studio: HostedStudioRun; stopNginx: () => Promise<void> } | undefined;

/** The studio (its data folder kept) behind nginx; the address limit out of the way, so each account's own lock is what answers. */
async function start() {
  const studio = await runHostedStudio({ scratchPrefix: 'studio-sperre-', ownTls: false, accounts, settings: { dataDir, loginAttemptsPerAddress: 500 } });
  const prefix = nginxPrefix();
  const blocks = studioNginxConfig({
    origin: studio.origin,
    upstream: { host: studio.config.listenHost, port: studio.studioPort },
    listen: [`127.0.0.1:${studio.port}`],
    httpListen: [],
    certificate: studio.certificate.cert,
    key: studio.certificate.key,
    acmeRoot: path.join(prefix, 'acme'),
  });
  running = { studio, stopNginx: await runNginx(blocks, { prefix, port: studio.port }) };
  return studio;
}
async function stop() {
  await running?.stopNginx();
  await running?.studio.close();
  running = undefined;
}
afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cookiePairs = (headers: TlsAnswer['headers']) => ((headers['set-cookie'] as string[] | undefined) ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
const formToken = (body: string) => /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';
const loginBody = (token: string, name: string, password: string) => new URLSearchParams({ csrf: token, name, passwort: password }).toString();

/** Logins over HTTPS sent at once, each on its own connection with a form fetched beforehand; their statuses in the order sent. */
async function loginsOverHttps(studio: HostedStudioRun, name: string, passwords: string[]): Promise<number[]> {
  const forms = await Promise.all(passwords.map(() => askOverTls(studio.port, '/studio/anmelden')));
  const answers = await Promise.all(
    passwords.map((password, at) =>
      askOverTls(studio.port, '/studio/anmelden', {
        method: 'POST',
        headers: { Origin: studio.origin, Cookie: cookiePairs(forms[at].headers), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: loginBody(formToken(forms[at].body), name, password),
      }),
    ),
  );
  return answers.map((answer) => answer.status);
}

/** One request on an HTTP/2 session: status, headers and body. */
function askOverHttp2(
  session: ClientHttp2Session,
  studio: HostedStudioRun,
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': route, ':authority': `${HOST}:${studio.port}`, ...options.headers });
    let status = 0;
    let headers: TlsAnswer['headers'] = {};
    let body = '';
    stream.on('response', (given) => {
      status = Number(given[':status']);
      headers = given as TlsAnswer['headers'];
    });
    stream.on('data', (chunk) => (body += String(chunk)));
    stream.on('end', () => resolve({ status, headers, body }));
    stream.on('error', reject);
    stream.end(options.body);
  });
}

/** The same logins over one HTTP/2 connection, all streams opened at once. */
async function loginsOverHttp2(studio: HostedStudioRun, name: string, passwords: string[]): Promise<number[]> {
  const session = connect(`https://127.0.0.1:${studio.port}`, { servername: HOST, rejectUnauthorized: false });
  try {
    const forms = await Promise.all(passwords.map(() => askOverHttp2(session, studio, '/studio/anmelden')));
    const answers = await Promise.all(
      passwords.map((password, at) =>
        askOverHttp2(session, studio, '/studio/anmelden', {
          method: 'POST',
          headers: { origin: studio.origin, cookie: cookiePairs(forms[at].headers), 'content-type': 'application/x-www-form-urlencoded' },
          body: loginBody(formToken(forms[at].body), name, password),
        }),
      ),
    );
    return answers.map((answer) => answer.status);
  } finally {
    session.close();
  }
}

const WRONG = Array.from({ length: 200 }, (_, attempt) => `falsch-geraten-${attempt}`);
const counted = (statuses: number[]) => ({
  wrong: statuses.filter((status) => status === 401).length,
  locked: statuses.filter((status) => status === 429).length,
  last: statuses.at(-1),
});

describe('the login lock through nginx', () => {
  it('locks the right password sent after 200 wrong ones at once, over HTTPS and over one HTTP/2 connection, and keeps the lock across a restart', async () => {
    const studio = await start();
    expect(counted(await loginsOverHttps(studio, 'anna', [...WRONG, STUDIO_PASSWORD]))).toEqual({ wrong: 5, locked: 196, last: 429 });
    expect(counted(await loginsOverHttp2(studio, 'ben', [...WRONG, STUDIO_PASSWORD]))).toEqual({ wrong: 5, locked: 196, last: 429 });
    await stop();

    const restarted = await start();
    expect(await loginsOverHttps(restarted, 'anna', [STUDIO_PASSWORD])).toEqual([429]);
    expect(await loginsOverHttp2(restarted, 'ben', [STUDIO_PASSWORD])).toEqual([429]);
  }, 300_000);
});
