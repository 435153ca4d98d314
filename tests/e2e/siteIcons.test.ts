import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_ICON } from '#src/startup/loaderScript';
import { failStartupModule, openSession, settled, withBrowserAndSite } from './browser';
import { ROUTES } from './routes';

/**
 * The page's icons wait for its first paint (src/startup/loaderScript.ts): until then each names an empty icon,
 * so the browser neither fetches nor draws one while the page paints; after it, their own addresses are back.
 */
const env = withBrowserAndSite();

// Before any script of the page: the icons' addresses in the first frame the page draws. A string: the test
// runner's transform would add helpers to a function that the page does not have.
const WATCH = `
  requestAnimationFrame(() => {
    window.firstFrameIcons = [...document.querySelectorAll('link[rel=icon]')].map((icon) => icon.getAttribute('href'));
  });
`;

/** The page's icons are its own: the linked SVG, then the linked PNG. */
async function expectOwnIcons(page: Page) {
  const icons = await page.evaluate(() => [...document.querySelectorAll('link[rel=icon]')].map((icon) => icon.getAttribute('href')));
  expect(icons).toEqual(['/images/favicon.svg', '/images/favicon-32.png']);
}

describe("the page's icons", () => {
  it.each(ROUTES)('are empty in the first frame of $path and its own after the paint', async (route) => {
    const session = await openSession(env.browser);
    try {
      await session.page.addInitScript(WATCH);
      await session.page.goto(env.site.origin + route.path);
      await settled(session.page, route);
      const firstFrame = await session.page.evaluate(() => (window as unknown as { firstFrameIcons: string[] }).firstFrameIcons);
      expect(firstFrame).toEqual([NO_ICON, NO_ICON]);
      await expectOwnIcons(session.page);
    } finally {
      await session.context.close();
    }
  });

  it("are the page's own with JavaScript off", async () => {
    const session = await openSession(env.browser, { javaScriptEnabled: false });
    try {
      await session.page.goto(`${env.site.origin}/`);
      await expectOwnIcons(session.page);
    } finally {
      await session.context.close();
    }
  });

  it('come back even when the start-up module cannot be loaded', async () => {
    const session = await openSession(env.browser);
    try {
      await failStartupModule(session.page, env.site.origin, '/');
      await session.page.goto(`${env.site.origin}/`);
      await session.page.waitForFunction(
        (empty) => [...document.querySelectorAll('link[rel=icon]')].every((icon) => icon.getAttribute('href') !== empty),
        NO_ICON,
      );
      await expectOwnIcons(session.page);
    } finally {
      await session.context.close();
    }
  });
});
