import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '#scripts/hosting/nginx';
import { openFiguresDatabase, type FiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { countVisits } from '#studio/server/visits/countVisits';
import { visitStore } from '#studio/server/visits/visitStore';
import { builtContent, sells } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';
import { hydrated, workerChromium } from '../e2e/browser';
import { builtData } from '../e2e/routes';
import { rawRequest } from './rawHttp';

/**
 * Visits and checkout clicks as the host counts them: real nginx with the generated configuration serving dist/,
 * its visits log read by the studio's job. A person's visit and click count; a bot, a prefetch, a redirect and a
 * wrong request do not; the log holds no address and no user agent. Chromium's click pings the host, with and
 * without JavaScript.
 */
const content = builtContent();
const { editions } = builtData();
const selling = editions.find((edition) => sells(edition.state));
const slugs = content.editions.map((edition) => edition.slug);
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
let nginx: RunningNginx;
let folder: string;
let logFile: string;
let browser: Browser;
let database: FiguresDatabase;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'besuche-nginx-'));
  logFile = path.join(folder, 'besuche.log');
  nginx = await startNginx(content, path.join(projectRoot, 'dist'), { visitsLog: logFile });
  browser = await workerChromium();
  database = openFiguresDatabase(folder);
});

afterAll(async () => {
  database?.close();
  await nginx?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const send = (method: string, target: string, headers: Record<string, string>) =>
  rawRequest(
    nginx.port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}${method === 'POST' ? 'Content-Type: text/ping\r\nContent-Length: 4\r\n\r\nPING' : '\r\n'}`,
  );

describe('the host’s visits log', () => {
  it('counts a person’s visits and clicks, leaves out bots, prefetches, redirects and wrong requests, and keeps no address or user agent', async () => {
    if (!selling) throw new Error('Der Build hat keine Edition, die verkauft.');
    const page = `/${selling.slug}`;
    const person = { 'User-Agent': PERSON };
    const answers = [
      await send('GET', page, person),
      await send('GET', `${page}?utm_source=newsletter&email=jemand%40example.de`, {
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1',
      }),
      await send('POST', `/klick/${selling.slug}`, person),
      // Logged and left out: a search engine, a request without a user agent, a prefetch, a ping asked with GET.
      await send('GET', page, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      await send('GET', page, {}),
      await send('GET', page, { ...person, 'Sec-Purpose': 'prefetch;prerender' }),
      await send('GET', `/klick/${selling.slug}`, person),
      // Not logged at all: the redirect to the page's address, another path, a click path no tracking key has.
      await send('GET', `${page}/`, person),
      await send('GET', '/', person),
      await send('POST', '/klick/nicht%20erlaubt', person),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 204, 200, 200, 200, 405, 301, 200, 404]);

    const log = readFileSync(logFile, 'utf8');
    expect(log.trim().split('\n')).toHaveLength(7);
    for (const kept of ['127.0.0.1', 'Mozilla', 'Googlebot', 'iPhone', 'utm_source', 'example.de']) expect(log, kept).not.toContain(kept);

    const run = countVisits({ logFile, editions: slugs, store: visitStore(database) });
    expect(run).toMatchObject({ visits: 2, clicks: 1, bots: 2, prefetches: 1, otherAnswers: 1, unreadable: 0, unknownPages: 0 });
  });

  it.each([true, false])(
    'Chromium’s click on the early-bird button opens the order form with voucher and tracking key, and pings the host (JavaScript %s)',
    async (javaScriptEnabled) => {
      // On sale at the early-bird price on the build's day (an edition long over may still name an early-bird offer).
      const earlyBird = content.editions.find((edition) => edition.sales.state === 'early-bird');
      if (earlyBird?.sales.offer.mode !== 'early-bird') throw new Error('Der Build hat keine Edition im Frühbucherpreis.');
      const { checkout } = content.site;
      const context = await browser.newContext({ javaScriptEnabled, userAgent: PERSON });
      // The checkout opens in a new tab; no test touches the network, so its request is refused (after it is seen).
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
      // The page is opened at the live site's address (site.json `origin`), and the local nginx answers for it: the
      // checkout links ping that address (an absolute URL, as HTML asks), and the site's Content-Security-Policy lets
      // a page ping only its own origin.
      const { origin } = content.site;
      await context.route(
        (url) => url.origin === origin,
        async (route) => {
          const asked = new URL(route.request().url());
          await route.fulfill({ response: await route.fetch({ url: `${nginx.origin}${asked.pathname}${asked.search}` }) });
        },
      );
      const clickUrl = `${origin}/klick/${earlyBird.slug}`;
      const page = await context.newPage();
      await page.goto(`${origin}/${earlyBird.slug}`);
      if (javaScriptEnabled) await hydrated(page);
      const before = countVisits({ logFile, editions: slugs, store: visitStore(database) });
      expect(before.visits).toBe(1);
      const ping = page.waitForRequest((request) => request.url() === clickUrl);
      const orderForm = context.waitForEvent('request', (request) => request.url().startsWith(checkout.productUrlBase));
      // The hero's button, labelled as the edition's early-bird offer says („Jetzt Frühbucher-Rabatt sichern“ in the spec's copy).
      const button = page.locator('a[data-checkout-link]').first();
      expect(await button.innerText()).toContain(earlyBird.sales.checkoutCtaLabel);
      await button.click();
      expect((await ping).method()).toBe('POST');
      const opened = new URL((await orderForm).url());
      expect(opened.pathname).toBe(`${new URL(checkout.productUrlBase).pathname.replace(/\/$/, '')}/${checkout.productId}`);
      expect(opened.searchParams.get(checkout.voucherParam)).toBe(earlyBird.sales.offer.voucher);
      expect(opened.searchParams.get(checkout.trackingParam)).toBe(earlyBird.slug);
      await expect.poll(() => countVisits({ logFile, editions: slugs, store: visitStore(database) }).clicks).toBe(1);
      await context.close();
    },
  );
});
