import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateLong } from '#engine/format';
import type { TimelineEntry } from '#kit/model/timeline';
import { DateInput } from './form/DateInput';
import { FieldError, Help } from './ui';

/**
 * „Stand am Tag“ beside the preview: the edition's timeline (every day on which its page changes by itself,
 * or the home page takes it up or leaves it, past days included), each day a quick choice, today among them,
 * and any other day by date. The preview then shows the page as `npm run build -- --today <Tag>` would build it.
 */

export interface DayChoiceProps {
  /** The chosen day (JJJJ-MM-TT); empty: today. */
  chosen: string;
  /** Today as the check sees it; unknown until the first check has answered. */
  today?: string;
  /** The day the preview shows now; undefined while it shows none. */
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
  /* Past and coming days can be many: the list scrolls rather than squeeze the page below it. */
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; max-height: min(16rem, 35vh); overflow-y: auto; }
  ol button { width: 100%; min-height: 2.5rem; padding: 0.35rem 0.6rem; font: inherit; text-align: left; color: ${({ theme }) => theme.color.ink}; background: ${({ theme }) => theme.color.sand}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.sm}; cursor: pointer; }
  ol button[aria-pressed='true'] { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; border-color: ${({ theme }) => theme.color.sea}; }
  ol button strong, ol button .change { display: block; }
`;

export function DayChoice({ chosen, today, shown, timeline, onChoose }: DayChoiceProps) {
  const ids = useId();
  // A day typed that cannot be read: named here, and the preview stays on the day it shows.
  const [problem, setProblem] = useState<string>();
  const days = [...new Set(timeline.map((entry) => entry.day))];
  // Each change holds until the next one: a chosen day between two shows the earlier change's state.
  const standing = chosen ? days.filter((day) => day <= chosen).at(-1) : undefined;
  // Today among the days, where it falls in time.
  const past = today ? days.filter((day) => day <= today) : [];
  const coming = days.filter((day) => !past.includes(day));
  const choice = (day: string) => (
    <li key={day}>
      <button type="button" aria-pressed={chosen ? standing === day : day === today} onClick={() => onChoose(day === today ? '' : day)}>
        <strong>{day === today ? `Heute (${formatDateLong(day)})` : `ab ${formatDateLong(day)}`}</strong>
        {timeline
          .filter((entry) => entry.day === day)
          .map((entry) => (
            <span key={entry.page} className="change">
              {entry.page === '/' ? entry.change : `${entry.page} ${entry.change}`}
            </span>
          ))}
      </button>
    </li>
  );
  return (
    <Box>
      <summary>
        Stand am Tag:{' '}
        <span className="shown" data-preview-day={shown ?? ''}>
          {chosen ? formatDateLong(chosen) : 'heute'}
        </span>
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
        {problem && <FieldError id={`${ids}-fehler`}>{problem}</FieldError>}
        <ol aria-label="Zeitplan dieser Edition">
          {past.map(choice)}
          {!past.includes(today ?? '') && (
            <li>
              <button type="button" aria-pressed={!chosen} onClick={() => onChoose('')}>
                <strong>Heute{today ? ` (${formatDateLong(today)})` : ''}</strong>
              </button>
            </li>
          )}
          {coming.map(choice)}
        </ol>
        <Help>
          {days.length === 0
            ? 'Diese Seite ändert sich nicht von selbst (kein Verkaufsstart, Frühbucher-Ende oder Verkaufsende). Jeder Tag lässt sich oben wählen.'
            : 'An diesen Tagen ändert sich die Seite oder die Startseite von selbst, auch an vergangenen. Die Vorschau zeigt den gewählten Tag so, wie der Build für diesen Tag die Seite aus den heutigen Dateien baut; jeder andere Tag lässt sich oben wählen.'}
        </Help>
      </div>
    </Box>
  );
}
