import { editionKeyOfPath } from '#src/content/editionFile';
import type { StudioProblem } from '#studio/shared/apiTypes';
import { Button } from '../ui';

/**
 * „… öffnen“ for each edition an approval's check found errors in: the editor shows each error at its field.
 * Site settings have no form of their own, so they are named in the message only.
 */

/** The editions (keys) the problems are in, each once. */
const editionsOf = (problems: StudioProblem[] | undefined): string[] => [
  ...new Set((problems ?? []).map((problem) => editionKeyOfPath(problem.file)).filter((key): key is string => key !== undefined)),
];

/** The name a problem gives its edition („Frühlings-Edition 2027, Angebot › Preis“ → „Frühlings-Edition 2027“), else the key. */
const nameOf = (key: string, problems: StudioProblem[]) => problems.find((problem) => editionKeyOfPath(problem.file) === key)?.place?.split(', ')[0] ?? key;

export function OpenEditions({ problems, onOpen }: { problems: StudioProblem[]; onOpen: (key: string) => void }) {
  return (
    <div>
      {editionsOf(problems).map((key) => (
        <Button key={key} type="button" onClick={() => onOpen(key)}>
          {nameOf(key, problems)} öffnen und Fehler beheben
        </Button>
      ))}
    </div>
  );
}
