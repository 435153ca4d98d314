import { createHash } from 'node:crypto';

/**
 * A prerendered page starts its interactive parts only after its first paint, so the headline waits for no
 * script (src/entry-client.tsx). A module script in the HTML would be fetched at once, before the paint; instead
 * the page names the entry in a <meta> and one constant inline script imports it after the first contentful
 * paint. It also
 * marks the page as scripted at once, as the entry did, so the FAQ is folded in the very first paint. Being
 * constant, it is allowed by its hash in the Content-Security-Policy (securityHeaders.ts); no other inline
 * script runs.
 */

export const STARTUP_MODULE_META = 'startup-module';

export const STARTUP_LOADER =
  "document.documentElement.dataset.js='';" +
  `const start=()=>import(document.querySelector('meta[name="${STARTUP_MODULE_META}"]').content);` +
  // After the first contentful paint has been presented (at once where the browser does not report paints).
  "PerformanceObserver.supportedEntryTypes?.includes('paint')" +
  "?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})" +
  ':start()';

/** The loader's CSP source expression. */
export const STARTUP_LOADER_HASH = `'sha256-${createHash('sha256').update(STARTUP_LOADER).digest('base64')}'`;

/** The entry: built (`/assets/….js`, crossorigin) or on the dev server (`/src/entry-client.tsx`); never Vite's own client (`/@vite/client`). */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/(?!@)[^"]+)"><\/script>/;

/** Replaces the page's entry script by the <meta> naming it and the loader; throws if the page has none. */
export function deferStartup(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('Die Seite hat kein Einstiegsskript <script type="module" src="…">');
  return html.replace(ENTRY_SCRIPT, () => `<meta name="${STARTUP_MODULE_META}" content="${entry[1]}"><script>${STARTUP_LOADER}</script>`);
}

/** The entry a prerendered page starts (for the tests and the budget): the content of its <meta>. */
export function startupModuleOf(html: string): string | undefined {
  return new RegExp(`<meta name="${STARTUP_MODULE_META}" content="/([^"]+)">`).exec(html)?.[1];
}
