import { STUDIO_API, type StudioFailure } from './apiTypes';

/** Calls to the studio's endpoints (studio/server/plugin.ts). Failures carry the server's German message. */

export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    readonly failure: StudioFailure,
  ) {
    super(failure.message);
  }
}

async function parse<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({ message: `Das Studio antwortet nicht wie erwartet (Status ${response.status}).` }))) as T | StudioFailure;
  if (!response.ok) throw new StudioRequestError(response.status, body as StudioFailure);
  return body as T;
}

export async function getJson<T>(route: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams(query).toString();
  return parse<T>(await fetch(`${STUDIO_API}${route}${search ? `?${search}` : ''}`, { cache: 'no-store' }));
}

/** JSON only: the server refuses anything else, so no plain form of another site can post here. */
export function post(route: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${STUDIO_API}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

/** A file as it is, its name in a header (URI-encoded: a header carries no umlauts). */
export async function postFile<T>(route: string, file: File): Promise<T> {
  return parse<T>(
    await fetch(`${STUDIO_API}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      body: file,
    }),
  );
}

export const postJson = async <T,>(route: string, body: unknown, signal?: AbortSignal): Promise<T> => parse<T>(await post(route, body, signal));

export const messageOf = (error: unknown) =>
  error instanceof StudioRequestError ? error.message : 'Das Studio ist nicht erreichbar. Läuft `npm run studio` (oder `npm run dev`) noch?';
