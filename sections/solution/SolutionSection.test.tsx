// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutUrl } from '#kit/model/checkout';
import { contextFor, EARLY, editionByKey, fixtureContent, fixturesDir, FULL, sectionOf } from '#tests/helpers/content';
import { renderWithTheme } from '#tests/helpers/render';
import { readJson } from '#tests/helpers/tempContent';
import { SolutionSection } from './SolutionSection';

const content = fixtureContent();
const shared = readJson(fixturesDir, 'site.json').sectionDefaults.solution;

function renderSolution(key: string) {
  renderWithTheme(<SolutionSection section={sectionOf(content, key, 'solution')} context={contextFor(content, key)} />);
  return {
    heading: screen.getByRole('heading', { level: 2 }).textContent,
    features: screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    cta: screen.getByRole('link'),
  };
}

describe('SolutionSection', () => {
  it('renders the heading, features, pillars and button label an edition writes itself, the button to its checkout', () => {
    const own = readJson(fixturesDir, `${EARLY}.json`).sections.find((section: { type: string }) => section.type === 'solution');
    const { heading, features, cta } = renderSolution(EARLY);
    expect(heading).toBe(own.heading.title);
    expect(features).toEqual(own.features.map((feature: { title: string }) => feature.title));
    expect(features).not.toEqual(shared.features.map((feature: { title: string }) => feature.title));
    expect(
      within(screen.getByRole('list', { name: 'Die drei Säulen' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(own.pillars);
    expect(cta.textContent).toMatch(new RegExp(`^${own.ctaLabel}`));
    expect(cta.getAttribute('href')).toBe(checkoutUrl(content.site.checkout, editionByKey(content, EARLY).offer, editionByKey(content, EARLY).slug));
    expect(cta.getAttribute('target')).toBe('_blank');
  });

  it('renders the shared default of site.json for an edition that lists the section with no props at all', () => {
    const { heading, features, cta } = renderSolution(FULL);
    expect(heading).toBe(shared.heading.title);
    expect(screen.getByText(shared.heading.intro)).toBeTruthy();
    expect(features).toEqual(shared.features.map((feature: { title: string }) => feature.title));
    expect(screen.queryByRole('list', { name: 'Die drei Säulen' })).toBeNull();
    expect(cta.textContent).toMatch(new RegExp(`^${shared.ctaLabel}`));
    expect(cta.getAttribute('href')).toBe(checkoutUrl(content.site.checkout, editionByKey(content, FULL).offer, editionByKey(content, FULL).slug));
  });
});
