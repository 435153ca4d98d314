import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Content } from '#src/content/loadContent';
import { nginxConfig } from './deployTargets';
import { freePort, waitForPort } from './ports';

/** Debian's nginx; `.ci/run` installs it when missing. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The module behind the site's `brotli_static` (Debian's libnginx-mod-http-brotli-static; `.ci/run` installs it).
 * Debian's own nginx.conf loads it through modules-enabled/; this test server's configuration names it.
 */
export const BROTLI_STATIC_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  origin: string;
  port: number;
  /** With TLS: the plain-HTTP port whose server redirects to HTTPS. */
  httpPort?: number;
  /** The configured host name (the one every HTTPS redirect names). */
  serverName: string;
  /** With TLS: the folder the HTTP server answers ACME challenges from. */
  acmeRoot?: string;
  stop: () => Promise<void>;
}

export interface NginxStartOptions {
  workers?: number | 'auto';
  /** Serve the production layout (HTTPS site plus HTTP redirect) with this certificate and key. */
  tls?: { certificate: string; key: string };
  /** Write the visits log (scripts/hosting/visitLog.ts) to this file. */
  visitsLog?: string;
}

/**
 * Starts nginx in the foreground on free loopback ports with the generated configuration over a
 * built folder; every file it writes stays in a temporary folder. Without `tls` the site server
 * speaks plain HTTP (the test variant); with it, the same layout as production.
 */
export async function startNginx(content: Pick<Content, 'site' | 'editions'>, distDir: string, options: NginxStartOptions = {}): Promise<RunningNginx> {
  const { workers = 1, tls, visitsLog } = options;
  const prefix = nginxPrefix();
  const port = await freePort();
  const httpPort = tls ? await freePort() : undefined;
  const serverName = 'localhost';
  const server = nginxConfig(content, {
    root: path.resolve(distDir),
    listen: [`127.0.0.1:${port}`],
    serverName,
    tls: tls && { ...tls, httpListen: [`127.0.0.1:${httpPort}`], acmeRoot: path.join(prefix, 'acme') },
    visitsLog,
  });
  const stopNginx = await runNginx(server, { prefix, port, workers });
  // Its temporary folder goes with it: the benchmark's load test runs outside the tests' run folder.
  const stop = async () => {
    await stopNginx();
    rmSync(prefix, { recursive: true, force: true });
  };
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    httpPort,
    serverName,
    acmeRoot: tls ? path.join(prefix, 'acme') : undefined,
    stop,
  };
}

/** A folder for nginx's own files (temp paths, pid, log), each under it. */
export function nginxPrefix(): string {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'acme']) mkdirSync(path.join(prefix, folder));
  return prefix;
}

/**
 * Runs nginx in the foreground with `server` (what goes inside `http { }`) until it listens on `port`;
 * resolves to the function that stops it.
 */
export async function runNginx(
  server: string,
  { prefix, port, workers = 1 }: { prefix: string; port: number; workers?: number | 'auto' },
): Promise<() => Promise<void>> {
  // Started as root, nginx would run its workers as `nobody`, who may not read a checkout in a private
  // folder (a fresh clone under mktemp -d is 0700); the workers run as the user who started it.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  // 512 connections: a few hundred clients at once, each proxied on a connection of its own (the login lock's test sends 200 logins at once).
  const config = `${user}load_module ${BROTLI_STATIC_MODULE};
worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
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
      waitForPort(port, 'nginx'),
      exited.then(() => {
        throw new Error(`nginx beendet: ${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return async () => {
    child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}
