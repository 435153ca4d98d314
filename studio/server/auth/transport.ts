import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * What the hosted studio believes about a connection. It runs behind an HTTPS proxy on the same machine
 * (nginx), or serves TLS itself; X-Forwarded-Proto and X-Forwarded-For count only when the connection
 * comes from a configured proxy address, so a client cannot claim HTTPS or another address itself.
 */

const normalized = (address: string | undefined) => (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

export const fromProxy = (request: IncomingMessage, trustedProxies: readonly string[]) =>
  trustedProxies.map(normalized).includes(normalized(request.socket.remoteAddress));

export function isHttps(request: IncomingMessage, trustedProxies: readonly string[]): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  return fromProxy(request, trustedProxies) && header(request, 'x-forwarded-proto')?.trim().toLowerCase() === 'https';
}

/** The client's address: the proxy's last X-Forwarded-For entry (the one the proxy added), else the connection's. */
export function clientAddress(request: IncomingMessage, trustedProxies: readonly string[]): string {
  if (fromProxy(request, trustedProxies)) {
    const forwarded = header(request, 'x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded?.length) return normalized(forwarded[forwarded.length - 1]);
  }
  return normalized(request.socket.remoteAddress);
}

export const PLAIN_HTTP_REFUSAL = 'Das Studio ist nur über HTTPS erreichbar. Bitte öffne es mit https://.';
