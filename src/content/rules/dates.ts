import type { ContentProblem } from '#engine/errors';
import type { LoadedEdition } from '../contentModel';
import { addDays, lastSalesDay, REGULAR_CTA_LABEL } from '#kit/model/sales';
import { formatDateLong } from '#engine/format';
import { ownValue } from '#engine/ownValue';
import { problemAt, problemIn, type Rule } from './context';
import { readableText } from './readableText';
import { editionTexts } from './texts';

/**
 * An edition in time (kit/model/sales.ts): its dates must fit together, and copy that stays on the page
 * after the early-bird must not still speak of it. The calendar across editions is rules/calendar.ts.
 */

const earlyBirdUntilOf = ({ offer }: LoadedEdition) => (offer.mode === 'early-bird' ? offer.earlyBirdUntil : undefined);

/** Dates that contradict each other: validFrom ≤ earlyBirdUntil ≤ startDate, earlyBirdUntil ≤ the last day of sales, validFrom ≤ the last day of sales. */
export const dateOrderRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const { file, offer, startDate, salesEnd } = edition;
    const problems: ContentProblem[] = [];
    const until = earlyBirdUntilOf(edition);
    if (until !== undefined) {
      if (until < offer.validFrom) {
        problems.push(problemIn(file, 'offer.earlyBirdUntil', 'dates.early-bird-before-valid-from', { earlyBirdUntil: until, validFrom: offer.validFrom }));
      }
      if (until > startDate) problems.push(problemIn(file, 'offer.earlyBirdUntil', 'dates.early-bird-after-start', { earlyBirdUntil: until, startDate }));
      // Past the start is reported above; without salesEnd the last day of sales is the day before it.
      if (until > lastSalesDay(edition) && (salesEnd !== undefined || until <= startDate)) {
        problems.push(
          problemIn(file, 'offer.earlyBirdUntil', 'dates.early-bird-after-sales-end', {
            earlyBirdUntil: until,
            salesEnd: lastSalesDay(edition),
            typed: salesEnd !== undefined,
          }),
        );
      }
    }
    if (salesEnd !== undefined && salesEnd < offer.validFrom) {
      problems.push(problemIn(file, 'salesEnd', 'dates.sales-end-before-valid-from', { salesEnd, validFrom: offer.validFrom }));
    }
    // Without salesEnd the sale ends the day before the start: it must open before that (after the start is rules/offer.ts).
    if (salesEnd === undefined && offer.validFrom > lastSalesDay(edition) && offer.validFrom <= startDate) {
      problems.push(problemIn(file, 'offer.validFrom', 'dates.valid-from-after-start', { validFrom: offer.validFrom, startDate }));
    }
    return problems;
  });

/** Early-bird words: „Frühbucher“, „Frühbucherpreis“, „Frühbucher-Rabatt“, „Early Bird“. */
export const EARLY_BIRD_WORD = /fr(?:ü|ue)hbuch\p{L}*(?:-\p{L}+)?|early[\s-]?bird/iu;

/**
 * Texts the page swaps or drops by itself once the early-bird is over (kit/model/sales.ts): the offer,
 * the checkout label, the hero's badges and banner, the solution's button label.
 */
export function goesWithEarlyBird(edition: LoadedEdition, at: string): boolean {
  if (at === 'checkoutCtaLabel' || at.startsWith('offer.') || at === 'closedNotice' || at === 'upcomingNotice') return true;
  const match = /^sections\[(\d+)\]\.(badges\[\d+\]|banner\.|ctaLabel$)/.exec(at);
  if (!match) return false;
  const type = edition.sections[Number(match[1])]?.type;
  return type === 'hero' ? match[2] !== 'ctaLabel' : type === 'solution' && match[2] === 'ctaLabel';
}

/** Per section type, the props a page that does not sell leaves out (sections/hero, sections/pricing). */
const SALES_PROPS: Record<string, RegExp> = {
  // The subtitle gives way to the closed notice, the buttons to the link to the current edition.
  hero: /^(?:subtitle|secondaryCtaLabel|secondaryCtaAccessibleName)$/,
  // The price card: its features, notes and trust points stand only beside a price.
  pricing: /^(?:features\[\d+\]|bonusFeatureLabel|vatNote|trustPoints\.\w+)$/,
};

/**
 * Copy a page that does not sell (closed, or not yet on sale) does not show: what goes with the early-bird,
 * the hero's subtitle and buttons, and the price card. Everything else stays (FAQ, solution, benefits …).
 */
export function goesWithSales(edition: LoadedEdition, at: string): boolean {
  // The notices are what such a page shows: they stay.
  if (at !== 'closedNotice' && at !== 'upcomingNotice' && goesWithEarlyBird(edition, at)) return true;
  const match = /^sections\[(\d+)\]\.(.+)$/.exec(at);
  const type = match ? edition.sections[Number(match[1])]?.type : undefined;
  return type !== undefined && ownValue(SALES_PROPS, type)?.test(match![2]) === true;
}

/** The first day without the early-bird price, in German („16. Dezember 2025“), for editions whose early-bird ends before sales do. */
export function earlyBirdEndsOn(edition: LoadedEdition): string | undefined {
  const until = earlyBirdUntilOf(edition);
  return until === undefined ? undefined : formatDateLong(addDays(until, 1));
}

/** Copy that stays after the early-bird's last day must not advertise it (§ 5 UWG): an error per text, naming the day. */
export const earlyBirdCopyRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const falseFrom = earlyBirdEndsOn(edition);
    if (falseFrom === undefined) return [];
    return editionTexts(edition).flatMap(([at, text]) => {
      const word = EARLY_BIRD_WORD.exec(readableText(text))?.[0];
      if (!word || goesWithEarlyBird(edition, at)) return [];
      return [problemAt(edition, at, 'dates.early-bird-copy', { word, falseFrom })];
    });
  });

/**
 * A button label of the marketer's own gives way to `offer.regularCtaLabel` („Jetzt Platz sichern“ without
 * one) once the early-bird is over (kit/model/sales.ts): a warning, so the change is not a surprise, while
 * the edition still sells. A label that speaks of the early-bird has to go then, and the default is meant for it.
 */
export const earlyBirdLabelRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const { offer, checkoutCtaLabel, sales } = edition;
    const from = earlyBirdEndsOn(edition);
    if (offer.mode !== 'early-bird' || from === undefined || offer.regularCtaLabel !== undefined || sales.state === 'closed') return [];
    // An early-bird that runs to the last day of sales leaves no day for another label.
    if (offer.earlyBirdUntil! >= lastSalesDay(edition)) return [];
    if (checkoutCtaLabel === REGULAR_CTA_LABEL || EARLY_BIRD_WORD.test(readableText(checkoutCtaLabel))) return [];
    return [problemAt(edition, 'checkoutCtaLabel', 'dates.cta-label-replaced', { label: checkoutCtaLabel, replacement: REGULAR_CTA_LABEL, from }, 'warning')];
  });
