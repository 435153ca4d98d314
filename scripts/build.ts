import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ContentError, formatProblem, formatReport } from '../engine/errors';
import { loadContent } from '../src/content/loadContent';
import { memorySource } from '../src/content/memorySource';
import { toRouteManifest } from '../src/content/publicData';
import { comingDays } from '../src/content/comingDays';
import { qaDayPagePath } from '../kit/model/paths';
import type { RenderedPage } from '../src/entry-server';
import { buildInfo, BUILD_INFO_FILE, describeBuildInfo } from './lib/buildInfo';
import { acquireBuildLock, type BuildLock } from './lib/buildLock';
import { BuildError } from './lib/buildError';
import { stepLine } from './lib/buildSteps';
import { buildMetaDir, viteManifestPath } from './lib/buildMeta';
import { composeHtml, inlineFavicon, NOINDEX } from './lib/composeHtml';
import { contentForDays } from './lib/contentForDays';
import { DEPLOY_HOSTS, deployHostFrom, type DeployHost } from './lib/deployTargets';
import { checkImages } from './lib/imageSources';
import { writeFonts } from './lib/fonts';
import { headExtras } from './lib/headExtras';
import { outputSteps } from './lib/outputSteps';
import { pagesOf } from './lib/pages';
import { readCommandLine } from './lib/commandLine';
import { todayOption } from './lib/todayOption';
import { buildYearDefine, viteBase } from '../vite.base';

/**
 * `npm run build`: validate the content, build the client and the server renderer, prerender every
 * route into a staging folder, and only then swap it into dist/. Any failure exits non-zero and
 * leaves the previous dist/ exactly as it was. Its flags are declared below (`npm run build -- --help`).
 */

const root = process.cwd();
const { values } = readCommandLine({
  command: 'npm run build',
  summary: 'Prüft die Inhalte, baut die Seiten und tauscht dist/ erst aus, wenn alles gelungen ist.',
  options: {
    today: { ...todayOption, description: 'baut die Seiten für diesen Tag (Standard: heute in Deutschland)' },
    host: {
      type: 'string',
      value: DEPLOY_HOSTS.join('|'),
      description: 'für welchen Hoster die Konfiguration geschrieben wird (Standard: aus NETLIFY, CF_PAGES, VERCEL, sonst nginx)',
      check: (value) => (DEPLOY_HOSTS.includes(value as DeployHost) ? undefined : `--host „${value}“ ist unbekannt; erlaubt sind ${DEPLOY_HOSTS.join(', ')}`),
    },
    out: { type: 'string', value: '<Ordner>', description: 'baut in einen anderen Ordner als dist/ (die Browser-Tests bauen dist-dev/)' },
    development: { type: 'boolean', description: 'behält Reacts Entwicklungs-Build, der Abweichungen beim Hydrieren meldet' },
  },
  examples: ['npm run build', 'npm run build -- --today 2025-12-16', 'npm run build -- --host netlify'],
});

/** `--out <dir>` builds elsewhere (the browser tests build a development variant into dist-dev/). */
const distDir = path.resolve(root, values.out ?? 'dist');
/** `--development` keeps React's development build, which reports hydration mismatches. */
const development = values.development === true;
/** `--host nginx|netlify|cloudflare|vercel` (see deployTargets.ts): which host configuration the build writes. */
let host: DeployHost;
// React picks its build from NODE_ENV; a caller's value (vitest sets "test") must not leak into the bundle.
process.env.NODE_ENV = development ? 'development' : 'production';
const workDir = path.join(root, '.build', path.basename(distDir));
const stagingDir = path.join(workDir, 'staging');
const serverDir = path.join(workDir, 'server');
const manifestFile = path.join(workDir, 'manifest.json');
const lockFile = `${workDir}.lock`;
let lock: BuildLock | undefined;

/** One line as each step starts (`npm run publish` and the studio show them as progress). */
const step = (index: number) => console.log(stepLine(index));

