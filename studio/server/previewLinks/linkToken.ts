import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A preview link's token: `<id>.<expiry in seconds>.<HMAC-SHA256 of both>`, keyed with the studio's secret
 * (the hosted data folder's secret.key; in local mode one in .build/studio/). A changed id, expiry or
 * signature does not verify; the link's record (linkStore.ts) decides the rest (revoked, expired).
 */

const TOKEN = /^([A-Za-z0-9_-]{16})\.(\d{9,11})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (secret: Buffer, id: string, expiresSeconds: number) =>
  createHmac('sha256', secret).update(`vorschau-link:${id}:${expiresSeconds}`).digest('base64url');

export function signLink(secret: Buffer, id: string, expires: Date): string {
  const seconds = Math.floor(expires.getTime() / 1000);
  return `${id}.${seconds}.${signatureOf(secret, id, seconds)}`;
}

/** The id and expiry a token names, when its signature is the studio's own; undefined for anything else. */
export function verifyLink(secret: Buffer, token: string): { id: string; expires: number } | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, id, secondsText, signature] = match;
  const expected = Buffer.from(signatureOf(secret, id, Number(secondsText)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { id, expires: Number(secondsText) * 1000 };
}
