// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, EARLY, fixtureContent, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { TimelineSection } from './TimelineSection';

it('renders each phase with its week range, title and points', () => {
  const content = fixtureContent();
  const section = sectionOf(content, EARLY, 'timeline');
  renderWithTheme(<TimelineSection section={section} context={contextFor(content, EARLY)} />);
  const phases = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
  expect(phases.map((phase) => phase.querySelector('h3')?.textContent)).toEqual(section.phases.map((phase) => phase.title));
  expect(phases.map((phase) => phase.querySelector('p')?.textContent)).toEqual(['Woche 1–3', 'Woche 4–6']);
  phases.forEach((phase, index) => {
    expect(
      within(phase)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(section.phases[index].items);
  });
});
