import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDiffValue } from '#engine/editionDiff';
import { formatDateLong, formatDateNumeric } from '#engine/format';
import { addDays } from '#kit/model/calendarDay';
import { QA_COMPARISON_PATH, QA_DAYS_FILE } from '#kit/model/paths';
import type { CalendarDays } from '#kit/model/timeline';
import { projectRoot } from '../helpers/content';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import { hydrated, openSession, withBrowserAndSite, withSharedTab, type Session } from './browser';
import { builtData } from './routes';

/**
 * The QA comparison in Chromium on the production build, under the site's security headers: the
 * featured edition (A) beside another one (B), as the build's data names them, each in its state on the build day.
 */
const { editions, featured } = builtData();
const [A, B] = [featured, editions.find((edition) => edition !== featured)!];
const env = withBrowserAndSite();
const QA = `/${QA_COMPARISON_PATH}?a=${A.key}&b=${B.key}`;
const heroTitle = (edition: typeof A) => {
  const hero = edition.data.sections[0];
  if (hero.type !== 'hero') throw new Error(`${edition.key}: der erste Abschnitt ist kein hero`);
  return hero.title;
};
const shown = (value: unknown) => formatDiffValue(value);

/** A tab per width: each check loads the comparison afresh into it (nothing the page does outlives a load). */
const tabs = {
  desktop: withSharedTab(() => env.browser, { viewport: { width: 1280, height: 800 } }),
  phone: withSharedTab(() => env.browser, { viewport: { width: 390, height: 844 } }),
};

async function openComparison(query = QA, width: keyof typeof tabs = 'desktop'): Promise<Session> {
  const { session } = await tabs[width](env.site.origin + query);
  await hydrated(session.page);
  await session.page.locator('table').waitFor();
  return session;
}

/** The framed pages, read from this page (same origin): what a test needs of each. */
const framedPages = (page: Page) =>
  page.locator('iframe').evaluateAll((frames) =>
    (frames as HTMLIFrameElement[]).map((frame) => {
      const view = frame.contentWindow!;
      const max = view.document.documentElement.scrollHeight - view.innerHeight;
      return {
        title: frame.title,
        h1: view.document.querySelector('h1')?.textContent ?? '',
        layoutWidth: view.innerWidth,
        shownWidth: frame.getBoundingClientRect().width,
        scrollY: view.scrollY,
        share: max > 0 ? view.scrollY / max : 0,
      };
    }),
  );

const waitForFrames = (page: Page, h1s: string[]) =>
  expect.poll(async () => (await framedPages(page)).map((frame) => frame.h1), { timeout: 10_000 }).toEqual(h1s);

const scrollFrame = (page: Page, index: number, top: number) =>
  page
    .locator('iframe')
    .nth(index)
    .evaluate((frame, y) => (frame as HTMLIFrameElement).contentWindow!.scrollTo({ top: y, behavior: 'instant' }), top);

/**
 * Resolves after the framed page has dispatched the scroll events of its last scroll: browsers fire them in
 * the rendering step before animation-frame callbacks, and the comparison follows a scroll inside that event.
 * So by the second frame after, a coupled frame would have followed.
 */
const scrollEventsDispatched = (page: Page, index: number) =>
  page
    .locator('iframe')
    .nth(index)
    .evaluate(
      (frame) =>
        new Promise<void>((resolve) => (frame as HTMLIFrameElement).contentWindow!.requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );

/** The default comparison, once both framed pages show their hero. */
async function openWithFrames(): Promise<Session> {
  const session = await openComparison();
  await waitForFrames(session.page, [heroTitle(A), heroTitle(B)]);
  return session;
}

/** The table's rows; a field by its path (the line beneath its German name). */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('table tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.querySelector('code')?.textContent ?? (cell as HTMLElement).innerText.trim())),
    );
}

