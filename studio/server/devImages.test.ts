import { mkdirSync, mkdtempSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { devImageVariants } from './devImages';

/** The preview's image variants answer only the names the build writes: a width spelled with a leading zero is not one. */

async function publicFolder() {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'bilder-'));
  mkdirSync(path.join(publicDir, 'images'));
  await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3a6' } })
    .png()
    .toFile(path.join(publicDir, 'images/titel.png'));
  return publicDir;
}

/** What the handler does with `url`: answers (status, type) or hands on to the next handler. */
function ask(handler: ReturnType<typeof devImageVariants>, url: string) {
  return new Promise<{ handedOn: true } | { status: number; type: string }>((resolve, reject) => {
    const response = {
      writeHead: (status: number, headers: Record<string, string>) => resolve({ status, type: headers['Content-Type'] }),
      end: () => {},
    } as unknown as ServerResponse;
    handler({ url, method: 'GET' } as IncomingMessage, response, (error?: unknown) => (error ? reject(error) : resolve({ handedOn: true })));
  });
}

describe('the preview’s image variants', () => {
  it('answer a width as the build spells it, and hand on the same width with a leading zero', async () => {
    const handler = devImageVariants(await publicFolder());
    expect(await ask(handler, '/images/generated/titel-320.avif')).toEqual({ status: 200, type: 'image/avif' });
    expect(await ask(handler, '/images/generated/titel-0320.avif')).toEqual({ handedOn: true });
    expect(await ask(handler, '/images/generated/titel-00320.webp')).toEqual({ handedOn: true });
    expect(await ask(handler, '/images/generated/titel-321.webp')).toEqual({ handedOn: true });
  });
});
