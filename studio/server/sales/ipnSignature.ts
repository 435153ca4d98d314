import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The signature the sales platform (Digistore24) puts on each payment notification (IPN) as `sha_sign`: SHA-512
 * over every non-empty parameter but the signature itself, in the order of their names (case-sensitive), each
 * written `name=value` followed by the passphrase both sides know, in upper-case hexadecimal.
 */
export function ipnSignature(passphrase: string, parameters: Readonly<Record<string, string>>): string {
  const names = Object.keys(parameters)
    .filter((name) => name !== 'sha_sign' && name !== 'SHASIGN' && parameters[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const signed = names.map((name) => `${name}=${parameters[name]}${passphrase}`).join('');
  return createHash('sha512').update(signed, 'utf8').digest('hex').toUpperCase();
}

/** Whether the notification carries the signature made with the passphrase (compared in constant time). */
export function signedByPlatform(passphrase: string, parameters: Readonly<Record<string, string>>): boolean {
  const given = parameters.sha_sign ?? parameters.SHASIGN ?? '';
  const expected = ipnSignature(passphrase, parameters);
  const a = Buffer.from(given.toUpperCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
