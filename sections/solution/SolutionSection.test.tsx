// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { SolutionSection } from './SolutionSection';

const content = shippedContent();

it.each([
  ['winter', 'https://www.digistore24.com/product/631168?voucher=FRUEHBUCHER26'],
  ['autumn', 'https://www.digistore24.com/product/631168'],
] as const)('renders the %s variant with four features and its checkout button', (key, href) => {
  const section = sectionOf(content, key, 'solution');
  const variant = content.site.sections.solution[section.variant];
  renderWithTheme(<SolutionSection section={section} context={contextFor(content, key)} />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(variant.heading.title);
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  const cta = screen.getByRole('link', { name: new RegExp(`^${variant.ctaLabel}`) });
  expect(cta.getAttribute('href')).toBe(href);
  expect(cta.getAttribute('target')).toBe('_blank');
});

it('uses different content for the winter and autumn variants', () => {
  expect(content.site.sections.solution.winter.heading.title).not.toBe(content.site.sections.solution.autumn.heading.title);
  expect(content.site.sections.solution.autumn.ctaLabel).toBe('Jetzt Teil der Community werden');
});
