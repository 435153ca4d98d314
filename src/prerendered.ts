/**
 * Marks the app's container in a prerendered page. The browser then hydrates the markup, loading
 * the same static JSON the page was rendered from (see hydrate.tsx), instead of rendering afresh
 * as it does in the dev server's bare shell.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
