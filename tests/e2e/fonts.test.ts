import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayGlyphsFor } from '#scripts/build/fonts';
import { WEB_FONTS_ADDED_ATTRIBUTE } from '#kit/webFontsMark';
import { builtContent } from '../helpers/builtSite';
import { openSession, settled, shiftTotal, UNSEEN_SHIFT, withBrowserAndSite, withSharedTab } from './browser';
import { ROUTES, VIEWPORTS } from './routes';

const env = withBrowserAndSite();
const displayGlyphs = new Set(displayGlyphsFor(builtContent()));
const visit = withSharedTab(() => env.browser);

/** Once the start-up has added the faces and marked the page: from then on the font stacks name them (kit/fontStacks.ts). */
const webFacesAdded = (page: Page) => page.waitForSelector(`html[${WEB_FONTS_ADDED_ATTRIBUTE}]`, { state: 'attached' });

describe('web faces', () => {
  it.each(ROUTES)('are loaded and in use on $path once the start-up has run', async (route) => {
    const { session } = await visit(env.site.origin + route.path);
    await settled(session.page, route);
    // The start-up adds the faces once all have loaded (src/startup/webFonts.ts).
    await session.page.waitForFunction(() => [...document.fonts].filter((face) => !face.family.includes('Fallback')).length === 3);
    const faces = await session.page.evaluate(() =>
      [...document.fonts]
        .filter((face) => !face.family.includes('Fallback'))
        .map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`)
        .sort(),
    );
    expect(faces).toEqual(['Merriweather 700 loaded', 'Source Sans 3 400 loaded', 'Source Sans 3 700 loaded']);
    await webFacesAdded(session.page);
    expect(await session.page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Source Sans 3"?,/);
  });
});

// Before any script of the page: notes how many of the page's blocks are set aside when the faces are added
// (src/startup/offscreenBlocks.ts) and every layout shift. A string: the test runner's transform would add helpers
// to a function that the page does not have.
const WATCH_SWAP = `
  window.swap = { added: 0, asideWhenAdded: [], shifts: [] };
  const aside = () => [...document.querySelectorAll('main > *, main ~ *')].filter((block) => block.style.contentVisibility).length;
  const fonts = Object.getPrototypeOf(document.fonts);
  const add = fonts.add;
  fonts.add = function (face) {
    window.swap.added += 1;
    window.swap.asideWhenAdded.push(aside());
    return add.call(this, face);
  };
  window.swap.aside = aside;
  new PerformanceObserver((list) => window.swap.shifts.push(...list.getEntries().map((entry) => entry.value))).observe({ type: 'layout-shift', buffered: true });
`;

describe('swap of the web faces', () => {
  it.each(VIEWPORTS)('lays out the long page in pieces and moves nothing at $width px', async (viewport) => {
    const session = await openSession(env.browser, { viewport });
    try {
      await session.page.addInitScript(WATCH_SWAP);
      const route = ROUTES.find((candidate) => candidate.path === `/${builtContent().featured.slug}`)!;
      await session.page.goto(env.site.origin + route.path);
      await settled(session.page, route);
      await session.page.waitForFunction(
        () =>
          (window as unknown as { swap: { added: number; aside: () => number } }).swap.added === 3 &&
          (window as unknown as { swap: { aside: () => number } }).swap.aside() === 0,
      );
      const swap = await session.page.evaluate(() => (window as unknown as { swap: { asideWhenAdded: number[]; shifts: number[] } }).swap);
      // All three faces in one go, with the blocks more than a screen away from it set aside.
      expect(swap.asideWhenAdded).toHaveLength(3);
      expect(new Set(swap.asideWhenAdded).size).toBe(1);
      expect(swap.asideWhenAdded[0]).toBeGreaterThanOrEqual(viewport.width < 600 ? 6 : 4);
      expect(shiftTotal(swap.shifts)).toBeLessThan(UNSEEN_SHIFT);
    } finally {
      await session.context.close();
    }
  });
});

/** The heading face is cut to letters, digits and a few marks: every character set in it must be there. */
describe('heading face', () => {
  it.each(ROUTES)('has every character that $path sets in Merriweather', async (route) => {
    const { session } = await visit(env.site.origin + route.path);
    await settled(session.page, route);
    await webFacesAdded(session.page);
    const inHeadingFace = await session.page.evaluate(() => {
      const characters = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !getComputedStyle(parent).fontFamily.startsWith('Merriweather')) continue;
        for (const character of node.textContent ?? '') if (character.trim() || character === '\u00a0') characters.add(character);
      }
      return [...characters];
    });
    expect(inHeadingFace.length).toBeGreaterThan(10);
    expect(inHeadingFace.filter((character) => !displayGlyphs.has(character))).toEqual([]);
  });
});
