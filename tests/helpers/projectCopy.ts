import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './content';

const SKIPPED = new Set(['node_modules', 'dist', 'dist-dev', '.build', 'build-meta', '.git', 'screenshots', 'bench']);

/** A throwaway copy of the project (sharing node_modules) to build with changed content. */
export function copyProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(projectRoot, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
