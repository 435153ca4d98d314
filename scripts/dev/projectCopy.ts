import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isContentFile } from '#src/content/loadContent';
import { editionsFolderIn } from '#src/content/editionFolder';

// biome-ignore lint/suspicious/noExplicitAny: a content file as its JSON, changed by a test or a screenshot on a scratch copy.
type JsonObject = Record<string, any>;

const projectRoot = path.resolve(import.meta.dirname, '../..');

const SKIPPED = new Set(['node_modules', 'dist', 'dist-dev', '.build', 'build-meta', '.git', 'screenshots', 'bench']);

export interface ProjectCopyOptions {
  /**
   * A folder of content files (site.json and editions) that replaces the project's own, so that what a
   * test adds or breaks is the same whatever editions/ holds today. Default: keep the project's content.
   */
  contentFrom?: string;
  /** Where the copy goes (replacing what is there), instead of a new temporary folder. */
  into?: string;
}

/** A throwaway copy of the project (sharing node_modules) to run its scripts and build with changed content. */
export function copyProject({ contentFrom, into }: ProjectCopyOptions = {}): string {
  if (into) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
  }
  const dir = into ?? mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(projectRoot, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  if (contentFrom) {
    const editions = editionsFolderIn(dir);
    // The generated JSON Schemas stay: they belong to the code, not to the content.
    for (const name of readdirSync(editions)) if (isContentFile(name)) rmSync(path.join(editions, name));
    cpSync(contentFrom, editions, { recursive: true });
  }
  return dir;
}

/** Rewrites one JSON file of a project copy through `change`. */
export function editJson(dir: string, file: string, change: (data: JsonObject) => void) {
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonObject;
  change(data);
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2));
}
