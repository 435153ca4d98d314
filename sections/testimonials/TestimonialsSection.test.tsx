// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { TestimonialsSection } from './TestimonialsSection';

it('shows the first three of the four stored reviews and the verification note', () => {
  const content = shippedContent();
  const { reviews, verificationNote } = content.site.sections.testimonials;
  expect(reviews).toHaveLength(4);
  renderWithTheme(<TestimonialsSection section={sectionOf(content, 'winter', 'testimonials')} context={contextFor(content, 'winter')} />);
  for (const review of reviews.slice(0, 3)) expect(screen.getByText(review.text)).toBeTruthy();
  expect(screen.queryByText(reviews[3].text)).toBeNull();
  expect(screen.getByText(verificationNote)).toBeTruthy();
});
