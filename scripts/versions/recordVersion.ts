import { existsSync } from 'node:fs';
import path from 'node:path';
import { git } from '#scripts/publish/git';
import { blobId } from '#scripts/publish/snapshot';
import { oneAtATime } from './commitQueue';
import { isRepository } from './repository';
import { ACTION_TRAILER, LIVE_TRAILER, type StudioAction } from './trailers';
import type { Person, VersionNote } from './types';

/**
 * Every change the studio makes to the project (a save, a new edition, an uploaded or deleted image, a
 * publish, a rollback) and every publish and rollback of `npm run publish` becomes a git commit by the person who made
 * it, so the studio's Verlauf (./editionHistory.ts) lists each version with who and when. A commit holds
 * exactly the files that change wrote (`git commit --only`): whatever else is changed or staged in the working
 * tree stays as it was. When the project is no git repository or git fails, the change itself still stands;
 * the answer says it was not recorded.
 */

/** Without a git user, the studio (and `npm run publish`) signs its commits itself. */
export const LOCAL_FALLBACK: Person = { name: 'Editions-Studio (lokal)', email: 'studio@localhost' };

async function localPerson(root: string): Promise<Person> {
  const config = async (key: string) => (await git(root, 'config', '--get', key).catch(() => '')).trim();
  const [name, email] = await Promise.all([config('user.name'), config('user.email')]);
  return name ? { name, email: email || LOCAL_FALLBACK.email } : LOCAL_FALLBACK;
}

const NOT_A_REPOSITORY =
  'Der Projektordner ist kein Git-Repository (oder git fehlt): Die Änderung ist gespeichert, aber nicht als Fassung im Verlauf festgehalten.';

export interface VersionCommit {
  /** Files to commit, relative to the project folder (written, or removed). None: an empty commit (a publish). */
  paths: string[];
  /** The message's first line, in German. */
  subject: string;
  action: StudioAction;
  /** For a publish or rollback: the content files that went live, `editions/winter.json` → its text. */
  live?: Record<string, string>;
  /** The person; none in local mode and from the command line (the repository's git user, else the studio's own name). */
  person?: Person;
}

/**
 * Commits exactly `paths` (or nothing, for a publish) with the person as author and committer. Queued at
 * once, when called: call it right after writing, with no wait in between.
 */
export function recordVersion(root: string, change: VersionCommit): Promise<VersionNote> {
  return oneAtATime(root, async () => {
    if (!(await isRepository(root))) return { recorded: false, message: NOT_A_REPOSITORY };
    try {
      const person = change.person ?? (await localPerson(root));
      const paths = await committable(root, change.paths);
      if (paths.length > 0) await git(root, 'add', '--all', '--', ...paths);
      const trailers = [
        `${ACTION_TRAILER}: ${change.action}`,
        ...Object.entries(change.live ?? {}).map(([file, text]) => `${LIVE_TRAILER}: ${file} ${blobId(Buffer.from(text, 'utf8'))}`),
      ];
      await git(
        root,
        '-c',
        `user.name=${person.name}`,
        '-c',
        `user.email=${person.email}`,
        // The studio has checked the content itself; a developer's hook must not block or slow down a marketer's save.
        'commit',
        '--only',
        '--allow-empty',
        '--no-verify',
        '--quiet',
        '-m',
        change.subject,
        '-m',
        trailers.join('\n'),
        ...(paths.length > 0 ? ['--', ...paths] : []),
      );
      return { recorded: true, commit: (await git(root, 'rev-parse', 'HEAD')).trim() };
    } catch (error) {
      console.error(error);
      return { recorded: false, message: `Die Änderung ist gespeichert, aber nicht als Fassung im Verlauf festgehalten (${(error as Error).message}).` };
    }
  });
}

/** The paths git can commit: those on disk, and removed ones git knows. */
async function committable(root: string, paths: string[]): Promise<string[]> {
  const present = paths.filter((file) => existsSync(path.join(root, file)));
  const gone = paths.filter((file) => !present.includes(file));
  const known = gone.length > 0 ? (await git(root, 'ls-files', '--', ...gone)).split('\n').filter(Boolean) : [];
  return [...present, ...gone.filter((file) => known.includes(file))];
}
