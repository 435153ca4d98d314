// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import { DateInput } from './DateInput';

/**
 * The studio's date field: TT.MM.JJJJ typed or picked, JJJJ-MM-TT stored; what cannot be read is named and
 * leaves the stored value as it was. The stored value flows back as in the editor.
 */
withDialogMethods();

function setUp(initial: string | undefined, { required = true } = {}) {
  const stored: string[] = [];
  const problems: Array<string | undefined> = [];
  let setFromOutside: (value: string | undefined) => void = () => {};
  // biome-ignore lint/correctness/noComponentHookFactories: each test gets a fresh harness closing over its own record of what was stored.
  function Harness() {
    const [value, setValue] = useState(initial);
    setFromOutside = setValue;
    return (
      <>
        <label htmlFor="start">Starttermin</label>
        <DateInput
          id="start"
          label="Starttermin"
          value={value}
          required={required}
          onValue={(next) => {
            stored.push(next);
            setValue(next === '' ? undefined : next);
          }}
          onProblem={(message) => problems.push(message)}
        />
      </>
    );
  }
  renderWithTheme(<Harness />);
  const field = screen.getByLabelText<HTMLInputElement>('Starttermin');
  return { field, stored, problems, lastProblem: () => problems.at(-1), setFromOutside: (value: string | undefined) => act(() => setFromOutside(value)) };
}

const type = (field: HTMLInputElement, text: string) => fireEvent.change(field, { target: { value: text } });

describe('the date field', () => {
  it('shows the stored day as TT.MM.JJJJ in a text field, not the browser’s date control', () => {
    const { field } = setUp('2026-01-05');
    expect(field.type).toBe('text');
    expect(field.value).toBe('05.01.2026');
  });

  it('stores „13.04.2026“ as 2026-04-13, and „3.4.2026“ as 2026-04-03, shown as 03.04.2026 once left', () => {
    const { field, stored, lastProblem } = setUp('2026-01-05');
    type(field, '13.04.2026');
    expect(stored).toEqual(['2026-04-13']);
    type(field, '3.4.2026');
    expect(stored).toEqual(['2026-04-13', '2026-04-03']);
    expect(field.value).toBe('3.4.2026');
    fireEvent.blur(field);
    expect(field.value).toBe('03.04.2026');
    expect(lastProblem()).toBeUndefined();
  });

  it('reads a pasted JJJJ-MM-TT and shows it as TT.MM.JJJJ', () => {
    const { field, stored } = setUp(undefined);
    type(field, '2026-04-13');
    fireEvent.blur(field);
    expect(stored).toEqual(['2026-04-13']);
    expect(field.value).toBe('13.04.2026');
  });

  it('names „13.13.2026“ at once and keeps the stored day; the error goes when the entry reads', () => {
    const { field, stored, lastProblem } = setUp('2026-01-05');
    type(field, '13.13.2026');
    expect(lastProblem()).toBe('„13.13.2026“: einen Monat 13 gibt es nicht; der Monat ist 1 bis 12 (z. B. 13.04.2026)');
    expect(stored).toEqual([]);
    fireEvent.blur(field);
    expect(field.value).toBe('13.13.2026');
    type(field, '13.12.2026');
    expect(lastProblem()).toBeUndefined();
    expect(stored).toEqual(['2026-12-13']);
  });

  it('names a day that does not exist and a five-digit year, never guessing a day', () => {
    const { field, stored, lastProblem } = setUp('2026-01-05');
    type(field, '31.02.2026');
    expect(lastProblem()).toContain('den 31. Februar 2026 gibt es nicht');
    type(field, '22026-12-04');
    expect(lastProblem()).toContain('das Jahr 22026 liegt nicht zwischen 2000 und 2099');
    expect(stored).toEqual([]);
  });

  it('lets an entry be typed to its end, and names it unfinished only once the field is left', () => {
    const { field, stored, lastProblem } = setUp('2026-01-05');
    type(field, '13.0');
    expect(lastProblem()).toBeUndefined();
    fireEvent.blur(field);
    expect(lastProblem()).toBe('„13.0“ ist noch kein vollständiges Datum; bitte als TT.MM.JJJJ schreiben (z. B. 13.04.2026)');
    type(field, '13.04.26');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(lastProblem()).toBe('„13.04.26“: das Jahr bitte vierstellig schreiben (z. B. 13.04.2026)');
    expect(stored).toEqual([]);
  });

  it('clears an optional date when emptied', () => {
    const optional = setUp('2026-06-14', { required: false });
    type(optional.field, '');
    expect(optional.stored).toEqual(['']);
    fireEvent.blur(optional.field);
    expect(optional.lastProblem()).toBeUndefined();
  });

  it('names an emptied required date when left, without storing anything', () => {
    const { field, stored, lastProblem } = setUp('2026-01-05');
    type(field, '');
    fireEvent.blur(field);
    expect(lastProblem()).toBe('Pflichtfeld: bitte ein Datum als TT.MM.JJJJ eintragen (z. B. 13.04.2026)');
    expect(stored).toEqual([]);
  });

  it('shows a change from elsewhere (undo), but leaves an entry that does not read where it was typed', () => {
    const { field, setFromOutside } = setUp('2026-01-05');
    setFromOutside('2026-02-01');
    expect(field.value).toBe('01.02.2026');
    type(field, '13.13.2026');
    setFromOutside('2026-03-01');
    expect(field.value).toBe('13.13.2026');
  });
});

describe('the calendar beside it', () => {
  it('opens on the field’s month in German, moves by keys, and a click stores the day and closes it', async () => {
    const user = userEvent.setup();
    const { field, stored } = setUp('2026-04-13');
    const opener = screen.getByRole('button', { name: 'Kalender öffnen: Starttermin' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Starttermin: Tag wählen' });
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'April 2026' });
    expect([...grid.querySelectorAll('th')].map((header) => header.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    // 1 April 2026 is a Wednesday: two empty cells before it.
    expect([...grid.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.textContent)).toEqual(['', '', '1', '2', '3', '4', '5']);
    const chosen = screen.getByRole('button', { name: 'Montag, 13. April 2026' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(chosen);

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dienstag, 21. April 2026' }));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'Mai 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Donnerstag, 21. Mai 2026' }));
    await user.keyboard('{Shift>}{PageUp}{/Shift}{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sonntag, 25. Mai 2025' }));
    await user.keyboard('{Home}{Enter}');
    expect(stored).toEqual(['2025-05-19']);
    expect(field.value).toBe('19.05.2025');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape (the dialog’s cancel) and stores nothing', async () => {
    const user = userEvent.setup();
    const { stored } = setUp('2026-04-13');
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Starttermin' }));
    const dialog = screen.getByRole('dialog', { name: 'Starttermin: Tag wählen' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(stored).toEqual([]);
  });

  it('opens on the next or previous month with its buttons, the 31st kept inside the shorter month', async () => {
    const user = userEvent.setup();
    setUp('2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Kalender öffnen: Starttermin' }));
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('heading', { name: 'Februar 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Samstag, 28. Februar 2026' }).tabIndex).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    expect(screen.getByRole('heading', { name: 'Dezember 2025' })).toBeTruthy();
  });
});
