// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { PricingSection } from './PricingSection';

const content = shippedContent();
// Read raw text: testing-library's matchers would turn the non-breaking space into a plain one.
const strongTexts = () => [...document.querySelectorAll('strong')].map((element) => element.textContent);

it('shows the early-bird price against the regular price, ten features, trust points and the guarantee', () => {
  renderWithTheme(<PricingSection section={sectionOf(content, 'winter', 'pricing')} context={contextFor(content, 'winter')} />);
  const text = document.body.textContent ?? '';
  expect(strongTexts()).toContain('399\u00a0€');
  expect(text).toContain('statt 499\u00a0€');
  expect(text).toContain('Du sparst 100\u00a0€');
  expect(text).toContain('Gesamtwert: 1.200\u00a0€');
  const features = within(screen.getByRole('list', { name: 'Im Preis enthalten' })).getAllByRole('listitem');
  expect(features).toHaveLength(10);
  expect(features[9].textContent).toBe('Saisonales Bonusmaterial im Wert von 200\u00a0€');
  expect(text).toContain(content.site.sections.pricing.trustPoints.ssl);
  expect(text).toContain(content.site.sections.pricing.guarantee.title);
  expect(screen.getByRole('link', { name: /^Jetzt Frühbucher-Rabatt sichern/ }).getAttribute('href')).toContain('voucher=FRUEHBUCHER26');
});

it('shows the Komplettpreis without a reference price', () => {
  renderWithTheme(<PricingSection section={sectionOf(content, 'autumn', 'pricing')} context={contextFor(content, 'autumn')} />);
  expect(screen.getByText('Komplettpreis')).toBeTruthy();
  expect(strongTexts()).toContain('499\u00a0€');
  expect(document.body.textContent).not.toContain('statt');
  expect(screen.getByRole('link', { name: /^Jetzt Platz sichern/ }).getAttribute('href')).toBe('https://www.digistore24.com/product/631168');
});
