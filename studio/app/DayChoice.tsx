import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateLong } from '../../engine/format';
import type { TimelineEntry } from '../../kit/model/timeline';
import { DateInput } from './form/DateInput';
import { ErrorText, Help, VisuallyHidden } from './ui';

/**
 * „Stand am Tag“ beside the preview: the edition's timeline (the coming days on which its page changes by
 * itself, as `editions:check` prints it), each day a quick choice, and any other day by date. The preview
 * then shows the page as `npm run build -- --today <Tag>` would build it.
 */

export interface DayChoiceProps {
  /** The chosen day (JJJJ-MM-TT); empty: today. */
  chosen: string;
  /** Today as the check sees it; unknown until the first check has answered. */
  today?: string;
  /** The day the preview shows now. */
  shown?: string;
  timeline: TimelineEntry[];
  onChoose: (day: string) => void;
}

const Box = styled.details`
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  padding: 0.4rem 0.75rem;
  summary { cursor: pointer; font-weight: 700; min-height: 2.25rem; display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
  summary .shown { font-weight: 400; color: ${({ theme }) => theme.color.inkMuted}; }
  .inside { display: grid; gap: 0.6rem; padding: 0.4rem 0 0.5rem; }
  .date { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
  label { margin: 0; font-weight: 700; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
  ol button { width: 100%; min-height: 2.5rem; padding: 0.35rem 0.6rem; font: inherit; text-align: left; color: ${({ theme }) => theme.color.ink}; background: ${({ theme }) => theme.color.sand}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.sm}; cursor: pointer; }
  ol button[aria-pressed='true'] { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; border-color: ${({ theme }) => theme.color.sea}; }
  ol button strong { display: block; }
`;

export function DayChoice({ chosen, today, shown, timeline, onChoose }: DayChoiceProps) {
  const ids = useId();
  // A day typed that cannot be read: named here, and the preview stays on the day it shows.
  const [problem, setProblem] = useState<string>();
  const showing = shown && shown !== today ? formatDateLong(shown) : 'heute';
  // Each change holds until the next one: a chosen day between two shows the earlier change's state.
  const standing = chosen ? timeline.filter((entry) => entry.day <= chosen).at(-1)?.day : undefined;
  return (
    <Box>
      <summary>
        Stand am Tag: <span className="shown" data-preview-day="">{showing}</span>
      </summary>
      <div className="inside">
        <div className="date">
          <label htmlFor={`${ids}-tag`}>Tag</label>
          <DateInput
            id={`${ids}-tag`}
            label="Tag der Vorschau"
            value={chosen || today}
            // Emptied, the field waits for a day rather than jumping back to today („Heute“ does that).
            required
            aria-describedby={problem ? `${ids}-fehler` : undefined}
            aria-invalid={problem ? true : undefined}
            $invalid={Boolean(problem)}
            onValue={(day) => onChoose(day === today ? '' : day)}
            onProblem={setProblem}
          />
        </div>
        {problem && (
          <ErrorText id={`${ids}-fehler`}>
            <VisuallyHidden>Fehler: </VisuallyHidden>
            {problem}
          </ErrorText>
        )}
        <ol aria-label="Zeitplan dieser Edition">
          <li>
            <button type="button" aria-pressed={!chosen} onClick={() => onChoose('')}>
              <strong>Heute{today ? ` (${formatDateLong(today)})` : ''}</strong>
            </button>
          </li>
          {timeline.map((entry) => (
            <li key={entry.day}>
              <button type="button" aria-pressed={standing === entry.day} onClick={() => onChoose(entry.day)}>
                <strong>ab {formatDateLong(entry.day)}</strong>
                {entry.change}
              </button>
            </li>
          ))}
        </ol>
        <Help>
          {timeline.length === 0
            ? 'Nach heute ändert sich diese Seite nicht mehr von selbst (kein Verkaufsstart, Frühbucher-Ende oder Verkaufsende steht bevor). Jeder andere Tag lässt sich oben wählen.'
            : 'An diesen Tagen ändert sich die Seite von selbst (wie npm run editions:check es ankündigt). Die Vorschau zeigt den gewählten Tag so, wie der Build für diesen Tag die Seite baut.'}
        </Help>
      </div>
    </Box>
  );
}
