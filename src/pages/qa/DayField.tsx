import { useEffect, useState } from 'react';
import { formatDateNumeric } from '#engine/format';
import { dateEntryEvents } from '#kit/ui/dateEntryEvents';
import { judgeDateEntry, MISSING_DATE, readDate, shownDate } from '#kit/model/dateText';

/**
 * The QA page's „Stand am Tag“ as a TT.MM.JJJJ text field: the same in every browser language (a native date
 * control shows mm/dd/yyyy in an English browser). It reads dates like the studio's date fields
 * (kit/model/dateText.ts): a day that reads is chosen at once; what does not is named below the field
 * (an unfinished entry once the field is left), and the day shown stays as it was.
 */

export interface DayFieldProps {
  id: string;
  /** The day shown (JJJJ-MM-TT). */
  value: string;
  /** Further descriptions of the field (the page's hint on the days). */
  describedBy?: string;
  onDay: (iso: string) => void;
}

export function DayField({ id, value, describedBy, onDay }: DayFieldProps) {
  const [text, setText] = useState(() => shownDate(value));
  const [problem, setProblem] = useState<string>();
  // A day chosen elsewhere (one of the buttons) shows in the field, in place of an entry that did not read.
  useEffect(() => {
    setText((current) => {
      const reading = readDate(current || '-');
      return reading.ok && reading.iso === value ? current : shownDate(value);
    });
    setProblem(undefined);
  }, [value]);

  /** Judges the text; `leaving`: the entry is done, so an unfinished or empty one is named too. */
  const judge = (next: string, leaving: boolean) => {
    const entry = judgeDateEntry(next, leaving);
    setProblem(entry.empty ? (leaving ? MISSING_DATE : undefined) : entry.problem);
    if (entry.empty || !entry.iso) return;
    if (entry.iso !== value) onDay(entry.iso);
    if (leaving) setText(formatDateNumeric(entry.iso));
  };

  const describedByAll = [`${id}-format`, problem ? `${id}-fehler` : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div data-day-field="">
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-describedby={describedByAll}
        aria-invalid={problem ? true : undefined}
        {...dateEntryEvents(setText, judge)}
      />
      <span id={`${id}-format`} className="format">
        TT.MM.JJJJ
      </span>
      {problem && (
        <p id={`${id}-fehler`} className="problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
