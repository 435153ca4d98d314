// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { TimelineSection } from './TimelineSection';

it('renders four phases with their week ranges and four points each', () => {
  const content = shippedContent();
  renderWithTheme(<TimelineSection section={sectionOf(content, 'winter', 'timeline')} context={contextFor(content, 'winter')} />);
  const phases = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
  expect(phases).toHaveLength(4);
  expect(phases.map((phase) => phase.querySelector('p')?.textContent)).toEqual(['Woche 1–2', 'Woche 3–5', 'Woche 6–8', 'Woche 9–11']);
  for (const phase of phases) expect(within(phase).getAllByRole('listitem')).toHaveLength(4);
});
