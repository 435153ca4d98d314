import { execFileSync } from 'node:child_process';

/** A scratch project as a git repository, its content committed, as the hosted studio keeps its versions. */

export const gitIn = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** `git init` with a git user, and editions/ and public/ committed as the first version. */
export function initRepository(root: string) {
  gitIn(root, 'init', '-q', '-b', 'main');
  gitIn(root, 'config', 'user.name', 'Dev Eloper');
  gitIn(root, 'config', 'user.email', 'dev@example.org');
  commitContent(root, 'Erste Fassung');
}

/** Commits what changed in editions/ and public/ (a saved version, as the studio's save commits it); answers the commit. */
export function commitContent(root: string, message: string): string {
  gitIn(root, 'add', '--all', '--', 'editions', 'public');
  gitIn(root, 'commit', '-q', '--allow-empty', '-m', message);
  return gitIn(root, 'rev-parse', 'HEAD').trim();
}
