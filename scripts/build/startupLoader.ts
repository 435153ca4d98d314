import { STARTUP_LOADER, STARTUP_MODULE_META } from '#src/startup/loaderScript';

/** How the build puts the start-up loader (src/startup/loaderScript.ts) into a page, and finds the entry it starts. */

/** The entry: built (`/assets/….js`, crossorigin) or on the dev server (`/src/entry-client.tsx`); never Vite's own client (`/@vite/client`). */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/(?!@)[^"]+)"><\/script>/;

/** Replaces the page's entry script by the <meta> naming it and the loader; throws if the page has none. */
export function deferStartup(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('Die Seite hat kein Einstiegsskript <script type="module" src="…">');
  return html.replace(ENTRY_SCRIPT, () => `<meta name="${STARTUP_MODULE_META}" content="${entry[1]}"/><script>${STARTUP_LOADER}</script>`);
}

/** The entry a prerendered page starts (for the tests and the budget): the content of its <meta>. */
export function startupModuleOf(html: string): string | undefined {
  return new RegExp(`<meta name="${STARTUP_MODULE_META}" content="/([^"]+)"/?>`).exec(html)?.[1];
}
