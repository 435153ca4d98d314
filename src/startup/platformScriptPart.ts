import { loadPlatformScript, type PlatformScriptSettings } from '../checkout/platformScript';
import { idle, loaded } from './pageEvents';

/**
 * The platform script on a prerendered edition page: loaded once the page has loaded and the
 * browser is idle (it must not compete with the page's own content), removed when the page is
 * left. A page the browser keeps for back/forward (`pageshow` with `persisted`) counts as a new
 * visit: the script is loaded again and the helper called once more.
 */
export async function startPlatformScript(settings: PlatformScriptSettings) {
  await loaded();
  await idle();
  let remove = loadPlatformScript(settings);
  window.addEventListener('pagehide', () => remove());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) remove = loadPlatformScript(settings);
  });
}
