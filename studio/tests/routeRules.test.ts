import type { IncomingMessage } from 'node:http';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { studioApiApp, type StudioApiEnv } from '../server/apiApp';
import { declaredRules, type DeclaredRules, type RequestContext } from '../server/router';
import { studioRoutes } from '../server/routes';
import type { StudioApi } from '../server/api';
import type { PublishJobs } from '../server/publish';
import type { LinkApi } from '../server/previewLinks/linkApi';
import type { MediaApi } from '../server/media/mediaApi';
import { registeredApiApp, studioApiRoutes } from './helpers/apiRoutes';

/**
 * Every route of the studio's API carries its rules where it is registered: the role it needs, the write
 * rule (guard.ts) and the schema of its input, each a middleware of the route itself (router.ts: `rules`, `input`). A route
 * registered without one of them is found here; and the role is checked on the route Hono matched.
 */

const RULES: Array<keyof DeclaredRules> = ['role', 'write', 'input'];

/** The routes of `app` that lack one of the rules' middlewares, with the rules they lack. */
function routesWithoutRules(app: Hono<StudioApiEnv>): string[] {
  return studioApiRoutes(app).flatMap(({ method, path }) => {
    const declared = app.routes.filter((route) => route.method === method && route.path === path).map((route) => declaredRules(route.handler));
    const missing = RULES.filter((rule) => !declared.some((rules) => rules[rule] !== undefined));
    return missing.length ? [`${method} ${path}: ${missing.join(', ')}`] : [];
  });
}

describe('the studio API’s routes and their rules', () => {
  it('registers no route without a role, a write rule and an input schema', () => {
    const app = registeredApiApp();
    // Every route of routes.ts is served, under the API's address.
    const declared = new Set(
      studioRoutes({} as StudioApi, {} as PublishJobs, {} as LinkApi, {} as MediaApi).routes.map(({ method, path }) => `${method} ${path}`),
    );
    expect(declared.size).toBeGreaterThan(30);
    expect(studioApiRoutes(app).map(({ method, path }) => `${method} ${path.replace('/__studio/api', '')}`)).toEqual([...declared]);
    expect(routesWithoutRules(app)).toEqual([]);
  });

  it('finds a route registered beside the table without its rules', () => {
    const app = registeredApiApp();
    app.get('/nebenbei', (context) => context.json({}));
    expect(routesWithoutRules(app)).toEqual(['GET /__studio/api/nebenbei: role, write, input']);
  });
});

/** The API app for an account with these roles (the gate's accountOf), its operations stand-ins that answer 200. */
function appFor(roles: string[] | undefined): Hono<StudioApiEnv> {
  const answered = new Proxy({}, { get: () => async () => ({ status: 200, body: { erreicht: true } }) });
  const context: RequestContext = roles ? { account: { name: 'konto', roles }, person: { name: 'Konto', email: 'konto@example.de' } } : {};
  return studioApiApp({
    routes: studioRoutes(answered as StudioApi, answered as PublishJobs, answered as LinkApi, answered as MediaApi),
    refusalFor: () => undefined,
    contextOf: () => context,
    accounts: true,
  });
}

const save = (app: Hono<StudioApiEnv>, path = '/__studio/api/save') =>
  app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key: 'fruehjahr', data: {}, baseHash: 'x' }) },
    { incoming: {} as IncomingMessage },
  );

describe('the role, checked on the route Hono matched', () => {
  it('refuses an account without the route’s role in every spelling Hono routes to it, and lets the role through', async () => {
    for (const path of ['/__studio/api/save', '/__studio/api/%73ave', '/__studio/api/%73%61%76%65']) {
      const refused = await save(appFor(['Verwaltung']), path);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Dafür braucht dein Konto die Rolle „Redaktion“/);
      expect((await save(appFor(['Redaktion']), path)).status, path).toBe(200);
    }
  });

  it('refuses an account with no role and a request with no account in the hosted studio', async () => {
    expect((await save(appFor([]))).status).toBe(403);
    const nobody = await save(appFor(undefined));
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toEqual({ message: 'Bitte melde dich an, um das Studio zu benutzen.' });
  });
});
