import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Listening } from '../hosting/ports';
import { startStaticServer } from '../hosting/staticServer';
import { securityHeaders } from '../hosting/securityHeaders';
import { builtData } from './siteRoutes';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Serves a built folder like a static host (clean URLs, 404.html with status 404) on a free loopback port. */
export async function serveBuild(folder = 'dist'): Promise<Listening> {
  // The same security headers as the generated host configs, so every browser test runs under the CSP.
  const headers = securityHeaders(builtData(path.join(projectRoot, folder)).site);
  return startStaticServer(path.join(projectRoot, folder), { headers });
}

export const PLATFORM_SCRIPT_HOST = 'www.digistore24-scripts.com';

/**
 * The stand-in for the platform's script: defines the promo-code helper and records its calls,
 * the way the real one is called, in the tab's sessionStorage (`promoCalls`), so calls on every
 * page the tab visits are counted together. Counts how often the script itself was requested.
 */
const PLATFORM_STUB = `window.digistorePromocode = function (options) {
  var calls = JSON.parse(sessionStorage.getItem('promoCalls') || '[]');
  calls.push(options);
  sessionStorage.setItem('promoCalls', JSON.stringify(calls));
};`;

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Console warnings (React reports hydration problems as errors, some libraries as warnings). */
  warnings: string[];
  /** How often the platform script was requested. */
  platformRequests: () => number;
  /** Every request that tried to leave loopback (and was refused). */
  outbound: string[];
  /** Empties the lists and the platform count, so that the next page the tab loads is judged on its own. */
  clear: () => void;
}

export interface SessionOptions {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  /** Answer the platform script with a network error instead of the stub. */
  blockPlatformScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The browser's language (default de-DE), e.g. en-US to see what an English browser makes of a page. */
  locale?: string;
}

/** A fresh browser context where no request leaves the machine: the platform is stubbed, the rest refused. */
export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: options.locale ?? 'de-DE',
  });
  // Below a test's 30 seconds: a wait that never ends fails naming what it waited for, not as a bare timeout.
  context.setDefaultTimeout(25_000);
  // Every CSP violation becomes a console error, which the tests treat as a failure.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  let platformRequests = 0;
  const outbound: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    const url = new URL(route.request().url());
    if (url.host === PLATFORM_SCRIPT_HOST) {
      platformRequests += 1;
      if (options.blockPlatformScript) return route.abort('blockedbyclient');
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: PLATFORM_STUB });
    }
    outbound.push(url.href);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  const clear = () => {
    for (const list of [errors, warnings, outbound]) list.length = 0;
    platformRequests = 0;
  };
  return { context, page, errors, warnings, platformRequests: () => platformRequests, outbound, clear };
}

/** Errors a page may log by design: the 404 page names the missing path. */
export const expectedNotFoundLog = /^404 Error: User attempted to access non-existent route:/;

/** On a 404 page Chromium also reports the document's own status as a console error. */
export const expectedNotFoundErrors = [expectedNotFoundLog, /^Failed to load resource: the server responded with a status of 404/];

/** Resolves once React has hydrated the page (RootLayout marks <html> from an effect). */
export const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated]');

/**
 * Resolves once the page has hydrated and holds everything its route renders after hydration (in the
 * document, not necessarily visible: on a phone the QA page shows one of its two frames at a time).
 */
export async function settled(page: Page, route: { ready?: readonly string[] }) {
  await hydrated(page);
  for (const selector of route.ready ?? []) await page.waitForSelector(selector, { state: 'attached' });
}
