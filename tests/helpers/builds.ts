import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE } from '#scripts/build/buildInfo';
import { STUDIO_BUILD_DIR } from '#studio/server/studioBuildFolders';
import { runScript } from './cli';
import { projectRoot } from './content';
import { TEST_DAY } from './testDay';

/**
 * The built folders the tests read (dist/, and dist-dev/ for the hydration checks), built for the tests' day
 * (TEST_DAY) once, and again only when missing, older than what they are built from, or built for another day
 * (a developer's `npm run build` for today). `npm test` builds dist/ for TEST_DAY just before vitest runs,
 * so there it is never built twice.
 */

/** What a build reads: the content, the public files, the code it bundles and the build scripts. */
const INPUTS = ['editions', 'public', 'src', 'kit', 'sections', 'engine', 'scripts', 'index.html', 'vite.base.ts', 'package-lock.json'];

function newestInput(entry = projectRoot, names = INPUTS): number {
  let newest = 0;
  for (const name of names) {
    const file = path.join(entry, name);
    if (!existsSync(file) || name.includes('.test.')) continue;
    const stats = statSync(file);
    // A folder's own time changes when a file in it is added or removed.
    newest = Math.max(newest, stats.mtimeMs, stats.isDirectory() ? newestInput(file, readdirSync(file)) : 0);
  }
  return newest;
}

/** The day a built folder's pages were built for, or undefined when it says none. */
export function builtFor(folder: string): string | undefined {
  const file = path.join(projectRoot, folder, BUILD_INFO_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { builtFor?: string }).builtFor : undefined;
}

/** Why `folder` must be built again, or undefined when it is built for TEST_DAY and newer than everything it is built from. */
export function staleBecause(folder: string): string | undefined {
  // index.html is written after the bundles, from the content: the build's own time stamp.
  const marker = path.join(projectRoot, folder, 'index.html');
  if (!existsSync(marker)) return `${folder}/ fehlt`;
  const day = builtFor(folder);
  if (day !== TEST_DAY) return `${folder}/ ist für ${day ?? 'einen unbekannten Tag'} gebaut, die Tests brauchen ${TEST_DAY}`;
  return statSync(marker).mtimeMs < newestInput() ? `${folder}/ ist älter als die Quellen` : undefined;
}

/** Builds `folder` for TEST_DAY with scripts/build.ts (extra arguments as the script takes them) unless it is up to date. */
export function ensureBuild(folder: string, args: string[] = []) {
  const reason = staleBecause(folder);
  if (!reason) return;
  const buildArgs = ['--out', folder, '--today', TEST_DAY, ...args];
  console.log(`${reason}: npm run build -- ${buildArgs.join(' ')}`);
  const result = runScript('build.ts', buildArgs);
  if (result.status !== 0) throw new Error(`Build von ${folder}/ fehlgeschlagen:\n${result.stderr}`);
}

/** The built studio's server (npm run studio:build), which the hosted-studio tests start. */
export const builtStudioServer = path.join(projectRoot, STUDIO_BUILD_DIR, 'server', 'serve.js');

/** Builds dist-studio/ with `npm run studio:build` unless it is newer than everything it is built from (the studio's code too). */
export function ensureStudioBuild() {
  const built = existsSync(builtStudioServer) ? statSync(builtStudioServer).mtimeMs : 0;
  if (built > Math.max(newestInput(), newestInput(projectRoot, ['studio', 'vite.config.ts']))) return;
  console.log(`${STUDIO_BUILD_DIR}/ fehlt oder ist älter als die Quellen: npm run studio:build`);
  const tsx = path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs');
  const result = spawnSync(process.execPath, ['--import', tsx, path.join(projectRoot, 'studio/build.ts')], { cwd: projectRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Build des Studios fehlgeschlagen:\n${result.stderr}`);
}
