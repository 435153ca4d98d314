import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { hydrated, openSession, settled, withBrowserAndSite, withSharedTab } from './browser';
import { builtData, ROUTES, VIEWPORTS } from './routes';

/**
 * WCAG 2.2 AA in Chromium on the production build, and AAA text contrast (7 : 1, axe's
 * `color-contrast-enhanced`) for readers over 40: axe plus the checks axe cannot make.
 */
const env = withBrowserAndSite();
const editionPath = `/${builtData().featured.slug}`;
/** One tab per width for the checks that only read the page. */
const tabAt = (viewport: { width: number; height: number }) => withSharedTab(() => env.browser, { viewport });
const narrowest = tabAt({ width: 320, height: 640 });
const phone = tabAt({ width: 390, height: 844 });

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  const visit = tabAt(viewport);
  it.each(ROUTES)('axe finds no violations on $path', async (route) => {
    const { session } = await visit(env.site.origin + route.path);
    await settled(session.page, route);
    // Legacy mode runs axe in the page and its (same-origin) frames at once instead of collecting partial
    // results in an extra blank page: the same rules and results, in about two thirds of the time.
    const results = await new AxeBuilder({ page: session.page })
      // The AA rules by tag, and AAA's text contrast (tagged wcag2aaa) switched on by name.
      .options({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: { 'color-contrast-enhanced': { enabled: true } },
        // The QA comparison's frames show the edition pages, which axe reads on their own routes here.
        iframes: false,
        // Only violations are asserted: details of every passing node are neither gathered nor sent back.
        resultTypes: ['violations'],
      })
      .setLegacyMode(true)
      .analyze();
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
});

describe('beyond axe', () => {
  it.each(ROUTES)('$path has one h1, alt text on every image, no horizontal scrolling and no squeezed icon at 320 px', async (route) => {
    const { session } = await narrowest(env.site.origin + route.path);
    await settled(session.page, route);
    expect(await session.page.locator('h1').count()).toBe(1);
    const images = await session.page
      .locator('img')
      .evaluateAll((elements) =>
        elements.map((element) => ({ alt: element.getAttribute('alt'), decorative: element.closest('a')?.textContent?.trim() !== '' })),
      );
    for (const image of images) expect(image.alt).not.toBeNull();
    const overflow = await session.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Icons beside long text in a narrow flex row once shrank to a few pixels (the winter bonus list).
    const squeezedIcons = await session.page
      .locator('svg[width]')
      .evaluateAll((icons) =>
        icons
          .filter((icon) => icon.getBoundingClientRect().width < Number(icon.getAttribute('width')) - 0.5)
          .map((icon) => icon.parentElement?.textContent?.trim().slice(0, 40)),
      );
    expect(squeezedIcons).toEqual([]);
  });

  it('breaks the thank-you page’s support address on a phone only after its „@“, never inside a word', async () => {
    const { session } = await phone(`${env.site.origin}/danke`);
    // Each text piece of the link with the number of lines it spans, and the whole link's.
    const layout = await session.page.locator('main a[href^="mailto:"]').evaluate((link) => {
      const linesOf = (rects: DOMRectList) => new Set([...rects].map((rect) => Math.round(rect.top))).size;
      const pieces = [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return { text: node.textContent, lines: linesOf(range.getClientRects()) };
        });
      return { pieces, lines: linesOf(link.getClientRects()) };
    });
    // Two lines at 390 px: the name with its „@“, and the domain, each whole.
    expect(layout).toEqual({
      pieces: [
        { text: 'support@', lines: 1 },
        { text: 'inselcoaching40plus.de', lines: 1 },
      ],
      lines: 2,
    });
  });

  it('gives the cover and the portrait meaningful alternative text', async () => {
    const { session } = await narrowest(env.site.origin + editionPath);
    const alts = await session.page.locator('main img').evaluateAll((elements) => elements.map((element) => element.getAttribute('alt') ?? ''));
    expect(alts.length).toBeGreaterThanOrEqual(2);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
  });

  // Where an edition does not sell, the links on to the edition that does take the checkout links' place.
  const targetSelector = 'a[data-checkout-link], a[data-current-edition-link], [data-section="faq"] button';

  it('reaches every checkout link (or link on to the edition that sells) and every FAQ question by Tab, each with a visible focus ring', async () => {
    const session = await openSession(env.browser, { viewport: { width: 390, height: 844 } });
    const { page } = session;
    await page.goto(env.site.origin + editionPath);
    await hydrated(page);
    const targets = await page.locator(targetSelector).count();
    expect(targets).toBeGreaterThan(0);
    const reached = new Set<string>();
    for (let step = 0; step < 120 && reached.size < targets; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate((selector) => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.matches(selector)) return null;
        const style = getComputedStyle(element);
        const all = [...document.querySelectorAll(selector)];
        return { index: all.indexOf(element), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      }, targetSelector);
      if (!focused) continue;
      expect(focused.outline).not.toBe('none');
      expect(focused.width).toBeGreaterThanOrEqual(2);
      reached.add(String(focused.index));
    }
    expect(reached.size).toBe(targets);
    await session.context.close();
  });

  it('honours prefers-reduced-motion', async () => {
    const session = await openSession(env.browser, { reducedMotion: 'reduce' });
    const { page } = session;
    await page.goto(env.site.origin + editionPath);
    await hydrated(page);
    const motion = await page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      chevron: getComputedStyle(document.querySelector('[data-section="faq"] button svg')!).transitionDuration,
    }));
    expect(motion.scroll).toBe('auto');
    expect(parseFloat(motion.chevron)).toBeLessThan(0.001);
    await session.context.close();
  });
});
