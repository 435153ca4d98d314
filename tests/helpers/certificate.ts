import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A self-signed certificate for `host` (also as subjectAltName, which Chromium requires) in `dir`: cert.pem and
 * key.pem, or the names given (Let's Encrypt's fullchain.pem and privkey.pem, where a configuration names those).
 */
export function certificateFor(dir: string, host: string, names = { cert: 'cert.pem', key: 'key.pem' }) {
  const files = { cert: path.join(dir, names.cert), key: path.join(dir, names.key) };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      files.key,
      '-out',
      files.cert,
    ],
    { stdio: 'ignore' },
  );
  return files;
}
