import { git } from '#scripts/publish/git';
import { parsedObject } from '#scripts/publish/snapshot';
import { changedFields } from '#scripts/versions/changeWords';
import { ACTION_TRAILER } from '#scripts/versions/trailers';
import { isContentFile, SITE_FILE } from '#src/content/loadContent';
import type { ApprovalAuthor, ApprovalRequest } from '#studio/shared/approvals';
import type { ApprovalStore } from './approvalStore';
import { editionKeyOfPath, isContentFilePath } from '#src/content/editionFile';
import { SITE_KEY } from '#src/content/fileNames';

/**
 * What a request's version carries that nobody has approved yet: the commits reachable from it and from no
 * approved version (approved, scheduled or published) that change content (editions/, public/), each with its
 * author; the records of a publish or rollback are not counted (what they name was approved before). The four-eyes rule reads them
 * (nothing goes live that only its own author has seen: an approver's own unreviewed change stops their
 * approval), the request lists them by person and is titled by the editions and fields they changed.
 */

/** Per person in a request: enough to see what each did; the Verlauf has the rest. */
const LISTED_PER_PERSON = 20;
const FIELD = '\u001f';

export interface UnreviewedChange {
  commit: string;
  name: string;
  email: string;
  date: string;
  subject: string;
  /** Made by the studio (it carries the studio's trailer); otherwise a commit of the program's own history (a developer's). */
  studio: boolean;
}

/** The versions a Freigabe person has approved: what they hold has been seen by someone besides its author. */
const APPROVED: ReadonlySet<ApprovalRequest['status']> = new Set(['freigegeben', 'geplant', 'veröffentlicht']);

export const approvedCommits = (store: ApprovalStore): string[] => [
  ...new Set(
    store
      .all()
      .filter((request) => APPROVED.has(request.status))
      .map((request) => request.commit),
  ),
];

/** `commit` and what it holds, minus what the approved versions hold (a commit no longer in git is left out). */
const range = (commit: string, approved: string[]) => [commit, '--ignore-missing', '--not', ...approved];

/** A publish or a rollback records what was live before, approved then; it is nobody's new change. */
const RECORDS_OF_LIVE = new Set(['veröffentlicht', 'zurückgerollt']);

/**
 * What a visitor's content is: the edition files and site.json (not the generated `*.schema.json`, which only
 * editors read) and public/ (images). Merges are left out: what they bring is in the commits they merge.
 */
const CONTENT = ['--no-merges', '--', 'editions/*.json', ':(exclude)editions/*.schema.json', 'public'];

/** Every commit in `commit` that changes content (editions, site settings, public/) and that no approved version holds, newest first. */
export async function unreviewedChanges(root: string, commit: string, approved: string[]): Promise<UnreviewedChange[]> {
  const format = `%H${FIELD}%an${FIELD}%ae${FIELD}%aI${FIELD}%s${FIELD}%(trailers:key=${ACTION_TRAILER},valueonly,separator=%x2C)`;
  const log = await git(root, 'log', `--format=${format}`, ...range(commit, approved), ...CONTENT);
  return parseChanges(log);
}

/** The log's lines as changes, without the records of what went live. */
export const parseChanges = (log: string): UnreviewedChange[] =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(FIELD))
    .filter(([, , , , , action]) => !RECORDS_OF_LIVE.has(action.trim()))
    .map(([hash, name, email, date, subject, action]) => ({ commit: hash, name, email, date, subject, studio: action.trim() !== '' }));

/**
 * The studio's changes grouped by person (by e-mail address, as commits are signed), in the order of each one's
 * latest change. The program's own commits (English messages, a developer's) are no reading for an approver:
 * they are counted apart (outsideStudio), and what they change in the content shows in the review.
 */
export function byPerson(changes: UnreviewedChange[]): ApprovalAuthor[] {
  const authors = new Map<string, ApprovalAuthor>();
  for (const { commit, name, email, date, subject } of changes.filter((change) => change.studio)) {
    const author = authors.get(email) ?? { name, email, changes: [], more: 0 };
    authors.set(email, author);
    if (author.changes.length < LISTED_PER_PERSON) author.changes.push({ commit, date, subject });
    else author.more += 1;
  }
  return [...authors.values()];
}

const fileAt = (root: string, commit: string, file: string) => git(root, 'show', `${commit}:${file}`).catch(() => undefined);

/** One edition file's part of the title: its name and the fields changed since before the first unapproved change to it. */
async function editionPart(root: string, commit: string, approved: string[], file: string): Promise<string> {
  const touching = (await git(root, 'log', '--format=%H', '--reverse', ...range(commit, approved), '--', file)).split('\n').filter(Boolean);
  const [before, after] = await Promise.all([fileAt(root, `${touching[0]}^`, file), fileAt(root, commit, file)]);
  const [old, now] = [parsedObject(before), parsedObject(after)];
  const key = editionKeyOfPath(file) ?? SITE_KEY;
  const site = file.endsWith(`/${SITE_FILE}`);
  const name = site ? 'Website-Einstellungen' : String((now ?? old)?.name ?? key);
  if (after === undefined) return `${name} entfernt`;
  // The site settings are no page of their own: they have no address.
  if (before === undefined) return site ? name : `${name} (neu, Adresse /${String(now?.slug ?? key)})`;
  return `${name}: ${changedFields(file, old, now) || 'nur Schreibweise der Datei'}`;
}

/** What the version changes, by edition and fields: „Winter-Edition 2026: Gutschein; Bilder: strand.jpg“. */
export async function titleOf(root: string, commit: string, approved: string[]): Promise<string> {
  const names = await git(root, 'log', '--format=', '--name-only', '--no-renames', ...range(commit, approved), ...CONTENT);
  const files = [...new Set(names.split('\n').filter(Boolean))].filter((file) => !file.startsWith('editions/') || isContentFile(file)).sort();
  const editions = files.filter(isContentFilePath);
  const others = files.filter((file) => !editions.includes(file)).map((file) => file.split('/').at(-1)!);
  const parts = await Promise.all(editions.map((file) => editionPart(root, commit, approved, file)));
  if (others.length > 0) parts.push(`Bilder und Dateien: ${others.slice(0, 3).join(', ')}${others.length > 3 ? ` und ${others.length - 3} weitere` : ''}`);
  return parts.length > 0 ? parts.join('; ') : 'Keine Änderung an Editionen oder Bildern seit der letzten Freigabe';
}
