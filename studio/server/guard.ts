import type { IncomingMessage } from 'node:http';
import { EDITION_KEY_MAX, editionKeyProblem as fileNameProblem } from '#src/content/fileNames';

/**
 * Who may talk to the edition studio. The studio reads and writes files on this machine, so only
 * the studio's own page, opened on this machine, may use it:
 *
 * - the connection comes from loopback (a dev server started with `--host` is still closed to the network);
 * - `Host` names this machine and the port the request arrived on (a DNS-rebinding page names its own host);
 * - a browser's `Origin` and `Sec-Fetch-Site` say the request comes from the studio's own origin
 *   (a page open in another tab, even another local app on another port, is refused; a link to one of the
 *   studio's pages may be followed from anywhere);
 * - writes are POST with `Content-Type: application/json` and an Origin (no plain cross-site form post
 *   gets through, and no cross-origin fetch without a CORS preflight, which is never granted).
 *
 * Nothing in a request is ever executed: bodies are parsed as JSON, keys are checked against
 * the edition naming rule (src/content/fileNames.ts) before they become a file name.
 */

export interface Refusal {
  status: number;
  message: string;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The hosts the studio answers to on this port: `localhost:5173`, `127.0.0.1:5173`, `[::1]:5173`. */
export const ownHosts = (port: number) => LOOPBACK_HOSTS.map((host) => `${host}:${port}`);

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

export interface RequestKind {
  /** A request that changes files (create, save) or sends a draft (check, diff). */
  write: boolean;
  /** One of the studio's pages, which may also be typed into the address bar (`Sec-Fetch-Site: none`). */
  page?: boolean;
  /** What a write sends: JSON (default) or an image file (upload). */
  body?: 'json' | 'image';
}

/** The types an uploaded image may be sent as; none of them is one a cross-site form may post without asking first. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Why a request may not use the studio, or undefined when it may. */
export function refusalOf(request: IncomingMessage, { write, page = false, body = 'json' }: RequestKind): Refusal | undefined {
  const forbidden = (message: string): Refusal => ({ status: 403, message });
  if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) {
    return forbidden('Das Studio ist nur auf diesem Rechner erreichbar.');
  }
  const host = header(request, 'host') ?? '';
  const port = request.socket.localPort;
  if (port === undefined || !ownHosts(port).includes(host.toLowerCase())) {
    return forbidden('Das Studio antwortet nur unter localhost oder 127.0.0.1 mit seinem eigenen Port.');
  }
  return requestRefusal(request, { write, page, body }, `http://${host.toLowerCase()}`);
}

/**
 * The checks that do not depend on where the studio runs: the request comes from `ownOrigin`'s pages and
 * a write is a POST of JSON (or an image). The hosted studio checks place and session itself (auth/gate.ts).
 */
export function requestRefusal(request: IncomingMessage, { write, page = false, body = 'json' }: RequestKind, ownOrigin: string): Refusal | undefined {
  const forbidden = (message: string): Refusal => ({ status: 403, message });
  const origin = header(request, 'origin');
  if (origin !== undefined && origin !== ownOrigin) {
    return forbidden(`Anfragen von einer anderen Seite (${origin.slice(0, 100)}) darf das Studio nicht annehmen.`);
  }
  // Browsers send this on every request; anything but the studio's own page is another site's. A page may be typed
  // in, or opened from a link elsewhere (a top-level navigation: the other site sees nothing of it, and the studio
  // frames only itself); a script's request, a frame or a write from elsewhere is refused.
  const fetchSite = header(request, 'sec-fetch-site');
  const navigation = header(request, 'sec-fetch-mode') === 'navigate' && header(request, 'sec-fetch-dest') === 'document';
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && !(page && (fetchSite === 'none' || navigation))) {
    return forbidden('Nur die Seiten des Studios selbst dürfen das Studio benutzen.');
  }
  if (!write) return undefined;
  if (request.method !== 'POST') return { status: 405, message: 'Nur POST ist hier erlaubt.' };
  if (origin === undefined) return forbidden('Anfrage ohne Herkunftsangabe (Origin); das Studio nimmt sie nicht an.');
  const type = (header(request, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (body === 'image') {
    if (!UPLOAD_TYPES.includes(type)) return { status: 415, message: 'Bitte ein Foto als JPEG, PNG, WebP oder AVIF hochladen.' };
    return undefined;
  }
  if (type !== 'application/json') return { status: 415, message: 'Das Studio nimmt nur JSON an (Content-Type: application/json).' };
  return undefined;
}

/** Edition keys: the file name without `.json`, by the rule the loader reads files by. Nothing else becomes a path. */
export function editionKeyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string') return 'Ungültiger Name der Edition: Text erwartet.';
  const problem = fileNameProblem(key);
  if (problem === undefined) return undefined;
  return `Ungültiger Name der Edition: ${problem}. Erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche (höchstens ${EDITION_KEY_MAX} Zeichen, nicht „site“).`;
}

/** The request's body, or a refusal as soon as it grows past `maxBytes` (the rest is never read). */
export async function readBody(
  request: IncomingMessage,
  maxBytes: number,
  tooLarge = 'Die Anfrage ist zu groß.',
): Promise<{ ok: true; bytes: Buffer } | { ok: false; refusal: Refusal }> {
  const declared = Number(header(request, 'content-length'));
  if (declared > maxBytes) return { ok: false, refusal: { status: 413, message: tooLarge } };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return { ok: false, refusal: { status: 413, message: tooLarge } };
    chunks.push(chunk);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
