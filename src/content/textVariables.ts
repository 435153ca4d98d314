import { formatCount, formatDateLong, formatDateShort, formatDateWithWeekday, formatEuro, formatRating } from '#engine/format';
import { priceInsteadOf, savings } from '#kit/model/offer';
import type { Sales } from '#kit/model/types';
import type { Edition, SiteFile } from './schema';

/**
 * The site's text variables (the mechanism is engine/textVariables.ts): a text may write `{start}` or
 * `{teilnehmende}` instead of typing a figure the config already holds, so the figure lives in one
 * field and every text follows it. The loader fills them in once, after validation.
 */

/** Variables every text may use: the claims of site.json. */
export function siteVariables(site: SiteFile): Record<string, string> {
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

/**
 * Price variables that follow the edition's state on the day the page is built for (kit/model/sales.ts), so a
 * price claim stays true on every day it is shown:
 * - `{preis}`: the price the page shows that day (the early-bird price, from the day after it the regular one);
 * - `{preisStatt}`: „299 € statt 399 €“ while the early-bird runs, then „399 €“;
 * - `{regulärerPreis}`: the regular price, whatever the day;
 * - `{ersparnis}`: the saving while the early-bird runs. After it there is none, so rules/priceClaims.ts allows
 *   it only in copy that goes with the early-bird (the hero's badges and banner, button labels).
 */
export function priceVariables(offer: Edition['offer'], sales: Pick<Sales, 'offer'>): Record<string, string> {
  const shown = sales.offer;
  const regular = offer.mode === 'early-bird' ? offer.regularPrice : offer.price;
  return { preis: formatEuro(shown.price), preisStatt: priceInsteadOf(shown), regulärerPreis: formatEuro(regular), ersparnis: formatEuro(savings(shown)) };
}

/** Variables an edition's own texts may use: the site's, its start date and its prices as of the day. */
export function editionVariables(site: SiteFile, edition: Pick<Edition, 'startDate' | 'offer'> & { sales: Pick<Sales, 'offer'> }): Record<string, string> {
  return { ...siteVariables(site), ...startVariables(edition.startDate), ...priceVariables(edition.offer, edition.sales) };
}
