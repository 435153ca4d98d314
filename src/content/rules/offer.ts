import { problemIn, type Rule } from './context';

/** What a single field's schema cannot see: the offer against the start date and the value breakdown. */
export const offerRules: Rule = ({ editions }) =>
  editions.flatMap(({ file, offer, startDate, valueBreakdown }) => {
    const problems = [];
    if (offer.mode === 'early-bird' && offer.price >= offer.regularPrice) {
      problems.push(problemIn(file, 'offer.price', 'offer.early-bird-not-below-regular', { price: offer.price, regularPrice: offer.regularPrice }));
    }
    if (offer.validFrom > startDate) {
      problems.push(problemIn(file, 'offer.validFrom', 'offer.valid-from-after-start', { validFrom: offer.validFrom, startDate }));
    }
    const bonuses = valueBreakdown.flatMap((item, index) => (item.isBonus ? [index] : []));
    if (bonuses.length > 1) problems.push(problemIn(file, `valueBreakdown[${bonuses[1]}].isBonus`, 'value.bonus-twice', { count: bonuses.length }));
    return problems;
  });
