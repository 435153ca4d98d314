import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';

/**
 * The studio's requests answered in the test's own process, without a socket: light-my-request hands the studio's
 * Node handler a request and a response as Node's server would, the request coming from this machine (127.0.0.1)
 * on the port below, which the local guard reads from the request's socket (studio/server/guard.ts) and the hosted
 * gate takes for its HTTPS proxy (auth/transport.ts). For tests of what the studio answers; tests of the transport
 * itself (websockets, uploads over a socket, a process of its own, TLS, nginx) keep a real server
 * (docs/entwicklung/tests.md).
 */

/** The port the request seems to arrive on: the Host a test names and the guard's own hosts use it. */
export const IN_PROCESS_PORT = 5173;
/** The studio's own origin for such requests. */
export const IN_PROCESS_ORIGIN = `http://127.0.0.1:${IN_PROCESS_PORT}`;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
/** What Node's server calls with each request (`createServer(listener)`). */
export type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export interface Answer {
  status: number;
  body: any;
  headers: IncomingHttpHeaders;
}

export interface RawAnswer {
  status: number;
  text: string;
  headers: IncomingHttpHeaders;
}

/** The listener Node's server would call for `middleware`: what no middleware answers is a 404, a failure a 500. */
export const listenerOf =
  (middleware: Middleware): Listener =>
  (request, response) =>
    middleware(request, response, (error) => {
      response.statusCode = error ? 500 : 404;
      response.end();
    });

/** One request handed to `listener` from 127.0.0.1, with exactly the headers given; the answer's text. */
export async function injectRequest(
  listener: Listener,
  method: string,
  route: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const response = await inject(
    (request, response) => {
      Object.assign(request.socket, { localPort: IN_PROCESS_PORT });
      listener(request, response);
    },
    { method: method as 'GET', url: route, headers, payload: body, remoteAddress: '127.0.0.1' },
  );
  return { status: response.statusCode, text: response.payload, headers: response.headers as IncomingHttpHeaders };
}

/** One request to `middleware`, as a browser on this machine sends it; Host is the studio's own unless given. */
export async function sendInProcess(
  middleware: Middleware,
  method: string,
  route: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const answer = await injectRequest(listenerOf(middleware), method, route, { headers: { host: `127.0.0.1:${IN_PROCESS_PORT}`, ...headers }, body });
  let parsed: unknown = answer.text;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    // Not JSON (a page or an image).
  }
  return { status: answer.status, body: parsed, headers: answer.headers };
}
