import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '#scripts/hosting/securityHeaders';
import { builtContent, pageFile } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';
import { hydrated, openSession, workerChromium } from '../e2e/browser';
import { builtData, ROUTES } from '../e2e/routes';
import { startNginx, type RunningNginx } from '#scripts/hosting/nginx';
import { redirectablePages } from '#scripts/hosting/deployTargets';
import { REVALIDATE_CACHE } from '#scripts/hosting/securityHeaders';
import { rawGet, rawRequest, type RawResponse as Raw } from './rawHttp';

/** The built dist/ behind real nginx with the generated configuration (its plain-HTTP test variant). */
const content = builtContent();
const { site, featured } = builtData();
/** Every page the build writes, without the QA page's query and the 404 path. */
const pagePaths = ROUTES.filter((route) => route.status === 200).map((route) => route.path.split('?')[0]);
const expectedHeaders = securityHeaders(content.site);
let nginx: RunningNginx;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path sent exactly as written (fetch would normalise `..` away). */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port: nginx.port, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

beforeAll(async () => {
  nginx = await startNginx(content, path.join(projectRoot, 'dist'));
});

afterAll(async () => {
  await nginx?.stop();
});

describe('nginx with the generated configuration', () => {
  it.each(pagePaths)('%s answers 200 with every security header', async (route) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers[name.toLowerCase()], name).toBe(value);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.body.toString()).toContain('<html lang="de">');
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const response = await get('/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain(`<h1>${site.notFound.heading}</h1>`);
    expect(response.headers['content-security-policy']).toBe(expectedHeaders['Content-Security-Policy']);
  });

  it.each(redirectablePages(content))('redirects /%s/ to the canonical address, with the security headers', async (page) => {
    const response = await get(`/${page}/?utm_source=x`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/${page}?utm_source=x`);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers[name.toLowerCase()], name).toBe(value);
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const script = readdirSync(path.join(projectRoot, 'dist/assets')).find((file) => file.endsWith('.js'))!;
    const response = await get(`/assets/${script}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).length).toBeGreaterThan(response.body.length);
  });

  // What every browser gets (they all take brotli over HTTPS): the build's .br copy, byte for byte; a client
  // without brotli the .gz; caches keep them apart by Accept-Encoding.
  it.each(['/winteredition', '/', 'a script under /assets/'])(
    'sends %s as the build’s brotli copy to a browser, its gzip copy to a client without brotli',
    async (address) => {
      const script = readdirSync(path.join(projectRoot, 'dist/assets')).find((file) => file.endsWith('.js'));
      const target = address.startsWith('/') ? address : `/assets/${script}`;
      const file = path.join(projectRoot, 'dist', address.startsWith('/') ? pageFile(address) : target);
      const browser = await get(target, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(browser.status).toBe(200);
      expect(browser.headers['content-encoding']).toBe('br');
      expect(browser.headers.vary).toBe('Accept-Encoding');
      expect(browser.body.equals(readFileSync(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(browser.body).equals(readFileSync(file))).toBe(true);
      const older = await get(target, { 'Accept-Encoding': 'gzip' });
      expect(older.headers['content-encoding']).toBe('gzip');
      expect(older.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    },
  );

  it('lists no directories and hides the host configuration files', async () => {
    for (const target of ['/assets/', '/assets', '/images/', '/data/']) {
      const response = await get(target);
      expect(response.body.toString(), target).not.toMatch(/Index of|<pre>/i);
    }
    for (const target of ['/nginx.conf', '/vercel.json', '/_headers', '/_redirects']) expect((await get(target)).status, target).toBe(404);
  });

  it('never serves a .br or .gz copy under its own name, nor build metadata or dot files', async () => {
    const copies = readdirSync(path.join(projectRoot, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(br|gz)$/.test(file));
    expect(copies).toEqual(expect.arrayContaining(['winteredition/index.html.gz', 'winteredition/index.html.br']));
    const targets = [
      ...copies.map((file) => `/${file}`),
      '/winteredition/index.html%2Egz',
      '/winteredition/index.html%2Ebr',
      '/.vite/manifest.json',
      '/.git/config',
      '/assets/.hidden',
    ];
    for (const target of targets) {
      const response = await get(target, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status, target).toBe(404);
      expect(response.headers['content-type'], target).toMatch(/^text\/html/);
    }
    // The copies still do their job: the page itself arrives compressed.
    const page = await get('/winteredition', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json', '/..%2f..%2f..%2fetc%2fpasswd', '/images/../../README.md'])(
    'refuses the path traversal %s',
    async (attempt) => {
      const response = await get(attempt);
      expect([400, 403, 404]).toContain(response.status);
      const body = response.body.toString();
      expect(body).not.toContain('root:x:0:0');
      expect(body).not.toContain('"devDependencies"');
      expect(body).not.toContain('# Inselcoaching');
    },
  );
});

/** Where a browser goes when it follows a Location header from the site. */
const destination = (location: string) => new URL(location, `${nginx.origin}/start/seite`).origin;

describe('no redirect leaves the site', () => {
  const nasty = [
    '/%5Cevil.example/',
    '/%5Cevil.example/winteredition/',
    '/%5C%5Cevil.example/x/',
    '/%5C/evil.example/',
    '/%2F%2Fevil.example/',
    '/%2F/evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/.//evil.example/',
    '/%2e/%2fevil.example/',
    '/%09/evil.example/',
    '/winteredition/%2F%2Fevil.example/',
    '/winteredition/..%2F%5Cevil.example/',
    '/%5Cevil.example%2F/',
    '/evil.example%5C/',
    '/%E3%80%82evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
  ];

  it.each(nasty)('%s', async (target) => {
    const response = await rawGet(nginx.port, target);
    const location = response.headers.location?.[0];
    if (response.status >= 300 && response.status < 400) {
      expect(location, `${response.status} Location`).toBeDefined();
      expect(destination(location!)).toBe(nginx.origin);
    } else {
      expect(location).toBeUndefined();
    }
  });
});

describe('nginx’s own responses', () => {
  const cases: Array<[string, number, () => Promise<Raw>]> = [
    ['a duplicate Host header', 400, () => rawRequest(nginx.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n')],
    ['a broken request line', 400, () => rawRequest(nginx.port, 'GET /\x01 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')],
    ['POST', 405, () => rawRequest(nginx.port, 'POST /winteredition HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')],
    [
      'a body over the limit',
      413,
      () => rawRequest(nginx.port, 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n', { closeAfterSending: true }),
    ],
    ['a URI over 8 KB', 414, () => rawGet(nginx.port, `/${'a'.repeat(9000)}`)],
    ['a missing page', 404, () => rawGet(nginx.port, '/gibt-es-nicht')],
    ['a trailing slash', 301, () => rawGet(nginx.port, '/danke/')],
    // Byte ranges are off (their 416 answer repeated every header): the whole page, headers once.
    [
      'a range past the end of the file',
      200,
      () => rawRequest(nginx.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nRange: bytes=999999-\r\nConnection: close\r\n\r\n'),
    ],
    ['a range inside the file', 200, () => rawRequest(nginx.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-10\r\nConnection: close\r\n\r\n')],
    [
      'a precondition that fails',
      412,
      () => rawRequest(nginx.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nIf-Match: "nicht-diese"\r\nConnection: close\r\n\r\n'),
    ],
  ];

  it.each(cases)('%s (%i) carries every security header', async (_name, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers[name.toLowerCase()], name).toEqual([value]);
    expect(response.headers['cache-control']).toEqual([REVALIDATE_CACHE]);
    expect(response.headers.server).toEqual(['nginx']);
  });
});

describe('Chromium under the generated Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await workerChromium();
  });

  it.each(ROUTES)('$path runs without a CSP violation or any other console error', async ({ path: route, status }) => {
    const session = await openSession(browser);
    const response = await session.page.goto(nginx.origin + route);
    expect(response?.status()).toBe(status);
    expect(response?.headers()['content-security-policy']).toBe(expectedHeaders['Content-Security-Policy']);
    await hydrated(session.page);
    const unexpected = session.errors.filter(
      (error) => !(status === 404 && /^(404 Error|Failed to load resource: the server responded with a status of 404)/.test(error)),
    );
    expect(unexpected).toEqual([]);
    await session.context.close();
  });

  it('blocks an injected inline script, so the policy is really in force', async () => {
    const session = await openSession(browser);
    await session.page.goto(`${nginx.origin}/${featured.slug}`);
    await hydrated(session.page);
    const ran = await session.page.evaluate(async () => {
      // An inline script runs as it is inserted; the browser's report of the refusal is the signal it was refused.
      const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await refused;
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(session.errors.some((error) => error.startsWith('CSP violation: script-src'))).toBe(true);
    await session.context.close();
  });
});
