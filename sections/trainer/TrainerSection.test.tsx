// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { contextFor, sectionOf, shippedContent } from '../../tests/helpers/content';
import { renderWithTheme } from '../../tests/helpers/render';
import { TrainerSection } from './TrainerSection';

it('shows the portrait with its size, the experience badges and the introduction', () => {
  const content = shippedContent();
  const trainer = content.site.sections.trainer;
  renderWithTheme(<TrainerSection section={sectionOf(content, 'winter', 'trainer')} context={contextFor(content, 'winter')} />);
  const portrait = screen.getByRole('img', { name: trainer.portrait.alt });
  expect(portrait.getAttribute('width')).toBe(String(trainer.portrait.width));
  expect(portrait.getAttribute('height')).toBe(String(trainer.portrait.height));
  expect(screen.getByText('5+ Jahre Erfahrung')).toBeTruthy();
  expect(screen.getByText('1.000+ Teilnehmer')).toBeTruthy();
  expect(screen.getByText(trainer.paragraphs[0])).toBeTruthy();
});
