/**
 * Marks in a prerendered page's markup that the browser's entry (entry-client.tsx) reads to know
 * what the page needs. Kept apart from the code they start, so the entry stays small.
 */

/** Marks the app's container in a prerendered page (every page is one, built or served by the dev server). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Marks a page that is an app (the QA comparison): the browser hydrates it with React and the
 * router, loading the same static JSON the page was rendered from (see hydrate.tsx).
 */
export const APP_PAGE_ATTRIBUTE = 'data-app-page';

/** On an edition page that sells: the platform script's settings, as JSON (PlatformScriptSettings.tsx). */
export const PLATFORM_SCRIPT_SETTINGS_ATTRIBUTE = 'data-platform-script-settings';

/**
 * Holds the web fonts' @font-face rules in a prerendered page: applied by the browser itself when JavaScript
 * is off, added by the start-up (startup/webFonts.ts) after the first paint when it is on, so no font is a
 * request the first paint waits for.
 */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/** Marks the 404 page, whose script logs the unknown path. */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/**
 * On a page whose later blocks have icons: the <noscript> naming the file of their symbols, which the start-up adds
 * after the first paint (startup/laterIcons.ts), and holding the style sheet that paints them without JavaScript
 * (scripts/build/compact/laterIcons.ts).
 */
export const LATER_ICONS_ATTRIBUTE = 'data-later-icons';
