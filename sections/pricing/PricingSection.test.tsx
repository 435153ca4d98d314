// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, EARLY, editionByKey, fixtureContent, FULL, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { PricingSection } from './PricingSection';

const content = fixtureContent();
// Read raw text: testing-library's matchers would turn the non-breaking space into a plain one.
const strongTexts = () => [...document.querySelectorAll('strong')].map((element) => element.textContent);
const featureTexts = () =>
  within(screen.getByRole('list', { name: 'Im Preis enthalten' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('shows the early-bird price against the regular price, the features with the bonus line, trust points and the guarantee', () => {
  const section = sectionOf(content, EARLY, 'pricing');
  const edition = editionByKey(content, EARLY);
  renderWithTheme(<PricingSection section={section} context={contextFor(content, EARLY)} />);
  const text = document.body.textContent ?? '';
  // The early-bird fixture: 249 € instead of 299 €, value 300 € + 100 € bonus, voucher FIXTURE26, product 100001.
  expect(strongTexts()).toContain('249\u00a0€');
  expect(text).toContain('statt 299\u00a0€');
  expect(text).toContain('Du sparst 50\u00a0€');
  expect(text).toContain('Gesamtwert: 400\u00a0€');
  expect(featureTexts()).toEqual([...section.features, `${section.bonusFeatureLabel} im Wert von 100\u00a0€`]);
  expect(text).toContain(section.trustPoints.ssl);
  expect(text).toContain(section.guarantee.title);
  const cta = screen.getByRole('link', { name: new RegExp(`^${edition.checkoutCtaLabel}`) });
  expect(cta.getAttribute('href')).toBe('https://www.digistore24.com/product/100001?voucher=FIXTURE26&ds24tr=nordseeedition');
});

it('shows the Komplettpreis without a reference price, and no bonus line when the value has no bonus', () => {
  const section = sectionOf(content, FULL, 'pricing');
  const edition = editionByKey(content, FULL);
  renderWithTheme(<PricingSection section={section} context={contextFor(content, FULL)} />);
  expect(screen.getByText('Komplettpreis')).toBeTruthy();
  expect(strongTexts()).toContain('299\u00a0€');
  expect(document.body.textContent).not.toContain('statt');
  expect(featureTexts()).toEqual(section.features);
  const cta = screen.getByRole('link', { name: new RegExp(`^${edition.checkoutCtaLabel}`) });
  expect(cta.getAttribute('href')).toBe('https://www.digistore24.com/product/100001?ds24tr=ostseeedition');
});
