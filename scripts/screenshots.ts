import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readCommandLine } from './cli/commandLine';
import { siteRoutes, VIEWPORTS, type SiteRoute } from './dev/siteRoutes';

/**
 * `npm run screenshots`: full-page PNGs of every route at 390 and 1280 px from the built dist/,
 * into screenshots/ (ignored by git), for QA and design review.
 */
const outDir = path.join(process.cwd(), 'screenshots');
const { positionals: extraPaths } = readCommandLine({
  command: 'npm run screenshots',
  summary: 'Speichert ganzseitige Bildschirmfotos jeder Seite aus dist/ bei 390 und 1280 px in screenshots/.',
  positionals: { usage: '[<Pfad> …]', min: 0, max: 50, description: "weitere Pfade, z. B. '/qa/vergleich?a=autumn&b=winter&breite=desktop'" },
  options: {},
});

async function main() {
  // Playwright loads only once the command line is read: `--help` and a mistyped flag answer at once.
  const { openSession, serveBuild, settled } = await import('./dev/browser');
  const { launchChromium } = await import('./dev/chromium');
  await mkdir(outDir, { recursive: true });
  const site = await serveBuild('dist');
  const browser = await launchChromium();
  try {
    // Read from dist/ only now, not on import: `--help` and a mistyped flag need no build.
    const routes: SiteRoute[] = [...siteRoutes(), ...extraPaths.map((p) => ({ path: p, status: 200, name: p.replace(/\W+/g, '-').replace(/^-|-$/g, '') }))];
    for (const route of routes) {
      for (const viewport of VIEWPORTS) {
        const session = await openSession(browser, { viewport });
        await session.page.goto(site.origin + route.path);
        await settled(session.page, route);
        await session.page.evaluate(() => document.fonts.ready);
        // Scroll through once so lazy images load before the full-page capture.
        await session.page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        // A quick pass can skip past a lazy image; bring each one that has not loaded into view.
        await session.page.evaluate(async () => {
          for (const image of [...document.images].filter((candidate) => !candidate.complete)) {
            image.scrollIntoView({ block: 'center' });
            await new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              setTimeout(resolve, 5000);
            });
          }
          window.scrollTo(0, 0);
        });
        await session.page.waitForLoadState('networkidle');
        await session.page.waitForFunction(() => [...document.images].every((image) => image.complete));
        const file = path.join(outDir, `${route.name}-${viewport.width}.png`);
        await session.page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
        await session.context.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
