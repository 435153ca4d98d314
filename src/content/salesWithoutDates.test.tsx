import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { loadContent } from './loadContent';
import { memorySource } from './memorySource';
import { toRouteManifest } from './publicData';
import { fixturesDir, publicDir } from '../../tests/helpers/content';

/**
 * Editions without `offer.earlyBirdUntil` and `salesEnd` (the fixtures, like the shipped files) behave exactly as before
 * the dates existed: whatever day the site is built for, their pages render the same markup, and the
 * offer they show is the one in the file. (The built HTML was also compared with the build from before
 * the dates, file by file, when they were introduced.)
 */

const contentOn = (today: string) => loadContent({ dir: fixturesDir, publicDir, today });

async function pagesOn(today: string) {
  const content = contentOn(today);
  const source = memorySource(content);
  const manifest = toRouteManifest(content);
  const routes = ['/', ...content.editions.map((edition) => `/${edition.slug}`)];
  return Promise.all(routes.map(async (route) => [route, (await renderPage(route, manifest, source, content.site.origin)).html] as const));
}

describe('editions without dates', () => {
  it('show the offer of their file on any day', () => {
    for (const today of ['2025-01-01', '2026-11-23', '2099-12-31']) {
      for (const edition of contentOn(today).editions) {
        expect(edition.sales.offer).toEqual(edition.offer);
        expect(edition.sales).toMatchObject({ checkoutCtaLabel: edition.checkoutCtaLabel, campaignCopy: true });
        expect(edition.sales.closed).toBeUndefined();
      }
    }
  });

  it('render the same pages on any day, before and after their sales open', async () => {
    const reference = await pagesOn('2026-11-23');
    expect(reference.map(([route]) => route)).toEqual(['/', ...contentOn('2026-11-23').editions.map((edition) => `/${edition.slug}`)]);
    expect(reference.length).toBeGreaterThanOrEqual(3);
    for (const today of ['2025-01-01', '2099-12-31']) expect(await pagesOn(today)).toEqual(reference);
  }, 60_000);
});
