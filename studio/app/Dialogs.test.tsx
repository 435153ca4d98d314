// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffEditions } from '#engine/editionDiff';
import { renderWithTheme } from '#tests/helpers/render';
import { ChangeTable } from './Dialogs';

/** The studio's save dialog lists a reordered review before the file is written. */
describe('the save dialog’s list of changes', () => {
  it('names a review that moved, with its old and new position', () => {
    const ids = ['sabine', 'thomas', 'monika'];
    const edition = (order: string[]) => ({ sections: [{ type: 'testimonials', reviews: order.map((id) => ({ id, name: id })) }] });
    const labelOf = (difference: { path: string }) => `Bewertung ${difference.path.match(/\[(.+)\]/)?.[1]}`;
    renderWithTheme(
      <ChangeTable differences={diffEditions(edition(ids), edition(['monika', 'sabine', 'thomas']))} against="der gespeicherten Fassung" labelOf={labelOf} />,
    );
    const row = screen.getByText('Bewertung monika').closest('tr')!;
    expect(row.textContent).toContain('Position 3');
    expect(row.textContent).toContain('Position 1');
  });

  it('names a field by its label, not by its path in the file', () => {
    const edition = (description: string) => ({ seo: { description } });
    renderWithTheme(
      <ChangeTable
        differences={diffEditions(edition('alt'), edition('neu'))}
        against="der gespeicherten Fassung"
        labelOf={() => 'Angaben für Suchmaschinen › Beschreibung'}
      />,
    );
    const row = screen.getAllByRole('row')[1];
    expect(row.querySelector('td')?.textContent).toBe('Angaben für Suchmaschinen › Beschreibung');
    expect(screen.getByRole('table').textContent).not.toContain('seo.');
    expect(screen.getByRole('table').textContent).toContain('1 geändertes Feld gegenüber der gespeicherten Fassung');
    expect([...row.querySelectorAll('td[data-label]')].map((cell) => cell.getAttribute('data-label'))).toEqual(['Bisher', 'Neu']);
  });

  it('names the sections of a new order as the navigation does', () => {
    const edition = (types: string[]) => ({ sections: types.map((type) => ({ type })) });
    const names: Record<string, string> = { hero: 'Kopfbereich', painPoints: 'Probleme', testimonials: 'Bewertungen' };
    const differences = diffEditions(edition(['hero', 'painPoints', 'testimonials']), edition(['hero', 'testimonials', 'painPoints']));
    renderWithTheme(
      <ChangeTable differences={differences} against="der gespeicherten Fassung" labelOf={() => 'Abschnitte'} sectionName={(type) => names[type] ?? type} />,
    );
    expect(screen.getByRole('deletion').textContent).toBe('Kopfbereich, Probleme, Bewertungen');
    expect(screen.getByRole('insertion').textContent).toBe('Kopfbereich, Bewertungen, Probleme');
  });
});
