import { formatCount, formatDateLong, formatDateShort, formatDateWithWeekday, formatRating } from '../../engine/format';
import type { Edition, SiteConfig } from './schema';

/**
 * The site's text variables (the mechanism is engine/textVariables.ts): a text may write `{start}` or
 * `{teilnehmende}` instead of typing a figure the config already holds, so the figure lives in one
 * field and every text follows it. The loader fills them in once, after validation.
 */

/** Variables every text may use: the claims of site.json. */
export function siteVariables(site: SiteConfig): Record<string, string> {
  return {
    teilnehmende: formatCount(site.claims.participants),
    einzelcoachings: formatCount(site.claims.personalClients),
    jahre: formatCount(site.claims.yearsExperience),
    bewertung: formatRating(site.claims.rating),
  };
}

/** The start date in the three forms a text may use; only an edition's own texts can. */
export function startVariables(startDate: string): Record<string, string> {
  return { start: formatDateWithWeekday(startDate), startDatum: formatDateLong(startDate), startKurz: formatDateShort(startDate) };
}

/** Variables an edition's own texts may use: the site's and its start date. */
export function editionVariables(site: SiteConfig, edition: Pick<Edition, 'startDate'>): Record<string, string> {
  return { ...siteVariables(site), ...startVariables(edition.startDate) };
}
