import type { SalesState } from '../../kit/model/sales';

/**
 * The heading of the home page's edition box follows where the featured edition stands on the build day:
 * „Aktuelle Edition“ only while it sells. The texts are site.json `home.*EditionHeading`; these are the
 * defaults of the two optional ones (documented in the schema's help).
 */
export const UPCOMING_EDITION_HEADING = 'Nächste Edition';
export const CLOSED_EDITION_HEADING = 'Vergangene Edition';

/** site.json `home`'s headings (typed here, not from the schema, which takes its defaults from this file). */
interface EditionHeadings {
  currentEditionHeading: string;
  upcomingEditionHeading?: string;
  closedEditionHeading?: string;
}

export function featuredEditionHeading(home: EditionHeadings, state: SalesState): string {
  if (state === 'upcoming') return home.upcomingEditionHeading ?? UPCOMING_EDITION_HEADING;
  if (state === 'closed') return home.closedEditionHeading ?? CLOSED_EDITION_HEADING;
  return home.currentEditionHeading;
}
