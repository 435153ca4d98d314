import { STUDIO_API, type StudioFailure } from '../shared/apiTypes';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/hosted';
import { sendToLogin } from './sessionEnd';
import type { StudioGetRoute, StudioGetRoutes, StudioPostRoute, StudioPostRoutes, StudioUploadRoute, StudioUploadRoutes } from '../shared/routes';

/** Calls to the studio's routes (studio/shared/routes.ts names what each takes and answers). Failures carry the server's German message. */

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
  // The hosted studio's session has ended: keep the draft, then sign in again.
  if (response.status === 401) sendToLogin((body as StudioFailure).grund);
  if (!response.ok) throw new StudioRequestError(response.status, body as StudioFailure);
  return body as T;
}

export async function getJson<P extends StudioGetRoute>(route: P, query?: StudioGetRoutes[P]['query']): Promise<StudioGetRoutes[P]['response']> {
  const search = new URLSearchParams(query).toString();
  return parse(await fetch(`${STUDIO_API}${route}${search ? `?${search}` : ''}`, { cache: 'no-store' }));
}

/** The hosted studio's session token, sent back with every write (studio/shared/hosted.ts); the local studio sets none. */
export function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return cookie?.slice(CSRF_COOKIE.length + 1) || undefined;
}

const csrfHeader = (): Record<string, string> => {
  const token = csrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
};

/** JSON only: the server refuses anything else, so no plain form of another site can post here. */
export function post<P extends StudioPostRoute>(route: P, body: StudioPostRoutes[P]['body'], signal?: AbortSignal): Promise<Response> {
  return fetch(`${STUDIO_API}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...csrfHeader() },
    body: JSON.stringify(body),
    signal,
  });
}

/** A file as it is, its name in a header (URI-encoded: a header carries no umlauts). */
export async function postFile<P extends StudioUploadRoute>(route: P, file: File): Promise<StudioUploadRoutes[P]['response']> {
  return parse(
    await fetch(`${STUDIO_API}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name), ...csrfHeader() },
      body: file,
    }),
  );
}

export const postJson = async <P extends StudioPostRoute>(
  route: P,
  body: StudioPostRoutes[P]['body'],
  signal?: AbortSignal,
): Promise<StudioPostRoutes[P]['response']> => parse(await post(route, body, signal));

/** A failure's German message; no answer at all: what to check, in the hosted studio (its session token is set) or the local one. */
export const messageOf = (error: unknown) => {
  if (error instanceof StudioRequestError) return error.message;
  return csrfToken()
    ? 'Das Studio ist gerade nicht erreichbar. Prüfe deine Internetverbindung und versuche es gleich noch einmal; hält es an, sag der Person Bescheid, die das Studio betreut.'
    : 'Das Studio ist nicht erreichbar. Läuft `npm run studio` noch?';
};
