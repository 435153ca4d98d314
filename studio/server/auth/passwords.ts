import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as scrypt hashes with their own salt and parameters (so stronger parameters can
 * come later without breaking stored ones) and compared in constant time. A password is never logged.
 */

export const MIN_PASSWORD_LENGTH = 12;
/** scrypt reads all of it; a megabyte of "password" would only cost time. */
export const MAX_PASSWORD_LENGTH = 1024;

export interface PasswordHash {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  keyLength: number;
  salt: string;
  hash: string;
}

export type ScryptParameters = Pick<PasswordHash, 'N' | 'r' | 'p' | 'keyLength'>;

/** 2^15 × 8: about 32 MiB and a tenth of a second per hash on a small server. */
export const DEFAULT_PARAMETERS: ScryptParameters = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 };

/** Fewer different characters than this („aaaaaaaaaaaa“, „abababababab“) is guessed at once, however long. */
const MIN_DIFFERENT_CHARACTERS = 5;
const ADVICE = 'Gut merkbar und schwer zu erraten sind drei, vier Wörter, die nichts miteinander zu tun haben.';

/** Why a new password for the account `name` is not accepted, in German, or undefined. */
export function passwordProblem(password: string, name: string): string | undefined {
  const characters = [...password];
  if (characters.length < MIN_PASSWORD_LENGTH) return `Das Passwort ist zu kurz: mindestens ${MIN_PASSWORD_LENGTH} Zeichen, es hat ${characters.length}.`;
  if (characters.length > MAX_PASSWORD_LENGTH) return `Das Passwort ist zu lang: höchstens ${MAX_PASSWORD_LENGTH} Zeichen.`;
  if (password.trim() === '') return `Das Passwort besteht nur aus Leerzeichen. ${ADVICE}`;
  if (new Set(characters).size < MIN_DIFFERENT_CHARACTERS)
    return `Das Passwort hat weniger als ${MIN_DIFFERENT_CHARACTERS} verschiedene Zeichen und ist deshalb leicht zu erraten. ${ADVICE}`;
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  // A name of two or three letters turns up in many a good password; it may not be all of it.
  const named = letters(name).length >= 4 ? letters(password).includes(letters(name)) : letters(password) === letters(name);
  if (named) return `Das Passwort enthält den Namen des Kontos („${name}“); den kennt jeder, der rät. ${ADVICE}`;
  return undefined;
}

function derive(password: string, salt: Buffer, { N, r, p, keyLength }: ScryptParameters): Promise<Buffer> {
  // maxmem above 128 × N × r, which the default (32 MiB) just misses for N = 2^15, r = 8.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string, parameters: ScryptParameters = DEFAULT_PARAMETERS): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, parameters);
  return { algorithm: 'scrypt', ...parameters, salt: salt.toString('base64'), hash: hash.toString('base64') };
}

/** Parameters a stored hash may carry: anything beyond would let an edited store stall the server. */
const reasonable = ({ N, r, p, keyLength }: ScryptParameters) =>
  N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16 && keyLength >= 32 && keyLength <= 128;

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (stored.algorithm !== 'scrypt' || !reasonable(stored) || password.length > MAX_PASSWORD_LENGTH * 4) return false;
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'), stored);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Checked against when the account does not exist, so an unknown name takes as long as a wrong password. */
let dummy: Promise<PasswordHash> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(18).toString('base64')));
