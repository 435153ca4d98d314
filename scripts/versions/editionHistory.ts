import path from 'node:path';
import { diffEditions } from '#engine/editionDiff';
import { formatPath } from '#engine/errors';
import { readJsonFile } from '#engine/readJson';
import { isPlainObject, resolveSections } from '#engine/resolve';
import { git } from '#scripts/publish/git';
import { parsedObject } from '#scripts/publish/snapshot';
import { SITE_FILE } from '#src/content/loadContent';
import { germanIssueMessage } from '#src/content/problemHints';
import { editionSchema, SECTION_DEFAULTS_KEY } from '#src/content/schema';
import { isRepository } from './repository';
import { ACTION_TRAILER, LIVE_TRAILER } from './trailers';
import type { EditionHistory, EditionVersion, VersionKind } from './types';

/**
 * The Verlauf of an edition file, from git: every version the studio saved (./recordVersion.ts), every publish
 * and rollback that put it live, and commits made outside the studio, newest first, each with who, when
 * and the fields it changed. A version today's schema rejects is marked with the first reason and is not
 * offered to load into the form. Reads only; a loaded version becomes a draft saved as usual.
 */

/** Enough to find last week's state; older versions are in git for a developer. */
const MAX_VERSIONS = 25;
/** How many commits are read to find them (publishes do not touch the file, so a path-limited log misses them). */
const SCANNED_COMMITS = 2000;
const COMMIT = /^[0-9a-f]{40}$/;
const RECORD = '\u001e';
const FIELD = '\u001f';
const LIST = '\u001d';

interface Entry {
  commit: string;
  date: string;
  author: string;
  subject: string;
  kind: VersionKind;
  /** The commit changed the file itself (a save, a rollback, a developer's commit). */
  touches: boolean;
  /** For a publish or rollback: the blob id of the file as it went live. */
  liveBlob?: string;
}

const STUDIO_KINDS: Record<string, VersionKind> = {
  gespeichert: 'gespeichert',
  angelegt: 'angelegt',
  hochgeladen: 'gespeichert',
  gelöscht: 'gespeichert',
  veröffentlicht: 'veröffentlicht',
  zurückgerollt: 'zurückgerollt',
};

async function entriesOf(root: string, file: string): Promise<Entry[]> {
  const format = `${RECORD}%H${FIELD}%aI${FIELD}%an${FIELD}%s${FIELD}%(trailers:key=${ACTION_TRAILER},valueonly,separator=${LIST})${FIELD}%(trailers:key=${LIVE_TRAILER},valueonly,separator=${LIST})${FIELD}`;
  const log = await git(root, 'log', `-n${SCANNED_COMMITS}`, `--format=${format}`, '--name-only', '--relative', '--no-renames', 'HEAD', '--');
  const entries: Entry[] = [];
  for (const record of log.split(RECORD).slice(1)) {
    const [commit, date, author, subject, action, live, names] = record.split(FIELD);
    const touches = names.split('\n').some((name) => name.trim() === file);
    const liveBlob = live
      .split(LIST)
      .map((line) => line.trim().split(' '))
      .find(([name]) => name === file)?.[1];
    if (!touches && !liveBlob) continue;
    const kind = STUDIO_KINDS[action.split(LIST)[0]?.trim()] ?? 'außerhalb';
    entries.push({ commit, date, author, subject, kind, touches, liveBlob });
    // Enough to show MAX_VERSIONS and, for most, the version before each of its sort.
    if (entries.length > 2 * MAX_VERSIONS) break;
  }
  return entries;
}

/** The file's data in a version: at the commit, or (a publish) the blob that went live; undefined when there is none. */
async function dataOf(root: string, file: string, entry: Pick<Entry, 'commit' | 'touches' | 'liveBlob'>): Promise<Record<string, unknown> | undefined> {
  const object = entry.touches ? `${entry.commit}:./${file}` : entry.liveBlob;
  if (!object) return undefined;
  return parsedObject(await git(root, 'show', object).catch(() => ''));
}

/** Why the form cannot open a version today (the edition schema, with the site's current section defaults), or undefined. */
function loadProblem(editionsDir: string, data: Record<string, unknown> | undefined): string | undefined {
  if (!data) return 'In dieser Fassung fehlt die Datei, oder sie ist kein gültiges JSON-Objekt.';
  const site = readJsonFile(path.join(editionsDir, SITE_FILE), SITE_FILE);
  const defaults = site.ok && isPlainObject(site.data) && isPlainObject(site.data[SECTION_DEFAULTS_KEY]) ? site.data[SECTION_DEFAULTS_KEY] : {};
  const parsed = editionSchema.safeParse(resolveSections(data, defaults), { error: germanIssueMessage });
  if (parsed.success) return undefined;
  const [first] = parsed.error.issues;
  const count = parsed.error.issues.length;
  return `${first.path.length > 0 ? `${formatPath(first.path)}: ` : ''}${first.message}${count > 1 ? ` (und ${count - 1} weitere Fehler)` : ''}`;
}

export async function editionHistory(root: string, editionsDir: string, file: string): Promise<EditionHistory> {
  if (!(await isRepository(root))) {
    return {
      versions: [],
      message:
        'Für diesen Projektordner gibt es keinen Verlauf: Er ist kein Git-Repository (oder git ist nicht installiert). Speichern geht trotzdem; festgehalten wird aber keine Fassung.',
    };
  }
  const entries = await entriesOf(root, file).catch(() => []);
  const data = await Promise.all(entries.map((entry) => dataOf(root, file, entry)));
  // Each version is compared with the one before it of its sort: a save with the file before it, a publish with the publish before it.
  const previous = (index: number, live: boolean) => {
    for (let at = index + 1; at < entries.length; at++) if (live ? entries[at].liveBlob : entries[at].touches) return at;
    return undefined;
  };
  const versions: EditionVersion[] = entries.slice(0, MAX_VERSIONS).map((entry, index) => {
    const live = entry.kind === 'veröffentlicht' || (entry.kind === 'zurückgerollt' && !entry.touches);
    const before = previous(index, live);
    const problem = loadProblem(editionsDir, data[index]);
    const after = data[index];
    const earlier = before === undefined ? undefined : data[before];
    return {
      commit: entry.commit,
      date: entry.date,
      author: entry.author,
      subject: entry.subject,
      kind: entry.kind,
      created: before === undefined,
      readable: problem === undefined,
      ...(problem ? { problem } : {}),
      differences: after && earlier ? diffEditions(earlier, after) : [],
    };
  });
  return { versions, message: versions.length === 0 ? `${file} ist noch in keinem Commit: Es gibt noch keinen Verlauf.` : undefined };
}

/** The file's data in one version of its Verlauf, when the form can open it. */
export async function editionVersionData(root: string, editionsDir: string, file: string, commit: unknown): Promise<Record<string, unknown> | undefined> {
  if (typeof commit !== 'string' || !COMMIT.test(commit)) return undefined;
  let fields: string[];
  try {
    fields = (await git(root, 'log', '-n1', `--format=%(trailers:key=${LIVE_TRAILER},valueonly,separator=${LIST})`, commit, '--')).trim().split(LIST);
  } catch {
    return undefined;
  }
  const liveBlob = fields.map((line) => line.trim().split(' ')).find(([name]) => name === file)?.[1];
  const touched = (await git(root, 'diff-tree', '--no-commit-id', '--name-only', '--relative', '-r', '--root', commit).catch(() => ''))
    .split('\n')
    .includes(file);
  const data = await dataOf(root, file, { commit, touches: touched || !liveBlob, liveBlob });
  return loadProblem(editionsDir, data) === undefined ? data : undefined;
}
