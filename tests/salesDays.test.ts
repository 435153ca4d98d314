import { describe, expect, it } from 'vitest';
import { calendarDayList } from '#kit/model/timeline';
import { loadContent } from '#src/content/loadContent';
import { fixturesDir, publicDir } from './helpers/content';
import { datedEditionsDir } from './helpers/datedEditions';
import { renderedSiteProblems } from './helpers/renderedSite';

/**
 * Each fixture edition on every day of its calendar (the day before the first change and each day a page changes),
 * rendered in this process through the build's own render path (tests/helpers/renderedSite.ts), checked as the built
 * site's tests check dist/ (tests/helpers/builtSite.ts): while it sells its checkout links, price, voucher and JSON-LD
 * offer; before and after, its notice, the way on, no price and no checkout link; the home page with the edition the
 * calendar features.
 */
describe.each([
  ['the fixture editions', fixturesDir],
  // The shipped editions with winter dated and a spring edition to come (tests/editionDates.integration.test.ts builds them).
  ['the dated shipped editions', datedEditionsDir()],
])('%s on every day of their calendar', (_name, dir) => {
  const days = calendarDayList(loadContent({ dir, publicDir, today: '2026-02-15' }).editions);

  it.each(days)('%s', async (day) => {
    expect((await renderedSiteProblems(dir, publicDir, day)).problems).toEqual([]);
  });

  it('pass through every state a page can be in', () => {
    const states = new Set(days.flatMap((day) => loadContent({ dir, publicDir, today: day }).editions.map((edition) => edition.sales.state)));
    expect([...states].sort()).toEqual(['closed', 'early-bird', 'on-sale', 'upcoming']);
  });
});
