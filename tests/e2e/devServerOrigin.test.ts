import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '#scripts/hosting/ports';
import { startDevServerOnCopy, type DevServerCopy } from '../helpers/devServerCopy';
import { openSession, workerChromium } from './browser';

/**
 * The dev server (`npm run dev`, and the same server under the local studio, `npm run studio`)
 * serves the whole project folder: edition files, site.json, the data files, package.json, the source.
 * No page of another origin may read any of it, even another local app on another port: no CORS
 * allowance, preflights refused. Checked over HTTP and from a real page in Chromium.
 */
// The note about Vite's future config loader is for developers; this test reads no output.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

let dev: DevServerCopy;
let port: number;
let browser: Browser;
let otherApp: Listening;
let otherOrigin: string;

/** A page of another local app: it tries to read `target` and shows what it got. */
const OTHER_PAGE = `<!doctype html><meta charset="utf-8"><title>andere App</title><pre id="out">…</pre>
<script>
  const target = new URLSearchParams(location.search).get('target');
  fetch(target).then((response) => response.text()).then(
    (text) => { document.getElementById('out').textContent = 'gelesen: ' + text.length + ' Zeichen'; },
    (error) => { document.getElementById('out').textContent = 'blockiert: ' + error.name; },
  );
</script>`;

beforeAll(async () => {
  dev = await startDevServerOnCopy({ logging: { logLevel: 'silent' } });
  port = Number(new URL(dev.origin).port);
  otherApp = await listen(
    createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(OTHER_PAGE);
    }),
  );
  otherOrigin = otherApp.origin;
  browser = await workerChromium();
});

afterAll(async () => {
  await otherApp?.close();
  await dev?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A raw request to the dev server with exactly these headers, as curl sends it. */
function ask(method: string, route: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: route, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const corsHeaders = (answer: Answer) => Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
const FILES = ['/editions/winter.json', '/editions/site.json', '/data/routes.json', '/package.json', '/src/content/loadContent.ts', '/__studio/api/editions'];

describe('the dev server answers no other origin', () => {
  it.each(FILES)('%s: a read from another local origin is refused, with no CORS allowance', async (route) => {
    const answer = await ask('GET', route, { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' });
    expect(answer.status).toBe(403);
    expect(corsHeaders(answer)).toEqual([]);
    expect(answer.body).not.toContain('"slug"');
  });

  it('refuses the same read when only the Origin header tells (a client without Sec-Fetch headers)', async () => {
    const answer = await ask('GET', '/editions/winter.json', { Origin: 'http://localhost:3000' });
    expect([answer.status, corsHeaders(answer)]).toEqual([403, []]);
  });

  it('refuses a preflight, and grants nothing in it', async () => {
    const answer = await ask('OPTIONS', '/editions/winter.json', {
      Origin: 'http://localhost:3000',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect([answer.status, corsHeaders(answer)]).toEqual([403, []]);
  });

  it('refuses a script or image load from another site (no-cors), which could leak through side channels', async () => {
    const answer = await ask('GET', '/src/content/loadContent.ts', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' });
    expect(answer.status).toBe(403);
  });

  it('still answers its own pages, their module requests, and a link from elsewhere that opens a page', async () => {
    const own = await ask('GET', '/editions/winter.json', { Origin: `http://127.0.0.1:${port}`, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body).slug).toEqual(expect.any(String));
    const typed = await ask('GET', '/', { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
    expect(typed.status).toBe(200);
    const linked = await ask('GET', '/', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
    expect(linked.status).toBe(200);
  });

  it('a page of another local app on another port cannot read an edition file in Chromium', async () => {
    const session = await openSession(browser);
    // What the dev server answered the browser (a blocked fetch shows the page no response at all).
    const answered: string[] = [];
    dev.server.httpServer!.on('request', (request, response) => {
      response.on('finish', () => answered.push(`${request.url} ${response.statusCode} ${response.getHeader('access-control-allow-origin') ?? '-'}`));
    });
    for (const route of ['/editions/winter.json', '/package.json']) {
      await session.page.goto(`${otherOrigin}/?target=${encodeURIComponent(`${dev.origin}${route}`)}`);
      await expect.poll(() => session.page.locator('#out').textContent(), { timeout: 10_000 }).toBe('blockiert: TypeError');
    }
    // The browser did ask, and the dev server said no, granting nothing.
    expect(answered).toEqual(['/editions/winter.json 403 -', '/package.json 403 -']);
    await session.context.close();
  });
});
