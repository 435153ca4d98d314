import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { z } from 'zod';
import type { ApiAnswer, PngReply } from './answers';
import { allows, refusalOf as roleRefusal, type Need } from './auth/routeRoles';
import { isRole } from './auth/roles';
import type { Refusal, RequestKind } from './guard';
import { MAX_UPLOAD_BYTES } from './imageUpload';
import type { Person } from '#scripts/versions/types';

/**
 * What a studio route declares where it is registered (routes.ts), as the route's own middlewares: `rules(role,
 * write)` – the role the hosted studio's account needs, who may ask and how a write comes (guard.ts), the body
 * limit of its kind – and `input(target, schema)`, the zod schema of its query, body or headers (a German 400
 * naming the field). Both are marked with what they check, so the route rules' test (studio/tests/routeRules.test.ts)
 * finds any route registered without them. `reply` sends an operation's answer as JSON, typed for the page's
 * client (studio/app/api.ts, Hono's `hc`). What the studio does around its routes is apiApp.ts.
 */

/** Who sent the request: the hosted studio's account; none in local mode (the repository's git user signs). */
export interface RequestContext {
  person?: Person;
  /** The hosted studio's account: its login name and roles. */
  account?: { name: string; roles: string[] };
}

/** How this studio judges a request (apiApp.ts sets it for every route): the local or the hosted studio's rules. */
export interface StudioPolicy {
  /** Why a request may not use the studio (guard.ts locally; the hosted studio's own, after its gate). */
  refusalFor: (request: IncomingMessage, kind: RequestKind) => Refusal | undefined;
  /** Who sent it: the hosted studio's account; none locally. */
  contextOf: (request: IncomingMessage) => RequestContext;
  /** The hosted studio: each route's role is checked against the signed-in account (none: refused). */
  accounts: boolean;
}

export type StudioApiEnv = { Bindings: HttpBindings; Variables: { policy: StudioPolicy } };

/** Who sent the request the route answers. */
export const whoOf = (context: Context<StudioApiEnv>): RequestContext => context.var.policy.contextOf(context.env.incoming);

/** Request bodies are edition files (about 20 KB); anything far larger is refused unread. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // Only the studio itself may frame its pages (the preview); no other site can put them under a click.
  'Content-Security-Policy': "frame-ancestors 'self'",
  'Referrer-Policy': 'no-referrer',
};

const json = (context: Context, status: number, body: unknown) => {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) context.header(name, value);
  return context.body(JSON.stringify(body), status as 200, { 'Content-Type': 'application/json; charset=utf-8' });
};

export const refuse = (context: Context, { status, message }: Refusal) => json(context, status, { message });

/**
 * The operation's answer as JSON, its status as the operation gave it. Typed as its success for the page's client:
 * a failure's body (StudioFailure) is read by the client's answerOf, whatever the route.
 */
export const reply = async <T>(context: Context, answer: ApiAnswer<T> | Promise<ApiAnswer<T>>) => {
  const { status, body } = await answer;
  return json(context, status, body) as unknown as Response & TypedResponse<T, 200, 'json'>;
};

/** The link-preview image: the PNG itself, or the operation's refusal as JSON. */
export const replyPng = async (context: Context, answer: Promise<ApiAnswer<never> | PngReply>): Promise<Response> => {
  const sent = await answer;
  if (!('png' in sent)) return json(context, sent.status, sent.body);
  return context.body(new Uint8Array(sent.png), 200, { ...COMMON_HEADERS, 'Content-Type': 'image/png' });
};

/** How much of a streamed body past its limit is read away before the connection is dropped instead. */
const DRAIN_CAP = 64 * 1024 * 1024;

/**
 * A body past `maxSize` is refused with this sentence, and read to its end first: a client (or nginx) still sending
 * gets the answer, not a reset connection (a socket closed with unread bytes is reset). An announced size over the
 * limit is answered at once and the body left untouched, which Hono's Node server then reads away; a streamed body
 * is read here, keeping at most `maxSize` of it. (Hono's own body limit reaches for the body's stream first, which
 * then holds the unread rest, and the connection is dropped.)
 */
