/**
 * The id of every page's <main>: the skip link's target, and what the first paint waits to have parsed
 * (PageHead's `rel="expect"` link).
 */
export const MAIN_CONTENT_ID = 'inhalt';
