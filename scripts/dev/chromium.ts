import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser; CHROME_PATH names another. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags every Chromium of the project runs with: no sandbox (containers), nothing that phones home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium driven by Playwright (the browser tests, the screenshots); `extraArgs` add to the project's flags. */
export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });

/** Headless Chromium with a fresh profile and its DevTools port open on a free port, for Lighthouse to drive (chrome-launcher). */
export async function startDebuggableChromium(): Promise<{ port: number; stop: () => void }> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless', ...CHROMIUM_ARGS], logLevel: 'silent' });
  return { port: chrome.port, stop: () => chrome.kill() };
}
