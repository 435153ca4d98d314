/** Fixed pages of the site; edition slugs may not take these (see crossChecks.ts). */
export const THANK_YOU_PATH = 'danke';
export const QA_PATH = 'qa';
/** The QA page that shows two editions side by side: noindex, not in the sitemap, linked from nowhere. */
export const QA_COMPARISON_PATH = `${QA_PATH}/vergleich`;
