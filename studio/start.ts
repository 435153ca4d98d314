import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '../scripts/cli/commandLine';
import { STUDIO_PATH } from './shared/apiTypes';
import { STUDIO_BUILD_DIR, STUDIO_BUILD_FOLDERS } from './server/studioBuildFolders';
import { DEFAULT_STUDIO_PORT, STUDIO_OPTIONS } from './studioOptions';
import { STUDIO_NODE_FLAGS } from './deploy/systemdUnit';

/**
 * `npm run studio`: the local studio (server/devStudio.ts, Vite's dev server under the studio's app), bound to this machine only (127.0.0.1), opened in
 * the browser where there is a desktop to open it on. With `--hosted`: the built studio server (serve.ts, as
 * `npm run studio:build` made it) in a Node process of its own, without Vite or this TypeScript loader.
 */
const { values } = readCommandLine({
  command: 'npm run studio',
  summary: 'Startet das Editions-Studio auf diesem Rechner (nur 127.0.0.1) und öffnet es im Browser.',
  options: STUDIO_OPTIONS,
  examples: [
    'npm run studio',
    'npm run studio -- --port 5180 --no-open',
    'npm run studio -- --today 2026-03-01',
    'npm run studio -- --hosted',
    'npm run studio -- --hosted --config /etc/editionen-studio.json',
  ],
});
const port = Number(values.port ?? DEFAULT_STUDIO_PORT);
const desktop = process.platform === 'darwin' || process.platform === 'win32' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const open = desktop && !values['no-open'] && !values.hosted ? STUDIO_PATH : false;

if (values.config && !values.hosted) {
  console.error('--config gilt nur zusammen mit --hosted.');
  process.exit(2);
}

if (values.hosted) {
  const server = path.join(STUDIO_BUILD_FOLDERS(path.resolve(STUDIO_BUILD_DIR)).server, 'serve.js');
  if (!existsSync(server)) {
    console.error(`${path.relative(process.cwd(), server)} fehlt: Das gehostete Studio ist noch nicht gebaut. Bitte zuerst: npm run studio:build`);
    process.exit(1);
  }
  const flags = Object.entries({ config: values.config, port: values.port, today: values.today }).flatMap(([name, value]) =>
    value === undefined ? [] : [`--${name}`, value],
  );
  const child = spawn(process.execPath, [...STUDIO_NODE_FLAGS, server, ...flags], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // A note for developers about Vite's future config loader; marketers starting the studio need a clean terminal.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  // Vite loads only once the command line is read: `--help` and a mistyped flag answer at once.
  const { startLocalStudio } = await import('./server/devStudio');
  const { origin } = await startLocalStudio({ root: process.cwd(), today: values.today, port }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(`Port ${port} und die neun danach sind schon belegt. Ein anderer Port: npm run studio -- --port 5200`);
    process.exit(1);
  });
  console.log(`\n  Editions-Studio: ${origin}${STUDIO_PATH}\n  Die Website daneben: ${origin}/\n  Beenden mit Strg+C.\n`);
  if (open) openInBrowser(`${origin}${open}`);
}

/** Opens the address in the desktop's browser; where none opens, the address above is there to click. */
function openInBrowser(address: string) {
  const [command, ...args] =
    process.platform === 'darwin' ? ['open', address] : process.platform === 'win32' ? ['cmd', '/c', 'start', '""', address] : ['xdg-open', address];
  spawn(command, args, { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref();
}
