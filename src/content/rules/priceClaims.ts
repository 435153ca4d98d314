import type { ContentProblem } from '../../../engine/errors';
import { formatDateLong, formatEuro } from '../../../engine/format';
import { addDays } from '../../../kit/model/sales';
import { variablesIn } from '../../../engine/textVariables';
import { savings } from '../../../kit/model/offer';
import type { LoadedEdition } from '../contentModel';
import { amountsIn } from './amounts';
import { problemAt, type Rule } from './context';
import { earlyBirdEndsOn, goesWithEarlyBird, goesWithSales } from './dates';
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
      problems.push(problemAt(edition, at, 'claims.price-after-early-bird', { shown: amount.shown, falseFrom, early: formatEuro(offer.price), regular: formatEuro(offer.regularPrice) }));
    } else if (amount.value === saved) {
      problems.push(problemAt(edition, at, 'claims.saving-after-early-bird', { shown: amount.shown, falseFrom }));
    }
  }
  if (variablesIn(text).includes('ersparnis')) problems.push(problemAt(edition, at, 'claims.saving-after-early-bird', { shown: '{ersparnis}', falseFrom }));
  const comparison = COMPARISON.exec(text.normalize('NFKC'))?.[0];
  if (comparison) {
    problems.push(problemAt(edition, at, 'claims.comparison-after-early-bird', { shown: comparison, falseFrom, early: formatEuro(offer.price), regular: formatEuro(offer.regularPrice) }));
  }
  return problems;
}

/** The price variables: each names a price, which a closed page no longer offers. */
const PRICE_VARIABLES = ['preis', 'preisStatt', 'regulärerPreis', 'ersparnis'];

/**
 * After `salesEnd` the page stays online and says that registration is closed; a text that stays on it must
 * not still offer a price („Jetzt für 499 € dabei sein“ in an FAQ answer). The price card, the buttons, the
 * hero's badges, banner and subtitle go with the sales by themselves.
 */
function claimsOnClosedPage(edition: LoadedEdition, at: string, text: string, closedFrom: string): ContentProblem[] {
  const { offer } = edition;
  const prices = new Set([offer.price, ...(offer.mode === 'early-bird' ? [offer.regularPrice, savings(offer)] : [])]);
  const shown =
    amountsIn(text).find((amount) => prices.has(amount.value))?.shown ??
    variablesIn(text).find((name) => PRICE_VARIABLES.includes(name))?.replace(/^(.*)$/, '{$1}') ??
    COMPARISON.exec(text.normalize('NFKC'))?.[0];
  return shown ? [problemAt(edition, at, 'claims.price-after-sales-end', { shown, closedFrom })] : [];
}

export const priceClaimRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const falseFrom = earlyBirdEndsOn(edition);
    const closedFrom = edition.salesEnd === undefined ? undefined : formatDateLong(addDays(edition.salesEnd, 1));
    return editionTexts(edition)
      .filter(([at]) => !goesWithEarlyBird(edition, at))
      .flatMap(([at, text]) => {
        // One problem per text: the first day it turns false.
        const afterEarlyBird = falseFrom === undefined ? [] : claimsInStayingText(edition, at, text, falseFrom);
        if (afterEarlyBird.length > 0 || closedFrom === undefined || goesWithSales(edition, at)) return afterEarlyBird;
        return claimsOnClosedPage(edition, at, text, closedFrom);
      });
  });
