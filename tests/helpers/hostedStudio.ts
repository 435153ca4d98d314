import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { hostedServerOptions, loadHostedConfig, type HostedConfig } from '#studio/server/auth/config';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { hashPassword } from '#studio/server/auth/passwords';
import { newCredential, writeUsers, type StudioUser } from '#studio/server/auth/userStore';
import { FIXTURE_TODAY } from './content';
import { copyProject } from './projectCopy';

/** `npm run studio -- --hosted` for tests: a copy of the project with the fixtures' content and one account. */

/** A self-signed certificate for `host` (also as subjectAltName, which Chromium requires): cert.pem and key.pem in `dir`. */
export function certificateFor(dir: string, host: string) {
  const files = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', files.key, '-out', files.cert], { stdio: 'ignore' });
  return files;
}

/** An account as a test names it. */
export type TestAccount = Pick<StudioUser, 'name' | 'displayName' | 'roles'>;

/**
 * Writes `settings` as studio.hosted.json into `scratch` (its data folder `daten` beside it), adds the accounts
 * (default anna, Redaktion) with `password`, and starts the project's own vite.config.ts on `port`, as the command
 * would. `prepare` changes the project copy before the server starts.
 */
export async function startHostedStudio(
  scratch: string,
  settings: Record<string, unknown>,
  port: number,
  password: string,
  { accounts = [{ name: 'anna', displayName: 'Anna Muster', roles: ['Redaktion'] }], prepare = () => {} }: { accounts?: TestAccount[]; prepare?: (project: string) => void } = {},
): Promise<{ server: ViteDevServer; project: string; config: HostedConfig }> {
  const configFile = path.join(scratch, 'studio.hosted.json');
  writeFileSync(configFile, JSON.stringify({ dataDir: 'daten', ...settings }));
  const project = copyProject({ content: 'fixtures' });
  prepare(project);
  const config = loadHostedConfig(configFile, project);
  const hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1, keyLength: 64 });
  writeUsers(usersFileIn(config.dataDir), accounts.map((account) => ({ ...account, password: hash, credential: newCredential(), created: '2026-02-01T09:00:00.000Z' })));

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
