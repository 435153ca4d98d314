import { APP_PAGE_ATTRIBUTE } from './prerendered';
import { startApp } from './startup/startApp';
import { startParts } from './startup/startParts';
import { bringBackLaterBlocks } from './startup/laterBlocks';
import { startWebFonts } from './startup/webFonts';
import { startLaterIcons } from './startup/laterIcons';
import { nextTask } from './startup/pageEvents';

/**
 * The one script every page loads, after its first paint (a prerendered page imports it from a constant
 * inline loader, scripts/build/startupLoader.ts). It first lays out the blocks below the first screen, which the
 * first layout skipped (startup/laterBlocks.ts), and adds their icons (startup/laterIcons.ts) and the web fonts.
 * Most pages are documents: React rendered them at build time, and the browser runs only the code of their
 * interactive parts (startParts). The pages that are apps (the QA comparison) start the whole app (startApp). The
 * dev server serves the same documents (scripts/dev/devPages.ts).
 */

// Lets the CSS show every FAQ answer when JavaScript is off, and fold them once it runs.
document.documentElement.dataset.js = '';

const isApp = document.getElementById('root')?.querySelector(`[${APP_PAGE_ATTRIBUTE}]`);

/**
 * Each step in a task of its own, none of them long on a slow phone (Total Blocking Time): the module's own
 * evaluation, the later blocks' measuring, the web fonts' requests, the parts.
 */
async function start() {
  // The blocks the first layout skipped first, then the fonts' swap, which lays out every line again.
  const laidOut = bringBackLaterBlocks();
  // The later blocks' icons are fetched at once; they draw as soon as they come.
  const icons = startLaterIcons();
  await nextTask();
  void startWebFonts(document, laidOut);
  if (isApp) return startApp();
  await nextTask();
  await Promise.all([startParts(), icons]);
  // Browser tests wait for this mark, as they wait for the app's after hydration (RootLayout).
  document.documentElement.dataset.hydrated = '';
}

setTimeout(start);
