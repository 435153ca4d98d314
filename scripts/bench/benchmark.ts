import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { loadContent } from '#src/content/loadContent';
import { PRERENDERED_ATTRIBUTE } from '#src/prerendered';
import { startDebuggableChromium } from '../dev/chromium';
import { copyProject, editJson } from '../dev/projectCopy';
import { viteManifestPath } from '../build/buildMeta';
import { runLoadTest } from './loadTest';
import { FIRST_ROUND_TRIP_BYTES } from '../build/precompress';
import { indexablePaths } from '../build/sitemap';
import { startStaticServer } from '../hosting/staticServer';
import { editionFileIn, editionsFolderIn } from '#src/content/editionFolder';
import { editionFileName } from '#src/content/editionFile';

/**
 * What `npm run bench` measures (scripts/bench.ts reads its command line): Lighthouse (mobile, simulated
 * throttling, median of 3) on every indexable route of the prerendered site and of a client-rendered
 * baseline (the same build with its prerendered markup removed, as the site used to be shipped), each page
 * once more with its web fonts blocked (CLS with the fallback faces alone), the JavaScript each page loads
 * before any input, build times for today's editions and for 100 (with the build cache warm, as for every
 * build after the first), and a short wrk load run. Writes bench/results.md and the table in docs/entwicklung/performance/README.md, and
 * prints them. Figures, not pass/fail.
 */
const root = process.cwd();
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function timeBuild(cwd: string, today: string | undefined): number {
  const started = performance.now();
  const args = ['--import', 'tsx', 'scripts/build.ts', ...(today ? ['--today', today] : [])];
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`Build fehlgeschlagen:\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

function buildWithEditions(count: number, today: string | undefined): number {
  const project = copyProject();
  const editions = editionsFolderIn(project);
  for (let number = 1; number <= count - 2; number += 1) {
    const key = `bench-${number}`;
    cpSync(editionFileIn(editions, 'autumn'), editionFileIn(editions, key));
    editJson(editions, editionFileName(key), (data) => {
      data.slug = `bench-edition-${number}`;
      data.name = `Bench-Edition ${number}`;
    });
  }
  try {
    return timeBuild(project, today);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/**
 * The same build without prerendered markup or hydration data, loading the app at once as a plain
 * single-page app does: the browser renders everything.
 */
function clientRenderedCopy(distDir: string): string {
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'baseline-')), 'dist');
  cpSync(distDir, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(viteManifestPath(distDir), 'utf8')) as Record<string, { file: string }>;
  const app = `<script type="module" crossorigin src="/${manifest['src/hydrate.tsx'].file}"></script>`;
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8')
      // (The root is the body's last element but for the <noscript> of the later blocks' icons.)
      .replace(
        new RegExp(`<div id="root" ${PRERENDERED_ATTRIBUTE}>[\\s\\S]*</div>(?=\\s*(<noscript[^>]*>[\\s\\S]*?</noscript>)?</body>)`),
        '<div id="root"></div>',
      )
      // The page's own styles (the build writes them without styled-components' marks); the font faces stay.
      .replace(/<style>(?!@font-face)[\s\S]*?<\/style>/g, '')
      .replace('</head>', `${app}</head>`);
    writeFileSync(file, html);
    // The build's copies are of the prerendered page: served instead, they would measure that page again.
    for (const copy of ['.br', '.gz']) rmSync(file + copy, { force: true });
  }
  return copy;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** JavaScript of the site itself loaded before any interaction, as transferred (brotli from `npm start`, as from nginx). */
  scriptBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url: string, port: number, blockedUrlPatterns: string[]): Promise<Figures> {
  const origin = new URL(url).origin;
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', blockedUrlPatterns });
    if (!result) throw new Error(`Lighthouse lieferte nichts für ${url}`);
    const { categories, audits } = result.lhr;
    runs.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
      seo: Math.round((categories.seo.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      bytes: audits['total-byte-weight'].numericValue ?? 0,
      scriptBytes: ((audits['network-requests'].details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> }).items ?? [])
        .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    });
  }
  // Each run's own figures on the console: a median hides whether FCP and LCP differed in a single run.
  console.log(
    runs
      .map(
        (figures, index) =>
          `  Lauf ${index + 1}: FCP ${Math.round(figures.fcp)} ms, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls}`,
      )
      .join('\n'),
  );
  const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    scriptBytes: pick('scriptBytes'),
  };
}

const decimal = (value: number, digits: number) => value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (ms: number) => `${decimal(ms / 1000, 2)} s`;
/** A layout-shift score: 0 as 0, anything else with two significant digits (0.00021), never rounded to 0. */
const shift = (value: number) => (value === 0 ? '0' : value.toPrecision(2));
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('de-DE')} KB`;
interface Measured {
  route: string;
  /** The page's HTML as the host sends it to a browser: the build's brotli copy (scripts/build/precompress.ts). */
  htmlShipped: number;
  prerendered: Figures;
  /** The same page with the web fonts blocked: only the matched fallback faces. */
  fallbackFonts: Figures;
  clientOnly: Figures;
}

