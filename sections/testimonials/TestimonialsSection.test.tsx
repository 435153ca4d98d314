// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, EARLY, fixtureContent, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { TestimonialsSection } from './TestimonialsSection';

it('shows the first „shown“ of the stored reviews with their programme, and the verification note', () => {
  const content = fixtureContent();
  const section = sectionOf(content, EARLY, 'testimonials');
  expect(section.reviews.length).toBeGreaterThan(section.shown);
  renderWithTheme(<TestimonialsSection section={section} context={contextFor(content, EARLY)} />);
  for (const review of section.reviews.slice(0, section.shown)) {
    expect(screen.getByText(review.text)).toBeTruthy();
    expect(screen.getByText(review.name).textContent).toBe(`${review.name}${section.programLabels[review.program]}`);
  }
  for (const review of section.reviews.slice(section.shown)) expect(screen.queryByText(review.text)).toBeNull();
  expect(screen.getByText(section.verificationNote)).toBeTruthy();
});
