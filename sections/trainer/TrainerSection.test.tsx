// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { formatCount } from '#engine/format';
import { contextFor, EARLY, fixtureContent, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { TrainerSection } from './TrainerSection';

it('shows the portrait with its size, the experience badges from the claims and the introduction', () => {
  const content = fixtureContent();
  const trainer = sectionOf(content, EARLY, 'trainer');
  renderWithTheme(<TrainerSection section={trainer} context={contextFor(content, EARLY)} />);
  const portrait = screen.getByRole('img', { name: trainer.portrait.alt });
  expect(portrait.getAttribute('width')).toBe(String(trainer.portrait.width));
  expect(portrait.getAttribute('height')).toBe(String(trainer.portrait.height));
  const { yearsExperience, participants } = content.site.claims;
  expect(screen.getByText(`${yearsExperience}+ Jahre Erfahrung`)).toBeTruthy();
  expect(screen.getByText(`${formatCount(participants)}+ Teilnehmer`)).toBeTruthy();
  expect(screen.getByText(trainer.paragraphs[0])).toBeTruthy();
  expect(screen.getByText(trainer.highlights[0])).toBeTruthy();
});
