import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/lib/securityHeaders';
import { projectContent, projectRoot } from '../helpers/content';
import { hydrated, launchChromium, openSession } from '../e2e/browser';
import { builtData, ROUTES } from '../e2e/routes';
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx';

/** The built dist/ behind real nginx with the generated server block. */
const content = projectContent();
const { site, current } = builtData();
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

  it('redirects a trailing slash to the canonical address', async () => {
    const response = await get(`/${current.slug}/`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/${current.slug}`);
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const script = readdirSync(path.join(projectRoot, 'dist/assets')).find((file) => file.endsWith('.js'))!;
    const response = await get(`/assets/${script}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).length).toBeGreaterThan(response.body.length);
  });

  it('lists no directories and hides the host configuration files', async () => {
    for (const target of ['/assets/', '/assets', '/images/', '/data/']) {
      const response = await get(target);
      expect(response.body.toString(), target).not.toMatch(/Index of|<pre>/i);
    }
    for (const target of ['/nginx.conf', '/vercel.json', '/_headers', '/_redirects']) expect((await get(target)).status, target).toBe(404);
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

describe('Chromium under the generated Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ROUTES)('$path runs without a CSP violation or any other console error', async ({ path: route, status }) => {
    const session = await openSession(browser);
    const response = await session.page.goto(nginx.origin + route);
    expect(response?.status()).toBe(status);
    expect(response?.headers()['content-security-policy']).toBe(expectedHeaders['Content-Security-Policy']);
    await hydrated(session.page);
    const unexpected = session.errors.filter((error) => !(status === 404 && /^(404 Error|Failed to load resource: the server responded with a status of 404)/.test(error)));
    expect(unexpected).toEqual([]);
    await session.context.close();
  });

  it('blocks an injected inline script, so the policy is really in force', async () => {
    const session = await openSession(browser);
    await session.page.goto(`${nginx.origin}/${current.slug}`);
    await hydrated(session.page);
    const ran = await session.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(session.errors.some((error) => error.startsWith('CSP violation: script-src'))).toBe(true);
    await session.context.close();
  });
});
