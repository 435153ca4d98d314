import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isContentFile } from '../../src/site/loadContent';
import { fixturesDir, projectRoot } from './content';

const SKIPPED = new Set(['node_modules', 'dist', 'dist-dev', '.build', 'build-meta', '.git', 'screenshots', 'bench']);

export interface ProjectCopyOptions {
  /**
   * `project` (default) keeps the project's own content files; `fixtures` replaces them with the test
   * fixtures, so that what a test adds or breaks is the same whatever editions/ holds today.
   */
  content?: 'fixtures' | 'project';
}

/** A throwaway copy of the project (sharing node_modules) to run its scripts and build with changed content. */
export function copyProject({ content = 'project' }: ProjectCopyOptions = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(projectRoot, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  if (content === 'fixtures') {
    const editions = path.join(dir, 'editions');
    // The generated JSON Schemas stay: they belong to the code, not to the content.
    for (const name of readdirSync(editions)) if (isContentFile(name)) rmSync(path.join(editions, name));
    cpSync(fixturesDir, editions, { recursive: true });
  }
  return dir;
}
