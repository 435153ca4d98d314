import CalendarDays from 'lucide-react/icons/calendar-days';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDateNumeric } from '#engine/format';
import { IconButton, Input } from '../ui';
import { DateCalendar } from './DateCalendar';
import { dateEntryEvents } from '#kit/ui/dateEntryEvents';
import { judgeDateEntry, MISSING_DATE, readDate, shownDate } from '#kit/model/dateText';

/**
 * A date as TT.MM.JJJJ in a text field, with a calendar beside it: the same in every browser and language.
 * The text is the source of truth. What reads as a day is stored as JJJJ-MM-TT at once; what cannot be read
 * is named through `onProblem` (shown at the field) and the stored value stays as it was until it reads.
 * An entry with the shape of a whole date is named while typing, an unfinished one when the field is left.
 */

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  max-width: 14rem;
  input { flex: 1; min-width: 0; }
  button { flex-shrink: 0; }
`;

export interface DateInputProps {
  id: string;
  /** The field's label, for the calendar's button and heading. */
  label: string;
  /** The stored value (JJJJ-MM-TT, or whatever the file holds). */
  value: unknown;
  required: boolean;
  /** A day that was read (JJJJ-MM-TT), or '' when an optional field is emptied. */
  onValue: (iso: string) => void;
  /** What is wrong with the entry, or undefined once it reads (or is not judged yet). */
  onProblem: (message: string | undefined) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  $invalid?: boolean;
}

export function DateInput({ id, label, value, required, onValue, onProblem, $invalid, ...aria }: DateInputProps) {
  const [text, setText] = useState(() => shownDate(value));
  const [calendar, setCalendar] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus goes back to the calendar's button once the dialog has closed (the page behind a modal dialog takes none).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !calendar) opener.current?.focus();
    wasOpen.current = calendar;
  }, [calendar]);

  // A change from elsewhere (undo, reload, a take-over) shows in the field, unless the field holds an entry
  // that does not read yet: the marketer corrects it where they typed it.
  useEffect(() => {
    setText((current) => {
      if (current.trim() === '') return value === undefined || value === '' ? current : shownDate(value);
      const reading = readDate(current);
      if (!reading.ok) return current;
      return reading.iso === value ? current : shownDate(value);
    });
  }, [value]);

  /** Judges the text; `leaving`: the marketer is done with it, so an unfinished entry is named too. */
  const judge = (next: string, leaving: boolean) => {
    const entry = judgeDateEntry(next, leaving);
    if (entry.empty) {
      if (required) onProblem(leaving ? MISSING_DATE : undefined);
      else {
        onProblem(undefined);
        if (value !== undefined) onValue('');
      }
      return;
    }
    onProblem(entry.problem);
    if (!entry.iso) return;
    if (entry.iso !== value) onValue(entry.iso);
    if (leaving) setText(formatDateNumeric(entry.iso));
  };

  // The calendar opens on the day the text names, else on the stored day (the text does not read yet), else today.
  const reading = readDate(text);
  const stored = typeof value === 'string' ? readDate(value) : undefined;
  const calendarDay = reading.ok ? reading.iso : stored?.ok ? stored.iso : undefined;
  return (
    <Line>
      <Input id={id} type="text" autoComplete="off" spellCheck={false} value={text} $invalid={$invalid} {...aria} {...dateEntryEvents(setText, judge)} />
      <IconButton
        ref={opener}
        type="button"
        aria-label={`Kalender öffnen: ${label}`}
        title="Im Kalender wählen"
        aria-haspopup="dialog"
        aria-expanded={calendar}
        onClick={() => setCalendar(true)}
      >
        <CalendarDays size={20} aria-hidden="true" />
      </IconButton>
      <DateCalendar
        open={calendar}
        label={label}
        value={calendarDay}
        onPick={(day) => {
          setText(formatDateNumeric(day));
          judge(day, true);
          setCalendar(false);
        }}
        onClose={() => setCalendar(false)}
      />
    </Line>
  );
}
