import type { z } from 'zod';
import type { StudioGetRoute, StudioGetRoutes, StudioPostRoute, StudioPostRoutes, StudioUploadRoute, StudioUploadRoutes } from '../shared/routes';
import type { ApiAnswer, PngReply } from './answers';
import type { Person } from '#scripts/versions/types';

/**
 * The studio's routes as a table (studio/server/routes.ts): one entry per route with its method, path,
 * the zod schema of what it takes and its handler, typed by the contract in studio/shared/routes.ts.
 * apiApp.ts makes each entry a Hono route that checks the request against the schema before calling the
 * handler; a request that does not match gets a German 400 naming the field.
 */

type Awaitable<T> = T | Promise<T>;

export type Reply = ApiAnswer<unknown> | PngReply;

/** An uploaded file as sent: its bytes and the name from X-File-Name (URI-encoded), when there is one. */
export interface UploadedFile {
  name: string | undefined;
  bytes: Buffer;
}

/** Who sent the request: the hosted studio's account; none in local mode (the repository's git user signs). */
export interface RequestContext {
  person?: Person;
  /** The hosted studio's account: its login name and roles. */
  account?: { name: string; roles: string[] };
}

// The handlers are methods, so a route's own input type stands in for `unknown` here; the builders below keep them matched.
export type Route =
  | { method: 'GET'; path: StudioGetRoute; query: z.ZodType; handle(query: unknown, context: RequestContext): Awaitable<Reply> }
  | { method: 'POST'; path: StudioPostRoute; body: z.ZodType; handle(body: unknown, context: RequestContext): Awaitable<Reply> }
  | { method: 'POST'; path: StudioUploadRoute; file: true; handle(file: UploadedFile, context: RequestContext): Awaitable<Reply> };

export const get = <P extends StudioGetRoute>(
  path: P,
  query: z.ZodType<StudioGetRoutes[P]['query']>,
  handle: (query: StudioGetRoutes[P]['query'], context: RequestContext) => Awaitable<ApiAnswer<StudioGetRoutes[P]['response']>>,
): Route => ({ method: 'GET', path, query, handle: handle as (query: unknown, context: RequestContext) => Awaitable<Reply> });

export const post = <P extends StudioPostRoute>(
  path: P,
  body: z.ZodType<StudioPostRoutes[P]['body']>,
  handle: (body: StudioPostRoutes[P]['body'], context: RequestContext) => Awaitable<ApiAnswer<StudioPostRoutes[P]['response']> | PngReply>,
): Route => ({ method: 'POST', path, body, handle: handle as (body: unknown, context: RequestContext) => Awaitable<Reply> });

export const upload = <P extends StudioUploadRoute>(
  path: P,
  handle: (file: UploadedFile, context: RequestContext) => Awaitable<ApiAnswer<StudioUploadRoutes[P]['response']>>,
): Route => ({
  method: 'POST',
  path,
  file: true,
  handle,
});

export const UNKNOWN_ROUTE: ApiAnswer<never> = { status: 404, body: { message: 'Unbekannte Anfrage an das Studio.' } };

const EXPECTED: Record<string, string> = { string: 'Text', number: 'eine Zahl', boolean: 'ja oder nein', object: 'ein Objekt', array: 'eine Liste' };

/** German words for the issues a route's schema does not word itself. */
const germanIssue = (issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'invalid_type')
    return issue.input === undefined ? 'In der Anfrage fehlt eine Angabe' : `In der Anfrage ist ${EXPECTED[issue.expected] ?? issue.expected} erwartet`;
  return 'Die Anfrage enthält einen ungültigen Wert';
};

/** The first mismatch as one German sentence that names the request's field. */
function requestProblem(issue: z.core.$ZodIssue): string {
  const sentence = issue.message.replace(/\.$/, '');
  if (issue.path.length === 0) return `${sentence}.`;
  return `${sentence} (Feld „${issue.path.join('.')}“).`;
}

/** The request's query or body as its route's schema reads it, or the 400 that says which field does not match. */
export function inputOf(schema: z.ZodType, input: unknown): { ok: true; value: unknown } | { ok: false; answer: ApiAnswer<never> } {
  const parsed = schema.safeParse(input, { error: germanIssue });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, answer: { status: 400, body: { message: requestProblem(parsed.error.issues[0]) } } };
}
