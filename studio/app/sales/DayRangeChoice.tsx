import { useId, useState } from 'react';
import styled from 'styled-components';
import { DateInput } from '../form/DateInput';
import { FieldError } from '../ui';
import type { DayRange, DayRangeChoice as Choice } from './dayRange';

/** „Welche Tage“ of „Verkäufe“: all, this week, this month, or from one day to another (TT.MM.JJJJ). */

const CHOICES: Array<{ value: Choice; label: string }> = [
  { value: 'all', label: 'Alle Tage' },
  { value: 'week', label: 'Diese Woche' },
  { value: 'month', label: 'Dieser Monat' },
  { value: 'range', label: 'Zeitraum' },
];

const Box = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend { font-weight: 700; padding: 0; margin-bottom: 0.25rem; }
  .choices { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
  .choices label { display: flex; align-items: center; gap: 0.4rem; min-height: 2.75rem; }
  .choices input { width: 1.25rem; height: 1.25rem; }
  .range { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
  .range label { font-weight: 700; }
  .range > div { display: flex; align-items: center; gap: 0.5rem; }
`;

export interface DayRangeChoiceProps {
  choice: Choice;
  chosen: DayRange;
  onChoice: (choice: Choice) => void;
  onChosen: (range: DayRange) => void;
}

export function DayRangeChoice({ choice, chosen, onChoice, onChosen }: DayRangeChoiceProps) {
  const ids = useId();
  const [problem, setProblem] = useState<string>();
  return (
    <Box>
      <legend>Welche Tage</legend>
      <div className="choices">
        {CHOICES.map(({ value, label }) => (
          <label key={value}>
            <input type="radio" name={`${ids}-tage`} value={value} checked={choice === value} onChange={() => onChoice(value)} />
            {label}
          </label>
        ))}
      </div>
      {choice === 'range' && (
        <div className="range">
          {(['from', 'to'] as const).map((end) => (
            <div key={end}>
              <label htmlFor={`${ids}-${end}`}>{end === 'from' ? 'vom' : 'bis zum'}</label>
              <DateInput
                id={`${ids}-${end}`}
                label={end === 'from' ? 'Erster Tag' : 'Letzter Tag'}
                value={chosen[end] ?? ''}
                required={false}
                aria-describedby={problem ? `${ids}-fehler` : undefined}
                onValue={(day) => onChosen({ ...chosen, [end]: day || undefined })}
                onProblem={setProblem}
              />
            </div>
          ))}
        </div>
      )}
      {problem && <FieldError id={`${ids}-fehler`}>{problem}</FieldError>}
    </Box>
  );
}
