import { readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { git } from '#scripts/publish/git';

/**
 * One commit at a time per project, across processes: the studio and `npm run studio:scheduled` (or
 * `npm run publish`) both commit, and git's index is shared, so a second `git commit` while one runs fails on
 * git's index.lock. Each holds this lock file in the repository's git folder (never in the work tree) while it
 * commits; the other waits. A lock whose process is gone, or that is older than any commit takes, is taken over.
 */

const LOCK_NAME = 'editions-studio-commit.lock';
/** A commit takes well under a second; a lock held longer than this was left behind. */
const STALE_MS = 120_000;
const GIVE_UP_MS = 60_000;
const POLL_MS = 20;

const gitDirs = new Map<string, Promise<string>>();
const gitDirOf = (root: string) => {
  if (!gitDirs.has(root))
    gitDirs.set(
      root,
      git(root, 'rev-parse', '--absolute-git-dir').then((dir) => dir.trim()),
    );
  return gitDirs.get(root)!;
};

/** The lock was left by a process that has ended, or long ago. */
function abandoned(file: string): boolean {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (Date.now() - statSync(file).mtimeMs > STALE_MS) return true;
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. ENOENT: released meanwhile (the next attempt takes it). EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Runs `work` holding the project's commit lock. */
export async function withProjectLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(await gitDirOf(root), LOCK_NAME);
  const start = Date.now();
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (abandoned(file)) rmSync(file, { force: true });
      else if (Date.now() - start > GIVE_UP_MS)
        throw new Error(`Ein anderer Prozess hält seit über ${GIVE_UP_MS / 1000} Sekunden die Sperre ${file}; die Änderung wurde nicht festgehalten.`, {
          cause: error,
        });
      else await wait(POLL_MS);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
