import { statSync } from 'node:fs';
import path from 'node:path';
import { git } from '#scripts/publish/git';
import { SITE_FILE } from '#src/content/loadContent';
import { editionHistory } from './editionHistory';
import type { EditionHistory } from './types';

/**
 * The Verlauf of each edition file, read from git once and kept until what it is read from changes: the
 * repository's newest commit (a save, a publish, a rollback, a developer's commit each make one) and site.json
 * (whose section defaults decide which versions the form can open). Reading it runs git dozens of times (about
 * 0.8 s); a kept one answers at once.
 */

/**
 * A file's size and time, or `missing`. Read synchronously: a stat takes microseconds, while each awaited one waits
 * for a thread of the pool, which image work and file reads keep busy when many screens ask at once.
 */
const sizeAndTime = (file: string, missing: string) => {
  const stamp = statSync(file, { throwIfNoEntry: false });
  return stamp ? `${stamp.size} ${stamp.mtimeMs}` : missing;
};

/**
 * HEAD's commit, in a word: from the size and time of HEAD and its log (git appends a line to the log whenever HEAD
 * moves: a commit, a reset, a checkout), which costs no process; where there is no such log, from git itself.
 */
async function headStamp(root: string, gitDir: string | undefined): Promise<string> {
  if (gitDir) {
    const log = sizeAndTime(path.join(gitDir, 'logs', 'HEAD'), '');
    if (log) return `${sizeAndTime(path.join(gitDir, 'HEAD'), '')} ${log}`;
  }
  return (await git(root, 'rev-parse', '--verify', '--quiet', 'HEAD').catch(() => 'ohne Commit')).trim();
}

/** What a Verlauf is read from, in a word: HEAD's commit and site.json's size and time. */
export function historyStamp(root: string, editionsDir: string): () => Promise<string> {
  // The repository's own folder (for a worktree, its folder inside the main one), looked up once.
  let gitDir: Promise<string | undefined> | undefined;
  return async () => {
    gitDir ??= git(root, 'rev-parse', '--absolute-git-dir').then(
      (dir) => dir.trim(),
      () => {
        gitDir = undefined;
        return undefined;
      },
    );
    return `${await headStamp(root, await gitDir)} ${sizeAndTime(path.join(editionsDir, SITE_FILE), 'ohne site.json')}`;
  };
}

/** `read(key)` once per key while `stampOf()` answers the same; a read that fails is not kept. */
export function keptUntilChanged<Value>(read: (key: string) => Promise<Value>, stampOf: () => Promise<string>) {
  const kept = new Map<string, { stamp: string; value: Promise<Value> }>();
  return async (key: string): Promise<Value> => {
    const stamp = await stampOf();
    const hit = kept.get(key);
    if (hit?.stamp === stamp) return hit.value;
    const value = read(key);
    const entry = { stamp, value };
    kept.set(key, entry);
    value.catch(() => kept.get(key) === entry && kept.delete(key));
    return value;
  };
}

/** The Verlauf of an edition file (its path in the project) as ./editionHistory.ts reads it, kept as above. */
export const keptEditionHistories = (root: string, editionsDir: string): ((file: string) => Promise<EditionHistory>) =>
  keptUntilChanged((file) => editionHistory(root, editionsDir, file), historyStamp(root, editionsDir));
