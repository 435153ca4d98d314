import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '#scripts/hosting/securityHeaders';
import type { Listening } from '#scripts/hosting/ports';
import { startStaticServer } from '#scripts/hosting/staticServer';
import { projectRoot } from '../helpers/content';
import { rawGet, rawRequest } from './rawHttp';

/** `npm start` and the browser tests serve dist/ like the hosts do, including what they keep hidden. */
let server: Listening;
let port: number;

beforeAll(async () => {
  server = await startStaticServer(path.join(projectRoot, 'dist'));
  port = server.port;
});

afterAll(() => server.close());

const dist = (file: string) => readFileSync(path.join(projectRoot, 'dist', file));
const get = (target: string, headers = '') => rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

describe('the local static server', () => {
  it('redirects a page’s trailing slash to the page', async () => {
    const response = await rawGet(port, '/winteredition/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toEqual(['/winteredition?a=1']);
  });

  it.each(['/.//evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/%5C%5Cevil.example/x/', '/gibt-es-nicht/'])(
    '%s gets no redirect off the site',
    async (target) => {
      const response = await rawGet(port, target);
      const location = response.headers.location?.[0];
      if (location) expect(new URL(location, `http://127.0.0.1:${port}/a/b`).host).toBe(`127.0.0.1:${port}`);
      else expect(response.status).toBe(404);
    },
  );

  it('serves the link-preview image the home page names, as immutable: a changed card gets a new address', async () => {
    const html = readFileSync(path.join(projectRoot, 'dist/index.html'), 'utf8');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
    const response = await rawGet(port, new URL(image).pathname);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toEqual([IMMUTABLE_CACHE]);
  });

  it.each(['/index.html.gz', '/winteredition/index.html.gz', '/winteredition/index.html.br', '/nginx.conf', '/.vite/manifest.json'])(
    '%s is not served',
    async (target) => {
      expect((await rawGet(port, target)).status).toBe(404);
    },
  );

  it('sends the build’s own .br copy to a browser that takes brotli, the .gz to one that takes only gzip, the plain file to one that takes neither', async () => {
    const packed = await get('/', 'Accept-Encoding: gzip, deflate, br, zstd\r\n');
    expect(packed.headers['content-encoding']).toEqual(['br']);
    expect(packed.headers['content-type']).toEqual(['text/html; charset=utf-8']);
    expect(packed.body.equals(dist('index.html.br'))).toBe(true);
    const zipped = await get('/', 'Accept-Encoding: gzip\r\n');
    expect(zipped.headers['content-encoding']).toEqual(['gzip']);
    expect(zipped.body.equals(dist('index.html.gz'))).toBe(true);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(dist('index.html'))).toBe(true);
  });

  it('answers a request whose ETag still matches with 304 and no body, keeping the cache rule', async () => {
    const first = await get('/');
    const etag = first.headers.etag?.[0];
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', `If-None-Match: ${etag}\r\n`);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toEqual([REVALIDATE_CACHE]);
  });

  it('answers an unknown page with 404.html and status 404', async () => {
    const response = await get('/gibt-es-nicht', 'Accept-Encoding: gzip\r\n');
    expect(response.status).toBe(404);
    expect(response.body.equals(dist('404.html.gz'))).toBe(true);
    const packed = await get('/gibt-es-nicht', 'Accept-Encoding: br, gzip\r\n');
    expect(packed.status).toBe(404);
    expect(packed.headers['content-encoding']).toEqual(['br']);
    expect(packed.body.equals(dist('404.html.br'))).toBe(true);
  });

  it('sends the whole file to a byte-range request, as nginx does with ranges off', async () => {
    const response = await get('/', 'Range: bytes=0-9\r\n');
    expect(response.status).toBe(200);
    expect(response.body.equals(dist('index.html'))).toBe(true);
  });
});
