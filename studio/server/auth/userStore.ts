import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROLES } from './roles';

/**
 * The hosted studio's accounts: one JSON file in the data folder (outside the content and the web root),
 * written by `npm run studio:users` as a whole to a temporary file that is then renamed over it, readable
 * by its owner only (0600). The server reads it again whenever it changed, so removing an account or
 * resetting its password takes effect on that person's next request.
 */

/** Login names: lower-case letters, digits, dot, hyphen and underscore (they appear in logs and commits). */
export const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;

const passwordHashSchema = z.object({
  algorithm: z.literal('scrypt'),
  N: z.number().int(),
  r: z.number().int(),
  p: z.number().int(),
  keyLength: z.number().int(),
  salt: z.string(),
  hash: z.string(),
});

const userSchema = z.object({
  name: z.string().regex(NAME_PATTERN),
  displayName: z.string().min(1),
  email: z.string().optional(),
  roles: z.array(z.enum(ROLES)).min(1),
  password: passwordHashSchema,
  /** New at every password change: a session made with another credential has ended. */
  credential: z.string().min(16),
  created: z.string(),
});

const storeSchema = z.object({ users: z.array(userSchema) });

export type StudioUser = z.infer<typeof userSchema>;

export const USERS_FILE = 'users.json';

export const newCredential = () => randomBytes(18).toString('base64url');

/** What the person running the server does about a damaged accounts file. */
const DAMAGED_ACCOUNTS_HELP =
  'Bis sie wieder stimmt, kann sich niemand im Studio anmelden. Stelle sie aus der Sicherung wieder her, oder benenne sie um und lege die Konten neu an (npm run studio:users -- add <Name> --rollen …).';

/** The accounts in `file`; none when there is no file yet. A damaged file is an error naming the file. */
export function readUsers(file: string): StudioUser[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file}: Die Kontendatei ist kein gültiges JSON. ${DAMAGED_ACCOUNTS_HELP}`);
  }
  const checked = storeSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`${file}${issue.path.length ? ` → ${issue.path.join('.')}` : ''}: Die Kontendatei ist beschädigt. ${DAMAGED_ACCOUNTS_HELP}`);
  }
  return checked.data.users;
}

/** Replaces the file as a whole: written to a temporary file (0600) beside it, then renamed over it. */
export function writeUsers(file: string, users: StudioUser[]) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify({ users }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The server's view of the file: read again when the file was replaced or changed (checked on every lookup). */
export class UserStore {
  private seen = '';
  private users: StudioUser[] = [];

  constructor(readonly file: string) {}

  current(): StudioUser[] {
    let stamp = 'missing';
    try {
      const stat = statSync(this.file);
      stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (stamp !== this.seen) {
      this.users = readUsers(this.file);
      this.seen = stamp;
    }
    return this.users;
  }

  find(name: string): StudioUser | undefined {
    return this.current().find((user) => user.name === name);
  }
}
