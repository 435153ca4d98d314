import { RELEASE_HEADER } from '#scripts/hosting/releaseHeader';
import type { ServedRelease } from '../shared/apiTypes';

/**
 * Which release the running web server serves: the header its configuration names it by, asked at the address
 * nginx serves the live site (publish.config.json, `serverUrl`). A switch nginx has not loaded (its reload failed
 * or is not set up) answers with the release before; the studio shows that beside the live one.
 */
export async function servedRelease(url: string, timeoutMs = 5000): Promise<ServedRelease> {
  try {
    const answer = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const release = answer.headers.get(RELEASE_HEADER);
    return release ? { url, release } : { url, failure: `Die Antwort nennt kein Release (Kopfzeile ${RELEASE_HEADER} fehlt).` };
  } catch (error) {
    return { url, failure: `Der Webserver antwortet nicht (${(error as Error).message}).` };
  }
}
