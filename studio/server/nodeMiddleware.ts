import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Hono, MiddlewareHandler } from 'hono';

/**
 * Node middlewares (the gate, preview links, image variants, Vite's dev server) in the studio's Hono app, which
 * @hono/node-server runs in the local and in the hosted studio alike.
 */

export type Handler = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void | Promise<void>;
export type Env = { Bindings: HttpBindings };

/** A Node middleware in Hono's chain: Hono goes on only when it hands on; otherwise it has answered. */
export const fromNode =
  (handler: Handler): MiddlewareHandler<Env> =>
  async (context, next) => {
    const { incoming, outgoing } = context.env;
    const handedOn = await new Promise<boolean>((resolve, reject) => {
      const answered = () => resolve(false);
      outgoing.once('finish', answered);
      outgoing.once('close', answered);
      Promise.resolve(
        handler(incoming, outgoing, (error) => {
          outgoing.off('finish', answered);
          outgoing.off('close', answered);
          if (error !== undefined) reject(error);
          else resolve(true);
        }),
      ).catch(reject);
    });
    if (handedOn) return next();
    return RESPONSE_ALREADY_SENT;
  };

/** The header that marks an answer a Node middleware has already written (@hono/node-server's RESPONSE_ALREADY_SENT). */
const [ALREADY_SENT] = [...RESPONSE_ALREADY_SENT.headers.keys()];

/**
 * Hono answers a HEAD by running the GET and copying its answer into a new Response. A copy of the mark of an answer
 * the gate or the studio's pages have already written is not the mark the Node server knows, so it would write the
 * answer a second time (ERR_HTTP_HEADERS_SENT, a stack trace in the log for every HEAD): the mark is given back.
 */
export function headAnsweredOnce(app: Hono<Env>): Hono<Env> {
  const answer = app.fetch;
  app.fetch = async (request, env, executionContext) => {
    const response = await answer(request, env, executionContext);
    return response.headers.has(ALREADY_SENT) ? RESPONSE_ALREADY_SENT : response;
  };
  return app;
}