const limit =
  (maxSize: number, message: string): MiddlewareHandler<StudioApiEnv> =>
  async (context, next) => {
    const tooLarge = () => refuse(context, { status: 413, message });
    const announced = context.req.header('content-length');
    if (announced !== undefined && context.req.header('transfer-encoding') === undefined) {
      if (Number(announced) > maxSize) return tooLarge();
      return next();
    }
    const body = context.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size <= maxSize) kept.push(read.value);
      else if (size > DRAIN_CAP) {
        await reader.cancel();
        return tooLarge();
      }
    }
    if (size > maxSize) return tooLarge();
    context.req.raw = new Request(context.req.raw, { body: Buffer.concat(kept) });
    await next();
  };

/** What a write sends: JSON (at most MAX_BODY_BYTES) or an image file as it is (at most MAX_UPLOAD_BYTES); a read sends nothing. */
export type WriteRule = 'read' | 'json' | 'image';
type InputTarget = 'query' | 'json' | 'header';

/** The rules a route declares, as its middlewares carry them (the route rules' test reads them). */
export interface DeclaredRules {
  role?: Need;
  write?: WriteRule;
  input?: InputTarget;
}
const RULES = Symbol('studio route rules');
const declaring = <M>(rules: DeclaredRules, middleware: M): M => Object.assign(middleware as object, { [RULES]: rules }) as M;
/** The rules a registered handler declares, if it is one of the route rules' middlewares. */
export const declaredRules = (handler: unknown): DeclaredRules => (handler as { [RULES]?: DeclaredRules } | undefined)?.[RULES] ?? {};

const NOT_SIGNED_IN: Refusal = { status: 401, message: 'Bitte melde dich an, um das Studio zu benutzen.' };

const BODY_LIMITS = {
  json: limit(MAX_BODY_BYTES, 'Die Anfrage ist zu groß.'),
  image: limit(MAX_UPLOAD_BYTES, `Die Datei ist größer als ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Bitte ein kleineres Foto wählen.`),
};

/**
 * A route's rules, checked in this order on the route Hono matched (never on a path string): the role its account
 * needs (the hosted studio; the local one has no accounts), the write rule (a read is a GET; a write a POST from the
 * studio's own page, with the session's CSRF token in the hosted studio) and the body limit of what it sends.
 */
export function rules(role: Need, write: WriteRule = 'read'): MiddlewareHandler<StudioApiEnv> {
  const kind: RequestKind = write === 'read' ? { write: false } : { write: true, body: write };
  return declaring({ role, write }, async (context: Context<StudioApiEnv>, next: () => Promise<void>) => {
    const { accounts, refusalFor } = context.var.policy;
    if (accounts) {
      // The role, for the account the gate let in (auth/gate.ts, accountOf).
      const account = whoOf(context).account;
      if (!account) return refuse(context, NOT_SIGNED_IN);
      if (role !== 'signedIn' && !allows(account.roles.filter(isRole), role)) return refuse(context, { status: 403, message: roleRefusal(role) });
    }
    const refusal = refusalFor(context.env.incoming, kind);
    if (refusal) return refuse(context, refusal);
    // A read takes no body: its limit is nothing to read.
    return write === 'read' ? next() : BODY_LIMITS[write](context, next);
  });
}

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

/**
 * The route's input – its query, JSON body or headers (an upload's file name) – checked by `schema`; a mismatch
 * answers 400 naming the field. A repeated query parameter comes as a list, which the schema refuses: nothing is read half.
 */
export const input = <Target extends InputTarget, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  declaring(
    { input: target },
    zValidator(
      target,
      schema,
      (result, context): Response | undefined => {
        if (!result.success) return json(context, 400, { message: requestProblem(result.error as z.core.$ZodError) });
      },
      // The request's query, body or headers as the schema reads them, each mismatch in German words (typed as
      // zod-validator's own result, which TypeScript cannot match to a schema not yet known).
      { validationFunction: (checked: Schema, value: unknown) => checked.safeParse(value, { error: germanIssue }) as never },
    ),
  );
