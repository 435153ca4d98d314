import { stat } from 'node:fs/promises';
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

/** What a Verlauf is read from, in a word: HEAD's commit and site.json's size and time. */
export async function historyStamp(root: string, editionsDir: string): Promise<string> {
  const head = await git(root, 'rev-parse', '--verify', '--quiet', 'HEAD').catch(() => 'ohne Commit');
  const site = await stat(path.join(editionsDir, SITE_FILE)).then(
    ({ size, mtimeMs }) => `${size} ${mtimeMs}`,
    () => 'ohne site.json',
  );
  return `${head.trim()} ${site}`;
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
  keptUntilChanged(
    (file) => editionHistory(root, editionsDir, file),
    () => historyStamp(root, editionsDir),
  );
