import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../guard';
import { MAX_PASSWORD_LENGTH } from './passwords';

/** How the hosted studio's gate (gate.ts) and its login form (gateLogin.ts) read a request and answer one. */

export const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

export function finish(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string | string[]> = {}) {
  response.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Type': `${type}; charset=utf-8`, ...headers });
  response.end(body);
}
export const json = (response: ServerResponse, status: number, message: string, headers: Record<string, string | string[]> = {}) =>
  finish(response, status, 'application/json', JSON.stringify({ message }), headers);
export const html = (response: ServerResponse, status: number, page: string, headers: Record<string, string | string[]> = {}) =>
  finish(response, status, 'text/html', page, headers);
export const redirect = (response: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) =>
  finish(response, 303, 'text/plain', '', { Location: location, ...headers });
/** A refused request's body is never read; an HTTP/1 connection is closed rather than drained (HTTP/2 has no such header). */
export const refuse = (response: ServerResponse, status: number, message: string) =>
  json(response, status, message, response.req.httpVersionMajor < 2 ? { Connection: 'close' } : {});

/** A browser opening a page (not a script's fetch): sent to the login page rather than given JSON. */
export const wantsPage = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (header(request, 'sec-fetch-mode') === 'navigate' || (header(request, 'accept') ?? '').includes('text/html'));

export async function formOf(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = (header(request, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const read = await readBody(request, 4096 + MAX_PASSWORD_LENGTH * 4);
  return read.ok ? new URLSearchParams(read.bytes.toString('utf8')) : undefined;
}
