import { todayInGermany } from '../../../kit/model/sales';
import { allEditionsOf, problemIn, type Rule } from './context';

/** Exactly one edition is current (the home page links to it), and its start should still lie ahead. */
export const currentEditionRules: Rule = (input) => {
  const { editions } = input;
  const problems = [];
  const current = editions.filter((edition) => edition.current);
  // Only meaningful when every edition file could be read: a broken file may be the current one.
  if (input.allEditionsParsed && editions.length > 0 && current.length !== 1) {
    const found = current.map((edition) => edition.file).join(', ') || 'keine';
    problems.push(problemIn(allEditionsOf(input), 'current', 'current.not-exactly-one', { found }));
  }
  if (editions.length === 0 && input.allEditionsParsed) problems.push(problemIn(allEditionsOf(input), '', 'editions.none', {}));
  const today = input.today ?? todayInGermany();
  for (const edition of current) {
    if (edition.startDate < today) problems.push(problemIn(edition.file, 'startDate', 'current.started', { startDate: edition.startDate }, 'warning'));
  }
  return problems;
};
