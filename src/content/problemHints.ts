import { formatReport, germanIssueMessages, type ContentProblem, type ProblemHints } from '#engine/errors';

/** The site's pointers in content messages: where marketers read about the fields and how they check again. */
export const HINT =
  'Hinweis: Jede Zeile nennt Datei → Feld: was erwartet wurde. Die Feldbeschreibungen stehen in docs/marketing/feldreferenz.md; ' +
  'Editoren mit JSON-Schema-Unterstützung zeigen sie beim Tippen. Prüfen mit: npm run editions:check';

export const problemHints: ProblemHints = {
  report: HINT,
  fields: 'Erlaubte Felder stehen in docs/marketing/feldreferenz.md',
};

/** zod error map of the site: German sentences with the site's pointer for an unknown field. */
export const germanIssueMessage = germanIssueMessages(problemHints);

/** Every problem, errors first, then the site's hint. */
export const formatSiteReport = (problems: ContentProblem[]) => formatReport(problems, problemHints);
