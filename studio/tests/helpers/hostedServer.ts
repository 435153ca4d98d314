import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { hostedConfigSchema, type HostedConfig } from '#studio/server/auth/config';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { LOGIN_COOKIE, SESSION_COOKIE } from '#studio/server/auth/gate';
import { hashPassword } from '#studio/server/auth/passwords';
import { inlineScriptHashes } from '#studio/server/auth/securityHeaders';
import { newCredential, writeUsers, type StudioUser } from '#studio/server/auth/userStore';
import { chained, hostedStudio, type HostedStudioOptions } from '#studio/server/hosted';
import { REFRESH_SHIM } from '#studio/server/plugin';
import { CSRF_COOKIE } from '#studio/shared/hosted';

/**
 * A hosted studio on a scratch project behind a plain HTTP server, as the HTTPS proxy passes requests on
 * (X-Forwarded-Proto from 127.0.0.1), with accounts of the given roles and a clock the test moves. For the
 * tests of preview links and the image library (studio/tests/hosted.test.ts has its own, older harness).
 */

export const ORIGIN = 'https://studio.example.de';
const HOST = 'studio.example.de';
const PASSWORD = 'richtig-langes-Passwort';
const CHEAP = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 };

export interface Answer {
  status: number;
  text: string;
  json: any;
  headers: IncomingMessage['headers'];
}

export interface Signed {
  cookie: string;
  csrf: string;
}

export interface HostedHarness {
  dataDir: string;
  clock: { now: number };
  server: Server;
  send(method: string, route: string, options?: { headers?: Record<string, string | undefined>; body?: string }): Promise<Answer>;
  signIn(name: string): Promise<Signed>;
  read(signed: Signed, route: string): Promise<Answer>;
  write(signed: Signed, route: string, body: unknown): Promise<Answer>;
  close(): Promise<void>;
}

export async function startHostedHarness(
  root: string,
  accounts: Record<string, StudioUser['roles']>,
  options: Pick<HostedStudioOptions, 'renderPreview' | 'today' | 'liveContentFiles' | 'publisher'> & { config?: Partial<HostedConfig>; dataDir?: string },
): Promise<HostedHarness> {
  const { config: settings, dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-daten-')), ...studioOptions } = options;
  const users = await Promise.all(
    Object.entries(accounts).map(async ([name, roles]) => ({ name, displayName: name, roles, password: await hashPassword(PASSWORD, CHEAP), credential: newCredential(), created: '2026-02-01T09:00:00.000Z' })),
  );
  writeUsers(usersFileIn(dataDir), users);
  // Not on a whole second: a link's expiry travels in seconds.
  const clock = { now: Date.UTC(2026, 1, 15, 9) + 123 };
  const config: HostedConfig = { ...hostedConfigSchema.parse({ origin: ORIGIN }), dataDir, file: 'studio.hosted.json', ...settings };
  const studio = chained(hostedStudio({ root, config, scriptHashes: inlineScriptHashes(REFRESH_SHIM), now: () => clock.now, ...studioOptions }).middlewares);
  const server = createServer((request, response) => studio(request as never, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function send(method: string, route: string, { headers = {}, body }: { headers?: Record<string, string | undefined>; body?: string } = {}): Promise<Answer> {
    const given = Object.fromEntries(Object.entries({ Host: HOST, 'X-Forwarded-Proto': 'https', ...headers }).filter(([, value]) => value !== undefined)) as Record<string, string>;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: route, headers: given }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, text, json, headers: response.headers });
        });
      });
      outgoing.on('error', reject);
      if (body !== undefined) outgoing.write(body);
      outgoing.end();
    });
  }
  const cookieValue = (cookies: string[] | undefined, name: string) => cookies?.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0].slice(name.length + 1);

  async function signIn(name: string): Promise<Signed> {
    const page = await new Promise<IncomingMessage & { body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/studio/anmelden', headers: { Host: HOST, 'X-Forwarded-Proto': 'https' } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => resolve(Object.assign(response, { body })));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    const token = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
    const login = await new Promise<IncomingMessage>((resolve, reject) => {
      const body = new URLSearchParams({ csrf: token, name, passwort: PASSWORD }).toString();
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/studio/anmelden',
          headers: { Host: HOST, 'X-Forwarded-Proto': 'https', Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `${LOGIN_COOKIE}=${cookieValue(page.headers['set-cookie'], LOGIN_COOKIE)}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(login.statusCode).toBe(303);
    const id = cookieValue(login.headers['set-cookie'], SESSION_COOKIE)!;
    const csrf = cookieValue(login.headers['set-cookie'], CSRF_COOKIE)!;
    return { csrf, cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${csrf}` };
  }

  return {
    dataDir,
    clock,
    server,
    send,
    signIn,
    read: (signed, route) => send('GET', `/__studio/api${route}`, { headers: { Cookie: signed.cookie } }),
    write: (signed, route, body) =>
      send('POST', `/__studio/api${route}`, { headers: { Cookie: signed.cookie, Origin: ORIGIN, 'Content-Type': 'application/json', 'X-CSRF-Token': signed.csrf }, body: JSON.stringify(body) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
