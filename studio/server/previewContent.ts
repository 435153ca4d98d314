import { featuredOn } from '#kit/model/sales';
import type { Content, LoadedEdition } from '#src/content/loadContent';
import type { SiteFile } from '#src/content/schema';

/**
 * Renders a page of preview content as the build would (scripts/build/renderDocument.ts, through the dev
 * server's renderer): the studio's frame and a preview link show the same document a visitor gets.
 */
export type RenderPreview = (preview: { content: Content; route: string }) => Promise<string>;

/**
 * The content a preview renders (the studio's frame, a preview link): the day's editions with the shown one,
 * and the site without the platform's script, so nothing loads from outside while someone reviews.
 */
export function previewContentOf(site: SiteFile, editions: LoadedEdition[], shown: LoadedEdition, day: string): Content {
  const { checkout } = site;
  const previewSite = { ...site, checkout: { ...checkout, promoHelper: { ...checkout.promoHelper, enabled: false } } };
  return { site: previewSite, editions, featured: featuredOn(editions, day) ?? shown, warnings: [], today: day };
}
