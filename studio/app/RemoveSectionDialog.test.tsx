// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import { RemoveSectionDialog } from './RemoveSectionDialog';

/** Removing a section asks first; the price section of an edition that sells is refused before anything changes. */
withDialogMethods();

const pricing = { type: 'pricing', label: 'Preis' };
const selling = { offer: { validFrom: '2026-05-01' }, salesEnd: '2026-06-14' };

function open(section: { type: string; label: string }, draft: Record<string, unknown>) {
  const onKeep = vi.fn();
  const onRemove = vi.fn();
  renderWithTheme(<RemoveSectionDialog section={section} draft={draft} onKeep={onKeep} onRemove={onRemove} />);
  return { onKeep, onRemove };
}

describe('the dialog before a section is removed', () => {
  it('refuses the price section of an edition that sells, saying why (PAngV) and when it sells', () => {
    const { onKeep, onRemove } = open(pricing, selling);
    const dialog = screen.getByRole('alertdialog', { name: 'Abschnitt „Preis“ kann nicht entfernt werden' });
    expect(dialog.textContent).toContain('Diese Edition verkauft (ab dem 1. Mai 2026 bis zum 14. Juni 2026)');
    expect(dialog.textContent).toContain('Wer verkauft, muss den Preis zeigen (Preisangabenverordnung, PAngV)');
    expect(screen.queryByRole('button', { name: 'Entfernen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verstanden, Abschnitt behalten' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('refuses it too while the edition has no last day of sales', () => {
    open(pricing, { offer: { validFrom: '2026-05-01' } });
    expect(screen.getByRole('alertdialog').textContent).toContain('Diese Edition verkauft (ab dem 1. Mai 2026)');
  });

  it('asks, and removes, for any other section', () => {
    const { onRemove } = open({ type: 'faq', label: 'Häufige Fragen' }, selling);
    expect(screen.getByRole('dialog', { name: 'Abschnitt „Häufige Fragen“ entfernen?' }).textContent).toContain('verschwindet von dieser Seite');
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('asks for the price section of an edition whose sale window holds no day (its dates are the error)', () => {
    open(pricing, { offer: { validFrom: '2026-05-01' }, salesEnd: '2026-04-30' });
    expect(screen.getByRole('dialog', { name: 'Abschnitt „Preis“ entfernen?' })).toBeTruthy();
  });
});
