import type { ContentProblem } from '#engine/errors';
import { formatDateLong } from '#engine/format';
import { sourceOf } from '#engine/resolve';
import { lastSalesDay } from '#kit/model/sales';
import type { LoadedEdition } from '../contentModel';
import { problemIn, type Rule } from './context';
import { dateClaimsIn, type DateMeaning } from './dateClaims';
import { isDay } from './datesInText';
import { editionTexts } from './texts';
import { DATE_FIELDS } from './variables';

/**
 * Dates in copy are checked like amounts (amounts.ts): a start, a first or last day of sales or an early-bird's
 * end that a text writes (dateClaims.ts tells which it means) must be the edition's own, or the page says
 * two things. A variant's page is an edition too (src/content/variants.ts), so its copy is checked the same way.
 */

const CODES = {
  start: 'dates.copy-start',
  salesOpen: 'dates.copy-sales-open',
  salesEnd: 'dates.copy-sales-end',
  earlyBirdEnd: 'dates.copy-early-bird-end',
} as const;

interface Expected {
  /** The day the message names. */
  right: string;
  /** Every day the words may mean: „Anmeldung zum Frühbucherpreis nur bis …“ is the early-bird's end too. */
  accepted: string[];
  /** False where the day follows from another field (no `salesEnd`, no `offer.earlyBirdUntil`). */
  typed: boolean;
}

function expectedDays(edition: LoadedEdition): Partial<Record<DateMeaning, Expected>> {
  const { offer, startDate, salesEnd } = edition;
  const lastDay = lastSalesDay(edition);
  const earlyBirdUntil = offer.mode === 'early-bird' ? offer.earlyBirdUntil : undefined;
  return {
    start: { right: startDate, accepted: [startDate], typed: true },
    salesOpen: { right: offer.validFrom, accepted: [offer.validFrom], typed: true },
    salesEnd: { right: lastDay, accepted: [lastDay, ...(earlyBirdUntil ? [earlyBirdUntil] : [])], typed: salesEnd !== undefined },
    ...(offer.mode === 'early-bird'
      ? { earlyBirdEnd: { right: earlyBirdUntil ?? lastDay, accepted: [earlyBirdUntil ?? lastDay], typed: earlyBirdUntil !== undefined } }
      : {}),
  };
}

/** Fields that are no copy: the dates themselves, ids, images and addresses. */
const isCopy = (at: string) => !DATE_FIELDS.has(at) && !/(?:^|\.)(?:id|src|href|url)$/i.test(at);

export const copyDateRules: Rule = ({ editions }) => {
  const problems: ContentProblem[] = [];
  // A shared default shows on every edition that uses it: one message per text, naming an edition it does not fit.
  const reported = new Set<string>();
  for (const edition of editions) {
    const expected = expectedDays(edition);
    for (const [at, text] of editionTexts(edition)) {
      if (!isCopy(at)) continue;
      for (const claim of dateClaimsIn(text)) {
        const days = expected[claim.meaning];
        if (!days || days.accepted.some((day) => isDay(claim.date, day))) continue;
        const source = sourceOf(edition.sources, at);
        const key = `${source.file} ${source.path} ${claim.shown}`;
        if (source.shared && reported.has(key)) continue;
        reported.add(key);
        const of = source.shared ? `von ${edition.file}` : 'der Edition';
        problems.push(
          problemIn(source.file, source.path, CODES[claim.meaning], { shown: claim.shown, right: formatDateLong(days.right), typed: days.typed, of }),
        );
      }
    }
  }
  return problems;
};
