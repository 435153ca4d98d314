import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { hostedConfigSchema, type HostedConfig } from '#studio/server/auth/config';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { LOGIN_COOKIE, SESSION_COOKIE } from '#studio/server/auth/gate';
import { hashPassword } from '#studio/server/auth/passwords';
import { inlineScriptHashes } from '#studio/server/auth/securityHeaders';
import { newCredential, writeUsers, type StudioUser } from '#studio/server/auth/userStore';
import { chained, guardUpgrades, hostedStudio, type HostedStudioOptions } from '#studio/server/hosted';
import { REFRESH_SHIM } from '#studio/server/studioPage';
import { CSRF_COOKIE } from '#studio/shared/hosted';
import { upgradeStatus } from '#tests/helpers/upgrade';
import { injectRequest, listenerOf, type Listener, type RawAnswer } from './inProcess';

/**
 * A hosted studio on a scratch project, its requests answered in the test's own process (inProcess.ts) as the
 * HTTPS proxy passes them on (X-Forwarded-Proto and X-Forwarded-For from 127.0.0.1), with accounts of the given
 * roles and a clock the test moves. Requests are sent raw: every header as the test gives it, `undefined` leaves
 * one out. Only websocket upgrades, which bypass the middlewares, go to a real server on a port.
 */

export const ORIGIN = 'https://studio.example.de';
export const HOST = 'studio.example.de';
export const PASSWORD = 'richtig-langes-Passwort';
/** The client's address the proxy names when a test names none. */
const CLIENT = '198.51.100.1';
const CHEAP = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 };

type Headers = Record<string, string | undefined>;

export interface Answer {
  status: number;
  text: string;
  json: any;
  headers: IncomingMessage['headers'];
  cookies: string[];
}

export interface Signed {
  id: string;
  cookie: string;
  csrf: string;
}

export interface LoginOptions {
  /** The client's address, as the proxy's X-Forwarded-For names it. */
  address?: string;
  /** A cookie the browser brings along to the login (a planted session id). */
  extraCookie?: string;
}

export interface HostedHarness {
  dataDir: string;
  clock: { now: number };
  send(method: string, route: string, options?: { headers?: Headers; body?: string }): Promise<Answer>;
  /** The login page's form token and its cookie, as a browser gets them. */
  loginForm(headers?: Headers): Promise<{ token: string; cookie: string }>;
  postLogin(name: string, password: string, options?: LoginOptions): Promise<Answer>;
  signIn(name: string, options?: LoginOptions): Promise<Signed>;
  read(signed: Signed | undefined, route: string, headers?: Headers): Promise<Answer>;
  /** A write as the studio's page sends it: its Origin, its session's token (each can be overridden). */
  write(signed: Signed, route: string, body: unknown, headers?: Headers): Promise<Answer>;
  /** A websocket upgrade as a browser page asks for it; the status the server answers (101: taken). */
  upgrade(headers: Record<string, string>): Promise<number>;
  close(): Promise<void>;
}

export interface HarnessOptions extends Pick<HostedStudioOptions, 'renderPreview' | 'today' | 'liveContentFiles' | 'rollbackContent' | 'publisher'> {
  /** Settings beyond studio.hosted.json's defaults. */
  config?: Partial<HostedConfig>;
  /** The data folder (a new temporary one by default): a restart keeps it. */
  dataDir?: string;
}

/** An account with the harness's password, as `npm run studio:users -- add` stores it. */
export async function testAccount(name: string, roles: StudioUser['roles']): Promise<StudioUser> {
  return { name, displayName: name, roles, password: await hashPassword(PASSWORD, CHEAP), credential: newCredential(), created: '2026-02-01T09:00:00.000Z' };
}

export const cookieValue = (cookies: string[], name: string) =>
  cookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    .slice(name.length + 1);

