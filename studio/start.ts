import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '../scripts/cli/commandLine';
import { STUDIO_PATH } from './shared/apiTypes';
import { STUDIO_BUILD_DIR, STUDIO_BUILD_FOLDERS } from './server/studioBuildFolders';
import { DEFAULT_STUDIO_PORT, STUDIO_OPTIONS } from './studioOptions';
import { STUDIO_NODE_FLAGS } from './deploy/systemdUnit';

/**
 * `npm run studio`: the local studio on Vite's dev server, bound to this machine only (127.0.0.1), opened in
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
  const { createServer } = await import('vite');
  const { devServerConfig } = await import('../vite.config');
  // Loopback only: the studio writes files on this machine (it also refuses any other host itself).
  const server = await createServer({
    // --today is the studio's day (its list, calendar, check) and, through it, the day of the pages beside it.
    ...(await devServerConfig({ root: process.cwd(), studioToday: values.today })),
    configFile: false,
    server: { host: '127.0.0.1', port, open, cors: false },
  });
  await server.listen();
  const local = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  console.log(`\n  Editions-Studio: ${local}${STUDIO_PATH}\n  Die Website daneben: ${local}/\n  Beenden mit Strg+C.\n`);
}
