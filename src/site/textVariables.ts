import { formatCount, formatDateLong, formatDateShort, formatDateWithWeekday, formatRating } from '../../engine/format';
import type { Edition, SiteConfig } from './schema';

/**
 * Text variables: a text in the content files may write `{start}` or `{teilnehmende}` instead of
 * typing a figure the config already holds, so the figure lives in one field and every text follows
 * it. The loader fills them in once, after validation; pages and the published data see plain text.
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

const VARIABLE = /\{([^{}\s]*)\}/g;

/** The variable names a text uses, in order: `"am {start}"` → `["start"]`. */
export const variablesIn = (text: string): string[] => [...text.matchAll(VARIABLE)].map((match) => match[1]);

/** A copy of the value with every known variable in every string replaced; other text is left as it is. */
export function fillVariables<T>(value: T, variables: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(VARIABLE, (written, name: string) => (Object.hasOwn(variables, name) ? variables[name] : written)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillVariables(item, variables)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillVariables(item, variables)])) as T;
  }
  return value;
}
