import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Content } from '../../src/site/loadContent';
import { nginxServerBlock } from './deployTargets';

/** Debian's nginx; `.ci/run` installs it when missing. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`nginx antwortet nicht auf Port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RunningNginx {
  origin: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in the foreground on a free loopback port with the generated server block over a
 * built folder; every file it writes stays in a temporary folder.
 */
export async function startNginx(content: Pick<Content, 'site'>, distDir: string, workers: number | 'auto' = 1): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, folder));
  const port = await freePort();
  const server = nginxServerBlock(content, { root: path.resolve(distDir), listen: `127.0.0.1:${port}`, serverName: 'localhost' });
  // Started as root, nginx would run its workers as `nobody`, who may not read a checkout in a private
  // folder (a fresh clone under mktemp -d is 0700); the workers run as the user who started it.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const config = `${user}worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${server}
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`nginx beendet: ${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
