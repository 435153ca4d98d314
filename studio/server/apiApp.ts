import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { STUDIO_API } from '../shared/apiTypes';
import type { Refusal, RequestKind } from './guard';
import { MAX_UPLOAD_BYTES } from './imageUpload';
import { inputOf, UNKNOWN_ROUTE, type Reply, type RequestContext, type Route } from './router';

/**
 * The studio's API as a Hono app: each entry of the route table (routes.ts) becomes a Hono route with the guard
 * (who may ask), a body limit, the entry's zod schema checking the query or body (a German 400 naming the field),
 * then its handler. The local studio runs it inside Vite's dev server, the hosted one inside its built server
 * (plugin.ts hands the requests over); an unknown route, a wrong method and any failure answer in German too.
 */

export type StudioApiEnv = { Bindings: HttpBindings };

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

/** The checked query or body, as the route's schema reads it; a mismatch answers 400 with the field's name. */
const checked = (target: 'query' | 'json', schema: z.ZodType) =>
  // A repeated query parameter comes as a list, which the schema refuses: nothing is read half.
  validator(target, (value, context) => {
    const result = inputOf(schema, value);
    if (!result.ok) return answer(context, result.answer);
    return result.value as Record<string, unknown>;
  });

export interface StudioApiAppOptions {
  routes: Route[];
  /** Why a request may not use the studio (guard.ts locally; the hosted studio's own, after its gate). */
  refusalFor: (request: IncomingMessage, kind: RequestKind) => Refusal | undefined;
  /** Who sent it: the hosted studio's account; none locally. */
  contextOf: (request: IncomingMessage) => RequestContext;
}

export function studioApiApp({ routes, refusalFor, contextOf }: StudioApiAppOptions): Hono<StudioApiEnv> {
  const app = new Hono<StudioApiEnv>().basePath(STUDIO_API);
  const guard =
    (kind: RequestKind): MiddlewareHandler<StudioApiEnv> =>
    async (context, next) => {
      const refusal = refusalFor(context.env.incoming, kind);
      if (refusal) return refuse(context, refusal);
      await next();
    };
  const who = (context: Context<StudioApiEnv>) => contextOf(context.env.incoming);

  for (const route of routes) {
    if (route.method === 'GET') {
      app.get(route.path, guard({ write: false }), checked('query', route.query), async (context) =>
        answer(context, await route.handle(context.req.valid('query' as never), who(context))),
      );
    } else if ('file' in route) {
      const tooLarge = `Die Datei ist größer als ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Bitte ein kleineres Foto wählen.`;
      app.post(route.path, guard({ write: true, body: 'image' }), limit(MAX_UPLOAD_BYTES, tooLarge), async (context) => {
        const name = context.req.header('x-file-name');
        return answer(context, await route.handle({ name, bytes: Buffer.from(await context.req.arrayBuffer()) }, who(context)));
      });
    } else {
      app.post(route.path, guard({ write: true }), limit(MAX_BODY_BYTES, 'Die Anfrage ist zu groß.'), checked('json', route.body), async (context) =>
        answer(context, await route.handle(context.req.valid('json' as never), who(context))),
      );
    }
  }

  // Any other method or path: the guard's refusal (a write that is not a POST is a 405), else 404.
  app.all('*', (context) =>
    refuse(
      context,
      refusalFor(context.env.incoming, { write: context.req.method !== 'GET' }) ?? { status: UNKNOWN_ROUTE.status, message: UNKNOWN_ROUTE.body.message },
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
