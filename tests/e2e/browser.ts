import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openSession, serveBuild, type Session, type SessionOptions } from '#scripts/dev/browser';
import { startupModuleOf } from '#scripts/build/startupLoader';
import { launchChromium } from '#scripts/dev/chromium';

export * from '#scripts/dev/browser';

export interface BrowserAndSite {
  browser: Browser;
  site: { origin: string; close: () => Promise<void> };
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by the first browser test file a worker runs and used by the files after it,
 * which run one after another in the same process (vitest.config.ts); each file opens and closes its own
 * contexts. A browser that has gone away is launched again; Playwright ends it with the worker.
 */
export async function workerChromium(): Promise<Browser> {
  const browser = await workerBrowser;
  if (browser?.isConnected()) return browser;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/**
 * Registers the usual hooks of a browser test file: the worker's Chromium and one static server over a
 * built folder for the whole file. Read the fields inside tests, after the hooks have run.
 */
export function withBrowserAndSite(folder = 'dist'): BrowserAndSite {
  const state = {} as BrowserAndSite;
  beforeAll(async () => {
    state.browser = await workerChromium();
    state.site = await serveBuild(folder);
  });
  afterAll(async () => {
    await state.site?.close();
  });
  return state;
}

/**
 * One tab for the checks of a describe block that only read a page: each visit loads the page into the
 * same tab with empty error lists. A fresh browser context per check costs about three times the CPU
 * of a navigation in an open tab; checks that click, store or need a first visit open their own session.
 */
export function withSharedTab(browser: () => Browser, options: SessionOptions = {}) {
  let session: Session | undefined;
  afterAll(async () => {
    await session?.context.close();
  });
  return async (url: string): Promise<{ session: Session; response: Response | null }> => {
    session ??= await openSession(browser(), options);
    session.clear();
    const response = await session.page.goto(url);
    return { session, response };
  };
}

/** In this tab, the start-up module a page of the site names cannot be loaded (a dropped connection). */
export async function failStartupModule(page: Page, origin: string, path: string) {
  const entry = startupModuleOf(await (await fetch(origin + path)).text());
  if (!entry) throw new Error(`${path} nennt kein Start-up-Modul`);
  await page.route(`${origin}/${entry}`, (request) => request.abort('connectionfailed'));
}

/**
 * The layout shift no visitor sees: a line of text a fraction of a pixel wider or narrower when its web face
 * replaces the matched fallback (no fallback matches every word's width exactly; Chromium still reports such a
 * line). A heading that breaks into another line, or a block that moves, scores over ten times this.
 */
export const UNSEEN_SHIFT = 0.001;

/** The page's layout shifts added up, as its cumulative layout shift counts them within the first seconds. */
export const shiftTotal = (shifts: number[]) => shifts.reduce((sum, shift) => sum + shift, 0);
