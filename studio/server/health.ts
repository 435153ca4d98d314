import { Hono } from 'hono';

/**
 * The hosted studio's answer for monitors (docs/betrieb/studio-installieren.md): whether it runs, its version and
 * the day the live release's pages were built for. No session is needed and nothing in it is secret: it is
 * answered before the gate (builtStudio.ts), and the generated nginx block passes it on (studio/deploy/nginxStudio.ts).
 */

export const HEALTH_PATH = '/studio/gesund';

export interface HealthAnswer {
  status: 'ok';
  /** The studio's version (package.json). */
  version: string;
  /** JJJJ-MM-TT (ISO, for machines): the day the live release's pages were built for; null when none says so. */
  liveBuiltFor: string | null;
}

export interface HealthOptions {
  version: string;
  /** The releases of the publish target, newest first (scripts/publish/publisher.ts). */
  releases: () => Promise<{ releases: Array<{ live: boolean; details?: { builtFor: string } }> }>;
}

export function healthRoute({ version, releases }: HealthOptions): Hono {
  const app = new Hono();
  app.get(HEALTH_PATH, async (context) => {
    let liveBuiltFor: string | null = null;
    try {
      liveBuiltFor = (await releases()).releases.find((release) => release.live)?.details?.builtFor ?? null;
    } catch (error) {
      // No publish target yet, or one that cannot be read: the studio runs all the same; the log says why.
      console.warn(`Gesundheitsabfrage: die Live-Fassung ließ sich nicht lesen (${(error as Error).message}).`);
    }
    const answer: HealthAnswer = { status: 'ok', version, liveBuiltFor };
    return context.json(answer, 200, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  });
  return app;
}
