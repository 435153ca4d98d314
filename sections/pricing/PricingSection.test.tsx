// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { formatEuro } from '../../engine/format';
import { checkoutUrl } from '../../kit/model/checkout';
import { bonusValue, totalValue } from '../../kit/model/offer';
import { contextFor, EARLY, editionByKey, fixtureContent, FULL, sectionOf } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { PricingSection } from './PricingSection';

const content = fixtureContent();
// Read raw text: testing-library's matchers would turn the non-breaking space into a plain one.
const strongTexts = () => [...document.querySelectorAll('strong')].map((element) => element.textContent);
const featureTexts = () => within(screen.getByRole('list', { name: 'Im Preis enthalten' })).getAllByRole('listitem').map((item) => item.textContent);

it('shows the early-bird price against the regular price, the features with the bonus line, trust points and the guarantee', () => {
  const section = sectionOf(content, EARLY, 'pricing');
  const edition = editionByKey(content, EARLY);
  if (edition.offer.mode !== 'early-bird') throw new Error('Frühbucher-Fixture erwartet');
  renderWithTheme(<PricingSection section={section} context={contextFor(content, EARLY)} />);
  const text = document.body.textContent ?? '';
  expect(strongTexts()).toContain(formatEuro(edition.offer.price));
  expect(text).toContain(`statt ${formatEuro(edition.offer.regularPrice)}`);
  expect(text).toContain(`Du sparst ${formatEuro(edition.offer.regularPrice - edition.offer.price)}`);
  expect(text).toContain(`Gesamtwert: ${formatEuro(totalValue(edition.valueBreakdown))}`);
  expect(featureTexts()).toEqual([...section.features, `${section.bonusFeatureLabel} im Wert von ${formatEuro(bonusValue(edition.valueBreakdown))}`]);
  expect(text).toContain(section.trustPoints.ssl);
  expect(text).toContain(section.guarantee.title);
  const cta = screen.getByRole('link', { name: new RegExp(`^${edition.checkoutCtaLabel}`) });
  expect(cta.getAttribute('href')).toBe(checkoutUrl(content.site.checkout, edition.offer));
  expect(cta.getAttribute('href')).toContain(`voucher=${edition.offer.voucher}`);
});

it('shows the Komplettpreis without a reference price, and no bonus line when the value has no bonus', () => {
  const section = sectionOf(content, FULL, 'pricing');
  const edition = editionByKey(content, FULL);
  renderWithTheme(<PricingSection section={section} context={contextFor(content, FULL)} />);
  expect(screen.getByText(edition.offer.priceLabel)).toBeTruthy();
  expect(strongTexts()).toContain(formatEuro(edition.offer.price));
  expect(document.body.textContent).not.toContain('statt');
  expect(featureTexts()).toEqual(section.features);
  const cta = screen.getByRole('link', { name: new RegExp(`^${edition.checkoutCtaLabel}`) });
  expect(cta.getAttribute('href')).toBe(`${content.site.checkout.productUrlBase}${content.site.checkout.productId}`);
});
