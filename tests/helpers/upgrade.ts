import type { ClientRequest } from 'node:http';

/**
 * Sends a websocket upgrade request as built by the caller (over HTTP or TLS) and resolves with the status the
 * server answered: 101 when it took the upgrade, else the refusal's status.
 */
export function upgradeStatus(outgoing: ClientRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    outgoing.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
