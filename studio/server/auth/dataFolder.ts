import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { USERS_FILE } from './userStore';

/**
 * The data folder (0700): the accounts and the server's key, which is made on first start and never
 * leaves the folder (it keys the session table; preview links will be signed with it).
 */

export const SECRET_FILE = 'secret.key';

export const usersFileIn = (dataDir: string) => path.join(dataDir, USERS_FILE);
/** The failed login attempts and locks (auth/throttle.ts), kept across a restart. */
export const loginCountsFileIn = (dataDir: string) => path.join(dataDir, 'anmeldeversuche.json');

export function serverSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (secret.length < 32) throw new Error(`${file}: Der Schlüssel des Studios ist beschädigt; lösche die Datei, beim nächsten Start entsteht ein neuer (alle werden abgemeldet).`);
  return secret;
}
