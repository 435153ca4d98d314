import type { ContentProblem } from '#engine/errors';
import { formatDateLong } from '#engine/format';
import { addDays, firstDayWithoutSales, lastSalesDay, nextToOpen, promotedOn, NEXT_EDITION_NOTICE, REGULAR_PRICE_LABEL } from '#kit/model/sales';
import type { LoadedEdition } from '../contentModel';
import { ALL_EDITIONS_PATH, problemIn, type Rule, type RuleInput } from './context';

/**
 * The calendar as a whole: which edition the home page promotes follows from the files' dates
 * (kit/model/sales.ts), so nobody flips a switch on the day. What can go wrong is a gap: days on which
 * nothing sells. Only warnings: the clock always wins, so no day may make files that were valid when they
 * were saved fail to build.
 */

/** How many days ahead editions:check, the build, the studio and the publish review warn that nothing will sell. */
export const NOTHING_TO_SELL_NOTICE_DAYS = 14;

/** The edition whose sales ended last before `day` (where the gap begins), if any. */
const endingBefore = (editions: LoadedEdition[], day: string) =>
  editions.filter((edition) => lastSalesDay(edition) < day).sort((a, b) => lastSalesDay(b).localeCompare(lastSalesDay(a)))[0];

function gapWarning(input: RuleInput, day: string): ContentProblem {
  const { editions, today } = input;
  const opening = nextToOpen(editions, addDays(day, -1));
  const params = {
    day: formatDateLong(day),
    today: day === today,
    opening: opening && { file: opening.file, day: formatDateLong(opening.offer.validFrom) },
    nextNotice: input.site.nextEditionNotice ?? NEXT_EDITION_NOTICE,
  };
  // The field to change: the next edition's first day of sale when one opens after the gap (move it earlier), else
  // the last day of the edition whose sales end before it (or a new edition, which the message says).
  if (opening) return problemIn(opening.file, 'offer.validFrom', 'calendar.nothing-to-sell', params, 'warning');
  const ended = endingBefore(editions, day);
  if (ended) return problemIn(ended.file, ended.salesEnd === undefined ? 'startDate' : 'salesEnd', 'calendar.nothing-to-sell', params, 'warning');
  return problemIn(ALL_EDITIONS_PATH, '', 'calendar.nothing-to-sell', params, 'warning');
}

export const calendarRules: Rule = (input) => {
  const { editions } = input;
  if (!input.allEditionsParsed) return [];
  if (editions.length === 0) return [problemIn(ALL_EDITIONS_PATH, '', 'editions.none', {})];
  const today = input.today!;
  const problems: ContentProblem[] = [];
  const gap = firstDayWithoutSales(editions, today, addDays(today, NOTHING_TO_SELL_NOTICE_DAYS));
  if (gap !== undefined) problems.push(gapWarning(input, gap));
  // The promoted edition's early-bird is over: the home page names the regular price now.
  const promoted = promotedOn(editions, today);
  if (promoted?.offer.mode === 'early-bird' && promoted.offer.earlyBirdUntil !== undefined && today > promoted.offer.earlyBirdUntil) {
    const { earlyBirdUntil, regularPrice, regularPriceLabel } = promoted.offer;
    problems.push(
      problemIn(
        promoted.file,
        'offer.earlyBirdUntil',
        'dates.early-bird-over',
        { earlyBirdUntil, regularPrice, priceLabel: regularPriceLabel ?? REGULAR_PRICE_LABEL },
        'warning',
      ),
    );
  }
  return problems;
};
