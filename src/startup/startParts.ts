import type { StartSection } from '#kit/model/sectionClient';
import type { PlatformScriptSettings } from '../checkout/platformScript';
import { NOT_FOUND_ATTRIBUTE, PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE } from '../prerendered';
import { contentPainted, domReady } from './pageEvents';

/**
 * A prerendered page is a document: React rendered it at build time and the browser runs only the
 * code of the parts on it that react, each a small module loaded when its part is on the page and
 * only after the first paint, so none of it is a request the headline waits for:
 * - each section's own part, `sections/<type>/client.ts` (kit/model/sectionClient.ts), found by its folder,
 * - the sales platform's script on an edition page that sells (platformScriptPart.ts),
 * - the 404 page's log of the unknown path.
 * Links are plain links, so moving between pages loads the next document; nothing is left behind.
 */
/** Every section's browser part, each a chunk of its own loaded only where its section is on the page. */
const SECTION_PARTS = import.meta.glob<{ start: StartSection }>('/sections/*/client.ts');

export async function startParts() {
  await contentPainted();
  // Started after the first frame, which a long page may paint before the parser has reached its end.
  await domReady();
  const starts: Promise<unknown>[] = [];
  for (const [file, load] of Object.entries(SECTION_PARTS)) {
    const type = /\/sections\/([^/]+)\/client\.ts$/.exec(file)![1];
    const sections = document.querySelectorAll<HTMLElement>(`[data-section="${CSS.escape(type)}"]`);
    if (sections.length > 0)
      starts.push(
        load().then(({ start }) => {
          for (const section of sections) start(section);
        }),
      );
  }
  const platform = document.querySelector(`[${PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE}]`);
  if (platform) {
    const settings = JSON.parse(platform.getAttribute(PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE)!) as PlatformScriptSettings;
    starts.push(import('./platformScriptPart').then(({ startPlatformScript }) => startPlatformScript(settings)));
  }
  if (document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) {
    starts.push(import('../pages/notFoundLog').then(({ logNotFound }) => logNotFound(location.pathname)));
  }
  await Promise.all(starts);
}
