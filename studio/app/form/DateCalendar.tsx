import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatDateWithWeekday, formatMonth } from '#engine/format';
import { addDays, todayInGermany } from '#kit/model/sales';
import { Button, Dialog, DialogActions, Help, IconButton } from '../ui';

/**
 * A month to pick a day from, in German, whatever the browser's language: Mo–So, the month's name, the
 * arrow keys move by day and week, Bild↑/Bild↓ by month (with Umschalt by year), Pos1/Ende to the week's
 * ends, Enter picks, Escape closes. A modal dialog like the studio's other pickers; the date field beside it
 * stays what is stored.
 */

const WEEKDAYS = [
  ['Mo', 'Montag'],
  ['Di', 'Dienstag'],
  ['Mi', 'Mittwoch'],
  ['Do', 'Donnerstag'],
  ['Fr', 'Freitag'],
  ['Sa', 'Samstag'],
  ['So', 'Sonntag'],
] as const;

const Box = styled(Dialog)`
  width: min(23rem, calc(100vw - 1rem));
  > div { padding: 1rem; gap: 0.75rem; }
  h2 { font-size: 1.125rem; }
  .month { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
  .month h3 { font-size: 1.0625rem; text-align: center; flex: 1; }
  table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  th { font-size: 0.875rem; font-weight: 700; color: ${({ theme }) => theme.color.inkMuted}; padding: 0 0 0.25rem; }
  abbr { text-decoration: none; }
  td { padding: 1px; text-align: center; }
  td button {
    width: 100%;
    min-height: 2.75rem;
    font: inherit;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  /* The focus ring stays above the neighbouring days. */
  td button:focus-visible { position: relative; z-index: 1; }
  td button:hover { border-color: ${({ theme }) => theme.color.sea}; background: ${({ theme }) => theme.color.seaTint}; }
  td button[aria-current='date'] { border-color: ${({ theme }) => theme.color.inkMuted}; font-weight: 700; }
  td button[aria-pressed='true'] { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; font-weight: 700; }
`;

const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;
const weekdayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The same day `months` later, kept inside the month (31 January + 1 month → 28 or 29 February). */
function addMonths(iso: string, months: number): string {
  const [year, month, dayOfMonth] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dayOfMonth, last));
  return target.toISOString().slice(0, 10);
}

/** The month's weeks, Monday first; null where a week reaches into the month before or after. */
export function monthWeeks(iso: string): Array<Array<string | null>> {
  const first = monthStart(iso);
  const cells: Array<string | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused day, or undefined for a key the grid leaves alone. */
function moved(focused: string, event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): string | undefined {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return addDays(focused, -weekdayIndex(focused));
    case 'End':
      return addDays(focused, 6 - weekdayIndex(focused));
    case 'PageUp':
      return addMonths(focused, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, event.shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

interface DateCalendarProps {
  open: boolean;
  /** What the day is for, in the dialog's heading: „Starttermin der Edition“. */
  label: string;
  /** The day the field holds (JJJJ-MM-TT), if it holds one; the calendar opens on it, else on today. */
  value: string | undefined;
  onPick: (iso: string) => void;
  onClose: () => void;
}

export function DateCalendar({ open, label, value, onPick, onClose }: DateCalendarProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();

  // Before the browser paints or takes the next key: opened, with the focus on the opening day (showModal alone
  // focuses the dialog's first button, and a key pressed then would not move the day).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLButtonElement>('td button[tabindex="0"]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <Box
      ref={dialog}
      aria-labelledby={`${ids}-titel`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && <Month ids={ids} label={label} value={value} onPick={onPick} onClose={onClose} />}
    </Box>
  );
}

/** The dialog's content, made anew at every opening: it starts at the field's day, else at today. */
function Month({ ids, label, value, onPick, onClose }: Omit<DateCalendarProps, 'open'> & { ids: string }) {
  const grid = useRef<HTMLTableElement>(null);
  const today = todayInGermany();
  const [focused, setFocused] = useState(value ?? today);
  // Set by the keys: the focused day's button takes the focus once it has rendered.
  const [moveFocus, setMoveFocus] = useState(false);

  useLayoutEffect(() => {
    if (!moveFocus) return;
    setMoveFocus(false);
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [moveFocus, focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moved(focused, event);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    setMoveFocus(true);
  };

  return (
    <div>
      <h2 id={`${ids}-titel`}>{label}: Tag wählen</h2>
      <div className="month">
        <IconButton type="button" aria-label="Vorheriger Monat" onClick={() => setFocused(addMonths(focused, -1))}>
          <ChevronLeft size={20} aria-hidden="true" />
        </IconButton>
        <h3 id={`${ids}-monat`} aria-live="polite">
          {formatMonth(focused)}
        </h3>
        <IconButton type="button" aria-label="Nächster Monat" onClick={() => setFocused(addMonths(focused, 1))}>
          <ChevronRight size={20} aria-hidden="true" />
        </IconButton>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the date picker dialog of the WAI-ARIA practices: a table with the grid role, moved through with the arrow keys. */}
      <table ref={grid} role="grid" aria-labelledby={`${ids}-monat`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => (
                <td key={day ?? `leer-${index}`}>
                  {day && (
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatDateWithWeekday(day)}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Help>Pfeiltasten: Tag und Woche · Bild↑/Bild↓: Monat, mit Umschalt: Jahr · Enter: wählen · Esc: schließen</Help>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          Abbrechen
        </Button>
      </DialogActions>
    </div>
  );
}
