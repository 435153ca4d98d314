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
    renderWithTheme(<ChangeTable differences={diffEditions(edition(ids), edition(['monika', 'sabine', 'thomas']))} file="editions/spring.json" labelOf={labelOf} />);
    const row = screen.getByText('sections.testimonials.reviews[monika] (Reihenfolge)').closest('tr')!;
    expect(row.textContent).toContain('Bewertung monika');
    expect(row.textContent).toContain('Position 3');
    expect(row.textContent).toContain('Position 1');
  });
});
