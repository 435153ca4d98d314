import { git } from '#scripts/publish/git';

/** Whether the project folder is inside a git work tree: without one, changes still stand but no version is kept. */
export async function isRepository(root: string): Promise<boolean> {
  try {
    return (await git(root, 'rev-parse', '--is-inside-work-tree')).trim() === 'true';
  } catch {
    return false;
  }
}
