// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import { ConflictDialog } from './ConflictDialog';
import type { SaveRefusal } from './useSave';

/** The conflict dialog: who, the fields both changed with a choice each, the fields merged in, and what each button does. */
const refusal: SaveRefusal = {
  message: 'Die Datei wurde inzwischen geändert …',
  details: {
    who: 'Anna Beispiel',
    both: [
      { path: 'offer.price', a: 239, b: 229 },
      { path: 'name', a: 'Sommer', b: 'Sommer 2027' },
    ],
    theirs: [{ path: 'checkoutCtaLabel', a: 'Buchen', b: 'Jetzt Platz sichern' }],
    current: { data: {}, hash: 'abc' },
  },
};

const labelOf = ({ path }: { path: string }) => ({ 'offer.price': 'Preis', name: 'Name der Edition', checkoutCtaLabel: 'Knopftext' })[path] ?? path;

withDialogMethods();

describe('the conflict dialog', () => {
  it('names who and the fields, and takes over only the values left ticked', async () => {
    let taken: string[] | undefined;
    renderWithTheme(
      <ConflictDialog
        refusal={refusal}
        name="Sommer-Edition 2027"
        labelOf={labelOf}
        saving={false}
        onTakeOver={(mine) => (taken = [...mine])}
        onReload={() => {}}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Nicht gespeichert: Die Datei wurde geändert' });
    expect(dialog.textContent).toContain('„Sommer-Edition 2027“ wurde inzwischen geändert – von Anna Beispiel.');
    expect(screen.getByRole('list', { name: 'Nur dort geändert' }).textContent).toBe('Knopftext');
    const price = screen.getByRole('checkbox', { name: /Preis/ });
    expect((price as HTMLInputElement).checked).toBe(true);
    await userEvent.click(price);
    await userEvent.click(screen.getByRole('button', { name: 'Meine Änderungen übernehmen' }));
    expect(taken).toEqual(['name']);
  });

  it('without details (the file is gone) offers only to go back or reload, with the server’s words', () => {
    renderWithTheme(
      <ConflictDialog
        refusal={{ message: 'editions/summer.json gibt es nicht mehr.' }}
        name="Sommer-Edition 2027"
        labelOf={labelOf}
        saving={false}
        onTakeOver={() => {}}
        onReload={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('editions/summer.json gibt es nicht mehr.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meine Änderungen übernehmen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Datei neu laden' })).toBeTruthy();
  });
});
