// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, EARLY, fixtureContent, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { PainPointsSection } from './PainPointsSection';

it('renders the heading, one card per pain point and the closing sentence', () => {
  const content = fixtureContent();
  const section = sectionOf(content, EARLY, 'painPoints');
  renderWithTheme(<PainPointsSection section={section} context={contextFor(content, EARLY)} />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(section.heading.title);
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(section.items.map((item) => item.title));
  expect(screen.getByText(section.closing!)).toBeTruthy();
});
