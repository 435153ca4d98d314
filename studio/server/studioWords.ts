import type { ContentProblem } from '#engine/errors';
import type { ContentReport } from '#src/content/loadContent';

/**
 * The content check speaks to whoever runs it; in the studio, a marketer with a browser reads it. A hint that
 * names a command becomes what to do in the studio instead.
 */

const IN_THE_STUDIO: Array<{ code: string; command: RegExp; studio: string }> = [
  {
    code: 'calendar.nothing-to-sell',
    command: /Mit „npm run edition:new“ die nächste Edition anlegen/,
    studio: 'In der Liste der Editionen unter „Neue Edition anlegen“ die nächste Edition anlegen (Rolle „Redaktion“)',
  },
];

export function inStudioWords(problem: ContentProblem): ContentProblem {
  const hint = IN_THE_STUDIO.find((candidate) => candidate.code === problem.code && candidate.command.test(problem.message));
  return hint ? { ...problem, message: problem.message.replace(hint.command, hint.studio) } : problem;
}

export const reportInStudioWords = (report: ContentReport): ContentReport => ({ ...report, problems: report.problems.map(inStudioWords) });
