import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { readCommandLine } from '#scripts/cli/commandLine';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { serverSecret, usersFileIn } from './server/auth/dataFolder';
import { readUsers } from './server/auth/userStore';
import { builtStudio } from './server/builtStudio';
import { guardUpgrades } from './server/hosted';
import { STUDIO_PATH } from './shared/apiTypes';
import { DEFAULT_STUDIO_PORT, STUDIO_OPTIONS } from './studioOptions';

/**
 * The hosted studio's server, as `npm run studio:build` bundles it (dist-studio/server/serve.js) and
 * `npm run studio -- --hosted` or the systemd unit starts it: plain Node, no Vite, no TypeScript loader.
 * The project it serves is the working folder; its built app lies beside this file.
 */
const { port: portOption, config: configOption, today } = STUDIO_OPTIONS;
const { values } = readCommandLine({
  command: 'node dist-studio/server/serve.js',
  summary: 'Startet das gebaute Editions-Studio als gehosteten Dienst mit Anmeldung, hinter einem HTTPS-Proxy.',
  options: { port: portOption, config: configOption, today, hosted: STUDIO_OPTIONS.hosted },
});

// React and styled-components pick their build from NODE_ENV when the preview's server entry loads (on the first
// render, after this line): the built studio runs their production builds, about three times faster and with far
// less garbage than the development ones, however the service was started.
process.env.NODE_ENV = 'production';

const root = process.cwd();
const buildDir = path.resolve(import.meta.dirname, '..');
const port = Number(values.port ?? DEFAULT_STUDIO_PORT);

try {
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), root);
  serverSecret(config.dataDir);
  if (readUsers(usersFileIn(config.dataDir)).length === 0) {
    console.warn(
      `Es gibt noch kein Konto. Lege eines an: npm run studio:users -- add <Name> --rollen Redaktion${values.config ? ` --config ${values.config}` : ''}`,
    );
  }
  const app = builtStudio({ root, buildDir, config, today: values.today });
  // With its own certificate the studio speaks HTTP/2 (and HTTP/1.1); behind the proxy plain HTTP on loopback.
  const tls = config.tls && {
    createServer: createSecureServer,
    serverOptions: { cert: readFileSync(config.tls.cert), key: readFileSync(config.tls.key), allowHTTP1: true },
  };
  const server = serve({ fetch: app.fetch, port, hostname: config.listenHost, ...tls }, () => {
    console.log(
      `\n  Editions-Studio (gehostet): ${config.origin}${STUDIO_PATH}\n  Der Dienst lauscht auf ${config.listenHost}:${port}${config.tls ? ' (HTTPS)' : ' hinter dem HTTPS-Proxy'}.\n  Beenden mit Strg+C.\n`,
    );
  });
  // The studio offers no websocket: every upgrade is refused.
  guardUpgrades(server, async () => false);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${port} ist schon belegt. Wähle einen anderen: --port <Port>` : error.message);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