async function main() {
  const started = performance.now();
  host = deployHostFrom(values.host, process.env);
  await mkdir(path.dirname(workDir), { recursive: true });
  lock = await acquireBuildLock(lockFile, {
    label: `${path.relative(root, path.dirname(workDir))}/ für ${path.relative(root, distDir)}/`,
    waitMs: Number(process.env.BUILD_LOCK_WAIT_SECONDS ?? 600) * 1000,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      lock?.release();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }

  step(0);
  const loadOptions = { dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), production: process.env.ALLOW_PLACEHOLDERS !== '1' };
  const content = loadContent({ ...loadOptions, today: values.today });
  const contentOn = contentForDays(content, (day) => loadContent({ ...loadOptions, today: day }));
  for (const warning of content.warnings) console.warn(formatProblem(warning));
  await checkImages(root, content);

  await rm(workDir, { recursive: true, force: true });
  step(1);
  const quiet = {
    logLevel: 'warn' as const,
    configFile: false as const,
    ...viteBase,
    // The footer's year is the year of the day the pages are built for (`--today`, else today in Germany).
    define: { ...viteBase.define, ...buildYearDefine(content.today) },
    mode: development ? 'development' : 'production',
  };
  // The manifest tells the budget tests which chunks a page loads; it names source files, so it is
  // moved out of what gets published (see buildMeta.ts).
  await build({ ...quiet, root, build: { ...viteBase.build, outDir: stagingDir, emptyOutDir: true, manifest: true } });
  await rename(path.join(stagingDir, '.vite/manifest.json'), manifestFile);
  await rm(path.join(stagingDir, '.vite'), { recursive: true });
  await build({ ...quiet, root, build: { ...viteBase.build, ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });

  const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as {
    renderPage: (route: string, ...rest: unknown[]) => Promise<RenderedPage>;
  };
  const template = inlineFavicon(await readFile(path.join(stagingDir, 'index.html'), 'utf8'), await readFile(path.join(root, 'public/images/favicon.svg'), 'utf8'));
  const source = memorySource(content);
  const manifest = toRouteManifest(content);
  const fontTags = await writeFonts(root, stagingDir, content);
  step(2);

  for (const page of pagesOf(content)) {
    const rendered = await server.renderPage(page.route, manifest, source, content.site.origin);
    // A loader error would otherwise be published as an error page.
    if (page.file !== '404.html' && rendered.status !== 200) throw new Error(`${page.route} lieferte Status ${rendered.status} statt 200`);
    const target = path.join(stagingDir, page.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, composeHtml(template, rendered, fontTags + headExtras(page, content)));
  }
  // QA's „Stand am Tag“: each edition page as the build for each coming change day renders it.
  for (const day of comingDays(content).days.map((entry) => entry.day)) {
    const dayContent = contentOn(day);
    for (const edition of dayContent.editions) {
      const rendered = await server.renderPage(`/${edition.slug}`, manifest, memorySource(dayContent), content.site.origin);
      const target = path.join(stagingDir, qaDayPagePath(day, edition.slug));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, composeHtml(template, rendered, fontTags + NOINDEX));
    }
  }
  step(3);
  for (const output of outputSteps) await output({ root, content, contentOn, stagingDir, host });

  // The swap: the only step that touches dist/, reached only when everything above succeeded.
  const previous = path.join(workDir, 'previous');
  if (existsSync(distDir)) await rename(distDir, previous);
  else await mkdir(path.dirname(distDir), { recursive: true });
  await rename(stagingDir, distDir);
  await mkdir(buildMetaDir(distDir), { recursive: true });
  await rename(manifestFile, viteManifestPath(distDir));
  await rm(workDir, { recursive: true, force: true });
  lock.release();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Gebaut für ${host}: ${pagesOf(content).length} Seiten, ${content.editions.length} Editionen in ${seconds} s → ${path.relative(root, distDir)}/`);
  console.log(`${describeBuildInfo(buildInfo(content))}\n→ ${path.relative(root, path.join(distDir, BUILD_INFO_FILE))}`);
}

main().catch(async (error: unknown) => {
  if (error instanceof ContentError) console.error(formatReport(error.problems));
  else if (error instanceof BuildError) console.error(error.message);
  else console.error(error);
  console.error(`\nBuild abgebrochen. ${path.relative(root, distDir)}/ ist unverändert.`);
  // The work folder belongs to whoever holds the lock; a build that never got it leaves it alone.
  if (lock) {
    await rm(workDir, { recursive: true, force: true });
    lock.release();
  }
  process.exit(1);
});
