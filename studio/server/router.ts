import { z } from 'zod';
import type { StudioGetRoute, StudioGetRoutes, StudioPostRoute, StudioPostRoutes, StudioUploadRoute, StudioUploadRoutes } from '../shared/routes';
import type { ApiAnswer, PngReply } from './answers';
import type { Need } from './auth/routeRoles';
import { MAX_UPLOAD_BYTES } from './imageUpload';
import type { Person } from '#scripts/versions/types';

/**
 * The studio's routes as a table (studio/server/routes.ts): one entry per route with everything that decides
 * who may call it and what it takes, declared where the route is: its method and path, the role it needs in
 * the hosted studio, what a write sends (JSON or an image), its body limit, the zod schema of its query, body
 * or headers, and its handler, typed by the contract in studio/shared/routes.ts. apiApp.ts makes each entry a
 * Hono route whose middlewares check these rules, in this order, on the route Hono matched.
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

/** Request bodies are edition files (about 20 KB); anything far larger is refused unread. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What a route takes, checked by its schema before the handler sees it: the query, the JSON body, or the headers (an upload's file name). */
export type RouteInput = { target: 'query' | 'json' | 'header'; schema: z.ZodType };

/** The rules every route declares; apiApp.ts registers no route without them. */
export interface RouteRules {
  /** The role the hosted studio's account needs (auth/routeRoles.ts); the local studio has no accounts. */
  role: Need;
  /** A write (POST, own Origin, the session's CSRF token in the hosted studio) and what it sends; undefined for a read. */
  write?: 'json' | 'image';
  /** The largest body taken, in bytes (a read takes none). */
  bodyLimit?: number;
  input: RouteInput;
}

// The handlers are methods, so a route's own input type stands in for `unknown` here; the builders below keep them matched.
export type Route = RouteRules & {
  method: 'GET' | 'POST';
  path: StudioGetRoute | StudioPostRoute | StudioUploadRoute;
  handle(input: unknown, context: RequestContext): Awaitable<Reply>;
};

/** A read: any role that `role` names, its query checked by `query`. */
export const get = <P extends StudioGetRoute>(
  path: P,
  role: Need,
  query: z.ZodType<StudioGetRoutes[P]['query']>,
  handle: (query: StudioGetRoutes[P]['query'], context: RequestContext) => Awaitable<ApiAnswer<StudioGetRoutes[P]['response']>>,
): Route => ({ method: 'GET', path, role, input: { target: 'query', schema: query }, handle: handle as Route['handle'] });

/** A write: a POST of JSON (at most MAX_BODY_BYTES) or of an image file (at most MAX_UPLOAD_BYTES). */
const writeRoute = (path: Route['path'], role: Need, write: 'json' | 'image', input: RouteInput, handle: unknown): Route => ({
  method: 'POST',
  path,
  role,
  write,
  bodyLimit: write === 'json' ? MAX_BODY_BYTES : MAX_UPLOAD_BYTES,
  input,
  handle: handle as Route['handle'],
});

/** A write of JSON, checked by `body`. */
export const post = <P extends StudioPostRoute>(
  path: P,
  role: Need,
  body: z.ZodType<StudioPostRoutes[P]['body']>,
  handle: (body: StudioPostRoutes[P]['body'], context: RequestContext) => Awaitable<ApiAnswer<StudioPostRoutes[P]['response']> | PngReply>,
): Route => writeRoute(path, role, 'json', { target: 'json', schema: body }, handle);

/** The file's name as sent in X-File-Name (URI-encoded), when there is one; the image itself is checked by imageUpload.ts. */
const uploadHeaders = z.object({
  'x-file-name': z.string().max(1000, { error: 'Der Name der Datei ist zu lang. Bitte die Datei kürzer benennen.' }).optional(),
});

/** A write of an image file as it is, its name checked by `uploadHeaders`. */
export const upload = <P extends StudioUploadRoute>(
  path: P,
  role: Need,
  handle: (file: UploadedFile, context: RequestContext) => Awaitable<ApiAnswer<StudioUploadRoutes[P]['response']>>,
): Route => writeRoute(path, role, 'image', { target: 'header', schema: uploadHeaders }, handle);

export const UNKNOWN_ROUTE: ApiAnswer<never> = { status: 404, body: { message: 'Unbekannte Anfrage an das Studio.' } };

const EXPECTED: Record<string, string> = { string: 'Text', number: 'eine Zahl', boolean: 'ja oder nein', object: 'ein Objekt', array: 'eine Liste' };

/** German words for the issues a route's schema does not word itself. */
const germanIssue = (issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'invalid_type')
    return issue.input === undefined ? 'In der Anfrage fehlt eine Angabe' : `In der Anfrage ist ${EXPECTED[issue.expected] ?? issue.expected} erwartet`;
  return 'Die Anfrage enthält einen ungültigen Wert';
};

/** The first mismatch as one German sentence that names the request's field. */
export function requestProblem({ issues: [issue] }: z.core.$ZodError): string {
  const sentence = issue.message.replace(/\.$/, '');
  if (issue.path.length === 0) return `${sentence}.`;
  return `${sentence} (Feld „${issue.path.join('.')}“).`;
}

/** The request's query, body or headers as its route's schema reads them, each mismatch in German words. */
export const parseRequest = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { error: germanIssue });