/** The targets of the prerendered pages, each with the worst value over all pages. */
function targetRows(measured: Measured[], buildToday: number, build100: number): string[] {
  const worst = (pick: (page: Measured) => number, higherIsBetter = false) => {
    const values = measured.map(pick);
    return higherIsBetter ? Math.min(...values) : Math.max(...values);
  };
  const row = (target: string, value: number, shown: string, met: (value: number) => boolean) =>
    `| ${target} | ${shown} | ${met(value) ? 'erfüllt' : 'verfehlt'} |`;
  const performance = worst((page) => page.prerendered.performance, true);
  const others = worst((page) => Math.min(page.prerendered.accessibility, page.prerendered.bestPractices, page.prerendered.seo), true);
  const lcp = worst((page) => page.prerendered.lcp);
  const gap = worst((page) => page.prerendered.lcp - page.prerendered.fcp);
  const cls = worst((page) => Math.max(page.prerendered.cls, page.fallbackFonts.cls));
  const tbt = worst((page) => page.prerendered.tbt);
  const script = worst((page) => page.prerendered.scriptBytes);
  const html = worst((page) => page.htmlShipped);
  const ratio = worst((page) => page.prerendered.lcp / page.clientOnly.lcp);
  return [
    row('Performance (mobil) ≥ 98', performance, String(performance), (value) => value >= 98),
    row('Accessibility, Best Practices, SEO = 100', others, String(others), (value) => value === 100),
    row(
      'HTML in der ersten Runde: ≤ 14 KB (14.336 Bytes) wie ausgeliefert (Brotli)',
      html,
      `${html.toLocaleString('de-DE')} Bytes`,
      (value) => value <= FIRST_ROUND_TRIP_BYTES,
    ),
    row('LCP ≤ 0,7 s', lcp, seconds(lcp), (value) => value <= 700),
    row('LCP = FCP', gap, `${Math.round(gap)} ms`, (value) => value < 1),
    row('TBT 0 ms', tbt, `${Math.round(tbt)} ms`, (value) => value < 0.5),
    row('CLS genau 0, auch ohne Web-Fonts', cls, shift(cls), (value) => value === 0),
    row('JavaScript vor jeder Eingabe ≤ 20 KB (übertragen)', script, kilobytes(script), (value) => value <= 20 * 1024),
    row('LCP ≤ 0,6 × Baseline', ratio, decimal(ratio, 2), (value) => value <= 0.6),
    row('Build heute ≤ 15 s', buildToday, `${decimal(buildToday, 1)} s`, (value) => value <= 15),
    row('Build mit 100 Editionen ≤ 60 s', build100, `${decimal(build100, 1)} s`, (value) => value <= 60),
  ];
}

/** The table of the speed page (between `<!-- bench -->` and `<!-- /bench -->`), in its English. */
function speedPageTable(measured: Measured[]): string {
  const english = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    '| Page (mobile, median of 3) | HTML (brotli) | Performance | A11y / BP / SEO | FCP | LCP | TBT | CLS (fonts blocked) | JS before input (transferred) | LCP vs. SPA baseline |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...measured.map(
      ({ route, htmlShipped, prerendered: p, fallbackFonts: f, clientOnly: c }) =>
        `| \`${route}\` | ${htmlShipped.toLocaleString('en-GB')} B | ${p.performance} | ${p.accessibility} / ${p.bestPractices} / ${p.seo} | ${english(p.fcp)} | ${english(p.lcp)} | ${Math.round(p.tbt)} ms | ${shift(p.cls)} (${shift(f.cls)}) | ${(p.scriptBytes / 1024).toFixed(1)} KB | ${(p.lcp / c.lcp).toFixed(2)} (${english(c.lcp)}) |`,
    ),
  ].join('\n');
}

/** Each page's HTML as the host sends it and the room left under the first flight (negative: over it, by so much). */
function headroomRows(measured: Array<Pick<Measured, 'route' | 'htmlShipped'>>): string[] {
  return [
    '| Seite | HTML (Brotli) | Spielraum bis 14.336 Bytes |',
    '|---|---:|---:|',
    ...measured.map(
      ({ route, htmlShipped }) =>
        `| ${route} | ${htmlShipped.toLocaleString('de-DE')} Bytes | ${(FIRST_ROUND_TRIP_BYTES - htmlShipped).toLocaleString('de-DE')} Bytes |`,
    ),
  ];
}

const htmlShippedOf = (route: string) => statSync(path.join(root, 'dist', route === '/' ? 'index.html.br' : `${route.slice(1)}/index.html.br`)).size;

const row = (label: string, htmlShipped: number | undefined, figures: Figures) =>
  `| ${label} | ${htmlShipped === undefined ? '–' : `${htmlShipped.toLocaleString('de-DE')} Bytes`} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${seconds(figures.fcp)} | ${seconds(figures.lcp)} | ${Math.round(figures.tbt)} ms | ${shift(figures.cls)} | ${kilobytes(figures.scriptBytes)} | ${kilobytes(figures.bytes)} |`;

