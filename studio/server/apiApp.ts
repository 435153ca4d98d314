import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { STUDIO_API } from '../shared/apiTypes';
import { refuse, type StudioApiEnv, type StudioPolicy } from './router';
import type { StudioApiApp } from './routes';

/**
 * The studio's API as a Hono app: the routes of routes.ts under STUDIO_API, each checking the rules it declares
 * (router.ts) on the route Hono matched, with this studio's policy – the local studio's guard (guard.ts) or the
 * hosted studio's own, who sent the request, whether accounts and their roles count. The local studio runs it in
 * its app over Vite's dev server (devStudio.ts), the hosted one in its built server (plugin.ts hands the requests
 * over); an unknown route, a wrong method and any failure answer in German too.
 */

export type { StudioApiEnv };

export interface StudioApiAppOptions extends Omit<StudioPolicy, 'accounts'> {
  routes: StudioApiApp;
  /** The hosted studio: each route's role is checked against the signed-in account (none: refused). The local studio has no accounts. */
  accounts?: boolean;
}

const UNKNOWN_ROUTE = 'Unbekannte Anfrage an das Studio.';

export function studioApiApp({ routes, refusalFor, contextOf, accounts = false }: StudioApiAppOptions): Hono<StudioApiEnv> {
  const policy: StudioPolicy = { refusalFor, contextOf, accounts };
  const app = new Hono<StudioApiEnv>().basePath(STUDIO_API);
  app.use(async (context, next) => {
    context.set('policy', policy);
    await next();
  });
  app.route('/', routes);

  // Any other method or path: the guard's refusal (a write that is not a POST is a 405), else 404.
  app.all('*', (context) =>
    refuse(context, refusalFor(context.env.incoming, { write: !['GET', 'HEAD'].includes(context.req.method) }) ?? { status: 404, message: UNKNOWN_ROUTE }),
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
