import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_BUILD_DIR } from './server/studioBuildFolders';
import { STUDIO_NODE_FLAGS } from './deploy/systemdUnit';

export interface Answer {
  status: number;
  cookies: string[];
  body: string;
}

/** One plain HTTP request to this machine's `port`, with every header as given (fetch would not send Host). */
export function ask(
  port: number,
  route: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: route, method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [], body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * The built studio server started in `root` with `args` as the systemd unit starts it (Node with STUDIO_NODE_FLAGS),
 * timed until `ready` answers 200 on `port` (studio/bench.ts).
 */
export async function startedServer(root: string, args: string[], port: number, ready: string, headers: Record<string, string>) {
  const serve = path.join(root, STUDIO_BUILD_DIR, 'server', 'serve.js');
  if (!existsSync(serve)) throw new Error(`${path.relative(root, serve)} fehlt: erst npm run studio:build.`);
  const started = performance.now();
  const child = spawn(process.execPath, [...STUDIO_NODE_FLAGS, serve, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error('Das gebaute Studio endete beim Start.');
    const status = await ask(port, ready, { headers }).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
