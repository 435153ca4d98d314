import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';

/**
 * The studio's requests answered in the test's own process, without a socket: light-my-request hands its Node
 * middleware a request and a response as Node's server would, the request coming from this machine (127.0.0.1) on
 * the port below, which the local guard reads from the request's socket (studio/server/guard.ts). For tests of what
 * the studio answers; tests of the transport itself (TLS, proxy headers, nginx, uploads over a socket) keep a real
 * server (docs/entwicklung/tests.md).
 */

/** The port the request seems to arrive on: the Host a test names and the guard's own hosts use it. */
export const IN_PROCESS_PORT = 5173;
/** The studio's own origin for such requests. */
export const IN_PROCESS_ORIGIN = `http://127.0.0.1:${IN_PROCESS_PORT}`;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export interface Answer {
  status: number;
  body: any;
  headers: IncomingHttpHeaders;
}

/** One request to `middleware`, as a browser on this machine sends it; Host is the studio's own unless given. */
export async function sendInProcess(
  middleware: Middleware,
  method: string,
  route: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const response = await inject(
    (request, response) => {
      Object.assign(request.socket, { localPort: IN_PROCESS_PORT });
      middleware(request, response, (error) => {
        response.statusCode = error ? 500 : 404;
        response.end();
      });
    },
    {
      method: method as 'GET',
      url: route,
      headers: { host: `127.0.0.1:${IN_PROCESS_PORT}`, ...headers },
      payload: body,
      remoteAddress: '127.0.0.1',
    },
  );
  let parsed: unknown = response.payload;
  try {
    parsed = JSON.parse(response.payload);
  } catch {
    // Not JSON (a page or an image).
  }
  return { status: response.statusCode, body: parsed, headers: response.headers as IncomingHttpHeaders };
}
