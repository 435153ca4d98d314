import { type ClientResponse, hc } from 'hono/client';
import { STUDIO_API, type StudioFailure } from '../shared/apiTypes';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/hosted';
import type { StudioApiApp } from '../server/routes';
import { sendToLogin } from './sessionEnd';

/**
 * The studio's routes as the page calls them: Hono's client, typed by the server's own routes (studio/server/routes.ts,
 * a type-only import: no server code comes into the page), e.g. `await answerOf(studio.edition.$get({ query: { key } }))`.
 * Failures carry the server's German message.
 */

export class StudioRequestError extends Error {
  constructor(
    readonly status: number,
    readonly failure: StudioFailure,
  ) {
    super(failure.message);
  }
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

/**
 * Every route of the studio's API, e.g. `studio['preview-links'].create.$post({ json: { key, days } })`. A write
 * sends JSON (the server refuses anything else, so no plain form of another site can post here) with the
 * session's token; nothing is answered from the browser's cache. A call's own `init` (an AbortSignal) comes on top.
 */
export const studio = hc<StudioApiApp>(STUDIO_API, { headers: csrfHeader, init: { cache: 'no-store' } });

/**
 * A route's answer as its server declares it, or a StudioRequestError with the server's German message. A 401
 * (the hosted studio's session has ended) keeps the draft, then signs in again.
 */
export async function answerOf<T>(request: Promise<ClientResponse<T, number, 'json'>>): Promise<T> {
  const response = await request;
  const body = await response.json().catch(() => ({ message: `Das Studio antwortet nicht wie erwartet (Status ${response.status}).` }) as StudioFailure);
  if (response.status === 401) sendToLogin((body as StudioFailure).grund);
  if (!response.ok) throw new StudioRequestError(response.status, body as StudioFailure);
  return body as T;
}

/** A failure's German message; no answer at all: what to check, in the hosted studio (its session token is set) or the local one. */
export const messageOf = (error: unknown) => {
  if (error instanceof StudioRequestError) return error.message;
  return csrfToken()
    ? 'Das Studio ist gerade nicht erreichbar. Prüfe deine Internetverbindung und versuche es gleich noch einmal; hält es an, sag der Person Bescheid, die das Studio betreut.'
    : 'Das Studio ist nicht erreichbar. Läuft `npm run studio` noch?';
};
