/** The ids of every page's landmarks, named in more than one place. */

/** The id of every page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'inhalt';

/**
 * The id of every page's <footer>, what the first paint waits to have parsed (PageHead's `rel="expect"` link):
 * the browser holds the paint until the element is in the document, so waiting for the footer means the whole
 * of <main> is there, and the first screen is painted at once rather than in pieces.
 */
export const PAGE_FOOTER_ID = 'fusszeile';