export async function startHostedHarness(
  root: string,
  accounts: Record<string, StudioUser['roles']>,
  { config: overrides = {}, dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-daten-')), ...options }: HarnessOptions,
): Promise<HostedHarness> {
  writeUsers(usersFileIn(dataDir), await Promise.all(Object.entries(accounts).map(([name, roles]) => testAccount(name, roles))));
  // Not on a whole second: a link's expiry travels in seconds.
  const clock = { now: Date.UTC(2026, 1, 15, 9) + 123 };
  const config: HostedConfig = { ...hostedConfigSchema.parse({ origin: ORIGIN }), dataDir, file: 'studio.hosted.json', ...overrides };
  const parts = hostedStudio({ root, config, scriptHashes: inlineScriptHashes(REFRESH_SHIM), now: () => clock.now, ...options });
  const listener = listenerOf(chained(parts.middlewares));
  // Only websocket upgrades take a socket (they bypass every middleware): a server listens from the first one on.
  let listening: Promise<Server> | undefined;
  const upgradeServer = () => {
    listening ??= new Promise<Server>((resolve) => {
      const server = createServer(listener);
      // Stands for Vite's reload channel, which takes upgrades itself, past every middleware.
      server.on('upgrade', (_request, socket: Duplex) => socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'));
      guardUpgrades(server, async (request) => parts.allowsUpgrade(request));
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
    return listening;
  };

  return {
    dataDir,
    clock,
    ...hostedClient(inProcess(listener)),
    upgrade: async (headers) =>
      upgradeStatus(
        httpRequest({
          host: '127.0.0.1',
          port: ((await upgradeServer()).address() as AddressInfo).port,
          path: '/?token=x',
          headers: { Host: HOST, 'X-Forwarded-Proto': 'https', Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Protocol': 'vite-hmr', ...headers },
        }),
      ),
    // The mail worker too: its next look at the outbox would find the data folder removed after the test.
    close: async () => {
      await parts.notifications.worker?.stop();
      const server = await listening;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** How a request reaches the studio; every header as given. */
type Transport = (method: string, route: string, headers: Record<string, string>, body?: string) => Promise<RawAnswer>;

/** Requests answered by `listener` in the test's own process, from the proxy's address 127.0.0.1 (see inProcess.ts). */
export const inProcess =
  (listener: Listener): Transport =>
  (method, route, headers, body) =>
    injectRequest(listener, method, route, { headers, body });

/** Requests to a studio listening on this machine's `port` (in a process of its own). */
export const overHttp =
  (port: number): Transport =>
  (method, route, headers, body) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: route, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
      });
      outgoing.on('error', reject);
      if (body !== undefined) outgoing.write(body);
      outgoing.end();
    });

/** Requests to a hosted studio as its HTTPS proxy passes them on. */
export function hostedClient(transport: Transport): Omit<HostedHarness, 'dataDir' | 'clock' | 'upgrade' | 'close'> {
  async function send(method: string, route: string, { headers = {}, body }: { headers?: Headers; body?: string } = {}): Promise<Answer> {
    const given = Object.fromEntries(
      Object.entries({ Host: HOST, 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': CLIENT, ...headers }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    const { status, text, headers: answered } = await transport(method, route, given, body);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const cookies = answered['set-cookie'] ?? [];
    return { status, text, json, headers: answered, cookies: Array.isArray(cookies) ? cookies : [cookies] };
  }

  async function loginForm(headers: Headers = {}) {
    const page = await send('GET', '/studio/anmelden', { headers });
    const token = /name="csrf" value="([^"]+)"/.exec(page.text)![1];
    return { token, cookie: `${LOGIN_COOKIE}=${cookieValue(page.cookies, LOGIN_COOKIE)}` };
  }

  async function postLogin(name: string, password: string, { address = CLIENT, extraCookie = '' }: LoginOptions = {}) {
    const form = await loginForm();
    return send('POST', '/studio/anmelden', {
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: [form.cookie, extraCookie].filter(Boolean).join('; '),
        'X-Forwarded-For': address,
      },
      body: new URLSearchParams({ csrf: form.token, name, passwort: password }).toString(),
    });
  }

  async function signIn(name: string, options: LoginOptions = {}): Promise<Signed> {
    const answer = await postLogin(name, PASSWORD, options);
    expect(answer.status).toBe(303);
    const id = cookieValue(answer.cookies, SESSION_COOKIE)!;
    const csrf = cookieValue(answer.cookies, CSRF_COOKIE)!;
    return { id, csrf, cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${csrf}` };
  }

  return {
    send,
    loginForm,
    postLogin,
    signIn,
    read: (signed, route, headers = {}) => send('GET', `/__studio/api${route}`, { headers: { ...(signed ? { Cookie: signed.cookie } : {}), ...headers } }),
    write: (signed, route, body, headers = {}) =>
      send('POST', `/__studio/api${route}`, {
        headers: { Cookie: signed.cookie, Origin: ORIGIN, 'Content-Type': 'application/json', 'X-CSRF-Token': signed.csrf, ...headers },
        body: JSON.stringify(body),
      }),
  };
}
