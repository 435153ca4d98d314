/** Fixed pages of the site; edition slugs may not take these (see crossChecks.ts). */
export const THANK_YOU_PATH = 'danke';
export const QA_PATH = 'qa';
/** The QA page that shows two editions side by side: noindex, not in the sitemap, linked from nowhere. */
export const QA_COMPARISON_PATH = `${QA_PATH}/vergleich`;
/** Where QA finds the pages as they look on a calendar day (built with that day as `--today`). */
export const QA_DAY_PAGES_PATH = `${QA_PATH}/stand`;
export const qaDayPagePath = (day: string, slug: string) => `${QA_DAY_PAGES_PATH}/${day}/${slug}.html`;
/** The home page as of a calendar day; `_` is never part of a slug, so no edition can take the name. */
export const qaDayHomePath = (day: string) => `${QA_DAY_PAGES_PATH}/${day}/_startseite.html`;
/** Under /data/: the calendar days (stand.json) and each edition's data as of each of them. */
export const QA_DAYS_FILE = 'stand.json';
export const qaDayDataFile = (day: string, slug: string) => `stand/${day}/editions/${slug}.json`;
/**
 * Where the build writes the page of an edition's A/B variant: not linked, not in the sitemap, its canonical the
 * edition's address. nginx serves it at the edition's own address to the visitors the split gives it
 * (scripts/hosting/deployTargets.ts); `_` is never part of a slug, so no edition can take the folder.
 */
export const VARIANT_PAGES_PATH = '_varianten';
export const variantPagePath = (slug: string, variant: string) => `${VARIANT_PAGES_PATH}/${slug}/${variant}.html`;
