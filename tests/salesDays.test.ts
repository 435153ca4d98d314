import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDayList } from '#kit/model/timeline';
import { renderDocument } from '#scripts/build/renderDocument';
import { loadContent } from '#src/content/loadContent';
import { toEditionData, toSiteData } from '#src/content/publicData';
import * as serverEntry from '#src/entry-server';
import { editionPageProblems } from './helpers/builtSite';
import { fixturesDir, projectRoot, publicDir } from './helpers/content';
import { datedEditionsDir } from './helpers/datedEditions';

/**
 * Each fixture edition on every day of its calendar (the day before the first change and each day a page changes),
 * rendered in this process through the build's own render path (scripts/build/renderDocument.ts with the server
 * entry), checked as the built site's tests check dist/ (tests/helpers/builtSite.ts): while it sells its checkout
 * links, price, voucher and JSON-LD offer; before and after, its notice, the way on, no price and no checkout link.
 */
const template = readFileSync(path.join(projectRoot, 'index.html'), 'utf8');

/** The problems of every edition page of `dir` as the build renders it for `day`. */
async function pagesOn(dir: string, day: string) {
  const content = loadContent({ dir, publicDir, today: day });
  const ogImages = new Map(content.editions.map((edition) => [edition.slug, `/assets/og/${edition.slug}.png`]));
  const site = toSiteData(content.site, day);
  const problems: string[] = [];
  for (const edition of content.editions) {
    const { html, status } = await renderDocument(serverEntry, content, `/${edition.slug}`, { template, fontTags: '', ogImages });
    if (status !== 200) problems.push(`/${edition.slug}: Status ${status}`);
    problems.push(...editionPageProblems({ site, dist: '' }, { slug: edition.slug, data: toEditionData(edition) }, html));
  }
  return { problems };
}

describe.each([
  ['the fixture editions', fixturesDir],
  // The shipped editions with winter dated and a spring edition to come (tests/editionDates.integration.test.ts builds them).
  ['the dated shipped editions', datedEditionsDir()],
])('%s on every day of their calendar', (_name, dir) => {
  const days = calendarDayList(loadContent({ dir, publicDir, today: '2026-02-15' }).editions);

  it.each(days)('%s', async (day) => {
    expect((await pagesOn(dir, day)).problems).toEqual([]);
  });

  it('pass through every state a page can be in', () => {
    const states = new Set(days.flatMap((day) => loadContent({ dir, publicDir, today: day }).editions.map((edition) => edition.sales.state)));
    expect([...states].sort()).toEqual(['closed', 'early-bird', 'on-sale', 'upcoming']);
  });
});
