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
    expect(passwordProblem('elf Zeichen', 'anna')).toBe('Das Passwort ist zu kurz: mindestens 12 Zeichen, es hat 11.');
    expect(passwordProblem('zwölf Zeiche', 'anna')).toBeUndefined();
    expect(passwordProblem('äöüäöüäöüäö', 'anna')).toMatch(/zu kurz/);
  });

  it('refuses a password of spaces only, of fewer than five different characters, or with the account’s name in it', () => {
    expect(passwordProblem(' '.repeat(12), 'anna')).toMatch(/^Das Passwort besteht nur aus Leerzeichen\. Gut merkbar/);
    expect(passwordProblem('aaaaaaaaaaaa', 'anna')).toMatch(/^Das Passwort hat weniger als 5 verschiedene Zeichen und ist deshalb leicht zu erraten\./);
    expect(passwordProblem('abcdabcdabcd', 'anna')).toMatch(/weniger als 5 verschiedene Zeichen/);
    expect(passwordProblem('anna.muster1', 'anna.muster1')).toBe(
      'Das Passwort enthält den Namen des Kontos („anna.muster1“); den kennt jeder, der rät. Gut merkbar und schwer zu erraten sind drei, vier Wörter, die nichts miteinander zu tun haben.',
    );
    expect(passwordProblem('Mein-Konto-ANNA-2026', 'anna')).toMatch(/enthält den Namen des Kontos/);
    expect(passwordProblem('Tanne Ofen Kiesel', 'anna')).toBeUndefined();
    expect(passwordProblem('Banane Ofen Kiesel', 'an')).toBeUndefined();
  });
});
