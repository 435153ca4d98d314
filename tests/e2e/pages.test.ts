import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../helpers/builds';
import { expectedNotFoundErrors, serveBuild, settled, withSharedTab, workerChromium } from './browser';
import { builtData, ROUTES } from './routes';

/**
 * Every route, in the production build and in a development build (whose React reports hydration
 * mismatches), with JavaScript on and off.
 */
const built = builtData();
const disclaimer = built.site.legal.disclaimer;
let browser: Browser;
const servers: Record<string, { origin: string; close: () => Promise<void> }> = {};

beforeAll(async () => {
  // The development build, once, and again only after its sources have changed.
  ensureBuild('dist-dev', ['--development']);
  browser = await workerChromium();
  servers.production = await serveBuild('dist');
  servers.development = await serveBuild('dist-dev');
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
});

describe.each(['production', 'development'])('%s build', (build) => {
  const visit = withSharedTab(() => browser);
  it.each(ROUTES)('$path renders, hydrates without errors or warnings, and shows the footer', async (route) => {
    const { path, status } = route;
    const { session, response } = await visit(servers[build].origin + path);
    expect(response?.status()).toBe(status);
    await settled(session.page, route);
    await expect.poll(() => session.page.locator('h1').count()).toBe(1);
    expect(await session.page.locator('footer [data-disclaimer]').textContent()).toBe(disclaimer);
    const unexpected = session.errors.filter((error) => !(status === 404 && expectedNotFoundErrors.some((allowed) => allowed.test(error))));
    expect(unexpected).toEqual([]);
    expect(session.warnings.filter((warning) => /hydrat|did not match|mismatch/i.test(warning))).toEqual([]);
    expect(session.outbound).toEqual([]);
  });
});

describe('without JavaScript', () => {
  const visit = withSharedTab(() => browser, { javaScriptEnabled: false });
  it.each(ROUTES)('$path shows its content and footer', async ({ path, status }) => {
    const { session, response } = await visit(servers.production.origin + path);
    expect(response?.status()).toBe(status);
    const heading = session.page.locator('h1');
    expect(await heading.count()).toBe(1);
    expect((await heading.innerText()).length).toBeGreaterThan(5);
    expect(await session.page.locator('footer [data-disclaimer]').isVisible()).toBe(true);
    expect(await session.page.getByText(disclaimer, { exact: true }).count()).toBe(1);
    expect(session.platformRequests()).toBe(0);
  });

  it.each(built.editions)('/$slug shows every FAQ answer, since nothing can unfold them', async ({ slug, data }) => {
    const faq = data.sections.find((section) => section.type === 'faq');
    const { session } = await visit(`${servers.production.origin}/${slug}`);
    const answers = session.page.locator('[data-faq-answer]');
    expect(await answers.count()).toBe(faq?.type === 'faq' ? faq.entries.length : 0);
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
  });
});
