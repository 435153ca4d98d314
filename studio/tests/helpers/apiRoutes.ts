import type { Hono } from 'hono';
import type { StudioApi } from '#studio/server/api';
import { studioApiApp, type StudioApiEnv } from '#studio/server/apiApp';
import type { MediaApi } from '#studio/server/media/mediaApi';
import type { LinkApi } from '#studio/server/previewLinks/linkApi';
import type { PublishJobs } from '#studio/server/publish';
import { studioRoutes } from '#studio/server/routes';

/** The studio's API app as the server registers it, its operations stand-ins that are never called (for reading its routes). */
export const registeredApiApp = (): Hono<StudioApiEnv> =>
  studioApiApp({
    routes: studioRoutes({} as StudioApi, {} as PublishJobs, {} as LinkApi, {} as MediaApi),
    refusalFor: () => undefined,
    contextOf: () => ({}),
    accounts: true,
  });

/** Each route of the API app once (Hono lists every middleware of a route), without the catch-all that answers the rest. */
export function studioApiRoutes(app: Hono<StudioApiEnv> = registeredApiApp()): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) if (!path.endsWith('*')) seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()];
}
