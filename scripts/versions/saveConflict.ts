import { diffEditions } from '#engine/editionDiff';
import { mergeEditions, withinConflict } from '#engine/editionMerge';
import { isPlainObject } from '#engine/resolve';
import { git } from '#scripts/publish/git';
import { labelsOf } from '#scripts/publish/snapshot';
import { hashOf } from './fileHash';
import { LOCAL_FALLBACK } from './recordVersion';
import { isRepository } from './repository';
import type { Person, SaveConflict } from './types';

/**
 * What a save refused for a changed file tells the person: who saved the file since they opened it (the
 * authors of the commits after the opened version, found in git by its hash) and which fields, those both
 * changed (a real conflict) apart from those only the other side changed (merged in when taken over).
 */

/** How far back the opened version is looked for; an edition open for longer is a rare case. */
const SEARCHED_COMMITS = 50;
// Dative: the answer reads „von Anna Beispiel“, „von jemand anderem …“.
const SOMEONE = 'jemand anderem (in einem anderen Fenster oder außerhalb des Studios)';
const OUTSIDE = 'jemandem außerhalb des Studios';

interface Since {
  /** The opened version's data, when git has it. */
  base?: Record<string, unknown>;
  authors: Person[];
  /** The file on disk is not the last committed version, or the opened one is not in git: changed outside the studio. */
  outside: boolean;
}

const parsed = (text: string): Record<string, unknown> | undefined => {
  try {
    const data: unknown = JSON.parse(text);
    return isPlainObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The authors of the commits of `file` after the version with `baseHash`, up to the one that holds the file
 * as it is now (a save committed after this refusal read the file is not counted), newest first.
 */
async function commitsSince(root: string, file: string, baseHash: string, currentHash: string): Promise<Since> {
  if (!(await isRepository(root))) return { authors: [], outside: true };
  const log = await git(root, 'log', `-n${SEARCHED_COMMITS}`, '--format=%H%x1f%an%x1f%ae', 'HEAD', '--', file).catch(() => '');
  const versions: Array<Person & { hash?: string; text?: string }> = [];
  for (const line of log.split('\n').filter(Boolean)) {
    const [commit, name, email] = line.split('\u001f');
    const text = await git(root, 'show', `${commit}:./${file}`).catch(() => undefined);
    versions.push({ name, email, text, hash: text === undefined ? undefined : hashOf(text) });
    if (versions.at(-1)!.hash === baseHash) break;
  }
  const base = versions.findIndex((version) => version.hash === baseHash);
  if (base < 0) return { authors: [], outside: true };
  const current = versions.findIndex((version) => version.hash === currentHash);
  // Not in git as it is now: changed outside the studio after the last commit.
  const outside = current < 0 || current > base;
  const authors = versions.slice(outside ? 0 : current, base).map(({ name, email }) => ({ name, email }));
  return { base: parsed(versions[base].text!), authors, outside };
}

/** „Anna“, „Anna und Bernd“, „Anna, Bernd und Clara“. */
const listed = (names: string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`);

/** By whom it was changed (dative), as the person reads it; in the local studio (no person) git knows only the machine's user. */
function whoOf(since: Since, person: Person | undefined): string {
  if (!person) return SOMEONE;
  const names: string[] = [];
  for (const author of since.authors) {
    const name = author.email === person.email ? 'dir selbst (in einem anderen Fenster)' : author.email === LOCAL_FALLBACK.email ? OUTSIDE : author.name;
    if (!names.includes(name)) names.push(name);
  }
  if (since.outside && !names.includes(OUTSIDE)) names.push(OUTSIDE);
  return listed(names) || SOMEONE;
}

export interface ConflictInput {
  root: string;
  /** The file as git names it from the project folder: `editions/spring.json`. */
  file: string;
  baseHash: string;
  draft: Record<string, unknown>;
  /** The data as the page opened it (its own word, used when git does not have that version). */
  openedData?: Record<string, unknown>;
  current: { text: string; hash: string };
  person?: Person;
}

/** The refusal's details, and its message: who, and the fields by their labels in the form. */
export async function describeConflict({
  root,
  file,
  baseHash,
  draft,
  openedData,
  current,
  person,
}: ConflictInput): Promise<{ message: string; conflict: SaveConflict }> {
  const since = await commitsSince(root, file, baseHash, current.hash);
  const currentData = parsed(current.text) ?? {};
  // Without the opened version every difference is the person's to decide: nothing is merged unseen.
  const base = since.base ?? openedData ?? currentData;
  const { conflicts } = mergeEditions(base, draft, currentData);
  const both = diffEditions(currentData, draft).filter((row) => conflicts.some((conflict) => withinConflict(row, conflict)));
  const theirs = diffEditions(base, currentData).filter((row) => !conflicts.some((conflict) => withinConflict(row, conflict)));
  const who = whoOf(since, person);
  const named = (rows: typeof both) => {
    const labels = labelsOf(file, rows, currentData).map((label) => `„${label}“`);
    return `${labels.slice(0, 5).join(', ')}${labels.length > 5 ? ` und ${labels.length - 5} weitere` : ''}`;
  };
  const parts = [
    `Die Datei wurde inzwischen geändert (${file}) – von ${who}. Deine Änderungen sind noch nicht gespeichert.`,
    both.length > 0 ? `Von euch beiden geändert: ${named(both)}.` : 'Kein Feld habt ihr beide geändert.',
    theirs.length > 0 ? `Nur dort geändert (wird übernommen): ${named(theirs)}.` : '',
  ];
  return {
    message: parts.filter(Boolean).join(' '),
    conflict: { who, both, theirs, current: { data: currentData, hash: current.hash } },
  };
}
