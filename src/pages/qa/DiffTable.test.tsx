// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffEditions } from '#engine/editionDiff';
import { renderWithTheme } from '#tests/helpers/render';
import { DiffTable } from './DiffTable';

/** /qa/vergleich's table shows a review that moved, as the diff finds it, with both positions. */
const reviews = ['sabine', 'thomas', 'monika', 'petra'].map((id) => ({ id, name: id, text: `Text von ${id}` }));
const edition = (order: string[]) => ({ sections: [{ type: 'testimonials', reviews: order.map((id) => reviews.find((review) => review.id === id)) }] });
const summary = (key: string) => ({ key, slug: key, name: `Edition ${key}`, state: 'on-sale' as const, featured: false, sharedFields: [] });

describe('the QA comparison table', () => {
  it('names a moved review with its old and new position', () => {
    const differences = diffEditions(edition(['sabine', 'thomas', 'monika', 'petra']), edition(['sabine', 'petra', 'thomas', 'monika']));
    renderWithTheme(<DiffTable a={summary('a')} b={summary('b')} differences={differences} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['sections.testimonials.reviews[petra] (Reihenfolge)', 'Position 4', 'Position 2'],
    ]);
  });
});
