// @vitest-environment jsdom
// (for DOMParser: the built pages are read as a browser reads them before any script runs)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type Content } from '#src/content/loadContent';
import { nginxConfig } from '#scripts/hosting/deployTargets';
import { nginxPrefix, runNginx } from '#scripts/hosting/nginx';
import { freePort } from '#scripts/hosting/ports';
import { PRIVATE_REVALIDATE_CACHE, REVALIDATE_CACHE } from '#scripts/hosting/securityHeaders';
import { FIRST_ROUND_TRIP_BYTES } from '#scripts/build/precompress';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { countVisits } from '#studio/server/visits/countVisits';
import { visitStore } from '#studio/server/visits/visitStore';
import { runScriptInBackground } from './helpers/cli';
import { EARLY, FIXTURE_TODAY, FULL, publicDir } from './helpers/content';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';
import { rawRequest } from './hosting/rawHttp';

/**
 * An A/B test built for real and served by real nginx: the fixture content, its early-bird edition with a variant
 * „b“ of its hero title and checkout label at half the visitors. The build writes the variant's page apart from the
 * edition's; nginx serves it at the edition's own address to the visitors its split gives it, the same to the same
 * visitor every time, and writes the variant it served where an access log can read it. Under wrk's load, the split
 * keeps to the weights, and the studio counts each visit of the visits log once, for the variant served.
 */
const TITLE_B = 'Variante B: Ein ruhiger Plan für die Lebensmitte';
const LABEL_B = 'Jetzt in Ruhe anmelden';
/** An image no page of the fixtures shows: the build cuts its widths for the variant's page alone. */
const COVER_B = { src: '/images/cover-spring.svg', width: 1200, height: 800, alt: 'Dünen im Frühling mit blühendem Strandhafer' };

let project: string;
let dist: string;
let content: Content;
let slug: string;
let otherSlug: string;
let port: number;
let prefix: string;
let stop: (() => Promise<void>) | undefined;

const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

beforeAll(async () => {
  project = copyProject({ content: 'fixtures' });
  editJson(path.join(project, 'editions'), `${EARLY}.json`, (data) => {
    data.variants = [{ name: 'b', weight: 50, checkoutCtaLabel: LABEL_B, sections: { hero: { title: TITLE_B, cover: COVER_B } } }];
  });
  dist = path.join(project, 'dist');
  const build = await runScriptInBackground('build.ts', ['--today', FIXTURE_TODAY], project);
  if (build.status !== 0) throw new Error(`Build fehlgeschlagen:\n${build.stderr}`);
  content = loadContent({ dir: path.join(project, 'editions'), publicDir, today: FIXTURE_TODAY });
  slug = content.editions.find((edition) => edition.key === EARLY)!.slug;
  otherSlug = content.editions.find((edition) => edition.key === FULL)!.slug;
  // The generated configuration, with an access log of the served variant as a log format would write it.
  prefix = nginxPrefix();
  port = await freePort();
  const server = nginxConfig(content, { root: dist, serverName: 'localhost', listen: [`127.0.0.1:${port}`] }).replace(
    '  server_tokens off;\n  absolute_redirect off;',
    `  server_tokens off;\n  absolute_redirect off;\n  access_log ${prefix}/variants.log variants;`,
  );
  stop = await runNginx(`log_format variants '$uri [$edition_variant]';\n${server}`, { prefix, port });
}, 300_000);

afterAll(async () => {
  await stop?.();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request as one visitor sends it: from `address` (any of 127.0.0.0/8), with `agent` as its browser. */
function visit(urlPath: string, visitor: { address: string; agent: string }, gzip = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'User-Agent': visitor.agent, ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}) };
    const call = request({ host: '127.0.0.1', port, path: urlPath, localAddress: visitor.address, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString() });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

const visitors = Array.from({ length: 40 }, (_, index) => ({
  address: `127.0.${Math.floor(index / 10)}.${(index % 10) + 2}`,
  agent: `Mozilla/5.0 (Testbesuch ${index})`,
}));
const shows = (answer: Answer) => (answer.body.includes(TITLE_B) ? 'b' : 'edition');

