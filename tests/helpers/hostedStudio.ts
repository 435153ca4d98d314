import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { hostedServerOptions, loadHostedConfig, type HostedConfig } from '#studio/server/auth/config';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { hashPassword } from '#studio/server/auth/passwords';
import { newCredential, writeUsers } from '#studio/server/auth/userStore';
import { FIXTURE_TODAY } from './content';
import { copyProject } from './projectCopy';

/** `npm run studio -- --hosted` for tests: a copy of the project with the fixtures' content and one account. */

/** A self-signed certificate for `host` (also as subjectAltName, which Chromium requires): cert.pem and key.pem in `dir`. */
export function certificateFor(dir: string, host: string) {
  const files = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', files.key, '-out', files.cert], { stdio: 'ignore' });
  return files;
}

/**
 * Writes `settings` as studio.hosted.json into `scratch` (its data folder `daten` beside it), adds the account
 * anna (Redaktion) with `password`, and starts the project's own vite.config.ts on `port`, as the command would.
 */
export async function startHostedStudio(scratch: string, settings: Record<string, unknown>, port: number, password: string): Promise<{ server: ViteDevServer; project: string; config: HostedConfig }> {
  const configFile = path.join(scratch, 'studio.hosted.json');
  writeFileSync(configFile, JSON.stringify({ dataDir: 'daten', ...settings }));
  const project = copyProject({ content: 'fixtures' });
  const config = loadHostedConfig(configFile, project);
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1, keyLength: 64 });
  writeUsers(usersFileIn(config.dataDir), [{ name: 'anna', displayName: 'Anna Muster', roles: ['Redaktion'], password: hash, credential: newCredential(), created: '2026-02-01T09:00:00.000Z' }]);

  // vite.config.ts reads them while the server is created, as `npm run studio -- --hosted` sets them.
  process.env.STUDIO_HOSTED_CONFIG = configFile;
  process.env.STUDIO_TODAY = FIXTURE_TODAY;
  let server: ViteDevServer;
  try {
    server = await createServer({ configFile: path.join(project, 'vite.config.ts'), root: project, cacheDir: path.join(project, '.vite-cache'), logLevel: 'silent', server: hostedServerOptions(config, port) });
  } finally {
    delete process.env.STUDIO_HOSTED_CONFIG;
    delete process.env.STUDIO_TODAY;
  }
  await server.listen();
  return { server, project, config };
}
