import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { loadContent } from './loadContent';
import { memorySource } from './memorySource';
import { toRouteManifest } from './publicData';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { EARLY, FULL, fixturesDir, publicDir } from '#tests/helpers/content';
import { copyEditions, editJson } from '#tests/helpers/tempContent';

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

/** What a reader sees of a section: tags removed, React's separators and spaces collapsed. */
const sectionText = (html: string, type: string) => {
  const section = html.match(new RegExp(`<section[^>]*data-section="${type}"[\\s\\S]*?</section>`))?.[0] ?? '';
  return section
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \n\t]+/g, ' ')
    .trim();
};

describe('what a page that does not sell says', () => {
  // The fixtures with the shipped price heading, and fixture-early alone: before its sales open (1 February
  // 2026) no other edition sells or opens, so the page is the next edition itself.
  const alone = copyEditions();
  rmSync(path.join(alone, `${FULL}.json`));
  editJson(alone, 'site.json', (site) => {
    site.sectionDefaults.pricing.heading = {
      eyebrow: 'Deine Investition',
      title: 'Ein Preis, alles inklusive',
      intro: 'Keine versteckten Kosten, kein Abo: Du zahlst einmal und bekommst das komplette Programm.',
    };
  });
  const aloneOn = async (today: string) => {
    const content = loadContent({ dir: alone, publicDir, today });
    const slug = content.editions[0].slug;
    return (await renderPage(`/${slug}`, toRouteManifest(content), memorySource(content), content.site.origin)).html;
  };

  it('before its sales open: hero and price card say the day, never that the next edition is being prepared, and the heading promises no price', async () => {
    const html = await aloneOn('2026-01-15');
    for (const type of ['hero', 'pricing']) {
      expect(sectionText(html, type)).toContain('Die Anmeldung zur Nordsee-Edition 2026 öffnet am 1.\u00a0Februar\u00a02026.');
      expect(sectionText(html, type)).not.toContain('in Vorbereitung');
    }
    const pricing = sectionText(html, 'pricing');
    expect(pricing).toContain('Anmeldung Die Anmeldung ist noch nicht geöffnet');
    for (const promise of ['Deine Investition', 'Ein Preis, alles inklusive', 'Du zahlst einmal']) expect(pricing).not.toContain(promise);
  });

  it('closed: the price card says so, points to the next edition being prepared, and promises no price', async () => {
    const pricing = sectionText(await aloneOn('2026-09-07'), 'pricing');
    expect(pricing).toContain('Anmeldung Die Anmeldung ist geschlossen');
    expect(pricing).toContain('Die nächste Edition ist in Vorbereitung.');
    for (const promise of ['Deine Investition', 'Ein Preis, alles inklusive', 'Du zahlst einmal']) expect(pricing).not.toContain(promise);
  });

  it('while it sells: the configured heading over the price', async () => {
    const pricing = sectionText(await aloneOn('2026-02-15'), 'pricing');
    expect(pricing).toContain('Deine Investition Ein Preis, alles inklusive Keine versteckten Kosten');
    expect(pricing).not.toContain('Die Anmeldung ist');
  });

  it('before its sales open, a page names no edition that opens after it', async () => {
    // On 30 November 2025 fixture-full opens the next day, fixture-early only on 1 February 2026.
    const html = await pageOn('2025-11-30', `/${slugOf(FULL)}`);
    expect(sectionText(html, 'hero')).toContain('öffnet am 1.\u00a0Dezember\u00a02025.');
    for (const type of ['hero', 'pricing']) expect(sectionText(html, type)).not.toContain('Nordsee-Edition 2026 öffnet');
  });
});
