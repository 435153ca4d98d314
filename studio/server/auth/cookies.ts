import type { IncomingMessage } from 'node:http';

/** Reading the Cookie header and writing `__Host-` cookies (Secure, Path=/, no Domain, as the prefix demands). */

export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  httpOnly?: boolean;
  /** Seconds; without it the cookie ends with the browser (the server's timeouts end the session anyway). */
  maxAge?: number;
}

export function hostCookie(name: string, value: string, { httpOnly = true, maxAge }: CookieOptions = {}): string {
  return [
    `${name}=${value}`,
    'Path=/',
    'Secure',
    'SameSite=Strict',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
  ].join('; ');
}

export const clearedCookie = (name: string, httpOnly = true) => hostCookie(name, '', { httpOnly, maxAge: 0 });
