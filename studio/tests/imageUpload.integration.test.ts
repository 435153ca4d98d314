import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../server/imageUpload';
import { studioMiddleware } from '../server/plugin';
import { listen, type Listening } from '#scripts/hosting/ports';
import { FIXTURE_TODAY, publicDir as projectPublicDir } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';

/**
 * The studio's upload endpoint over HTTP, on a port: images only from the studio's own page, and a declared size over
 * the limit refused before the body is read. What it does with an image: imageUpload.test.ts.
 */

describe('the upload endpoint', () => {
  let root: string;
  let server: Listening;
  let own: string;
  let port: number;

  beforeAll(async () => {
    root = copyContentRoot();
    // Uploads go into the copy's own public/, never through the link to the project's.
    rmSync(path.join(root, 'public'));
    cpSync(projectPublicDir, path.join(root, 'public'), { recursive: true });
    const middleware = studioMiddleware(
      { root, today: FIXTURE_TODAY },
      async ({ content, route }) => `<!doctype html><html lang="de"><body>${route} ${content.site.checkout.promoHelper.enabled}</body></html>`,
    );
    server = await listen(createServer((request, response) => middleware(request as never, response, () => response.end())));
    ({ port, origin: own } = server);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const upload = (headers: Record<string, string>, body: Buffer) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/__studio/api/images/upload', headers: { Host: `127.0.0.1:${port}`, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const images = () => readdirSync(path.join(root, 'public', 'images')).sort();
  const projectImages = readdirSync(path.join(projectPublicDir, 'images')).sort();

  it('takes an image from the studio’s own page and refuses it from anywhere else', async () => {
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    const before = images();
    const foreign = await upload({ Origin: 'https://boese.example', 'Content-Type': 'image/jpeg', 'X-File-Name': 'x.jpg' }, bytes);
    const crossSite = await upload({ Origin: own, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'image/jpeg' }, bytes);
    const form = await upload({ Origin: own, 'Content-Type': 'multipart/form-data; boundary=x' }, bytes);
    const noOrigin = await upload({ 'Content-Type': 'image/jpeg' }, bytes);
    expect([foreign.status, crossSite.status, form.status, noOrigin.status]).toEqual([403, 403, 415, 403]);
    expect(images()).toEqual(before);

    const taken = await upload(
      { Origin: own, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'image/jpeg', 'X-File-Name': encodeURIComponent('Küste im Winter.jpg') },
      bytes,
    );
    expect(taken).toEqual({ status: 200, body: { src: '/images/kueste-im-winter.jpg', width: 1200, height: 800 } });
    expect(images()).toEqual([...before, 'kueste-im-winter.jpg'].sort());
    expect(readdirSync(path.join(projectPublicDir, 'images')).sort()).toEqual(projectImages);
  });

  it('refuses a file declared larger than the limit before reading it', async () => {
    const answer = await upload({ Origin: own, 'Content-Type': 'image/jpeg', 'Content-Length': String(MAX_UPLOAD_BYTES + 1) }, Buffer.alloc(10));
    expect(answer.status).toBe(413);
  });
});
