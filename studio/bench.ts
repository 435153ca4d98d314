import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#scripts/hosting/ports';
import { usersFileIn } from './server/auth/dataFolder';
import { hashPassword } from './server/auth/passwords';
import { newCredential, writeUsers } from './server/auth/userStore';
import { variantWidths } from '#kit/ui/responsiveImage';
import { cpuSeconds, percentile, residentMb, runLoad, type LoadRequest } from './benchLoad';
import { ask as askPort, startedServer, type Answer } from './benchServer';
import { ROLES } from './server/auth/roles';
import { STUDIO_API } from './shared/apiTypes';
import { CSRF_COOKIE, CSRF_HEADER, LOGIN_PATH } from './shared/hosted';
import { STUDIO_NODE_FLAGS } from './deploy/systemdUnit';

/**
 * The hosted studio's figures for `npm run bench` (scripts/bench.ts runs this file): the built server
 * (dist-studio/, `npm run studio:build`) started on this project as the systemd unit starts it, behind a stand-in
 * for the HTTPS proxy. Prints the time from start to its login page, the time from an edit to its preview
 * (the check, then the preview frame's document), its resident memory after a login and that preview, the Verlauf's
 * time once read, then LOAD_REQUESTS mixed requests of the screens over CONNECTIONS connections at once: the median
 * and 95th percentile of each GET route, and the resident memory at its peak, right after and after a minute idle;
 * last, each figure against its target (TARGETS).
 */
/** What the studio is to stay within (docs/entwicklung/performance/README.md): benchmark figures, not timed tests. */
const TARGETS = { residentMb: 200, historyMs: 100, getP95Ms: 300 };
const LOAD_REQUESTS = 2000;
const CONNECTIONS = 20;
const IDLE_MS = 60_000;
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
    roles: [...ROLES],
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
  const afterPreviewMb = residentMb(server.pid);
  console.log(
    [
      `Gehostetes Studio (gebaut, dist-studio/; node ${STUDIO_NODE_FLAGS.join(' ')} wie die systemd-Unit):`,
      `  Start bis Anmeldeseite: ${(server.startMs / 1000).toFixed(2)} s`,
      `  Änderung bis Vorschau:  ${(editToPreview / 1000).toFixed(2)} s (Prüfung und Vorschau-Dokument)`,
      `  Speicher nach Anmeldung und einer Vorschau: ${afterPreviewMb.toFixed(0)} MB resident`,
    ].join('\n'),
  );

  // What the screens ask for: every GET route the studio's page uses, the preview, each image size of one image, and the check.
  const get = (name: string, route: string): LoadRequest => ({ name, send: () => ask(route) });
  const api = (route: string, query = '') => get(`GET ${route}`, `${STUDIO_API}${route}${query}`);
  const { src, width } = (JSON.parse((await ask(`${STUDIO_API}/images`)).body) as Array<{ src: string; width: number }>)[0];
  const sizes = variantWidths({ width }).flatMap((size) =>
    ['avif', 'webp'].map((format) => get('GET Bildgröße', `/images/generated/${path.basename(src).replace(/\.[^.]+$/, '')}-${size}.${format}`)),
  );
  const requests: LoadRequest[] = [
    ...['/setup', '/editions', '/calendar', '/images', '/publish', '/media', '/sales'].map((route) => api(route)),
    ...['/edition', '/history', '/preview-links'].map((route) => api(route, `?key=${key}`)),
    get('GET Vorschau', page),
    ...sizes,
    {
      name: 'POST /check',
      send: () =>
        ask(`${STUDIO_API}/check`, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'application/json', [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '' },
          body: JSON.stringify({ key, data: edited }),
        }),
    },
  ];
  // Once each, so the Verlauf is read and the image sizes are made; then the Verlauf as a screen opens it again.
  for (const request of requests) await request.send();
  const historyTimes: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    await ask(`${STUDIO_API}/history?key=${key}`);
    historyTimes.push(performance.now() - started);
  }
  const cpuBefore = cpuSeconds(server.pid);
  const loadStarted = performance.now();
  const { times, peakMb } = await runLoad(requests, LOAD_REQUESTS, CONNECTIONS, server.pid);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const serverCpu = cpuSeconds(server.pid) - cpuBefore;
  const [machineLoad] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  const afterLoadMb = residentMb(server.pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleMb = residentMb(server.pid);
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  const gets = [...times].filter(([name]) => name.startsWith('GET'));
  const allGets = gets.flatMap(([, list]) => list);
  console.log(
    [
      `  Verlauf (GET /history) einmal gelesen: Median ${ms(percentile(historyTimes, 0.5)).trim()} aus 5`,
      `  ${LOAD_REQUESTS} gemischte Anfragen, ${CONNECTIONS} Verbindungen zugleich (Median, 95 %):`,
      ...gets.map(([name, list]) => `    ${name.padEnd(22)} ${ms(percentile(list, 0.5))} ${ms(percentile(list, 0.95))}  (${list.length})`),
      `    ${'alle GET'.padEnd(22)} ${ms(percentile(allGets, 0.5))} ${ms(percentile(allGets, 0.95))}  (${allGets.length})`,
      `  Dauer ${loadSeconds.toFixed(1)} s; das Studio rechnete ${serverCpu.toFixed(1)} s (${((serverCpu / LOAD_REQUESTS) * 1000).toFixed(1)} ms je Anfrage); Last der Maschine ${machineLoad} bei ${os.availableParallelism()} Kernen`,
      `  Speicher unter Last: höchstens ${peakMb.toFixed(0)} MB, danach ${afterLoadMb.toFixed(0)} MB, nach ${IDLE_MS / 1000} s Ruhe ${idleMb.toFixed(0)} MB resident`,
      '  Ziele:',
      ...targetLines([
        { name: 'Speicher nach der Last', value: afterLoadMb, limit: TARGETS.residentMb, unit: 'MB' },
        { name: `Speicher nach ${IDLE_MS / 1000} s Ruhe`, value: idleMb, limit: TARGETS.residentMb, unit: 'MB' },
        { name: 'Verlauf einmal gelesen (Median)', value: percentile(historyTimes, 0.5), limit: TARGETS.historyMs, unit: 'ms' },
        { name: 'alle GET unter Last, 95 %', value: percentile(allGets, 0.95), limit: TARGETS.getP95Ms, unit: 'ms' },
      ]),
    ].join('\n'),
  );
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}

/** Each figure against its target, in a line: `Speicher nach der Last ≤ 200 MB:  139 MB  erfüllt`. */
function targetLines(figures: Array<{ name: string; value: number; limit: number; unit: string }>): string[] {
  return figures.map(({ name, value, limit, unit }) => {
    const target = `${name} ≤ ${limit} ${unit}:`;
    return `    ${target.padEnd(44)} ${`${value.toFixed(0)} ${unit}`.padStart(7)}  ${value <= limit ? 'erfüllt' : 'nicht erfüllt'}`;
  });
}
