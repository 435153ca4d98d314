import type { SalesState } from '#kit/model/sales';

/**
 * The home page's edition box speaks of the featured edition as it stands on the build day: „Aktuelle
 * Edition“ and „Zur aktuellen Edition“ only while it sells. The texts are site.json `home.*Edition*`; these
 * are the defaults of the optional ones (named in the schema's help).
 */
export const UPCOMING_EDITION_HEADING = 'Nächste Edition';
export const CLOSED_EDITION_HEADING = 'Vergangene Edition';
export const UPCOMING_EDITION_CTA = 'Zur nächsten Edition';

/** site.json `home`'s box texts (typed here, not from the schema, which takes its defaults from this file). */
interface EditionBoxTexts {
  currentEditionHeading: string;
  upcomingEditionHeading?: string;
  closedEditionHeading?: string;
  currentEditionCta: string;
  upcomingEditionCta?: string;
}

export function featuredEditionHeading(home: EditionBoxTexts, state: SalesState): string {
  if (state === 'upcoming') return home.upcomingEditionHeading ?? UPCOMING_EDITION_HEADING;
  if (state === 'closed') return home.closedEditionHeading ?? CLOSED_EDITION_HEADING;
  return home.currentEditionHeading;
}

/** The button to the featured edition's page; a closed edition's page is not linked, so it has none. */
export function featuredEditionCta(home: EditionBoxTexts, state: SalesState): string {
  return state === 'upcoming' ? (home.upcomingEditionCta ?? UPCOMING_EDITION_CTA) : home.currentEditionCta;
}
