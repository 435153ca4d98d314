import { describe, expect, it } from 'vitest';
import { displayGlyphsFor } from '#scripts/build/fonts';
import { builtContent } from '../helpers/builtSite';
import { settled, useBrowserAndSite, useSharedTab } from './browser';
import { ROUTES } from './routes';

const env = useBrowserAndSite();
const displayGlyphs = new Set(displayGlyphsFor(builtContent()));
const visit = useSharedTab(() => env.browser);

describe('web faces', () => {
  it.each(ROUTES)('are loaded and in use on $path once the start-up has run', async (route) => {
    const { session } = await visit(env.site.origin + route.path);
    await settled(session.page, route);
    // The start-up adds the faces once all have loaded (src/startup/webFonts.ts).
    await session.page.waitForFunction(() => [...document.fonts].filter((face) => !face.family.includes('Fallback')).length === 3);
    const faces = await session.page.evaluate(() =>
      [...document.fonts].filter((face) => !face.family.includes('Fallback')).map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`).sort(),
    );
    expect(faces).toEqual(['Merriweather 700 loaded', 'Source Sans 3 400 loaded', 'Source Sans 3 700 loaded']);
  });
});

/** The heading face is cut to letters, digits and a few marks: every character set in it must be there. */
describe('heading face', () => {
  it.each(ROUTES)('has every character that $path sets in Merriweather', async (route) => {
    const { session } = await visit(env.site.origin + route.path);
    await settled(session.page, route);
    const inHeadingFace = await session.page.evaluate(() => {
      const characters = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !getComputedStyle(parent).fontFamily.startsWith("Merriweather")) continue;
        for (const character of node.textContent ?? '') if (character.trim() || character === '\u00a0') characters.add(character);
      }
      return [...characters];
    });
    expect(inHeadingFace.length).toBeGreaterThan(10);
    expect(inHeadingFace.filter((character) => !displayGlyphs.has(character))).toEqual([]);
  });
});
