import type { ContentProblem } from '../../../engine/errors';
import { formatEuro } from '../../../engine/format';
import { variablesIn } from '../../../engine/textVariables';
import { savings } from '../../../kit/model/offer';
import type { LoadedEdition } from '../contentModel';
import { amountsIn } from './amounts';
import { problemAt, type Rule } from './context';
import { earlyBirdEndsOn, goesWithEarlyBird } from './dates';
import { editionTexts } from './texts';

/**
 * A price claim must be true on every day its text is shown (§ 5 and § 5b UWG, PAngV). An edition whose
 * early-bird ends before its sales do passes through two prices; copy that stays on the page after the
 * early-bird (everything but the hero's badges and banner, the button labels and the offer itself) must not
 * name the early-bird price, the saving or a „statt“ comparison, or it turns false on the day after
 * `offer.earlyBirdUntil`. The state variables ({preis}, {preisStatt}) say the same and stay true.
 */

/** „statt 399 €“, „statt {regulärerPreis}“, „399 € statt“: a comparison with another price. */
const COMPARISON = /\bstatt\s+(?:nur\s+|regulär\s+)?(?:\{[^{}]+\}|[€\d]|eur)|(?:€|euro|eur|\})\s*statt\b/iu;

function claimsInStayingText(edition: LoadedEdition, at: string, text: string, falseFrom: string): ContentProblem[] {
  const { offer } = edition;
  if (offer.mode !== 'early-bird') return [];
  const saved = savings(offer);
  const problems: ContentProblem[] = [];
  for (const amount of amountsIn(text)) {
    if (amount.value === offer.price) {
      problems.push(problemAt(edition, at, 'claims.price-after-early-bird', { shown: amount.shown, falseFrom, regular: formatEuro(offer.regularPrice) }));
    } else if (amount.value === saved) {
      problems.push(problemAt(edition, at, 'claims.saving-after-early-bird', { shown: amount.shown, falseFrom }));
    }
  }
  if (variablesIn(text).includes('ersparnis')) problems.push(problemAt(edition, at, 'claims.saving-after-early-bird', { shown: '{ersparnis}', falseFrom }));
  const comparison = COMPARISON.exec(text.normalize('NFKC'))?.[0];
  if (comparison) problems.push(problemAt(edition, at, 'claims.comparison-after-early-bird', { shown: comparison, falseFrom }));
  return problems;
}

export const priceClaimRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const falseFrom = earlyBirdEndsOn(edition);
    if (falseFrom === undefined) return [];
    return editionTexts(edition)
      .filter(([at]) => !goesWithEarlyBird(edition, at))
      .flatMap(([at, text]) => claimsInStayingText(edition, at, text, falseFrom));
  });
