import type { core } from 'zod';
import { formatReport, germanIssueMessages, type ContentProblem, type ProblemHints } from '#engine/errors';
import { dayMeant } from '#kit/model/dateText';

/** The site's pointers in content messages: where marketers read about the fields and how they check again. */
export const HINT =
  'Hinweis: Jede Zeile nennt Datei → Feld: was erwartet wurde. Die Feldbeschreibungen stehen in docs/marketing/feldreferenz.md; ' +
  'Editoren mit JSON-Schema-Unterstützung zeigen sie beim Tippen. Prüfen mit: npm run editions:check';

export const problemHints: ProblemHints = {
  report: HINT,
  fields: 'Erlaubte Felder stehen in docs/marketing/feldreferenz.md',
};

const issueMessage = germanIssueMessages(problemHints);

/**
 * zod error map of the site: German sentences with the site's pointer for an unknown field, and for a date
 * written as a reader writes it („12.04.2027“) the same day in the form the file needs.
 */
export const germanIssueMessage = (issue: core.$ZodRawIssue): string | undefined => {
  const message = issueMessage(issue);
  if (issue.code !== 'invalid_format' || issue.format !== 'date' || typeof issue.input !== 'string') return message;
  const meant = dayMeant(issue.input);
  return meant ? `${message}; für diesen Tag bitte „${meant}“ schreiben` : message;
};

/** Every problem, errors first, then the site's hint. */
export const formatSiteReport = (problems: ContentProblem[]) => formatReport(problems, problemHints);
