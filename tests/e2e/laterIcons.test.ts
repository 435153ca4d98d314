import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LATER_BLOCKS } from '#kit/laterBlocks';
import { builtContent, pageFile } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';
import { openSession, settled, withBrowserAndSite } from './browser';
import { ROUTES, VIEWPORTS } from './routes';

/**
 * The icons of a page's later blocks come from a file of their own, after the first paint
 * (scripts/build/compact/laterIcons.ts, src/startup/laterIcons.ts). Checked on the featured edition's page.
 */
const env = withBrowserAndSite();
const route = ROUTES.find((candidate) => candidate.path === `/${builtContent().featured.slug}`)!;

/** The symbols the built page refers to without holding them. */
function symbolsNotInPage(): string[] {
  const html = readFileSync(path.join(projectRoot, 'dist', pageFile(route.path)), 'utf8');
  const referred = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id));
  return [...referred].filter((id) => !html.includes(`id="${id}"`));
}

/** Each use of those symbols: whether it lies in a later block, its drawn width, and what paints its <svg> without them. */
const usesOf = (page: Page, ids: string[]) =>
  page.evaluate(
    ([symbols, later]) =>
      [...document.querySelectorAll('use')]
        .filter((use) => symbols.includes(use.getAttribute('href')!.slice(1)))
        .map((use) => ({
          inLaterBlock: !!use.closest(later),
          drawnWidth: use.getBBox().width,
          mask: getComputedStyle(use.parentElement!).maskImage,
          boxWidth: use.parentElement!.getBoundingClientRect().width,
        })),
    [ids, LATER_BLOCKS] as const,
  );

describe("the icons of a page's later blocks", () => {
  const later = symbolsNotInPage();

  it('are not drawn in the built page', () => {
    expect(later.length).toBeGreaterThanOrEqual(5);
  });

  it.each(VIEWPORTS)('are drawn from symbols fetched after the first paint, at $width px', async (viewport) => {
    const session = await openSession(env.browser, { viewport });
    try {
      await session.page.goto(env.site.origin + route.path);
      await settled(session.page, route);
      const timing = await session.page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        requests: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/icons-'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.requests).toHaveLength(1);
      expect(timing.requests[0]).toBeGreaterThan(timing.firstPaint);
      const uses = await usesOf(session.page, later);
      expect(uses.length).toBeGreaterThanOrEqual(later.length);
      for (const use of uses) {
        expect(use.inLaterBlock).toBe(true);
        expect(use.drawnWidth).toBeGreaterThan(0);
        expect(use.mask).toBe('none');
      }
    } finally {
      await session.context.close();
    }
  });

  it('are painted by the <noscript> style sheet with JavaScript off', async () => {
    const session = await openSession(env.browser, { javaScriptEnabled: false });
    try {
      await session.page.goto(env.site.origin + route.path);
      await session.page.waitForLoadState('load');
      const uses = await usesOf(session.page, later);
      expect(uses.length).toBeGreaterThanOrEqual(later.length);
      for (const use of uses) {
        expect(use.drawnWidth).toBe(0);
        expect(use.mask).toMatch(/^url\("data:image\/svg\+xml,/);
        expect(use.boxWidth).toBeGreaterThan(0);
      }
    } finally {
      await session.context.close();
    }
  });
});
