// First: the Node server's Response class in place before the studio's modules load (see the helper).
import './helpers/nodeServerFirst';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostedConfigSchema } from '../server/auth/config';
import { usersFileIn } from '../server/auth/dataFolder';
import { writeUsers } from '../server/auth/userStore';
import { builtStudio } from '../server/builtStudio';
import { IPN_PATH } from '../server/sales/ipnReceiver';
import { STUDIO_BUILD_FOLDERS } from '../server/studioBuildFolders';
import { FIXTURE_TODAY, projectRoot } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { hostedClient, inProcess, ORIGIN, testAccount, type Signed } from './helpers/hostedServer';

/**
 * HEAD requests to the built studio's server (builtStudio.ts, as `npm run studio -- --hosted` serves it), to
 * every studio page, its API and the sales inbox, with and without a session: each is answered as its GET
 * (status, no body), and nothing is written to the log (issue 50: every HEAD the gate answered logged an
 * ERR_HTTP_HEADERS_SENT stack trace, so anyone could fill the journal). The build is a stand-in: one bundle of
 * the studio's page is there, and no page of the site is rendered.
 */

let root: string;
let buildDir: string;
let dataDir: string;
let client: ReturnType<typeof hostedClient>;
let anna: Signed;

beforeAll(async () => {
  root = copyContentRoot();
  // The preview's fonts come from the project's node_modules.
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'studio-build-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-daten-'));
  const folders = STUDIO_BUILD_FOLDERS(buildDir);
  for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
  mkdirSync(path.join(folders.app, '.vite'));
  mkdirSync(path.join(folders.app, 'assets'));
  writeFileSync(path.join(folders.app, 'assets', 'main.js'), 'document.title;\n');
  writeFileSync(
    path.join(folders.app, '.vite', 'manifest.json'),
    JSON.stringify({ 'studio/app/main.tsx': { file: 'assets/main.js' }, 'studio/app/fonts.css': { file: 'assets/fonts.css' } }),
  );
  writeFileSync(path.join(folders.site, 'index.html'), '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>');
  // The health answer names the project's version.
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  writeUsers(usersFileIn(dataDir), [await testAccount('anna', ['Redaktion'])]);
  const config = { ...hostedConfigSchema.parse({ origin: ORIGIN, ipnPassphrase: 'geheime-passphrase-fuer-tests' }), dataDir, file: 'studio.hosted.json' };
  const app = builtStudio({ root, buildDir, config, today: FIXTURE_TODAY, now: () => Date.UTC(2026, 1, 15, 9) });
  // Through Hono's Node listener, as serve.ts answers, in the test's own process: HEAD is answered as Node's server does.
  client = hostedClient(inProcess(getRequestListener(app.fetch)));
  anna = await client.signIn('anna');
});

afterAll(() => {
  for (const folder of [root, buildDir, dataDir]) if (folder) rmSync(folder, { recursive: true, force: true });
});

const PATHS = [
  '/studio',
  '/studio/',
  '/studio/vorschau',
  '/studio/feldreferenz',
  '/studio/anmelden',
  '/studio/abmelden',
  '/studio/app/assets/main.js',
  IPN_PATH,
  '/__studio/api/editions',
  '/__studio/api/save',
];

describe('built studio: HEAD requests', () => {
  it('answers HEAD on every studio page, its API and the sales inbox as GET, and writes nothing to the log', async () => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const callers: Array<[string, Record<string, string>]> = [
      ['anonym', {}],
      ['anonym, Seite', { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }],
      ['anna', { Cookie: anna.cookie }],
      ['anna, Seite', { Cookie: anna.cookie, Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }],
    ];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [caller, headers] of callers) {
      // Signed in, a GET of the inbox (which takes POSTs only) goes on to the site's pages, which the stand-in build cannot render.
      for (const route of caller.startsWith('anna') ? PATHS.filter((route) => route !== IPN_PATH) : PATHS) {
        const head = await client.send('HEAD', route, { headers });
        const get = await client.send('GET', route, { headers });
        // As GET answers: its status and the type of what it sends (Node's server sends a HEAD no body in any case).
        answers.push(`${caller} HEAD ${route}: ${head.status} ${head.headers['content-type']}`);
        expected.push(`${caller} HEAD ${route}: ${get.status} ${get.headers['content-type']}`);
      }
    }
    // Let an answer written twice reach the log.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answers).toEqual(expected);
    expect(answers).toContain('anna HEAD /studio: 200 text/html; charset=utf-8');
    expect(answers).toContain('anonym HEAD /studio: 401 application/json; charset=utf-8');
    expect(logged.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))).toEqual([]);
  });
});
