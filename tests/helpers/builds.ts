import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runScript } from './cli';
import { projectRoot } from './content';

/**
 * The built folders the tests read (dist/, and dist-dev/ for the hydration checks), built once and only
 * when missing or older than what they are built from. `npm test` builds dist/ just before vitest runs,
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

/** Why `folder` must be built again, or undefined when it is newer than everything it is built from. */
export function staleBecause(folder: string): string | undefined {
  // index.html is written after the bundles, from the content: the build's own time stamp.
  const marker = path.join(projectRoot, folder, 'index.html');
  if (!existsSync(marker)) return `${folder}/ fehlt`;
  return statSync(marker).mtimeMs < newestInput() ? `${folder}/ ist älter als die Quellen` : undefined;
}

/** Builds `folder` with scripts/build.ts (extra arguments as the script takes them) unless it is up to date. */
export function ensureBuild(folder: string, args: string[] = []) {
  const reason = staleBecause(folder);
  if (!reason) return;
  console.log(`${reason}: npm run build -- ${['--out', folder, ...args].join(' ')}`);
  const result = runScript('build.ts', ['--out', folder, ...args]);
  if (result.status !== 0) throw new Error(`Build von ${folder}/ fehlgeschlagen:\n${result.stderr}`);
}
