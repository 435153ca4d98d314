import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, serveBuild } from '../../scripts/lib/browser';

export * from '../../scripts/lib/browser';

export interface BrowserAndSite {
  browser: Browser;
  site: { origin: string; close: () => Promise<void> };
}

/**
 * Registers the usual hooks of a browser test file: one Chromium and one static server over a
 * built folder for the whole file. Read the fields inside tests, after the hooks have run.
 */
export function useBrowserAndSite(folder = 'dist'): BrowserAndSite {
  const state = {} as BrowserAndSite;
  beforeAll(async () => {
    state.browser = await launchChromium();
    state.site = await serveBuild(folder);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.site?.close();
  });
  return state;
}

