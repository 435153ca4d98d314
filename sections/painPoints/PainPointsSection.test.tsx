// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { PainPointsSection } from './PainPointsSection';

it('renders the four pain points from the site config', () => {
  const content = shippedContent();
  renderWithTheme(<PainPointsSection section={sectionOf(content, 'winter', 'painPoints')} context={contextFor(content, 'winter')} />);
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(titles).toEqual(content.site.sections.painPoints.items.map((item) => item.title));
  expect(titles).toHaveLength(4);
});