describe('QA comparison /qa/vergleich', () => {
  it('lists every differing config field with its value in A and in B', async () => {
    const session = await openComparison();
    const rows = await tableRows(session.page);
    expect(rows[0]).toEqual(['Feld', `A: ${A.name}`, `B: ${B.name}`]);
    const byField = new Map(rows.slice(1).map(([field, a, b]) => [field, [a, b]]));
    expect(byField.get('slug')).toEqual([A.slug, B.slug]);
    expect(byField.get('name')).toEqual([A.name, B.name]);
    for (const field of ['mode', 'price', 'voucher'] as const) {
      const [a, b] = [(A.data.offer as Record<string, unknown>)[field], (B.data.offer as Record<string, unknown>)[field]];
      expect(byField.get(`offer.${field}`)).toEqual(a === b ? undefined : [shown(a), shown(b)]);
    }
    expect(byField.has('key')).toBe(false);
    await expect.poll(() => session.page.getByText(`${rows.length - 1} Felder unterscheiden sich.`, { exact: false }).count()).toBe(1);
    // And where each stands on the day the pages show.
    const states = await session.page.locator('[data-sales-states]').innerText();
    expect(states).toContain(`A: ${SALES_STATE_LABELS[A.state]}`);
    expect(states).toContain(`B: ${SALES_STATE_LABELS[B.state]}`);
    expect(session.errors).toEqual([]);
  });

  it('shows both pages side by side at the same width, with their images and fonts under the CSP', async () => {
    const session = await openWithFrames();
    const { page } = session;
    const frames = await framedPages(page);
    expect(frames.map((frame) => frame.title)).toEqual([
      `Edition A: ${A.name} (/${A.slug}), Handy 390\u00a0px`,
      `Edition B: ${B.name} (/${B.slug}), Handy 390\u00a0px`,
    ]);
    expect(frames.map((frame) => frame.layoutWidth)).toEqual([390, 390]);
    // Side by side: the phone's switch between them is not there.
    expect(await page.getByRole('group', { name: 'Gezeigte Seite' }).isVisible()).toBe(false);
    expect(await page.locator('iframe').evaluateAll((elements) => elements.map((frame) => frame.checkVisibility({ visibilityProperty: true })))).toEqual([
      true,
      true,
    ]);
    // The cover decodes and the heading face loads after the frame's text is there: read until both have
    // (or the poll's deadline says they never will under the CSP), never once.
    const rendered = () =>
      page.locator('iframe').evaluateAll((elements) =>
        Promise.all(
          (elements as HTMLIFrameElement[]).map(async (frame) => {
            const doc = frame.contentDocument!;
            await doc.fonts.ready;
            const cover = doc.querySelector<HTMLImageElement>('[data-section="hero"] img')!;
            // decode() settles once the image has loaded and decoded, and fails for a blocked or broken one.
            const decoded = await cover.decode().then(
              () => true,
              () => false,
            );
            return {
              scripts: doc.querySelectorAll('script[type="module"]').length,
              cover: decoded && cover.naturalWidth > 0,
              headingFont: doc.fonts.check('700 1em Merriweather'),
            };
          }),
        ),
      );
    await expect.poll(rendered).toEqual([
      { scripts: 0, cover: true, headingFont: true },
      { scripts: 0, cover: true, headingFont: true },
    ]);
    expect(session.errors).toEqual([]);
    expect(session.outbound).toEqual([]);
  });

  it('scrolls the other page along, to the same share of its height, in both directions', async () => {
    const session = await openWithFrames();
    const { page } = session;
    await scrollFrame(page, 0, 3000);
    await expect.poll(async () => (await framedPages(page))[1].scrollY).toBeGreaterThan(1000);
    let [a, b] = await framedPages(page);
    expect(a.scrollY).toBe(3000);
    expect(Math.abs(a.share - b.share)).toBeLessThan(0.01);

    await scrollFrame(page, 1, 0);
    await expect.poll(async () => (await framedPages(page))[0].scrollY).toBe(0);

    await page.getByLabel('Scrollen koppeln').uncheck();
    await scrollFrame(page, 0, 2000);
    await scrollEventsDispatched(page, 0);
    [a, b] = await framedPages(page);
    expect([a.scrollY, b.scrollY]).toEqual([2000, 0]);
    expect(session.errors).toEqual([]);
  });

  it('brings the other page along when one was scrolled before the pages had loaded', async () => {
    // A tab of its own: its framed pages' images are held back, and with them the load event on which the pages are linked.
    const session = await openSession(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      const { page } = session;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/images/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(env.site.origin + QA);
      await hydrated(page);
      await waitForFrames(page, [heroTitle(A), heroTitle(B)]);
      await scrollFrame(page, 0, 3000);
      await scrollEventsDispatched(page, 0);
      // Not linked yet: nothing follows.
      expect((await framedPages(page))[1].scrollY).toBe(0);
      release();
      await expect.poll(async () => (await framedPages(page))[1].scrollY).toBeGreaterThan(1000);
      const [a, b] = await framedPages(page);
      expect(a.scrollY).toBe(3000);
      expect(Math.abs(a.share - b.share)).toBeLessThan(0.01);
    } finally {
      await session.context.close();
    }
  });

  it('lays both pages out at 1280 px for the desktop view and scales them to fit', async () => {
    const session = await openComparison();
    const { page } = session;
    await page.getByLabel('Desktop 1280 px').check();
    await page.waitForURL(/breite=desktop/);
    await expect.poll(async () => (await framedPages(page)).map((frame) => frame.layoutWidth)).toEqual([1280, 1280]);
    const frames = await framedPages(page);
    expect(frames[0].shownWidth).toBeLessThan(640);
    expect(frames[0].shownWidth).toBeCloseTo(frames[1].shownWidth, 0);
    expect(frames[0].title).toContain('Desktop 1280\u00a0px');
    await expect.poll(() => page.getByText(/Desktop 1280\u00a0px, verkleinert auf \d+\u00a0%/).count()).toBe(2);
  });

  it('swaps A and B in the address, the table and the frames', async () => {
    const session = await openComparison();
    const { page } = session;
    await page.getByRole('button', { name: 'A und B tauschen' }).click();
    await page.waitForURL(new RegExp(`a=${B.key}&b=${A.key}`));
    await waitForFrames(page, [heroTitle(B), heroTitle(A)]);
    await expect.poll(async () => (await tableRows(page))[0]).toEqual(['Feld', `A: ${B.name}`, `B: ${A.name}`]);
    expect(await page.getByLabel('Edition A', { exact: true }).inputValue()).toBe(B.key);
    expect(session.errors).toEqual([]);
  });

  it('defaults to the featured edition beside another one and names an unknown key', async () => {
    const session = await openComparison(`/${QA_COMPARISON_PATH}?a=gibt-es-nicht`);
    const { page } = session;
    expect(await page.getByLabel('Edition A', { exact: true }).inputValue()).toBe(A.key);
    expect(await page.getByLabel('Edition B', { exact: true }).inputValue()).toBe(B.key);
    expect(await page.getByRole('alert').innerText()).toContain('Unbekannte Edition in der Adresse: „gibt-es-nicht“');
  });

  it('keeps the framed pages in place when a link in them is clicked', async () => {
    const session = await openWithFrames();
    const { page } = session;
    const frameA = page.frameLocator('iframe[title^="Edition A"]');
    // A checkout link while A sells, else the link on to the edition that does (if any); the home link always.
    const outward = frameA.locator('a[data-checkout-link], a[data-current-edition-link]');
    if ((await outward.count()) > 0) await outward.first().click();
    await frameA.getByRole('link', { name: /zur Startseite/ }).click();
    // The clicks' default actions (a new tab, a navigation of the frame) start while the click is handled;
    // two frames later the framed document would be gone or another page open.
    await frameA.locator('body').evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await waitForFrames(page, [heroTitle(A), heroTitle(B)]);
    expect(session.context.pages()).toHaveLength(1);
    expect(session.errors).toEqual([]);
  });

  it('lays out on a phone without sideways scrolling, the table too: each field a block with A and B labelled below it', async () => {
    const session = await openComparison(QA, 'phone');
    const { page } = session;
    const layout = await page.evaluate(() => {
      const region = document.querySelector<HTMLElement>('[aria-label="Tabelle der Unterschiede"]')!;
      const row = region.querySelector('tbody tr')!;
      const [field, a, b] = [...row.children].map((cell) => cell.getBoundingClientRect());
      return {
        page: document.scrollingElement!.scrollWidth - window.innerWidth,
        table: region.scrollWidth - region.clientWidth,
        stacked: a.top >= field.bottom && b.top >= a.bottom && Math.abs(a.left - field.left) < 1,
        labels: [...row.querySelectorAll('td')].map((cell) => getComputedStyle(cell, '::before').content),
      };
    });
    expect(layout).toEqual({ page: expect.any(Number), table: 0, stacked: true, labels: [`"A: ${A.name}"`, `"B: ${B.name}"`] });
    expect(layout.page).toBeLessThanOrEqual(0);
    // The column heads stay for screen readers.
    expect(await tableRows(page).then((rows) => rows[0])).toEqual(['Feld', `A: ${A.name}`, `B: ${B.name}`]);
    expect(session.errors).toEqual([]);
  });

  it('on a phone the differences flow in the page, named as in the studio, and no path or word breaks inside', async () => {
    const session = await openComparison(QA, 'phone');
    const found = await session.page.evaluate(() => {
      const region = document.querySelector<HTMLElement>('[aria-label="Tabelle der Unterschiede"]')!;
      const nameRow = [...region.querySelectorAll('tbody tr')].find((row) => row.querySelector('code')?.textContent === 'name')!;
      // A part drawn on two lines has two boxes.
      const brokenParts = [...region.querySelectorAll('code > span')].filter((part) => part.getClientRects().length > 1).map((part) => part.textContent);
      // Each word of a field's German name drawn in one box: a word split over two lines has two. A line may end
      // after the hyphen of a compound („Browser-“ / „Tab“), so the parts of one count as words of their own.
      const splitWords = (element: Element) => {
        const text = element.firstChild as Text;
        return [...text.data.matchAll(/[^\s-]+-?/g)].filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length > 1;
        }).length;
      };
      return {
        ownScroll: region.scrollHeight - region.clientHeight,
        overflow: getComputedStyle(region).overflowY,
        name: nameRow.querySelector('th strong')?.textContent,
        brokenParts,
        splitWords: [...region.querySelectorAll('th strong')].reduce((count, strong) => count + splitWords(strong), 0),
      };
    });
    expect(found).toEqual({ ownScroll: 0, overflow: 'visible', name: 'Name der Edition', brokenParts: [], splitWords: 0 });
    expect(session.errors).toEqual([]);
  });

  it('shows one page at a time on a phone, at nearly full width, and switches between A and B', async () => {
    const session = await openComparison(QA, 'phone');
    const { page } = session;
    await waitForFrames(page, [heroTitle(A), heroTitle(B)]);
    const viewportWidth = page.viewportSize()!.width;
    const frameWidth = (side: 'A' | 'B') => page.locator(`[data-qa-frame="${side}"]`).evaluate((frame) => frame.getBoundingClientRect().width);
    const switchButton = (side: 'A' | 'B', edition: typeof A) => page.getByRole('button', { name: `${side}: ${edition.name}` });

    expect(await switchButton('A', A).getAttribute('aria-pressed')).toBe('true');
    expect(await switchButton('B', B).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('iframe[title^="Edition A"]').isVisible()).toBe(true);
    expect(await page.locator('iframe[title^="Edition B"]').isVisible()).toBe(false);
    expect(await frameWidth('A')).toBeGreaterThanOrEqual(viewportWidth * 0.9);

    await switchButton('B', B).click();
    expect(await switchButton('B', B).getAttribute('aria-pressed')).toBe('true');
    expect(await switchButton('A', A).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('iframe[title^="Edition B"]').isVisible()).toBe(true);
    expect(await page.locator('iframe[title^="Edition A"]').isVisible()).toBe(false);
    expect(await frameWidth('B')).toBeGreaterThanOrEqual(viewportWidth * 0.9);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(session.errors).toEqual([]);
  });

  it('takes „Stand am Tag“ as TT.MM.JJJJ in an English browser too, and names a date that does not exist at the field', async () => {
    const { built } = JSON.parse(readFileSync(path.join(projectRoot, 'dist', 'data', QA_DAYS_FILE), 'utf8')) as CalendarDays;
    const session = await openSession(env.browser, { locale: 'en-US' });
    const { page } = session;
    await page.goto(env.site.origin + QA);
    await hydrated(page);
    const field = page.getByRole('textbox', { name: 'Stand am Tag' });
    expect(await field.inputValue()).toBe(formatDateNumeric(built));
    const description = () =>
      field.evaluate((input) =>
        input
          .getAttribute('aria-describedby')!
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' | '),
      );
    expect(await description()).toMatch(/^TT\.MM\.JJJJ \| Die Seiten ändern sich/);

    // Typed the German way: chosen at once, in the address and in the states line.
    const day = addDays(built, 40);
    await field.fill(formatDateNumeric(day));
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe(day);
    await expect.poll(() => page.getByText(`Verkaufsstand am ${formatDateLong(day)}`).count()).toBe(1);
    await field.blur();
    expect(await field.inputValue()).toBe(formatDateNumeric(day));

    // A date that does not exist: named at the field and in its description; the day shown stays.
    await field.fill('31.02.2026');
    const problem = '„31.02.2026“: den 31. Februar 2026 gibt es nicht; der Februar 2026 hat 28 Tage';
    await expect.poll(() => page.locator('#qa-tag-fehler').textContent()).toBe(problem);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await description()).toContain(problem);
    expect(new URL(page.url()).searchParams.get('tag')).toBe(day);
    // Left unfinished, it is named when the field is left.
    await field.fill('3.4.');
    await field.blur();
    await expect.poll(() => page.locator('#qa-tag-fehler').textContent()).toContain('ist noch kein vollständiges Datum');

    // The build day's button puts the field back to that day, the problem gone.
    await page.getByRole('button', { name: /^Build-Tag/ }).click();
    await expect.poll(() => field.inputValue()).toBe(formatDateNumeric(built));
    expect(await page.locator('#qa-tag-fehler').count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('says without JavaScript that the comparison needs it', async () => {
    const session = await openSession(env.browser, { javaScriptEnabled: false });
    await session.page.goto(env.site.origin + QA);
    expect(await session.page.getByText('Der Vergleich braucht JavaScript.', { exact: false }).isVisible()).toBe(true);
    expect(await session.page.getByText('Der Vergleich wird geladen').isVisible()).toBe(false);
    expect(await session.page.locator('iframe').count()).toBe(0);
    await session.context.close();
  });
});
