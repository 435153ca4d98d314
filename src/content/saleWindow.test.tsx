import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { loadContent } from './loadContent';
import { memorySource } from './memorySource';
import { toRouteManifest } from './publicData';
import { EARLY, FULL, fixturesDir, publicDir } from '#tests/helpers/content';

/**
 * Every edition sells only inside its sale window: from `offer.validFrom` through `salesEnd`, or without it
 * through the day before its start. The fixtures name no `salesEnd`: fixture-full sells 2025-12-01 to
 * 2026-03-01 (start 2026-03-02), fixture-early 2026-02-01 to 2026-09-06 (start 2026-09-07). Their pages,
 * rendered as the build renders them, have a checkout link inside the window and none outside it.
 */

const contentOn = (today: string) => loadContent({ dir: fixturesDir, publicDir, today });

async function pageOn(today: string, route: string) {
  const content = contentOn(today);
  return (await renderPage(route, toRouteManifest(content), memorySource(content), content.site.origin)).html;
}

const slugOf = (key: string) => contentOn('2026-02-15').editions.find((edition) => edition.key === key)!.slug;
const checkoutLinks = (html: string) => html.match(/href="https:\/\/[^"]*\/product\/\d+[^"]*"/g) ?? [];

describe('the sale window', () => {
  it.each([
    ['2025-11-30', 'upcoming'],
    ['2025-12-01', 'on-sale'],
    ['2026-03-01', 'on-sale'],
    ['2026-03-02', 'closed'],
    ['2099-12-31', 'closed'],
  ])('on %s the edition without salesEnd is %s (it never sells for ever)', (today, state) => {
    expect(contentOn(today).editions.find((edition) => edition.key === FULL)!.sales.state).toBe(state);
  });

  it('an upcoming page names the day registration opens and has no checkout link and no price', async () => {
    const html = await pageOn('2025-11-30', `/${slugOf(FULL)}`);
    expect(checkoutLinks(html)).toEqual([]);
    expect(html).toContain('öffnet am 1.\u00a0Dezember\u00a02025.');
    expect(html).not.toMatch(/\d+(&nbsp;|\u00a0)€<\/strong>/);
  });

  it('a page inside its window has its checkout links; closed, none', async () => {
    expect(checkoutLinks(await pageOn('2026-02-15', `/${slugOf(FULL)}`)).length).toBeGreaterThan(0);
    expect(checkoutLinks(await pageOn('2026-03-02', `/${slugOf(FULL)}`))).toEqual([]);
  });

  it('the home page promotes the edition whose sales opened last, and nothing once nothing sells', async () => {
    expect(contentOn('2026-01-15').featured.key).toBe(FULL);
    expect(contentOn('2026-02-01').featured.key).toBe(EARLY);
    const closedHome = await pageOn('2026-09-07', '/');
    expect(closedHome).toContain('Die nächste Edition ist in Vorbereitung.');
    expect(closedHome).not.toMatch(/\d+(&nbsp;|\u00a0)€/);
  }, 30_000);
});
