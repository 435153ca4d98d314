import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { USERS_FILE } from './userStore';

/**
 * The data folder (0700): the accounts and the server's key, which is made on first start and never
 * leaves the folder (it keys the session table; preview links will be signed with it). The studio does
 * not start while the folder or a file in it is open to other accounts on the server (a folder made
 * beforehand with 0755, a users.json copied in as 0644): it says which and how to close it, rather than
 * changing rights someone set on purpose.
 */

export const SECRET_FILE = 'secret.key';

export const usersFileIn = (dataDir: string) => path.join(dataDir, USERS_FILE);
/** The failed login attempts and locks (auth/throttle.ts), kept across a restart. */
export const loginCountsFileIn = (dataDir: string) => path.join(dataDir, 'anmeldeversuche.json');

const modeOf = (file: string) => statSync(file).mode & 0o777;
const octal = (mode: number) => mode.toString(8).padStart(4, '0');

/** Throws a German error naming the data folder, or the first file in it, that others than its owner may read or write. */
export function checkDataFolderPrivate(dataDir: string) {
  const folderMode = modeOf(dataDir);
  if (folderMode & 0o077) {
    throw new Error(
      `${dataDir}: Der Datenordner des Studios hat die Rechte ${octal(folderMode)}, also dürfen auch andere Konten dieses Servers hinein; er enthält die Konten und den Schlüssel des Studios. Das Studio startet erst, wenn nur sein eigenes Konto ihn öffnen kann: chmod 700 ${dataDir}`,
    );
  }
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const file = path.join(dataDir, entry.name);
    const fileMode = entry.isFile() ? modeOf(file) : 0;
    if (fileMode & 0o077) {
      throw new Error(
        `${file}: Die Datei hat die Rechte ${octal(fileMode)}, also dürfen auch andere Konten dieses Servers sie lesen. Das Studio startet erst, wenn nur sein eigenes Konto sie lesen kann: chmod 600 ${file}`,
      );
    }
  }
}

export function serverSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  checkDataFolderPrivate(dataDir);
  const file = path.join(dataDir, SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (secret.length < 32)
    throw new Error(`${file}: Der Schlüssel des Studios ist beschädigt; lösche die Datei, beim nächsten Start entsteht ein neuer (alle werden abgemeldet).`);
  return secret;
}
