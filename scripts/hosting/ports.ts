import type { Server as HttpServer } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on now: the system picks it, the probe lets it go again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the loopback port; `what` names it in the timeout's message. */
export async function waitForPort(port: number, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} antwortet nicht auf Port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Listening {
  /** `http://<host>:<port>` */
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts an HTTP server on `port` (0: a free one the system picks); resolves once it listens, rejects when it cannot. */
export async function listen(server: HttpServer, port = 0, host = '127.0.0.1'): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${listening}`,
    port: listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