describe('the build of an edition with an A/B test', () => {
  it('writes the variant’s page apart, canonical to the edition’s address, its checkout links with the variant’s tracking key', () => {
    const own = parse(read(`${slug}/index.html`));
    const variant = parse(read(`_varianten/${slug}/b.html`));
    const origin = content.site.origin;
    for (const page of [own, variant]) {
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/${slug}`);
      expect(page.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${origin}/${slug}`);
      expect(page.querySelector('meta[name="robots"]')).toBeNull();
    }
    expect(variant.querySelector('h1')?.textContent).toBe(TITLE_B);
    expect(own.querySelector('h1')?.textContent).not.toBe(TITLE_B);
    const keysOf = (page: Document) =>
      [...page.querySelectorAll('a[data-checkout-link]')].map((link) => new URL(link.getAttribute('href')!).searchParams.get('ds24tr'));
    expect(new Set(keysOf(variant))).toEqual(new Set([`${slug}_b`]));
    expect(new Set(keysOf(own))).toEqual(new Set([slug]));
    expect([...variant.querySelectorAll('a[data-checkout-link]')].some((link) => link.textContent?.includes(LABEL_B))).toBe(true);
    // The price card is the edition's on both, but for the button's label.
    const price = (page: Document) => page.querySelector('[data-section="pricing"]')?.textContent;
    const ownLabel = content.editions.find((edition) => edition.key === EARLY)!.checkoutCtaLabel;
    expect(price(variant)?.replace(LABEL_B, ownLabel)).toBe(price(own));
  });

  it('cuts the widths of the variant’s own cover, which no other page shows', () => {
    const variant = parse(read(`_varianten/${slug}/b.html`));
    const sources = [...variant.querySelectorAll('[data-section="hero"] source, [data-section="hero"] img')].flatMap((element) =>
      (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]),
    );
    const own = sources.filter((source) => source.includes('cover-spring'));
    expect(own.length).toBeGreaterThan(0);
    for (const source of own) expect(existsSync(path.join(dist, source)), source).toBe(true);
    expect(read(`${slug}/index.html`)).not.toContain('cover-spring');
  });

  it('lists no variant page in the sitemap and links none, and the variant’s page keeps to the first round trip', () => {
    expect(read('sitemap.xml')).not.toContain('_varianten');
    for (const file of ['index.html', `${slug}/index.html`, `${otherSlug}/index.html`]) expect(read(file)).not.toContain('_varianten');
    expect(readdirSync(path.join(dist, '_varianten', slug)).sort()).toEqual(['b.html', 'b.html.br', 'b.html.gz']);
    expect(readFileSync(path.join(dist, `_varianten/${slug}/b.html.br`)).length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    expect(existsSync(path.join(dist, '_varianten', otherSlug))).toBe(false);
  });
});

