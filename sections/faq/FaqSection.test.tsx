// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contextFor, EARLY, fixtureContent, FULL, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { start } from './client';
import { FaqSection } from './FaqSection';

const content = fixtureContent();

/** The section's static markup with its browser part started on it, as on every page. */
function renderFaq(key: string) {
  const section = sectionOf(content, key, 'faq');
  const { container } = renderWithTheme(<FaqSection section={section} context={contextFor(content, key)} />);
  start(container.querySelector<HTMLElement>('[data-section="faq"]')!);
  return section;
}

describe('FaqSection', () => {
  it('has one question per entry, all closed at first, each answer split into its paragraphs', () => {
    const section = renderFaq(EARLY);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(section.entries.map((entry) => entry.question));
    for (const button of buttons) expect(button.getAttribute('aria-expanded')).toBe('false');
    const [first, second] = section.entries[0].answer.split('\n\n');
    expect([...document.querySelectorAll(`#faq-answer-${section.entries[0].id} p`)].map((paragraph) => paragraph.textContent)).toEqual([first, second]);
  });

  it('opens several answers at once and toggles one closed again on a second click', async () => {
    const user = userEvent.setup();
    const section = renderFaq(EARLY);
    const [first, second] = screen.getAllByRole('button');
    await user.click(first);
    await user.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: section.entries[0].question }).hidden).toBe(false);
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(`faq-answer-${section.entries[0].id}`)?.hidden).toBe(true);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    renderFaq(EARLY);
    const [first] = screen.getAllByRole('button');
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a mailto link whose subject names the edition, under the shared contact box', () => {
    const section = renderFaq(FULL);
    const link = screen.getByRole('link', { name: new RegExp(content.site.contact.email) });
    expect(link.getAttribute('href')).toBe(`mailto:${content.site.contact.email}?subject=${encodeURIComponent(section.contactSubject)}`);
    expect(screen.getByRole('heading', { name: section.contactTitle })).toBeTruthy();
  });
});
