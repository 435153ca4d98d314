import type { ContentProblem } from '#engine/errors';
import { variablesIn } from '#engine/textVariables';
import { editionVariables, siteVariables, startVariables } from '../textVariables';
import { problemAt, problemIn, SITE_FILE_PATH, type Rule } from './context';
import { editionTexts, siteTexts } from './texts';
import { writtenDateIn, type DateSpelling } from './writtenDates';

/** Any date gives the names of the start date variables. */
const startVariableNames = Object.keys(startVariables('2000-01-01'));

/** The variable that writes the start the way a typed date spells it; figures and the ISO form become „12.04.27“. */
const VARIABLE_FOR: Record<DateSpelling, keyof ReturnType<typeof startVariables>> = {
  weekday: 'start',
  long: 'startDatum',
  numeric: 'startKurz',
  iso: 'startKurz',
};

/** The date fields: they hold days in ISO form, not copy. */
export const DATE_FIELDS = new Set(['startDate', 'salesEnd', 'offer.validFrom', 'offer.earlyBirdUntil']);

/**
 * Text variables (engine/textVariables.ts): each one a text uses must exist where it is used, and an
 * edition's start date is written as a variable, in any spelling (writtenDates.ts), so that a text never keeps an old date. The shared
 * section defaults are edition texts: a default may say `{start}` and each edition fills in its own.
 */
export const variableRules: Rule = (input) => {
  const problems: ContentProblem[] = [];
  const unknown = (known: Record<string, string>, texts: Array<[string, string]>, report: (at: string, name: string, allowed: string) => void) => {
    const allowed = Object.keys(known)
      .map((variable) => `{${variable}}`)
      .join(', ');
    for (const [at, text] of texts) for (const name of variablesIn(text)) if (!Object.hasOwn(known, name)) report(at, name, allowed);
  };
  unknown(siteVariables(input.site), siteTexts(input.site), (at, name, allowed) =>
    problems.push(problemIn(SITE_FILE_PATH, at, 'variable.unknown', { name, siteOnly: startVariableNames.includes(name), allowed })),
  );
  for (const edition of input.editions) {
    const texts = editionTexts(edition);
    unknown(editionVariables(input.site, edition), texts, (at, name, allowed) =>
      problems.push(problemAt(edition, at, 'variable.unknown', { name, siteOnly: false, allowed })),
    );
    const forms = startVariables(edition.startDate);
    for (const [at, text] of texts) {
      // The date fields hold the start itself (or another day) in ISO form: they are not copy.
      if (DATE_FIELDS.has(at)) continue;
      const typed = writtenDateIn(text, edition.startDate);
      if (!typed) continue;
      const name = VARIABLE_FOR[typed.spelling];
      problems.push(problemAt(edition, at, 'variable.start-typed', { written: typed.written, name, shows: forms[name] }));
    }
  }
  return problems;
};
