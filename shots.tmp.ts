import { launchChromium, openSession, serveBuild } from '/work/main/tests/e2e/browser';
const [path, width, ...rest] = process.argv.slice(2);
const site = await serveBuild('dist');
const browser = await launchChromium();
const session = await openSession(browser, { viewport: { width: Number(width), height: 900 } });
await session.page.goto(site.origin + path);
await session.page.waitForSelector('html[data-hydrated]');
await session.page.evaluate(() => document.fonts.ready);
await session.page.evaluate(async () => { for (let y = 0; y < document.documentElement.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 50)); } window.scrollTo(0, 0); });
await session.page.waitForLoadState('networkidle');
const total = await session.page.evaluate(() => document.documentElement.scrollHeight);
const h = Number(width) < 500 ? 1400 : 1000;
let i = 0;
for (let y = 0; y < total; y += h) {
  await session.page.screenshot({ path: `/tmp/shot-${i}.png`, clip: { x: 0, y, width: Number(width), height: Math.min(h, total - y) }, fullPage: true });
  i++;
}
console.log('parts', i, 'height', total, 'errors', session.errors);
await browser.close(); await site.close();
