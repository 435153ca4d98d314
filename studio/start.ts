import path from 'node:path';
import { checkPort, readCommandLine } from '../scripts/cli/commandLine';
import { todayOption } from '../scripts/cli/todayOption';
import { STUDIO_PATH } from './shared/apiTypes';

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
    today: { ...todayOption, description: 'der Tag, ab dem Liste, Kalender, Prüfung und Vorschau rechnen (Standard: heute in Deutschland; Veröffentlichen baut immer für heute)' },
  },
  examples: ['npm run studio', 'npm run studio -- --port 5180 --no-open', 'npm run studio -- --today 2026-03-01'],
});
const port = Number(values.port ?? 5173);
const desktop = process.platform === 'darwin' || process.platform === 'win32' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const open = desktop && !values['no-open'] ? STUDIO_PATH : false;

// vite.config.ts hands the day to the studio.
if (values.today) process.env.STUDIO_TODAY = values.today;

// A note for developers about Vite's future config loader; marketers starting the studio need a clean terminal.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

// Vite loads only once the command line is read: `--help` and a mistyped flag answer at once.
const { createServer } = await import('vite');
const server = await createServer({
  configFile: path.join(process.cwd(), 'vite.config.ts'),
  // Loopback only: the studio writes files on this machine (it also refuses any other host itself).
  server: { host: '127.0.0.1', port, open },
});
await server.listen();
const local = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
console.log(`\n  Editions-Studio: ${local}${STUDIO_PATH}\n  Die Website daneben: ${local}/\n  Beenden mit Strg+C.\n`);
