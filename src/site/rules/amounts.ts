import type { ContentProblem } from '../../../engine/errors';
import type { LoadedEdition } from '../loadContent';
import { bonusValue, savings, totalValue } from '../offer';
import { problemAt, problemIn, siteFileOf, type Rule } from './context';
import { euro } from './messages';
import { editionTexts, siteTexts } from './texts';

/** A euro amount typed into a text: „1.200 €“, „399 Euro“, „€ 99“, „100 EUR“ (with or without cents). */
const EURO_AMOUNT = /€\s?(\d{1,3}(?:\.\d{3})+|\d+)(,\d{1,2})?|(\d{1,3}(?:\.\d{3})+|\d+)(,\d{1,2})?\s?(?:€|Euro\b|EUR\b)/g;

function amountsIn(text: string): Array<{ shown: string; value: number }> {
  return [...text.matchAll(EURO_AMOUNT)].map((match) => {
    const whole = (match[1] ?? match[3]).replace(/\./g, '');
    const cents = (match[2] ?? match[4] ?? ',0').slice(1);
    return { shown: match[0], value: Number(`${whole}.${cents}`) };
  });
}

/**
 * Every figure an edition states comes from its config: price, regular price, savings, the total
 * value (the sum of `valueBreakdown`, shown as „1.200 €+“) and the parts of it. There is no field for
 * a stated total, so it cannot disagree; an amount typed into a text must be one of these figures.
 */
function figuresOf(edition: LoadedEdition): Array<[string, number]> {
  const { offer, valueBreakdown } = edition;
  const figures: Array<[string, number]> = [[offer.mode === 'early-bird' ? 'Frühbucherpreis' : 'Preis', offer.price]];
  if (offer.mode === 'early-bird') figures.push(['regulärer Preis', offer.regularPrice], ['Ersparnis', savings(offer)]);
  figures.push(['Gesamtwert', totalValue(valueBreakdown)], ['Bonus', bonusValue(valueBreakdown)]);
  for (const item of valueBreakdown) figures.push([item.label, item.amount]);
  return figures;
}

function unknownAmounts(texts: Array<[string, string]>, edition: LoadedEdition, report: (at: string, shown: string, known: string) => void) {
  const figures = figuresOf(edition);
  for (const [at, text] of texts) {
    for (const amount of amountsIn(text)) {
      if (figures.some(([, value]) => value === amount.value)) continue;
      report(at, amount.shown, figures.map(([label, value]) => `${label} ${euro(value)}`).join(', '));
    }
  }
}

/** Amounts in an edition's texts (its own and the shared copy it shows), and in the site's texts, which every edition shows. */
export const amountRules: Rule = (input) => {
  const problems: ContentProblem[] = [];
  const siteFile = siteFileOf(input);
  for (const edition of input.editions) {
    unknownAmounts(editionTexts(edition), edition, (at, shown, known) =>
      problems.push(problemAt(edition, at, 'amount.unknown', { shown, where: 'der Edition', known })),
    );
  }
  // Shared texts appear on every edition page, so they must fit every edition; one message per text is enough.
  const reported = new Set<string>();
  for (const edition of input.editions) {
    unknownAmounts(siteTexts(input.site), edition, (at, shown, known) => {
      if (reported.has(at)) return;
      reported.add(at);
      problems.push(problemIn(siteFile, at, 'amount.unknown', { shown, where: `von ${edition.file}`, known }));
    });
  }
  return problems;
};
