import path from 'node:path';
import { diffEditions } from '../../engine/editionDiff';
import { isPlainObject } from '../../engine/resolve';
import { git } from '../../scripts/publish/git';
import type { EditionHistory, EditionVersion } from '../shared/apiTypes';

/**
 * An edition file's history from git: each commit that changed it, when, by whom, and which fields it
 * changed (compared with the version before it), and the file's data at one of those commits, to put
 * back into the editor. Reads only; the restored version becomes a draft the marketer saves as usual.
 */

/** Enough to find last week's state; older versions are in git for a developer. */
const MAX_VERSIONS = 25;
const COMMIT = /^[0-9a-f]{40}$/;
const FIELD_SEPARATOR = '\u001f';

/** The file's data at a commit, or undefined when it did not exist there or is not an edition object. */
async function dataAt(root: string, commit: string, file: string): Promise<Record<string, unknown> | undefined> {
  try {
    const data: unknown = JSON.parse(await git(root, 'show', `${commit}:./${file}`));
    return isPlainObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

export async function editionHistory(root: string, file: string): Promise<EditionHistory> {
  let log: string;
  try {
    log = await git(root, 'log', `-n${MAX_VERSIONS + 1}`, `--format=%H${FIELD_SEPARATOR}%aI${FIELD_SEPARATOR}%an${FIELD_SEPARATOR}%s`, '--', file);
  } catch {
    return { versions: [], message: 'Für diesen Projektordner gibt es keinen Verlauf: Er ist kein Git-Repository, oder git ist nicht installiert.' };
  }
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [commit, date, author, subject] = line.split(FIELD_SEPARATOR);
      return { commit, date, author, subject };
    });
  const data = await Promise.all(commits.map(({ commit }) => dataAt(root, commit, file)));
  const versions: EditionVersion[] = commits.slice(0, MAX_VERSIONS).map((entry, index) => {
    const before = data[index + 1];
    const after = data[index];
    return {
      ...entry,
      // The oldest version shown without the one before it: it made the file (or the list ends there).
      created: index + 1 >= commits.length,
      readable: after !== undefined,
      differences: after && before ? diffEditions(before, after) : [],
    };
  });
  return { versions, message: versions.length === 0 ? `${file} ist noch in keinem Commit: Es gibt noch keinen Verlauf.` : undefined };
}

export async function editionVersionData(root: string, file: string, commit: unknown): Promise<Record<string, unknown> | undefined> {
  if (typeof commit !== 'string' || !COMMIT.test(commit)) return undefined;
  return dataAt(root, commit, file);
}

/** The file's path as git names it from the project folder. */
export const historyFile = (root: string, editionsDir: string, key: string) => path.relative(root, path.join(editionsDir, `${key}.json`)).split(path.sep).join('/');
