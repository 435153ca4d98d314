import path from 'node:path';
import { checkPort, readCommandLine } from '../scripts/cli/commandLine';
import { todayOption } from '../scripts/cli/todayOption';
import { STUDIO_PATH } from './shared/apiTypes';
import { DEFAULT_CONFIG_FILE, hostedServerOptions, loadHostedConfig, type HostedConfig } from './server/auth/config';
import { serverSecret, usersFileIn } from './server/auth/dataFolder';
import { readUsers } from './server/auth/userStore';

/**
 * `npm run studio`: the dev server bound to this machine only (127.0.0.1), with the edition studio
 * at /studio. Opens it in the browser where there is a desktop to open it on.
 */
const { values } = readCommandLine({
  command: 'npm run studio',
  summary: 'Startet das Editions-Studio auf diesem Rechner (nur 127.0.0.1) und öffnet es im Browser.',
  options: {
    port: { type: 'string', value: '<Port>', description: 'anderer Port (Standard 5173, sonst der nächste freie)', check: checkPort },
    'no-open': { type: 'boolean', description: 'nur die Adresse ausgeben, keinen Browser öffnen' },
    hosted: { type: 'boolean', description: `als gehosteter Dienst mit Anmeldung, hinter einem HTTPS-Proxy (Konfiguration: ${DEFAULT_CONFIG_FILE})` },
    config: { type: 'string', value: '<Datei>', description: `andere Konfiguration für --hosted (Standard ${DEFAULT_CONFIG_FILE})` },
    today: { ...todayOption, description: 'der Tag, ab dem Liste, Kalender, Prüfung und Vorschau rechnen (Standard: heute in Deutschland; Veröffentlichen baut immer für heute)' },
  },
  examples: ['npm run studio', 'npm run studio -- --port 5180 --no-open', 'npm run studio -- --today 2026-03-01', 'npm run studio -- --hosted', 'npm run studio -- --hosted --config /etc/editionen-studio.json'],
});
const port = Number(values.port ?? 5173);
const desktop = process.platform === 'darwin' || process.platform === 'win32' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const open = desktop && !values['no-open'] && !values.hosted ? STUDIO_PATH : false;

/** --hosted: the configuration read and checked, the data folder and its key made, before Vite starts. */
function hostedSetup(): HostedConfig {
  const configFile = path.resolve(values.config ?? DEFAULT_CONFIG_FILE);
  try {
    const config = loadHostedConfig(configFile, process.cwd());
    serverSecret(config.dataDir);
    if (readUsers(usersFileIn(config.dataDir)).length === 0) {
      console.warn(`Es gibt noch kein Konto. Lege eines an: npm run studio:users -- add <Name> --rollen Redaktion${values.config ? ` --config ${values.config}` : ''}`);
    }
    process.env.STUDIO_HOSTED_CONFIG = configFile;
    return config;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
if (values.config && !values.hosted) {
  console.error('--config gilt nur zusammen mit --hosted.');
  process.exit(2);
}
const hosted = values.hosted ? hostedSetup() : undefined;

// vite.config.ts hands the day to the studio.
if (values.today) process.env.STUDIO_TODAY = values.today;

// A note for developers about Vite's future config loader; marketers starting the studio need a clean terminal.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

// Vite loads only once the command line is read: `--help` and a mistyped flag answer at once.
const { createServer } = await import('vite');
const server = await createServer({
  configFile: path.join(process.cwd(), 'vite.config.ts'),
  // Hosted: behind the HTTPS proxy (or with its own certificate); the gate refuses anything else (studio/server/auth/gate.ts).
  server: hosted
    ? hostedServerOptions(hosted, port)
    : // Loopback only: the studio writes files on this machine (it also refuses any other host itself).
      { host: '127.0.0.1', port, open },
});
await server.listen();
if (hosted) {
  console.log(`\n  Editions-Studio (gehostet): ${hosted.origin}${STUDIO_PATH}\n  Der Dienst lauscht auf ${hosted.listenHost}:${port}${hosted.tls ? ' (HTTPS)' : ' hinter dem HTTPS-Proxy'}.\n  Beenden mit Strg+C.\n`);
} else {
  const local = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  console.log(`\n  Editions-Studio: ${local}${STUDIO_PATH}\n  Die Website daneben: ${local}/\n  Beenden mit Strg+C.\n`);
}
