import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { STUDIO_API } from '../shared/apiTypes';
import { allows, refusalOf as roleRefusal, type Need } from './auth/routeRoles';
import { isRole } from './auth/roles';
import type { Refusal, RequestKind } from './guard';
import { parseRequest, requestProblem, UNKNOWN_ROUTE, type Reply, type RequestContext, type Route, type RouteInput } from './router';

/**
 * The studio's API as a Hono app: each entry of the route table (routes.ts) becomes a Hono route whose
 * middlewares check the rules the entry declares, on the route Hono matched (never on a path string): the
 * role the hosted studio's account needs, who may ask and how a write comes (guard.ts), the body limit, the
 * entry's zod schema for its query, body or headers (a German 400 naming the field), then its handler. The
 * local studio runs it in its app over Vite's dev server (devStudio.ts), the hosted one in its built server (plugin.ts hands the
 * requests over); an unknown route, a wrong method and any failure answer in German too.
 */

export type StudioApiEnv = { Bindings: HttpBindings };

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

const refuse = (context: Context, { status, message }: Refusal) => json(context, status, { message });

const answer = (context: Context, reply: Reply) => {
  if (!('png' in reply)) return json(context, reply.status, reply.body);
  return context.body(new Uint8Array(reply.png), 200, { ...COMMON_HEADERS, 'Content-Type': 'image/png' });
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

/** The rules a route's middlewares check, each middleware marked with its own (the route table's test reads them). */
export type RouteRule = 'role' | 'write' | 'input';
const RULE = Symbol('studio route rule');
const checking = (rule: RouteRule, middleware: MiddlewareHandler<StudioApiEnv>) => Object.assign(middleware, { [RULE]: rule });
/** The rule a registered handler checks, if it is one of the route rules' middlewares. */
export const ruleOf = (handler: unknown): RouteRule | undefined => (handler as { [RULE]?: RouteRule } | undefined)?.[RULE];

/** The checked query, body or headers, as the route's schema reads them; a mismatch answers 400 with the field's name. */
const checked = ({ target, schema }: RouteInput) =>
  // A repeated query parameter comes as a list, which the schema refuses: nothing is read half.
  zValidator(
    target,
    schema,
    (result, context) => {
      if (!result.success) return answer(context, { status: 400, body: { message: requestProblem(result.error) } });
    },
    { validationFunction: parseRequest },
  ) as MiddlewareHandler<StudioApiEnv>;

export interface StudioApiAppOptions {
  routes: Route[];
  /** Why a request may not use the studio (guard.ts locally; the hosted studio's own, after its gate). */
  refusalFor: (request: IncomingMessage, kind: RequestKind) => Refusal | undefined;
  /** Who sent it: the hosted studio's account; none locally. */
  contextOf: (request: IncomingMessage) => RequestContext;
  /** The hosted studio: each route's role is checked against the signed-in account (none: refused). The local studio has no accounts. */
  accounts?: boolean;
}

const NOT_SIGNED_IN: Refusal = { status: 401, message: 'Bitte melde dich an, um das Studio zu benutzen.' };

export function studioApiApp({ routes, refusalFor, contextOf, accounts = false }: StudioApiAppOptions): Hono<StudioApiEnv> {
  const app = new Hono<StudioApiEnv>().basePath(STUDIO_API);
  const who = (context: Context<StudioApiEnv>) => contextOf(context.env.incoming);
  /** The route's role, for the account the gate let in (auth/gate.ts, accountOf). */
  const authorize = (need: Need) =>
    checking('role', async (context, next) => {
      if (!accounts) return next();
      const account = who(context).account;
      if (!account) return refuse(context, NOT_SIGNED_IN);
      if (need !== 'signedIn' && !allows(account.roles.filter(isRole), need)) return refuse(context, { status: 403, message: roleRefusal(need) });
      await next();
    });
  const guard = (kind: RequestKind) =>
    checking('write', async (context, next) => {
      const refusal = refusalFor(context.env.incoming, kind);
      if (refusal) return refuse(context, refusal);
      await next();
    });
  const tooLarge = (route: Route) =>
    route.write === 'image'
      ? `Die Datei ist größer als ${(route.bodyLimit ?? 0) / 1024 / 1024} MB. Bitte ein kleineres Foto wählen.`
      : 'Die Anfrage ist zu groß.';

  for (const route of routes) {
    // A read takes no body: its limit is nothing to read.
    const bodyLimit: MiddlewareHandler<StudioApiEnv> = route.bodyLimit === undefined ? (_context, next) => next() : limit(route.bodyLimit, tooLarge(route));
    const role = authorize(route.role);
    const write = guard(route.write ? { write: true, body: route.write } : { write: false });
    const input = checking('input', checked(route.input));
    app.on(route.method, route.path, role, write, bodyLimit, input, async (context) => {
      const valid = context.req.valid(route.input.target as never) as Record<string, unknown>;
      if (route.write !== 'image') return answer(context, await route.handle(valid, who(context)));
      const file = { name: valid['x-file-name'] as string | undefined, bytes: Buffer.from(await context.req.arrayBuffer()) };
      return answer(context, await route.handle(file, who(context)));
    });
  }

  // Any other method or path: the guard's refusal (a write that is not a POST is a 405), else 404.
  app.all('*', (context) =>
    refuse(
      context,
      refusalFor(context.env.incoming, { write: !['GET', 'HEAD'].includes(context.req.method) }) ?? {
        status: UNKNOWN_ROUTE.status,
        message: UNKNOWN_ROUTE.body.message,
      },
    ),
  );

  app.onError((error, context) => {
    // Hono's JSON reader refuses a body that is no JSON.
    if (error instanceof HTTPException && error.status === 400) return refuse(context, { status: 400, message: 'Die Anfrage ist kein gültiges JSON.' });
    // A failure inside is reported in German without details (paths, stack) to the page.
    console.error(error);
    return refuse(context, { status: 500, message: 'Im Studio ist ein unerwarteter Fehler aufgetreten; Einzelheiten stehen im Protokoll.' });
  });
  return app;
}
