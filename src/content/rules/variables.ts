import type { ContentProblem } from '#engine/errors';
import { variablesIn } from '#engine/textVariables';
import { editionVariables, siteVariables, startVariables } from '../textVariables';
import { problemAt, problemIn, siteFileOf, type Rule } from './context';
import { editionTexts, siteTexts } from './texts';

/** Any date gives the names of the start date variables. */
const startVariableNames = Object.keys(startVariables('2000-01-01'));

/**
 * Text variables (engine/textVariables.ts): each one a text uses must exist where it is used, and an
 * edition's start date is written as a variable, so that a text never keeps an old date. The shared
 * section defaults are edition texts: a default may say `{start}` and each edition fills in its own.
 */
export const variableRules: Rule = (input) => {
  const problems: ContentProblem[] = [];
  const unknown = (known: Record<string, string>, texts: Array<[string, string]>, report: (at: string, name: string, allowed: string) => void) => {
    const allowed = Object.keys(known).map((variable) => `{${variable}}`).join(', ');
    for (const [at, text] of texts) for (const name of variablesIn(text)) if (!Object.hasOwn(known, name)) report(at, name, allowed);
  };
  unknown(siteVariables(input.site), siteTexts(input.site), (at, name, allowed) =>
    problems.push(problemIn(siteFileOf(input), at, 'variable.unknown', { name, siteOnly: startVariableNames.includes(name), allowed })),
  );
  for (const edition of input.editions) {
    const texts = editionTexts(edition);
    unknown(editionVariables(input.site, edition), texts, (at, name, allowed) =>
      problems.push(problemAt(edition, at, 'variable.unknown', { name, siteOnly: false, allowed })),
    );
    // The longest form first: „Montag, 5. Januar 2026“ also holds „5. Januar 2026“.
    const startForms = Object.entries(startVariables(edition.startDate));
    for (const [at, text] of texts) {
      const typed = startForms.find(([, written]) => text.includes(written));
      if (typed) problems.push(problemAt(edition, at, 'variable.start-typed', { written: typed[1], name: typed[0] }));
    }
  }
  return problems;
};
