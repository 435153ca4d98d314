import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#scripts/hosting/ports';
import { usersFileIn } from './server/auth/dataFolder';
import { hashPassword } from './server/auth/passwords';
import { newCredential, writeUsers } from './server/auth/userStore';
import { ask as askPort, startedServer, type Answer } from './benchServer';
import { STUDIO_API } from './shared/apiTypes';
import { CSRF_COOKIE, CSRF_HEADER, LOGIN_PATH } from './shared/hosted';

/**
 * The hosted studio's figures for `npm run bench` (scripts/bench.ts runs this file): the built server
 * (dist-studio/, `npm run studio:build`) started on this project as the systemd unit starts it, behind a stand-in
 * for the HTTPS proxy. Prints the time from start to its login page, the time from an edit to its preview
 * (the check, then the preview frame's document), and its resident memory after a login and that preview.
 */
const ORIGIN = 'https://studio.example.de';
const PASSWORD = 'ein-langes-Passwort-fuer-den-Benchmark';
const root = process.cwd();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
const configFile = path.join(scratch, 'studio.hosted.json');
writeFileSync(configFile, JSON.stringify({ origin: ORIGIN, dataDir: path.join(scratch, 'daten') }));
writeUsers(usersFileIn(path.join(scratch, 'daten')), [
  {
    name: 'bench',
    displayName: 'Benchmark',
    roles: ['Redaktion'],
    password: await hashPassword(PASSWORD),
    credential: newCredential(),
    created: new Date().toISOString(),
  },
]);

const port = await freePort();
const proxied = { Host: new URL(ORIGIN).host, 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '127.0.0.1' };
const server = await startedServer(root, ['--config', configFile, '--port', String(port)], port, LOGIN_PATH, proxied);
const cookies = new Map<string, string>();
const keep = (response: Answer) => {
  for (const line of response.cookies) {
    const [pair] = line.split(';');
    const [name, value] = pair.split('=');
    if (value) cookies.set(name, value);
    else cookies.delete(name);
  }
  return response;
};
const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
const ask = async (route: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  keep(await askPort(port, route, { ...init, headers: { ...proxied, Cookie: cookieHeader(), ...init.headers } }));

try {
  const loginPage = (await ask(LOGIN_PATH)).body;
  const token = /name="csrf" value="([^"]+)"/.exec(loginPage)?.[1] ?? '';
  const login = await ask(LOGIN_PATH, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'bench', passwort: PASSWORD, csrf: token }).toString(),
  });
  if (login.status !== 303) throw new Error(`Anmeldung im Benchmark fehlgeschlagen (Status ${login.status}).`);
  const key = JSON.parse((await ask(`${STUDIO_API}/editions`)).body)[0].key as string;
  const data = JSON.parse((await ask(`${STUDIO_API}/edition?key=${key}`)).body).data as Record<string, unknown>;
  const edited = { ...data, name: `${String(data.name)} (Benchmark)` };
  const editStarted = performance.now();
  const check = await ask(`${STUDIO_API}/check`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '' },
    body: JSON.stringify({ key, data: edited }),
  });
  const page = (JSON.parse(check.body) as { preview?: { page: string } }).preview?.page;
  if (!page) throw new Error('Die Prüfung im Benchmark lieferte keine Vorschau.');
  const preview = await ask(page);
  const html = preview.body;
  const editToPreview = performance.now() - editStarted;
  if (preview.status !== 200 || !html.includes('(Benchmark)'))
    throw new Error(`Die Vorschau im Benchmark zeigt die Änderung nicht (Status ${preview.status}).`);
  const residentKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
  console.log(
    [
      'Gehostetes Studio (gebaut, dist-studio/):',
      `  Start bis Anmeldeseite: ${(server.startMs / 1000).toFixed(2)} s`,
      `  Änderung bis Vorschau:  ${(editToPreview / 1000).toFixed(2)} s (Prüfung und Vorschau-Dokument)`,
      `  Speicher nach Anmeldung und einer Vorschau: ${(residentKb / 1024).toFixed(0)} MB resident`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
