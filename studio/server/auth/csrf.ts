import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Random tokens (sessions, CSRF) and their comparison in constant time. */

export const newToken = () => randomBytes(32).toString('base64url');

/** Whether a token sent with a request is the expected one; a missing or odd-sized one is not. */
export function sameToken(sent: string | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
