// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, EARLY, fixtureContent, FULL, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { BenefitsSection } from './BenefitsSection';

const content = fixtureContent();

it('renders the benefits, the total value computed from the breakdown and the edition’s bonus', () => {
  const section = sectionOf(content, EARLY, 'benefits');
  renderWithTheme(<BenefitsSection section={section} context={contextFor(content, EARLY)} />);
  const cards = screen.getAllByRole('list')[0];
  expect(
    within(cards)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(section.items.map((item) => item.title));
  // The early-bird fixture's value: 300 € course material and a 100 € bonus.
  expect([...document.querySelectorAll('strong')].map((element) => element.textContent)).toContain('400\u00a0€+');
  const bonus = screen.getByRole('complementary', { name: section.bonus!.title });
  expect(within(bonus).getAllByRole('listitem')).toHaveLength(section.bonus!.items.length);
});

it('shows no bonus box for an edition without one', () => {
  renderWithTheme(<BenefitsSection section={sectionOf(content, FULL, 'benefits')} context={contextFor(content, FULL)} />);
  expect(screen.queryByRole('complementary')).toBeNull();
});
