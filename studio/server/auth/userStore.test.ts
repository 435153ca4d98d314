import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readUsers, UserStore, writeUsers, type StudioUser } from './userStore';

const user = (name: string, credential = `anmeldedaten-von-${name}`): StudioUser => ({
  name,
  displayName: name,
  roles: ['Redaktion'],
  password: { algorithm: 'scrypt', N: 1024, r: 8, p: 1, keyLength: 64, salt: 'c2FsdA==', hash: 'aGFzaA==' },
  credential,
  created: '2026-01-05T09:00:00.000Z',
});

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const scratch = () => (dir = mkdtempSync(path.join(os.tmpdir(), 'studio-konten-')));

describe('the account store', () => {
  it('is written whole, readable by its owner only, with no temporary file left', () => {
    const file = path.join(scratch(), 'daten', 'users.json');
    writeUsers(file, [user('anna')]);
    writeUsers(file, [user('anna'), user('ben')]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.dirname(file))).toEqual(['users.json']);
    expect(readUsers(file).map((entry) => entry.name)).toEqual(['anna', 'ben']);
  });

  it('replaces the file by renaming (a reader never sees half a file)', () => {
    const file = path.join(scratch(), 'users.json');
    writeUsers(file, [user('anna')]);
    const before = statSync(file).ino;
    writeUsers(file, [user('ben')]);
    expect(statSync(file).ino).not.toBe(before);
  });

  it('is read again by the server when it changed: a removed account or a new credential shows at once', () => {
    const file = path.join(scratch(), 'users.json');
    writeUsers(file, [user('anna'), user('ben')]);
    const store = new UserStore(file);
    expect(store.find('anna')?.credential).toBe('anmeldedaten-von-anna');
    writeUsers(file, [user('anna', 'neue-anmeldedaten-0002')]);
    expect(store.find('anna')?.credential).toBe('neue-anmeldedaten-0002');
    expect(store.find('ben')).toBeUndefined();
  });

  it('has no accounts before the first is added, and names a damaged file', () => {
    const file = path.join(scratch(), 'users.json');
    expect(readUsers(file)).toEqual([]);
    writeFileSync(file, '{"users": [{"name": "Anna"}]}');
    expect(() => readUsers(file)).toThrow(
      `${file} → users.0.name: Die Kontendatei ist beschädigt. Bis sie wieder stimmt, kann sich niemand im Studio anmelden. Stelle sie aus der Sicherung wieder her, oder benenne sie um und lege die Konten neu an`,
    );
    writeFileSync(file, '{');
    expect(() => readUsers(file)).toThrow('Die Kontendatei ist kein gültiges JSON.');
    expect(readFileSync(file, 'utf8')).toBe('{');
  });
});
