import { studioMiddleware } from '#studio/server/plugin';
import { FIXTURE_TODAY } from '#tests/helpers/content';
import { IN_PROCESS_ORIGIN, sendInProcess } from './inProcess';

export interface LocalStudio {
  /** A request to the studio's API as its page sends it (same origin); the answer's JSON. */
  send(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/**
 * The local studio's API on the project at `root`, on the fixtures' day, with a stand-in for the preview; its
 * requests answered in the test's own process (inProcess.ts), from this machine as the local guard wants them.
 */
export function localStudio(root: string): LocalStudio {
  const middleware = studioMiddleware({ root, today: FIXTURE_TODAY }, async ({ route }) => `<!doctype html><html lang="de"><body>${route}</body></html>`);
  return {
    async send(method, route, body) {
      const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
      if (body !== undefined) Object.assign(headers, { Origin: IN_PROCESS_ORIGIN, 'Content-Type': 'application/json' });
      const answer = await sendInProcess(middleware, method, `/__studio/api${route}`, {
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: answer.body };
    },
  };
}
