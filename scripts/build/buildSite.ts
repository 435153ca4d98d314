import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError, formatProblem } from '#engine/errors';
import { formatSiteReport } from '#src/content/problemHints';
import { loadContent } from '#src/content/loadContent';
import { variantEditionsOf } from '#src/content/variants';
import { buildInfo, BUILD_INFO_FILE, describeBuildInfo } from './buildInfo';
import { acquireBuildLock, type BuildLock } from './buildLock';
import { BuildError, printedBuildError } from './buildError';
import { stepLine } from './buildSteps';
import { buildMetaDir, viteManifestPath } from './buildMeta';
import { contentForDays } from './contentForDays';
import { deployHostFrom } from './hostFiles';
import { hostSplitsVariants } from '../hosting/deployTargets';
import { checkImages } from './imageSources';
import { writeFonts } from './fonts';
import { outputFolderProblem } from './outputFolder';
import { outputSteps } from './outputSteps';
import { builtPageWarnings } from './pageBudget';
import { calendarDayPagesOf, pagesOf, variantPagesOf } from './pages';
import { renderDocument, type RenderedDocument, type ServerEntry } from './renderDocument';
import { siteBundles } from './siteBundles';
import { writeSocialImages } from './socialImages';
import { editionsFolderIn } from '#src/content/editionFolder';

/** What `npm run build` was asked for (scripts/build.ts reads it from the command line). */
export interface BuildSiteOptions {
  /** The project folder: editions/, public/ and the code the pages are built from. */
  root: string;
  /** The day the pages are built for (default: today in Germany). */
  today?: string;
  /** The host whose configuration is written (default: from NETLIFY, CF_PAGES, VERCEL, else nginx). */
  host?: string;
  /** Builds elsewhere than dist/ (the browser tests build a development variant into dist-dev/). */
  out?: string;
  /** Keeps React's development build, which reports hydration mismatches. */
  development: boolean;
}

/** One line as each step starts (`npm run publish` and the studio show them as progress). */
const step = (index: number) => console.log(stepLine(index));

/**
 * Validates the content, builds the client and the server renderer, prerenders every route into a
 * staging folder, and only then swaps it into dist/. On any failure it prints why and ends the process
 * with 1, leaving the previous dist/ exactly as it was.
 */
export async function buildSite({ root, today, host: namedHost, out, development }: BuildSiteOptions): Promise<void> {
  const distDir = path.resolve(root, out ?? 'dist');
  // React picks its build from NODE_ENV; a caller's value (vitest sets "test") must not leak into the bundle.
  process.env.NODE_ENV = development ? 'development' : 'production';
  const workDir = path.join(root, '.build', path.basename(distDir));
  const stagingDir = path.join(workDir, 'staging');
  const serverDir = path.join(workDir, 'server');
  const manifestFile = path.join(workDir, 'manifest.json');
  const lockFile = `${workDir}.lock`;
  let lock: BuildLock | undefined;

  try {
    const started = performance.now();
    const outProblem = outputFolderProblem(root, distDir);
    if (outProblem) throw new BuildError(`--out ${out ?? 'dist'}: ${outProblem}.`);
    const host = deployHostFrom(namedHost, process.env);
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
    const loadOptions = { dir: editionsFolderIn(root), publicDir: path.join(root, 'public'), production: process.env.ALLOW_PLACEHOLDERS !== '1' };
    const content = loadContent({ ...loadOptions, today });
    const contentOn = contentForDays(content, (day) => loadContent({ ...loadOptions, today: day }));
    for (const warning of content.warnings) console.warn(formatProblem(warning));
    await checkImages(root, content);

    await rm(workDir, { recursive: true, force: true });
    step(1);
    const mode = development ? 'development' : 'production';
    const bundles = { client: stagingDir, manifest: manifestFile, server: serverDir };
    await siteBundles(root, mode, bundles);

    const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
    const template = await readFile(path.join(stagingDir, 'index.html'), 'utf8');
    const fontTags = await writeFonts(root, stagingDir, content);
    step(2);
    // Before the pages: their <head> names each link-preview image by its content's hash.
    const parts = { template, fontTags, ogImages: await writeSocialImages({ root, content, stagingDir }) };
    const write = async (file: string, text: string) => {
      const target = path.join(stagingDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    };
    /** A page and the files only it makes (its later blocks' icons; pages alike share them, by their content's hash). */
    const writePage = async (file: string, { html, files }: RenderedDocument) => {
      await write(file, html);
      for (const [address, text] of files) await write(address.slice(1), text);
    };

    for (const page of pagesOf(content)) {
      const rendered = await renderDocument(server, content, page.route, parts);
      // A loader error would otherwise be published as an error page.
      if (page.file !== '404.html' && rendered.status !== 200) throw new Error(`${page.route} lieferte Status ${rendered.status} statt 200`);
      await writePage(page.file, rendered);
    }
    // Each A/B variant's page, written apart from the edition's own, for the host that serves it at the edition's
    // address (nginx's split); the other hosts serve every visitor the edition's own copy.
    const variantPages = hostSplitsVariants(host) ? variantPagesOf(content) : [];
    for (const page of variantPages) {
      const rendered = await renderDocument(server, page.content, page.route, parts);
      if (rendered.status !== 200) throw new Error(`${page.route} (Variante ${page.variant}) lieferte Status ${rendered.status} statt 200`);
      await writePage(page.file, rendered);
    }
    // A page that outgrows the first flight still builds: the marketer is told what to shorten (pageBudget.ts).
    const written = [...content.editions, ...(variantPages.length > 0 ? variantEditionsOf(content) : [])];
    for (const warning of await builtPageWarnings(root, stagingDir, written)) console.warn(formatProblem(warning));
    for (const { day, route, file } of calendarDayPagesOf(content, contentOn)) {
      await writePage(file, await renderDocument(server, contentOn(day), route, parts, 'unlisted'));
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
    console.log(
      `Gebaut für ${host}: ${pagesOf(content).length} Seiten, ${content.editions.length} Editionen in ${seconds} s → ${path.relative(root, distDir)}/`,
    );
    console.log(`${describeBuildInfo(buildInfo(content))}\n→ ${path.relative(root, path.join(distDir, BUILD_INFO_FILE))}`);
  } catch (error: unknown) {
    if (error instanceof ContentError) console.error(formatSiteReport(error.problems));
    else if (error instanceof BuildError) console.error(printedBuildError(error));
    else console.error(error);
    console.error(`\nBuild abgebrochen. ${path.relative(root, distDir)}/ ist unverändert.`);
    // The work folder belongs to whoever holds the lock; a build that never got it leaves it alone.
    if (lock) {
      await rm(workDir, { recursive: true, force: true });
      lock.release();
    }
    process.exit(1);
  }
}
