import type { ContentProblem } from '../../../engine/errors';
import type { LoadedEdition } from '../contentModel';
import { addDays, NEXT_EDITION_NOTICE, REGULAR_PRICE_LABEL } from '../../../kit/model/sales';
import { formatDateLong } from '../../../engine/format';
import { problemAt, problemIn, type Rule, type RuleInput } from './context';
import { readableText } from './readableText';
import { editionTexts } from './texts';

/**
 * An edition in time (kit/model/sales.ts): its dates must fit together, the home page must never
 * point to an edition whose sales have ended, and copy that stays on the page after the early-bird
 * must not still speak of it.
 */

/** How many days ahead editions:check and the build say that the current edition's sales end. */
export const CLOSING_NOTICE_DAYS = 14;

const earlyBirdUntilOf = ({ offer }: LoadedEdition) => (offer.mode === 'early-bird' ? offer.earlyBirdUntil : undefined);

/** Dates that contradict each other: validFrom ≤ earlyBirdUntil ≤ startDate, earlyBirdUntil ≤ salesEnd, validFrom ≤ salesEnd. */
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
      if (salesEnd !== undefined && until > salesEnd) {
        problems.push(problemIn(file, 'offer.earlyBirdUntil', 'dates.early-bird-after-sales-end', { earlyBirdUntil: until, salesEnd }));
      }
    }
    if (salesEnd !== undefined && salesEnd < offer.validFrom) {
      problems.push(problemIn(file, 'salesEnd', 'dates.sales-end-before-valid-from', { salesEnd, validFrom: offer.validFrom }));
    }
    return problems;
  });

/** The edition that should be current instead: the next one to start after it that is not closed (never an older one). */
function successorOf(current: LoadedEdition, editions: LoadedEdition[]): LoadedEdition | undefined {
  return editions
    .filter((edition) => edition.startDate > current.startDate && edition.sales.state !== 'closed')
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
}

/**
 * The current edition as of the day. Only warnings: the clock always wins, so no day may make files that
 * were valid when they were saved fail to build. Closed, its page and the home page say so (kit/model/sales.ts);
 * the warning names the file to make current instead. Its end of sales coming up and its early-bird being
 * over are warnings too.
 */
export const currentDateRules: Rule = (input: RuleInput) => {
  const current = input.editions.filter((edition) => edition.current);
  // Exactly one current edition is rules/current.ts's concern.
  if (current.length !== 1) return [];
  const [edition] = current;
  const today = input.today!;
  const { salesEnd, sales, offer } = edition;
  const instead = successorOf(edition, input.editions)?.file;
  if (sales.state === 'closed' && salesEnd !== undefined) {
    return [problemIn(edition.file, 'salesEnd', 'dates.current-closed', { salesEnd, instead }, 'warning')];
  }
  const problems: ContentProblem[] = [];
  if (salesEnd !== undefined && salesEnd >= today && salesEnd <= addDays(today, CLOSING_NOTICE_DAYS)) {
    const nextNotice = input.site.nextEditionNotice ?? NEXT_EDITION_NOTICE;
    problems.push(problemIn(edition.file, 'salesEnd', 'dates.current-closing', { salesEnd, instead, nextNotice }, 'warning'));
  }
  const until = earlyBirdUntilOf(edition);
  if (offer.mode === 'early-bird' && until !== undefined && today > until) {
    const priceLabel = offer.regularPriceLabel ?? REGULAR_PRICE_LABEL;
    problems.push(problemIn(edition.file, 'offer.earlyBirdUntil', 'dates.early-bird-over', { earlyBirdUntil: until, regularPrice: offer.regularPrice, priceLabel }, 'warning'));
  }
  return problems;
};

/** Early-bird words: „Frühbucher“, „Frühbucherpreis“, „Frühbucher-Rabatt“, „Early Bird“. */
export const EARLY_BIRD_WORD = /fr(?:ü|ue)hbuch\p{L}*(?:-\p{L}+)?|early[\s-]?bird/iu;

/**
 * Texts the page swaps or drops by itself once the early-bird is over (kit/model/sales.ts): the offer,
 * the checkout label, the hero's badges and banner, the solution's button label.
 */
export function goesWithEarlyBird(edition: LoadedEdition, at: string): boolean {
  if (at === 'checkoutCtaLabel' || at.startsWith('offer.') || at === 'closedNotice') return true;
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
  if (at !== 'closedNotice' && goesWithEarlyBird(edition, at)) return true;
  const match = /^sections\[(\d+)\]\.(.+)$/.exec(at);
  const type = match ? edition.sections[Number(match[1])]?.type : undefined;
  return type !== undefined && SALES_PROPS[type]?.test(match![2]) === true;
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
