import type { ContentProblem } from '#engine/errors';
import { sourceOf } from '#engine/resolve';
import type { LoadedEdition } from '../contentModel';
import { bonusValue, savings, totalValue } from '#kit/model/offer';
import { problemIn, SITE_FILE_PATH, type Rule } from './context';
import { euro } from './messages';
import { DASH, readableText } from './readableText';
import { editionTexts, siteTexts } from './texts';

/**
 * A euro amount as German copy writes it: „1.200 €“, „399 Euro“, „€ 99“, „100 EUR“, „EUR399“, „39,00 €“, the
 * dash forms for whole euros with any dash („39,– €“, „39,— €“, „39,-- €“, „39.- €“, „39,- EUR“), and the
 * compounds „399-Euro-Paket“ and „100-Euro-Rabatt“. The text is read as a reader sees it first (readableText.ts):
 * full-width digits, no-break spaces and runs of spaces count as what they look like.
 */
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2})(?!\d)|[,.]${DASH}{1,2}(?!\d))?`;
const CURRENCY = String.raw`(?<!\p{L})(?:€|euro(?!\p{L})|eur(?!\p{L}))`;
const EURO_AMOUNT = new RegExp(String.raw`${CURRENCY}[\s-]?${NUMBER}|${NUMBER}(?:\s|${DASH})?${CURRENCY}`, 'giu');

export function amountsIn(text: string): Array<{ shown: string; value: number }> {
  return [...readableText(text).matchAll(EURO_AMOUNT)].map((match) => {
    const whole = (match[1] ?? match[3]).replace(/\./g, '');
    const cents = match[2] ?? match[4] ?? '0';
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
  const siteFile = SITE_FILE_PATH;
  // Shared texts appear on every edition page that uses them, so they must fit each of those editions;
  // one message per text is enough, naming an edition it does not fit.
  const reported = new Set<string>();
  const reportShared = (file: string, at: string, shown: string, edition: LoadedEdition, known: string) => {
    if (reported.has(`${file} ${at}`)) return;
    reported.add(`${file} ${at}`);
    problems.push(problemIn(file, at, 'amount.unknown', { shown, where: `von ${edition.file}`, known }));
  };
  for (const edition of input.editions) {
    unknownAmounts(editionTexts(edition), edition, (at, shown, known) => {
      const source = sourceOf(edition.sources, at);
      if (source.shared) reportShared(source.file, source.path, shown, edition, known);
      else problems.push(problemIn(source.file, source.path, 'amount.unknown', { shown, where: 'der Edition', known }));
    });
  }
  for (const edition of input.editions) {
    unknownAmounts(siteTexts(input.site), edition, (at, shown, known) => reportShared(siteFile, at, shown, edition, known));
  }
  return problems;
};
