import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header keeps every value. */
  headers: Record<string, string[]>;
  body: Buffer;
}

/**
 * Sends bytes exactly as written (a duplicate Host, an absolute-form target, a raw backslash) and
 * reads the whole answer; the request must ask for `Connection: close`.
 */
export function rawRequest(port: number, request: string, options: { tls?: boolean; closeAfterSending?: boolean } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket: Socket = options.tls
      ? connectTls({ host: '127.0.0.1', port, rejectUnauthorized: false, servername: 'localhost', ALPNProtocols: ['http/1.1'] })
      : connectTcp(port, '127.0.0.1');
    // Closing our side after the request ends nginx's lingering wait for a body it has refused to read.
    socket.once(options.tls ? 'secureConnect' : 'connect', () => (options.closeAfterSending ? socket.end(request) : socket.write(request)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`keine HTTP-Antwort: ${all.toString().slice(0, 200)}`));
      const [statusLine, ...lines] = all.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        headers[name] ??= [];
        headers[name].push(line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: all.subarray(end + 4) });
    });
  });
}

/** A GET with the target sent as written. */
export const rawGet = (port: number, target: string, options: { tls?: boolean; host?: string } = {}) =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${options.host ?? 'localhost'}\r\nConnection: close\r\n\r\n`, options);
