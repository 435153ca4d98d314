import { spawnSync } from 'node:child_process';
import { type FSWatcher, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantPagePath } from '#kit/model/paths';
import { nginxConfig } from '#scripts/hosting/deployTargets';
import { NGINX_PATH, nginxPrefix, runNginx } from '#scripts/hosting/nginx';
import { freePort } from '#scripts/hosting/ports';
import { RELEASE_HEADER } from '#scripts/hosting/releaseHeader';
import { directoryTarget } from '#scripts/publish/directoryTarget';
import { contentFiles } from '#scripts/publish/snapshot';
import { loadContent } from '#src/content/loadContent';
import { siteReloadService } from '#studio/deploy/siteReload';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { countVisits } from '#studio/server/visits/countVisits';
import { servedReleaseOf } from '#studio/server/servedRelease';
import { visitStore } from '#studio/server/visits/visitStore';
import { EARLY, FIXTURE_TODAY, publicDir } from '../helpers/content';
import { copyContentRoot, editJson } from '../helpers/tempContent';
import { rawRequest } from './rawHttp';

/**
 * Real nginx over a publish folder, configured as on the server: it includes the live release's own nginx.conf
 * (`<folder>/current/nginx.conf`) and serves `<folder>/current`. Releases go live through the folder target a
 * publish uses, and the reload unit of `npm run studio:deploy-files` stands in for systemd: a watch on the folder
 * (the path unit's PathChanged=) runs its service's two commands against this nginx. Nobody reloads by hand: the
 * test starts a split, ends it with the variant adopted, rolls back to the split and back to before it, and each
 * time asks only the site.
 *
 * The pages are stand-ins (the hero's title in an <h1>): the subject is which release and which split nginx
 * serves, not how a page is rendered (tests/variantPages.integration.test.ts builds and serves a variant for real).
 */
