// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { HeroSection } from './HeroSection';

const content = shippedContent();

describe('HeroSection', () => {
  it('shows the winter title, start badge, early-bird banner and two checkout links with the voucher', () => {
    const section = sectionOf(content, 'winter', 'hero');
    renderWithTheme(<HeroSection section={section} context={contextFor(content, 'winter')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(section.title);
    expect(screen.getByText('Start: 05.01.26')).toBeTruthy();
    expect(screen.getByText('Frühbucher!')).toBeTruthy();
    expect(screen.getByText('Montag, 5. Januar 2026')).toBeTruthy();
    expect(document.body.textContent).toContain('Nur 399\u00a0€ statt 499\u00a0€ – du sparst 100\u00a0€.');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.digistore24.com/product/631168?voucher=FRUEHBUCHER26',
      'https://www.digistore24.com/product/631168?voucher=FRUEHBUCHER26',
    ]);
    expect(within(links[0]).getByText('Jetzt Frühbucher-Rabatt sichern')).toBeTruthy();
    expect(links[1].getAttribute('aria-label')).toMatch(/^Mehr erfahren /);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows the autumn badges and rating and links to the checkout without a voucher', () => {
    const section = sectionOf(content, 'autumn', 'hero');
    renderWithTheme(<HeroSection section={section} context={contextFor(content, 'autumn')} />);
    expect(screen.getByText('Limitiert!')).toBeTruthy();
    expect(screen.getByText('Start: 22.09.25')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4,98 von 5 Sternen' })).toBeTruthy();
    expect(screen.getByText('Jetzt Platz sichern')).toBeTruthy();
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toBe('https://www.digistore24.com/product/631168');
    }
  });
});
