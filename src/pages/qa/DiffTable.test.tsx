// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffEditions } from '#engine/editionDiff';
import { toEditionData, toEditionList } from '#src/content/publicData';
import { sectionLabel } from '#src/content/qaFieldLabels';
import { EARLY, editionByKey, fixtureContent, fixtureSectionTypes, FULL } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { DiffTable } from './DiffTable';

/** /qa/vergleich's table shows a review that moved, as the diff finds it, with both positions. */
const reviews = ['sabine', 'thomas', 'monika', 'petra'].map((id) => ({ id, name: id, text: `Text von ${id}` }));
const edition = (order: string[]) => ({ sections: [{ type: 'testimonials', reviews: order.map((id) => reviews.find((review) => review.id === id)) }] });
const summary = (key: string) => ({ key, slug: key, name: `Edition ${key}`, state: 'on-sale' as const, featured: false, sharedFields: [], fieldLabels: {} });

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

describe('the QA comparison table names fields as the studio does', () => {
  const content = fixtureContent();
  const [early, full] = [EARLY, FULL].map((key) => toEditionList(content).find((summary) => summary.key === key)!);

  it('a field by its German label with its path beneath, breakable only between the path’s parts', () => {
    const a = toEditionData(editionByKey(content, EARLY));
    const b = toEditionData(editionByKey(content, FULL));
    renderWithTheme(<DiffTable a={early} b={full} differences={diffEditions(a, b)} />);
    const row = screen.getAllByRole('row').find((candidate) => candidate.querySelector('code')?.textContent === 'seo.description')!;
    expect(row.querySelector('th strong')?.textContent).toBe('Angaben für Suchmaschinen › Beschreibung für Suchergebnisse');
    expect([...row.querySelectorAll('code > span')].map((part) => part.textContent)).toEqual(['seo.', 'description']);
    expect(row.querySelectorAll('code wbr')).toHaveLength(1);
  });

  it('the order of the sections in the names the studio’s navigation gives them', () => {
    const a = toEditionData(editionByKey(content, EARLY));
    const b = structuredClone(a);
    b.sections.reverse();
    renderWithTheme(<DiffTable a={early} b={early} differences={diffEditions(a, b)} />);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th strong, td')].map((cell) => cell.textContent));
    expect(rows[0][0]).toBe('Die Abschnitte der Seite in ihrer Reihenfolge');
    // By the names the studio's navigation gives them, in the fixture's order (whatever sections it has).
    expect(rows[0][1]).toMatch(/^Kopfbereich, Probleme, Lösung, /);
    expect(rows[0][1]).toBe(fixtureSectionTypes(EARLY).map(sectionLabel).join(', '));
    expect(rows[0][2]).toBe(fixtureSectionTypes(EARLY).reverse().map(sectionLabel).join(', '));
  });
});