describe('nginx serving an A/B test', () => {
  it('gives each visitor one variant at the edition’s own address, the same on every visit, privately cached', async () => {
    const seen: string[] = [];
    for (const visitor of visitors) {
      const answers = await Promise.all([1, 2, 3].map((round) => visit(`/${slug}`, visitor, round === 2)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.location).toBeUndefined();
        expect(answer.headers['cache-control']).toBe(PRIVATE_REVALIDATE_CACHE);
      }
      const variants = new Set(answers.map(shows));
      expect(variants.size, `${visitor.address} ${visitor.agent}`).toBe(1);
      seen.push(shows(answers[0]));
    }
    // Half the visitors each way, give or take what 40 visitors allow.
    const b = seen.filter((variant) => variant === 'b').length;
    expect(b).toBeGreaterThanOrEqual(8);
    expect(b).toBeLessThanOrEqual(32);
  });

  it('answers the variant’s own path with 404, and an edition without a test as before', async () => {
    const visitor = visitors[0];
    expect((await visit(`/_varianten/${slug}/b.html`, visitor)).status).toBe(404);
    expect((await visit(`/_varianten/${slug}/b`, visitor)).status).toBe(404);
    const other = await visit(`/${otherSlug}`, visitor);
    expect(other.status).toBe(200);
    expect(other.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('names the served variant in $edition_variant for the access log, empty for the edition’s own copy and other pages', async () => {
    const answers = await Promise.all(visitors.slice(0, 10).map((visitor) => visit(`/${slug}`, visitor)));
    await visit(`/${otherSlug}`, visitors[0]);
    // nginx writes a line when the response is done; the last request's line follows its answer.
    await expect.poll(() => readFileSync(path.join(prefix, 'variants.log'), 'utf8').includes(`/${otherSlug}/index.html []`)).toBe(true);
    const lines = readFileSync(path.join(prefix, 'variants.log'), 'utf8').trim().split('\n');
    const logged = lines.filter((line) => line.startsWith(`/_varianten/${slug}/`) || line.startsWith(`/${slug}/`)).slice(-10);
    const expected = answers.map((answer) => (shows(answer) === 'b' ? `/_varianten/${slug}/b.html [b]` : `/${slug}/index.html []`));
    expect(logged.sort()).toEqual(expected.sort());
  });

  it('defines $edition_variant also for a request nginx refuses before reading its address: no warning in the error log', async () => {
    expect((await rawRequest(port, 'GET /x HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n')).status).toBe(400);
    expect((await rawRequest(port, 'KAPUTT\r\n\r\n', { closeAfterSending: true })).status).toBe(400);
    await expect.poll(() => readFileSync(path.join(prefix, 'variants.log'), 'utf8').includes('/x []')).toBe(true);
    expect(readFileSync(path.join(prefix, 'error.log'), 'utf8')).not.toMatch(/uninitialized/);
  });
});

/**
 * wrk as a crowd: VISITORS visitors, each from an address of its own (X-Forwarded-For, which the test's nginx takes
 * as the client's address) with a browser of its own, each reloading the page ROUNDS times in turn. One connection,
 * so each answer belongs to the request before it; after the last answer the script writes, per visitor, the
 * tracking keys its checkout links carried, and how many answers were not 200. (wrk itself runs for its whole duration.)
 */
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const CROWD_SCRIPT = `
local visitors, rounds = tonumber(os.getenv("VISITORS")), tonumber(os.getenv("ROUNDS"))
local total = visitors * rounds
local sent, received, failed = 0, 0, 0
local seen = {}
local function visitor(n) return n % visitors end
request = function()
  local v = visitor(sent)
  sent = sent + 1
  local address = "10." .. math.floor(v / 65536) % 256 .. "." .. math.floor(v / 256) % 256 .. "." .. v % 256
  return wrk.format("GET", os.getenv("PAGE"), { ["X-Forwarded-For"] = address, ["User-Agent"] = "Mozilla/5.0 (Besucher " .. v .. ")" })
end
response = function(status, headers, body)
  local v = visitor(received)
  received = received + 1
  if status ~= 200 then failed = failed + 1 end
  local key = body and body:match('ping="[^"]*/klick/([%w_%-]+)"') or "?"
  seen[v] = seen[v] or {}
  seen[v][key] = true
  if received == total then
    local out = io.open(os.getenv("OUT") .. ".part", "w")
    out:write("failed " .. failed .. "\\n")
    for n = 0, visitors - 1 do
      local keys = {}
      for k in pairs(seen[n] or {}) do keys[#keys + 1] = k end
      table.sort(keys)
      out:write(n .. " " .. table.concat(keys, ",") .. "\\n")
    end
    out:close()
    os.rename(os.getenv("OUT") .. ".part", os.getenv("OUT"))
    wrk.thread:stop()
  end
end
`;

describe('an A/B test under load', () => {
  const VISITORS = 1000;
  const ROUNDS = 3;

  it('splits a few thousand requests of a thousand visitors within a few percent of the weights, each visitor always the same variant, and the studio counts exactly the visits the log holds', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ab-last-'));
    const logFile = path.join(folder, 'besuche.log');
    const crowdPort = await freePort();
    const server = nginxConfig(content, { root: dist, serverName: 'localhost', listen: [`127.0.0.1:${crowdPort}`], visitsLog: logFile });
    // As behind a proxy that names the client: wrk sends each visitor's address in X-Forwarded-For.
    const stopCrowd = await runNginx(`set_real_ip_from 127.0.0.1;\nreal_ip_header X-Forwarded-For;\n${server}`, { prefix: nginxPrefix(), port: crowdPort });
    const database = openFiguresDatabase(folder);
    try {
      writeFileSync(path.join(folder, 'crowd.lua'), CROWD_SCRIPT);
      const out = path.join(folder, 'crowd.txt');
      const wrk = spawn(WRK, ['-t1', '-c1', '-d120s', '-s', path.join(folder, 'crowd.lua'), `http://127.0.0.1:${crowdPort}/${slug}`], {
        env: { ...process.env, VISITORS: String(VISITORS), ROUNDS: String(ROUNDS), PAGE: `/${slug}`, OUT: out },
        stdio: 'ignore',
      });
      const ended = new Promise((resolve) => wrk.once('exit', resolve));
      try {
        await expect.poll(() => existsSync(out), { timeout: 90_000, interval: 200 }).toBe(true);
      } finally {
        wrk.kill('SIGINT');
        await ended;
      }
      const [failed, ...perVisitor] = readFileSync(out, 'utf8').trim().split('\n');
      expect(failed).toBe('failed 0');
      expect(perVisitor).toHaveLength(VISITORS);
      const keyOf = perVisitor.map((line) => line.split(' ')[1]);
      // Every reload of a visitor carried one tracking key: the same variant each time.
      expect(keyOf.filter((keys) => keys.includes(','))).toEqual([]);
      const shareB = keyOf.filter((key) => key === `${slug}_b`).length / VISITORS;
      expect(keyOf.filter((key) => key !== `${slug}_b` && key !== slug)).toEqual([]);
      expect(Math.abs(shareB - 0.5)).toBeLessThanOrEqual(0.05);

      // nginx writes a line once an answer is sent; the last one follows wrk's end.
      await expect.poll(() => readFileSync(logFile, 'utf8').trim().split('\n').length).toBe(VISITORS * ROUNDS);
      const store = visitStore(database);
      const run = countVisits({ logFile, editions: content.editions.map((edition) => edition.slug), store });
      expect(run).toMatchObject({ visits: VISITORS * ROUNDS, clicks: 0, bots: 0, prefetches: 0, otherAnswers: 0, unreadable: 0, unknownPages: 0 });
      const visitsOf = (variant: string) =>
        store
          .days()
          .filter((day) => day.edition === slug && day.variant === variant)
          .reduce((sum, day) => sum + day.visits, 0);
      expect(visitsOf('b')).toBe(Math.round(shareB * VISITORS) * ROUNDS);
      expect(visitsOf('')).toBe(VISITORS * ROUNDS - visitsOf('b'));
      // Read again, nothing new: nothing is counted twice.
      expect(countVisits({ logFile, editions: [slug], store }).visits).toBe(0);
    } finally {
      database.close();
      await stopCrowd();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
