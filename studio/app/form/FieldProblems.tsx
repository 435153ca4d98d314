import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useContext } from 'react';
import type { StudioProblem } from '#studio/shared/apiTypes';
import { ErrorText, VisuallyHidden, WarningText } from '../ui';
import { editionProblemWords } from '../editor/problemWords';
import { FormContext } from './FormContext';

export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** The problems `editions:check` reports for exactly this field, next to it. */
export function FieldProblems({ id, problems }: { id: string; problems: StudioProblem[] }) {
  const form = useContext(FormContext);
  if (problems.length === 0) return null;
  const words = form ? editionProblemWords(form.setup, form.draft) : (message: string) => message;
  return (
    <div id={id}>
      {problems.map((problem, index) =>
        problem.severity === 'error' ? (
          <ErrorText key={index}>
            <CircleAlert size={18} aria-hidden="true" style={{ marginTop: '0.15rem' }} />
            <span>
              <VisuallyHidden>Fehler: </VisuallyHidden>
              {words(problem.message)}
              {problem.shared && ' (im gemeinsamen Text in site.json)'}
            </span>
          </ErrorText>
        ) : (
          <WarningText key={index}>Hinweis: {words(problem.message)}</WarningText>
        ),
      )}
    </div>
  );
}
