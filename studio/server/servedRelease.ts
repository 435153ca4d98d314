import { RELEASE_HEADER } from '#scripts/hosting/releaseHeader';
import { readPublishConfig } from '#scripts/publish/config';
import type { ServedRelease } from '../shared/apiTypes';

/**
 * Which release the running web server serves: the header its configuration names it by, asked at the address
 * nginx serves the live site (publish.config.json, `serverUrl`). A switch nginx has not loaded (its reload failed
 * or is not set up) answers with the release before; the studio shows that beside the live one.
 */
async function servedRelease(url: string, timeoutMs = 5000): Promise<ServedRelease> {
  try {
    const answer = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const release = answer.headers.get(RELEASE_HEADER);
    return release ? { url, release } : { url, failure: `Die Antwort nennt kein Release (Kopfzeile ${RELEASE_HEADER} fehlt).` };
  } catch (error) {
    return { url, failure: `Der Webserver antwortet nicht (${(error as Error).message}).` };
  }
}

/** The web server's release when publish.config.json names its address; none when it names none (or is wrong: the list says why). */
export async function servedReleaseOf(root: string): Promise<ServedRelease | undefined> {
  let serverUrl: string | undefined;
  try {
    const config = readPublishConfig(root);
    serverUrl = config.target === 'directory' ? config.serverUrl : undefined;
  } catch {
    return undefined;
  }
  return serverUrl ? servedRelease(serverUrl) : undefined;
}
