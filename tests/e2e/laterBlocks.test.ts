import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LATER_BLOCKS, LATER_BLOCKS_ATTRIBUTE } from '#kit/laterBlocks';
import { builtContent } from '../helpers/builtSite';
import { failStartupModule, openSession, settled, shiftTotal, UNSEEN_SHIFT, withBrowserAndSite, type SessionOptions } from './browser';
import { ROUTES, VIEWPORTS } from './routes';

/**
 * A fresh visit's first layout lays out only the first screen (kit/laterBlocks.ts): the blocks below it come back
 * one per frame right after the first paint. Checked on the long page, the featured edition's.
 */
const env = withBrowserAndSite();
const route = ROUTES.find((candidate) => candidate.path === `/${builtContent().featured.slug}`)!;

// Before any script of the page, on every frame: whether the document is marked, how many of the later blocks
// are being brought back, and every layout shift. A string: the test runner's transform would add helpers to a
// function that the page does not have.
const WATCH = `
  window.later = { frames: 0, markedFrames: [], bringingBackFrames: [], shifts: [] };
  const watch = () => {
    const root = document.documentElement;
    window.later.frames += 1;
    if (root && root.hasAttribute('${LATER_BLOCKS_ATTRIBUTE}')) {
      window.later.markedFrames.push(window.later.frames);
      if ([...document.querySelectorAll('${LATER_BLOCKS}')].some((block) => block.style.contentVisibility === 'visible')) window.later.bringingBackFrames.push(window.later.frames);
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  new PerformanceObserver((list) => window.later.shifts.push(...list.getEntries().map((entry) => entry.value))).observe({ type: 'layout-shift', buffered: true });
`;

interface Watched {
  frames: number;
  markedFrames: number[];
  bringingBackFrames: number[];
  shifts: number[];
}
const watched = (page: Page) => page.evaluate(() => (window as unknown as { later: Watched }).later);

/** The page's later blocks as they stand: computed content-visibility and any style the start-up left on them. */
const laterBlocks = (page: Page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((block) => `${getComputedStyle(block).contentVisibility} ${block.style.cssText}`.trim()),
    LATER_BLOCKS,
  );

async function open(address: string, options: SessionOptions = {}) {
  const session = await openSession(env.browser, options);
  await session.page.addInitScript(WATCH);
  await session.page.goto(env.site.origin + address);
  return session;
}

/** Until the mark is off and the web faces are in, their swap done (it comes after the blocks' return). */
async function allBack(page: Page) {
  await settled(page, route);
  await page.waitForFunction(
    ([attribute, selector]) =>
      !document.documentElement.hasAttribute(attribute) &&
      [...document.fonts].filter((face) => !face.family.includes('Fallback')).length === 3 &&
      [...document.querySelectorAll<HTMLElement>(selector)].every((block) => !block.style.contentVisibility),
    [LATER_BLOCKS_ATTRIBUTE, LATER_BLOCKS],
  );
}

describe('the first layout of a fresh visit', () => {
  it.each(VIEWPORTS)('skips the blocks below the first screen and brings them back within a few frames, moving nothing, at $width px', async (viewport) => {
    const session = await open(route.path, { viewport });
    try {
      await allBack(session.page);
      const later = await watched(session.page);
      const blocks = await laterBlocks(session.page);
      expect(later.markedFrames.length).toBeGreaterThan(0);
      // One frame per block at most, from the first brought back to the mark taken off.
      expect(later.bringingBackFrames.length).toBeGreaterThan(0);
      expect(later.markedFrames.at(-1)! - later.bringingBackFrames[0]).toBeLessThanOrEqual(blocks.length + 1);
      expect(blocks.length).toBeGreaterThanOrEqual(5);
      expect(new Set(blocks)).toEqual(new Set(['visible']));
      expect(shiftTotal(later.shifts)).toBeLessThan(UNSEEN_SHIFT);
    } finally {
      await session.context.close();
    }
  });

  it('is not cut short for a visitor arriving at a section: the page is never marked, and lands on it', async () => {
    const session = await open(`${route.path}#faq`, { reducedMotion: 'reduce' });
    try {
      await allBack(session.page);
      expect((await watched(session.page)).markedFrames).toEqual([]);
      expect(await offsetFromTop(session.page, 'faq')).toBeLessThanOrEqual(1);
    } finally {
      await session.context.close();
    }
  });

  it('is not cut short on a reload, where the browser restores the scroll position', async () => {
    const session = await open(route.path);
    try {
      await allBack(session.page);
      await session.page.reload();
      await allBack(session.page);
      expect((await watched(session.page)).markedFrames).toEqual([]);
    } finally {
      await session.context.close();
    }
  });

  it('leaves the page as it is with JavaScript off', async () => {
    const session = await open(route.path, { javaScriptEnabled: false });
    try {
      await session.page.waitForLoadState('load');
      expect(await session.page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), LATER_BLOCKS_ATTRIBUTE)).toBe(false);
      expect(new Set(await laterBlocks(session.page))).toEqual(new Set(['visible']));
    } finally {
      await session.context.close();
    }
  });

  it('lays out every block when the start-up module cannot be loaded', async () => {
    const session = await openSession(env.browser);
    try {
      await failStartupModule(session.page, env.site.origin, route.path);
      await session.page.goto(env.site.origin + route.path);
      await session.page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), LATER_BLOCKS_ATTRIBUTE);
      expect(new Set(await laterBlocks(session.page))).toEqual(new Set(['visible']));
    } finally {
      await session.context.close();
    }
  });

  it('lets an in-page link clicked after the start lands on its target', async () => {
    const session = await open(route.path, { reducedMotion: 'reduce' });
    try {
      await allBack(session.page);
      // The page's sections are linked from other pages and from the visitor's address bar; a link at the top stands in.
      await session.page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<a id="to-faq" href="#faq">FAQ</a>'));
      await session.page.click('#to-faq');
      await session.page.waitForURL(/#faq$/);
      expect(await offsetFromTop(session.page, 'faq')).toBeLessThanOrEqual(1);
    } finally {
      await session.context.close();
    }
  });
});

/** How far the section lies from where a jump to it puts it (the screen's top, less its scroll margin). */
const offsetFromTop = (page: Page, id: string) =>
  page.evaluate((target) => {
    const element = document.getElementById(target)!;
    return Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop || '0'));
  }, id);
