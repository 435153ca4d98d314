import { connect, createServer } from 'node:net';

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
