import path from 'node:path';
import { createServer } from 'vite';
import { STUDIO_PATH } from './app/apiTypes';

/**
 * `npm run studio`: the dev server bound to this machine only (127.0.0.1), with the edition studio
 * at /studio. Opens it in the browser where there is a desktop to open it on.
 *   --port 5180   another port (default 5173, or the next free one)
 *   --no-open     only print the address
 */
const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 5173;
const desktop = process.platform === 'darwin' || process.platform === 'win32' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
const open = desktop && !args.includes('--no-open') ? STUDIO_PATH : false;

// A note for developers about Vite's future config loader; marketers starting the studio need a clean terminal.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const server = await createServer({
  configFile: path.join(process.cwd(), 'vite.config.ts'),
  // Loopback only: the studio writes files on this machine (it also refuses any other host itself).
  server: { host: '127.0.0.1', port, open },
});
await server.listen();
const local = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
console.log(`\n  Editions-Studio: ${local}${STUDIO_PATH}\n  Die Website daneben: ${local}/\n  Beenden mit Strg+C.\n`);
