import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '#scripts/dev/chromium';
import { freePort } from '#scripts/hosting/ports';
import { loadHostedConfig, type HostedConfig } from '#studio/server/auth/config';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { hashPassword } from '#studio/server/auth/passwords';
import { newCredential, writeUsers, type StudioUser } from '#studio/server/auth/userStore';
import { initRepository } from '#studio/tests/helpers/gitProject';
import { builtStudioServer } from './builds';
import { FIXTURE_TODAY } from './content';
import { copyProject } from './projectCopy';
import { certificateFor } from './certificate';

/** `npm run studio -- --hosted` for tests: the built studio server on a copy of the project with the fixtures' content and its accounts. */

/** The name the studio is served under; Chromium resolves it to this machine. */
export const STUDIO_HOST = 'studio.example.de';
/** The password of the account anna (Redaktion). */
export const STUDIO_PASSWORD = 'richtig-langes-Passwort';

/** An account as a test names it. */
export type TestAccount = Pick<StudioUser, 'name' | 'displayName' | 'roles'>;

/** anna (Redaktion) asks, fritz (Freigabe) approves: the two people of an approval. */
export const AUTHOR_AND_APPROVER: TestAccount[] = [
  { name: 'anna', displayName: 'Anna Muster', roles: ['Redaktion'] },
  { name: 'fritz', displayName: 'Fritz Freigabe', roles: ['Freigabe'] },
];

/** Makes the copy a git repository that publishes into its folder `.live` (the live release a test reads), the live site named `name` when given. */
export function publishingToFolder(copy: string, name?: string) {
  writeFileSync(path.join(copy, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: '.live', ...(name ? { name } : {}) }));
  initRepository(copy);
}

/** The built studio server running as a process of its own, as `npm run studio -- --hosted` starts it. */
export interface HostedStudioProcess {
  pid: number;
  /** What it printed to its terminal so far (standard output and error). */
  output(): string;
  /** Ends it (SIGTERM) and waits until it has exited. */
  close(): Promise<void>;
}

/** Starts the built server (dist-studio/server/serve.js) in `project` with `args` (and Node's own `nodeArgs`); resolves once it listens. */
export function startBuiltStudio(project: string, args: string[], nodeArgs: string[] = []): Promise<HostedStudioProcess> {
  const child = spawn(process.execPath, [...nodeArgs, builtStudioServer, ...args], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Der Dienst lauscht')) {
        resolve({
          pid: child.pid!,
          output: () => output,
          close: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`Das gebaute Studio endete beim Start (Status ${code}):\n${output}`)));
  });
}

/**
 * Writes `settings` as studio.hosted.json into `scratch` (its data folder `daten` beside it), adds the accounts
 * (default anna, Redaktion) with `password`, and starts the built studio server on `port` for the fixtures' day,
 * as `npm run studio -- --hosted` would. `prepare` changes the project copy before the server starts.
 */
export async function startHostedStudio(
  scratch: string,
  settings: Record<string, unknown>,
  port: number,
  password: string,
  {
    accounts = [{ name: 'anna', displayName: 'Anna Muster', roles: ['Redaktion'] }],
    prepare = () => {},
  }: { accounts?: TestAccount[]; prepare?: (project: string) => void } = {},
): Promise<{ server: HostedStudioProcess; project: string; config: HostedConfig }> {
  const configFile = path.join(scratch, 'studio.hosted.json');
  writeFileSync(configFile, JSON.stringify({ dataDir: 'daten', ...settings }));
  const project = copyProject({ content: 'fixtures' });
  prepare(project);
  const config = loadHostedConfig(configFile, project);
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1, keyLength: 64 });
  writeUsers(
    usersFileIn(config.dataDir),
    accounts.map((account) => ({ ...account, password: hash, credential: newCredential(), created: '2026-02-01T09:00:00.000Z' })),
  );
  const server = await startBuiltStudio(project, ['--hosted', '--config', configFile, '--port', String(port), '--today', FIXTURE_TODAY]);
  return { server, project, config };
}

export interface HostedStudioRun {
  /** The scratch folder: studio.hosted.json, the data folder, cert.pem and key.pem. */
  scratch: string;
  certificate: { cert: string; key: string };
  /** The port browsers connect to over HTTPS: the studio's own, or the proxy's in front of it. */
  port: number;
  /** The port the studio listens on (the same as `port` when it serves TLS itself). */
  studioPort: number;
  origin: string;
  server: HostedStudioProcess;
  project: string;
  config: HostedConfig;
  /** Chromium, with STUDIO_HOST resolved to this machine. */
  browser: Browser;
  /** Closes the browser and the studio and removes the project copy and the scratch folder. */
  close(): Promise<void>;
}

/**
 * The hosted studio as a browser meets it under STUDIO_HOST with a certificate made for the test: serving TLS
 * itself on one port (`ownTls`), or on loopback for a proxy the caller starts on `port`. `settings` are added
 * to studio.hosted.json beside the origin; `accounts` and `prepare` as for startHostedStudio.
 */
export async function runHostedStudio({
  scratchPrefix,
  ownTls,
  settings = {},
  ...people
}: {
  scratchPrefix: string;
  ownTls: boolean;
  settings?: Record<string, unknown>;
  accounts?: TestAccount[];
  prepare?: (project: string) => void;
}): Promise<HostedStudioRun> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), scratchPrefix));
  const certificate = certificateFor(scratch, STUDIO_HOST);
  const port = await freePort();
  const studioPort = ownTls ? port : await freePort();
  const origin = `https://${STUDIO_HOST}:${port}`;
  const started = await startHostedStudio(
    scratch,
    { origin, ...(ownTls ? { tls: { cert: 'cert.pem', key: 'key.pem' } } : {}), ...settings },
    studioPort,
    STUDIO_PASSWORD,
    people,
  );
  const browser = await launchChromium([`--host-resolver-rules=MAP ${STUDIO_HOST} 127.0.0.1`]);
  return {
    scratch,
    certificate,
    port,
    studioPort,
    origin,
    ...started,
    browser,
    async close() {
      await browser.close();
      await started.server.close();
      rmSync(started.project, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as curl sends it, over TLS to this machine's `port` with the studio's host name. */
export function askOverTls(
  port: number,
  route: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: '127.0.0.1',
        servername: STUDIO_HOST,
        port,
        path: route,
        method: options.method ?? 'GET',
        rejectUnauthorized: false,
        headers: { Host: `${STUDIO_HOST}:${port}`, ...options.headers },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A German browser page that collects console errors, uncaught exceptions and CSP violations in `errors`. */
export async function browserPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return { context, page, errors };
}

/** Signs anna in with the plain login form, from /studio, and waits until the studio shows its editions. */
export async function signInWithForm(page: Page, origin: string) {
  await page.goto(`${origin}/studio`);
  await page.getByLabel('Name').fill('anna');
  await page.getByLabel('Passwort').fill(STUDIO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { name: 'Editionen', exact: true }).waitFor({ timeout: 90_000 });
}
