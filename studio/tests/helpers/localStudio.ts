import { createServer, request as httpRequest } from 'node:http';
import { studioMiddleware } from '#studio/server/plugin';
import { listen } from '#scripts/hosting/ports';
import { FIXTURE_TODAY } from '#tests/helpers/content';

export interface LocalStudio {
  /** A request to the studio's API as its page sends it (same origin); the answer's JSON. */
  send(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** The local studio's API over HTTP on the project at `root`, on the fixtures' day, with a stand-in for the preview. */
export async function localStudio(root: string): Promise<LocalStudio> {
  const middleware = studioMiddleware({ root, today: FIXTURE_TODAY }, async ({ route }) => `<!doctype html><html lang="de"><body>${route}</body></html>`);
  const server = await listen(createServer((request, response) => middleware(request as never, response, () => response.writeHead(404).end())));
  return {
    send(method, route, body) {
      const headers: Record<string, string> = { Host: `127.0.0.1:${server.port}`, 'Sec-Fetch-Site': 'same-origin' };
      if (body !== undefined) Object.assign(headers, { Origin: server.origin, 'Content-Type': 'application/json' });
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port: server.port, method, path: `/__studio/api${route}`, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        });
        outgoing.on('error', reject);
        if (body !== undefined) outgoing.write(JSON.stringify(body));
        outgoing.end();
      });
    },
    close: () => server.close(),
  };
}
