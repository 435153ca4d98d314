import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentForDays } from '#scripts/build/contentForDays';
import { calendarDayPagesOf, pagesOf, NOT_FOUND_ROUTE } from '#scripts/build/pages';
import { loadContent } from '#src/content/loadContent';
import { builtContent } from '../helpers/builtSite';
import { projectRoot, publicDir } from '../helpers/content';
import { startDevServerOnCopy, type DevServerCopy } from '../helpers/devServerCopy';
import { TEST_DAY } from '../helpers/testDay';

/**
 * One render path: for the same day, `npm run dev` answers every page with the document the build wrote into
 * dist/, byte for byte, apart from the dev client's scripts. Normalised, and nothing else:
 * - Vite's client (`<script type="module" src="/@vite/client">`) and React Fast Refresh's preamble
 *   (`<script type="module">import { injectIntoGlobalHook } from "/@react-refresh" …`), which only the dev server adds,
 *   each with the line break and indentation Vite writes before it and the line break after it;
 * - the German tip for Vite's error overlay (`<style>vite-error-overlay::part(tip)…`, scripts/dev/errorOverlay.ts),
 *   with the line break and indentation before it;
 * - the entry the start-up loader imports (`<meta name="startup-module" content="…">`): `/src/entry-client.tsx`
 *   on the dev server, the bundled `/assets/index-….js` in the build.
 */
const DEV_CLIENT = [
  /\n[ ]*<script type="module" src="\/@vite\/client"><\/script>\n/,
  /\n[ ]*<script type="module">import \{ injectIntoGlobalHook \} from "\/@react-refresh";[^<]*<\/script>\n/,
  /\n[ ]*<style>vite-error-overlay::part\(tip\)[^<]*<\/style>/,
];
const STARTUP_MODULE = /<meta name="startup-module" content="[^"]+"\/?>/;

function withoutDevClient(html: string): string {
  let normalised = html;
  for (const script of DEV_CLIENT) normalised = normalised.replace(script, '');
  return normalised.replace(STARTUP_MODULE, '<meta name="startup-module" content="(Einstieg)">');
}

const content = builtContent();
const contentOn = contentForDays(content, (day) => loadContent({ dir: path.join(projectRoot, 'editions'), publicDir, today: day }));
/** Every page of dist/ with the address the dev server answers it under, and an unknown path for the 404 page. */
const PAGES = [
  ...pagesOf(content).map(({ route, file }) => ({
    address: route === NOT_FOUND_ROUTE ? '/gibt-es-nicht' : route,
    file,
    status: route === NOT_FOUND_ROUTE ? 404 : 200,
  })),
  ...calendarDayPagesOf(content, contentOn).map(({ file }) => ({ address: `/${file}`, file, status: 200 })),
];

let dev: DevServerCopy;

beforeAll(async () => {
  dev = await startDevServerOnCopy({ logging: { logLevel: 'silent' }, today: TEST_DAY });
  // The first page makes the dev server compile the server entry, cut the fonts and draw the link-preview images:
  // that happens here, within the hook's time, not within the first page's test.
  await (await fetch(`${dev.origin}/`)).text();
});

afterAll(async () => {
  await dev?.close();
});

describe('the dev server renders what the build ships', () => {
  it('covers the home page, the editions, the 404 page and QA’s calendar days', () => {
    expect(PAGES.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['index.html', '404.html', ...content.editions.map(({ slug }) => `${slug}/index.html`)]),
    );
    expect(PAGES.some(({ file }) => file.startsWith('qa/stand/'))).toBe(true);
  });

  it.each(PAGES)('$address equals dist/$file', async ({ address, file, status }) => {
    const response = await fetch(dev.origin + address);
    expect(response.status).toBe(status);
    const served = await response.text();
    // The dev client is there to be normalised: a page without it would not be the dev server's.
    expect(served).toContain('/@vite/client');
    expect(withoutDevClient(served)).toBe(withoutDevClient(readFileSync(path.join(projectRoot, 'dist', file), 'utf8')));
  });

  it('answers the fonts and link-preview images the pages name', async () => {
    const home = await (await fetch(`${dev.origin}/`)).text();
    const assets = [...home.matchAll(/(\/assets\/[^"')\s]+\.(?:woff2|png))/g)].map(([, address]) => address);
    expect(assets.length).toBeGreaterThan(0);
    for (const address of new Set(assets)) {
      const response = await fetch(dev.origin + address);
      expect(response.status, address).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(projectRoot, 'dist', address))), address).toBe(true);
    }
  });
});
