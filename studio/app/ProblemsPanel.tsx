import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import styled from 'styled-components';
import type { StudioProblem } from '../shared/apiTypes';
import { controlHeight, tileButton } from './ui';

/** Every problem and warning of the check at once, each a way to its field. */

const Panel = styled.details<{ $errors: boolean }>`
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ $errors, theme }) => ($errors ? theme.color.ctaHover : theme.color.border)};
  background: ${({ $errors, theme }) => ($errors ? theme.accent.rose.background : theme.color.surface)};
  > summary {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    cursor: pointer;
    font-weight: 700;
  }
  ul { list-style: none; margin: 0; padding: 0 0.5rem 0.75rem; display: grid; gap: 0.25rem; }
  button {
    ${tileButton}
    display: flex;
    gap: 0.5rem;
    min-height: ${controlHeight};
    padding: 0.4rem 0.5rem;
    svg { margin-top: 0.2rem; }
  }
  small { display: block; color: ${({ theme }) => theme.color.inkMuted}; font-size: 0.875rem; }
  p { padding: 0 1rem 0.75rem; font-size: 0.9375rem; }
`;

interface ProblemsPanelProps {
  problems: StudioProblem[];
  /** The German name of where a field is („Angebot und Preis › Frühbucherpreis“). */
  placeOf: (problem: StudioProblem) => string;
  /** A message in the form's words (German dates, fields by their labels). */
  wordsOf: (message: string) => string;
  onGo: (problem: StudioProblem) => void;
  checking: boolean;
}

export function ProblemsPanel({ problems, placeOf, wordsOf, onGo, checking }: ProblemsPanelProps) {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.filter((problem) => problem.severity === 'warning');
  const count = (number: number, one: string, many: string) => `${number} ${number === 1 ? one : many}`;
  const summary =
    errors.length === 0 && warnings.length === 0
      ? 'Keine Fehler, keine Hinweise'
      : [
          errors.length > 0 ? count(errors.length, 'Fehler', 'Fehler') : 'Keine Fehler',
          warnings.length > 0 ? count(warnings.length, 'Hinweis', 'Hinweise') : '',
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <Panel $errors={errors.length > 0} data-problems="">
      <summary>
        {errors.length > 0 ? <CircleAlert size={20} aria-hidden="true" /> : <CircleCheck size={20} aria-hidden="true" />}
        Prüfung: {summary}
        {checking && <span style={{ fontWeight: 400 }}> (wird geprüft …)</span>}
      </summary>
      {problems.length > 0 && (
        <>
          <p>Dieselbe Prüfung wie vor jeder Veröffentlichung. Fehler verhindern das Speichern, Hinweise nicht.</p>
          <ul>
            {[...errors, ...warnings].map((problem, index) => (
              <li key={index}>
                <button type="button" onClick={() => onGo(problem)}>
                  {problem.severity === 'error' ? <CircleAlert size={18} aria-hidden="true" color="#8C3424" /> : <Info size={18} aria-hidden="true" />}
                  <span>
                    <strong>{problem.severity === 'error' ? 'Fehler' : 'Hinweis'}: </strong>
                    {placeOf(problem)} – {wordsOf(problem.message)}
                    {problem.severity === 'error' && !problem.blocking && (
                      <small>War schon vorher in der gespeicherten Fassung; hält das Speichern nicht auf, aber das Veröffentlichen.</small>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