const TITLE_OWN = 'Eigene Fassung: Abnehmen mit Plan';
const TITLE_B = 'Variante b: Ein ruhiger Plan für die Lebensmitte';
const PERSON = (index: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0 Testbesuch ${index}`;
const VISITORS = Array.from({ length: 24 }, (_, index) => PERSON(index));

let root: string;
let liveDir: string;
let prefix: string;
let port: number;
let logFile: string;
let slug: string;
let stopNginx: (() => Promise<void>) | undefined;
let watcher: FSWatcher | undefined;
const reloads: string[] = [];
const target = () => directoryTarget({ target: 'directory', directory: liveDir, keep: 10 }, root);

/** The service's commands (`nginx -t -q`, then the reload) as the path unit runs them, for this nginx's prefix. */
function reloadAsTheUnitDoes() {
  const commands = [...siteReloadService(liveDir).matchAll(/^ExecStart=(\S+) (.*)$/gm)].map(([, program, args]) => [
    path.basename(program),
    ...args.split(' '),
  ]);
  expect(commands).toEqual([
    ['nginx', '-t', '-q'],
    ['systemctl', 'reload', 'nginx.service'],
  ]);
  const own = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(NGINX_PATH, [...own, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) return void reloads.push(`refused: ${check.stderr}`);
  spawnSync(NGINX_PATH, [...own, '-s', 'reload']);
  reloads.push('reloaded');
}

/** A built site as the build leaves it for nginx: the pages and the release's own nginx.conf. */
function builtSite(variant: 'none' | 'b' | 'adopted'): string {
  const dir = path.join(root, 'editions');
  editJson(dir, `${EARLY}.json`, (data) => {
    const hero = data.sections.find((section: { type: string }) => section.type === 'hero');
    hero.title = variant === 'adopted' ? TITLE_B : TITLE_OWN;
    if (variant === 'b') data.variants = [{ name: 'b', weight: 50, sections: { hero: { title: TITLE_B } } }];
    else delete data.variants;
  });
  const content = loadContent({ dir, publicDir, today: FIXTURE_TODAY });
  const built = mkdtempSync(path.join(os.tmpdir(), 'gebaut-'));
  for (const edition of content.editions) {
    mkdirSync(path.join(built, edition.slug));
    const hero = edition.sections.find((section) => section.type === 'hero') as { title?: string } | undefined;
    writeFileSync(path.join(built, edition.slug, 'index.html'), `<!doctype html><h1>${hero?.title}</h1>`);
    for (const { name } of edition.variants ?? []) {
      mkdirSync(path.dirname(path.join(built, variantPagePath(edition.slug, name))), { recursive: true });
      writeFileSync(path.join(built, variantPagePath(edition.slug, name)), `<!doctype html><h1>${TITLE_B}</h1>`);
    }
  }
  writeFileSync(path.join(built, 'index.html'), '<!doctype html><h1>Start</h1>');
  const config = nginxConfig(content, { root: path.join(liveDir, 'current'), serverName: 'localhost', listen: [`127.0.0.1:${port}`], visitsLog: logFile });
  writeFileSync(path.join(built, 'nginx.conf'), config);
  return built;
}

function publish(variant: 'none' | 'b' | 'adopted', now: string): string {
  const built = builtSite(variant);
  const { id } = target().deploy(built, { files: contentFiles(root), pages: {} }, `Test: ${variant}`, undefined, new Date(now));
  rmSync(built, { recursive: true, force: true });
  return id;
}

/** What the site answers each visitor now: the release it names and the hero's title it shows. */
async function visitAll() {
  const answers = await Promise.all(
    VISITORS.map((agent) =>
      rawRequest(port, `GET /${slug} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${agent}\r\nConnection: close\r\n\r\n`).then((answer) => ({
        release: answer.headers[RELEASE_HEADER.toLowerCase()]?.[0],
        title: /<h1>(.*)<\/h1>/.exec(answer.body.toString())?.[1],
      })),
    ),
  );
  return answers;
}

/** Waits until the site names `release` (the reload ran by itself), then visits it once per visitor. */
async function servedOnceLive(release: string) {
  await expect.poll(async () => (await visitAll())[0].release, { timeout: 15_000, interval: 100 }).toBe(release);
  const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
  const answers = await visitAll();
  const lines = readFileSync(logFile, 'utf8').slice(logged).trim().split('\n');
  return { answers, variants: lines.map((line) => line.split('\t')[4]) };
}

beforeAll(async () => {
  root = copyContentRoot();
  liveDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'live-')), 'site');
  mkdirSync(liveDir);
  logFile = path.join(path.dirname(liveDir), 'besuche.log');
  port = await freePort();
  prefix = nginxPrefix();
  slug = loadContent({ dir: path.join(root, 'editions'), publicDir, today: FIXTURE_TODAY }).editions.find((edition) => edition.key === EARLY)!.slug;
  publish('none', '2026-02-10T09:00:00Z');
  stopNginx = await runNginx(`include ${path.join(liveDir, 'current', 'nginx.conf')};\n`, { prefix, port });
  // The path unit: a change of the publish folder itself (the link renamed into it) starts the service.
  watcher = watch(liveDir, () => reloadAsTheUnitDoes());
});

afterAll(async () => {
  watcher?.close();
  await stopNginx?.();
  rmSync(prefix, { recursive: true, force: true });
});

describe('nginx serves the release the studio put live, without a manual reload', () => {
  it('starts a test, ends it with the variant adopted, and rolls back to the test and before it; every answer names its release, which the studio compares', async () => {
    const before = await visitAll();
    expect(new Set(before.map((answer) => answer.title))).toEqual(new Set([TITLE_OWN]));

    const started = publish('b', '2026-02-11T09:00:00Z');
    const split = await servedOnceLive(started);
    expect(new Set(split.answers.map((answer) => answer.release))).toEqual(new Set([started]));
    expect(new Set(split.answers.map((answer) => answer.title))).toEqual(new Set([TITLE_OWN, TITLE_B]));
    // The log names the variant each visitor was served, and only those who saw it.
    expect(split.variants.filter((variant) => variant === 'b')).toHaveLength(split.answers.filter((answer) => answer.title === TITLE_B).length);

    const ended = publish('adopted', '2026-02-12T09:00:00Z');
    const adopted = await servedOnceLive(ended);
    expect(new Set(adopted.answers.map((answer) => answer.title))).toEqual(new Set([TITLE_B]));
    expect(adopted.variants).toEqual(VISITORS.map(() => ''));

    target().rollback(started);
    const again = await servedOnceLive(started);
    expect(new Set(again.answers.map((answer) => answer.title))).toEqual(new Set([TITLE_OWN, TITLE_B]));
    // The same visitors see the same variant as the first time: the split is the same.
    expect(again.answers.map((answer) => answer.title)).toEqual(split.answers.map((answer) => answer.title));

    const first = target().releases().releases.at(-1)!.id;
    target().rollback(first);
    const back = await servedOnceLive(first);
    expect(new Set(back.answers.map((answer) => answer.title))).toEqual(new Set([TITLE_OWN]));
    expect(back.variants).toEqual(VISITORS.map(() => ''));
    expect(reloads.filter((reload) => reload !== 'reloaded')).toEqual([]);

    // Had the reload not happened, the studio would say so: it asks the site which release it serves.
    writeFileSync(path.join(root, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: liveDir, serverUrl: `http://127.0.0.1:${port}/` }));
    expect(await servedReleaseOf(root)).toEqual({ url: `http://127.0.0.1:${port}/`, release: first });
    watcher?.close();
    const unloaded = publish('b', '2026-02-13T09:00:00Z');
    expect(
      target()
        .releases()
        .releases.find((release) => release.live)?.id,
    ).toBe(unloaded);
    expect((await servedReleaseOf(root))?.release).toBe(first);

    // Counted with the variants tested now (none): no visit is a visit of variant b any more.
    const database = openFiguresDatabase(path.dirname(liveDir));
    try {
      const store = visitStore(database);
      countVisits({ logFile, editions: [slug], store, testedVariants: { [slug]: [] } });
      expect(store.days().map((day) => day.variant)).toEqual(['']);
    } finally {
      database.close();
    }
  }, 120_000);
});
