// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { BenefitsSection } from './BenefitsSection';

const content = shippedContent();

it('renders six benefits, the computed total value and the winter bonus', () => {
  renderWithTheme(<BenefitsSection section={sectionOf(content, 'winter', 'benefits')} context={contextFor(content, 'winter')} />);
  const cards = screen.getAllByRole('list')[0];
  expect(within(cards).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  expect([...document.querySelectorAll('strong')].map((element) => element.textContent)).toContain('1.200\u00a0€+');
  const bonus = screen.getByRole('complementary', { name: 'Dein Winter-Bonus' });
  expect(within(bonus).getAllByRole('listitem')).toHaveLength(3);
  expect(bonus.textContent).toContain('30');
});

it('shows no bonus box for an edition without one', () => {
  renderWithTheme(<BenefitsSection section={sectionOf(content, 'autumn', 'benefits')} context={contextFor(content, 'autumn')} />);
  expect(screen.queryByRole('complementary')).toBeNull();
});
