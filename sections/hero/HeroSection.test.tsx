// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateShort, formatDateWithWeekday, formatEuro, formatRating } from '#engine/format';
import { checkoutUrl } from '#kit/model/checkout';
import { contextFor, EARLY, editionByKey, fixtureContent, FULL, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { HeroSection } from './HeroSection';

const content = fixtureContent();
const productUrl = `${content.site.checkout.productUrlBase}${content.site.checkout.productId}`;

describe('HeroSection', () => {
  it('shows the title, the start badge after its own badges, the early-bird banner and two checkout links with the voucher', () => {
    const section = sectionOf(content, EARLY, 'hero');
    const edition = editionByKey(content, EARLY);
    if (edition.offer.mode !== 'early-bird') throw new Error('Frühbucher-Fixture erwartet');
    renderWithTheme(<HeroSection section={section} context={contextFor(content, EARLY)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(section.title);
    const badges = within(screen.getByRole('list', { name: 'Hinweise zur Edition' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual([...section.badges, `Start: ${formatDateShort(edition.startDate)}`]);
    expect(screen.getByText(formatDateWithWeekday(edition.startDate))).toBeTruthy();
    expect(screen.getByText(section.scheduleText)).toBeTruthy();
    const { price, regularPrice } = edition.offer;
    expect(document.body.textContent).toContain(`Nur ${formatEuro(price)} statt ${formatEuro(regularPrice)} – du sparst ${formatEuro(regularPrice - price)}.`);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${productUrl}?voucher=${edition.offer.voucher}&ds24tr=${edition.slug}`,
      `${productUrl}?voucher=${edition.offer.voucher}&ds24tr=${edition.slug}`,
    ]);
    expect(links[0].getAttribute('href')).toBe(checkoutUrl(content.site.checkout, edition.offer, edition.slug));
    expect(within(links[0]).getByText(edition.checkoutCtaLabel)).toBeTruthy();
    expect(links[1].textContent).toBe(section.secondaryCtaLabel);
    expect(links[1].getAttribute('aria-label')).toBe(`${section.secondaryCtaAccessibleName} (öffnet in neuem Tab)`);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      // The browser reports the click to the site's own host: its origin's click path, ending in the link's tracking key.
      expect(link.getAttribute('ping')).toBe(`${content.site.origin}/klick/${edition.slug}`);
    }
    const { rating, ratingScale } = content.site.claims;
    expect(screen.getByRole('img', { name: `${formatRating(rating)} von ${ratingScale} Sternen` })).toBeTruthy();
  });

  it('takes the shared defaults for what an edition leaves out, shows no banner without one, and links to the checkout without a voucher', () => {
    const section = sectionOf(content, FULL, 'hero');
    const edition = editionByKey(content, FULL);
    renderWithTheme(<HeroSection section={section} context={contextFor(content, FULL)} />);
    expect(screen.getByText(`Start: ${formatDateShort(edition.startDate)}`)).toBeTruthy();
    // scheduleText and the second button come from site.json → sectionDefaults.hero.
    expect(screen.getByText(section.scheduleText)).toBeTruthy();
    expect(document.body.textContent).not.toContain('du sparst');
    // "showRating": false
    expect(screen.queryByRole('img', { name: /Sternen/ })).toBeNull();
    expect(screen.getByText(edition.checkoutCtaLabel)).toBeTruthy();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toBe(`${productUrl}?ds24tr=${edition.slug}`);
  });
});