/** `today`: the day the pages are built and measured for (`--today`), else today in Germany. */
export async function runBenchmark(today?: string) {
  const content = loadContent({ dir: editionsFolderIn(root), publicDir: path.join(root, 'public'), today });
  console.log('Baue die Website …');
  const buildToday = timeBuild(root, today);
  console.log('Baue 100 Editionen …');
  const build100 = buildWithEditions(100, today);

  // Printed before the long part: the bytes are known as soon as the site is built.
  const headroom = headroomRows(indexablePaths(content).map((route) => ({ route, htmlShipped: htmlShippedOf(route) })));
  console.log(headroom.join('\n'));

  const site = await startStaticServer(path.join(root, 'dist'));
  const baselineDist = clientRenderedCopy(path.join(root, 'dist'));
  const baseline = await startStaticServer(baselineDist);
  const chromium = await startDebuggableChromium();
  // This machine has no internet: the platform's script is blocked, and Lighthouse does not count it.
  const platformScript = [`*${new URL(content.site.checkout.scriptUrl).host}*`];
  const measured: Measured[] = [];
  try {
    // One run that counts for nothing: the browser's first page pays its one-time start (its GPU process, font
    // and code caches), which no visitor's page does and which fell on the first page measured.
    await lighthouse(site.origin + indexablePaths(content)[0], { port: chromium.port, output: 'json', logLevel: 'error', blockedUrlPatterns: platformScript });
    for (const route of indexablePaths(content)) {
      console.log(`Lighthouse ${route} …`);
      const prerendered = await audit(site.origin + route, chromium.port, platformScript);
      const fallbackFonts = await audit(site.origin + route, chromium.port, [...platformScript, '*.woff2']);
      const clientOnly = await audit(baseline.origin + route, chromium.port, platformScript);
      const htmlShipped = htmlShippedOf(route);
      measured.push({ route, htmlShipped, prerendered, fallbackFonts, clientOnly });
    }
  } finally {
    chromium.stop();
    site.close();
    baseline.close();
    // The copy's own temporary folder (clientRenderedCopy): nothing of the benchmark stays in /tmp.
    rmSync(path.dirname(baselineDist), { recursive: true, force: true });
  }
  console.log('Lasttest …');
  const load = await runLoadTest(content, path.join(root, 'dist'), `/${content.featured.slug}`);

  const report = [
    '# Benchmark',
    '',
    `Gemessen am ${new Date().toLocaleDateString('de-DE')} mit \`npm run bench${today ? ` -- --today ${today}` : ''}\`, Seiten gebaut für den ${content.today} (Lighthouse 12, mobil, simulierte Drosselung, Median aus ${RUNS} Läufen, Debian-Chromium, ${os.cpus().length} Kerne). Das Skript der Verkaufsplattform ist blockiert (kein Internet auf der Messmaschine) und zählt nicht mit.`,
    '',
    '| Seite | HTML (Brotli) | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | JavaScript (übertragen) | Bytes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...measured.flatMap(({ route, htmlShipped, prerendered, fallbackFonts, clientOnly }) => [
      row(`${route} (vorgerendert)`, htmlShipped, prerendered),
      row(`${route} (vorgerendert, Web-Fonts blockiert)`, htmlShipped, fallbackFonts),
      row(`${route} (Baseline: nur Client)`, undefined, clientOnly),
    ]),
    '',
    '### HTML in der ersten Runde',
    '',
    ...headroom,
    '',
    '### LCP: vorgerendert gegen Baseline',
    '',
    '| Seite | LCP vorgerendert | LCP Baseline | Verhältnis |',
    '|---|---:|---:|---:|',
    ...measured.map(
      ({ route, prerendered, clientOnly }) =>
        `| ${route} | ${seconds(prerendered.lcp)} | ${seconds(clientOnly.lcp)} | ${decimal(prerendered.lcp / clientOnly.lcp, 2)} |`,
    ),
    '',
    '### Build',
    '',
    '| Umfang | Dauer |',
    '|---|---:|',
    `| heutige Editionen (${content.editions.length}) | ${decimal(buildToday, 1)} s |`,
    `| 100 Editionen | ${decimal(build100, 1)} s |`,
    '',
    load,
    '### Ziele (vorgerenderte Seiten, jeweils der schlechteste Wert)',
    '',
    '| Ziel | gemessen | |',
    '|---|---:|---|',
    ...targetRows(measured, buildToday, build100),
    '',
    'Warum ein Ziel verfehlt sein kann, steht in docs/entwicklung/performance/ (je Maßnahme eine Entscheidung mit ihren Messungen).',
  ].join('\n');
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results.md'), `${report}\n`);
  const speedPage = path.join(root, 'docs/entwicklung/performance/README.md');
  writeFileSync(
    speedPage,
    readFileSync(speedPage, 'utf8').replace(
      /(<!-- bench -->\n)[\s\S]*?(\n<!-- \/bench -->)/,
      (_, start: string, end: string) => `${start}${speedPageTable(measured)}${end}`,
    ),
  );
  console.log(`\n${report}`);
}
