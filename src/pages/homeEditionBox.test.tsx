// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/loadContent';
import { FIXTURE_TODAY, publicDir } from '#tests/helpers/content';
import { renderApp } from '#tests/helpers/routerPage';
import { copyEditions, editJson } from '#tests/helpers/tempContent';

/**
 * The home page's edition box is headed (and its button labelled) by where the featured edition stands on the build day: the
 * fixtures sell from 1 December 2025 (fixture-full) through 6 September 2026 (fixture-early, the day before its start).
 */
async function boxHeading(dir: string, today: string) {
  const content = loadContent({ dir, publicDir, today });
  const { container, unmount } = renderApp(content, '/');
  const name = await screen.findByRole('heading', { level: 2, name: content.featured.name });
  const heading = name.previousElementSibling?.textContent;
  // The box's link to the featured edition's page (none for a closed one).
  const button = container.querySelector(`a[href="/${content.featured.slug}"]`)?.textContent ?? null;
  unmount();
  container.remove();
  return { state: content.featured.sales.state, heading, button };
}

describe('home page: the edition box’s heading and button follow the featured edition’s state', () => {
  it('says „current“ while it sells, „next“ before its sales open and „past“ after they ended, by default', async () => {
    const dir = copyEditions();
    expect(await boxHeading(dir, FIXTURE_TODAY)).toEqual({ state: 'early-bird', heading: 'Aktueller Kurs', button: 'Zum aktuellen Kurs' });
    expect(await boxHeading(dir, '2025-11-15')).toEqual({ state: 'upcoming', heading: 'Nächste Edition', button: 'Zur nächsten Edition' });
    expect(await boxHeading(dir, '2026-09-07')).toEqual({ state: 'closed', heading: 'Vergangene Edition', button: null });
  });

  it('takes each heading from site.json when it is set there', async () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (site) =>
      Object.assign(site.home, {
        upcomingEditionHeading: 'Bald geht’s los',
        closedEditionHeading: 'Zuletzt gelaufen',
        upcomingEditionCta: 'Schon mal ansehen',
      }),
    );
    expect(await boxHeading(dir, '2025-11-15')).toMatchObject({ heading: 'Bald geht’s los', button: 'Schon mal ansehen' });
    expect((await boxHeading(dir, '2026-09-07')).heading).toBe('Zuletzt gelaufen');
  });
});
