import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMETERS, hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './passwords';

const CHEAP = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 };

describe('passwords', () => {
  it('stores a scrypt hash with its own salt and parameters, never the password', async () => {
    const stored = await hashPassword('korrekt Pferd Batterie', DEFAULT_PARAMETERS);
    expect(stored).toMatchObject({ algorithm: 'scrypt', N: 2 ** 15, r: 8, p: 1, keyLength: 64 });
    expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
    expect(JSON.stringify(stored)).not.toContain('Pferd');
    expect(await verifyPassword('korrekt Pferd Batterie', stored)).toBe(true);
    expect(await verifyPassword('korrekt Pferd Batteri', stored)).toBe(false);
  });

  it('salts each hash anew, so the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('gleiches Passwort!', CHEAP), hashPassword('gleiches Passwort!', CHEAP)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('verifies with the parameters stored beside the hash', async () => {
    const stored = await hashPassword('ein anderes Passwort', CHEAP);
    expect(await verifyPassword('ein anderes Passwort', stored)).toBe(true);
    expect(await verifyPassword('ein anderes Passwort', { ...stored, N: 2 ** 11 })).toBe(false);
  });

  it('refuses parameters an edited store could stall the server with', async () => {
    const stored = await hashPassword('ein anderes Passwort', CHEAP);
    expect(await verifyPassword('ein anderes Passwort', { ...stored, N: 2 ** 24 })).toBe(false);
    expect(await verifyPassword('ein anderes Passwort', { ...stored, N: 1000 })).toBe(false);
  });

  it(`asks for at least ${MIN_PASSWORD_LENGTH} characters, counted as characters, not bytes`, () => {
    expect(passwordProblem('elf Zeichen')).toBe('Das Passwort ist zu kurz: mindestens 12 Zeichen, es hat 11.');
    expect(passwordProblem('zwölf Zeiche')).toBeUndefined();
    expect(passwordProblem('äöüäöüäöüäö')).toMatch(/zu kurz/);
  });
});
