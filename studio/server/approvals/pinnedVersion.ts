import { git } from '#scripts/publish/git';
import { isRepository, settled } from '#scripts/publish/versions';

/**
 * The saved version a request for approval pins: the project's git commit once every save asked for so far
 * is committed. Refused while editions/ or public/ hold changes no commit has (an edit by hand, a save git
 * could not record): the approved version would not be what the person sees.
 */

export type Pinned = { ok: true; commit: string } | { ok: false; message: string };

export async function pinnedVersion(root: string): Promise<Pinned> {
  await settled(root);
  if (!(await isRepository(root))) return { ok: false, message: 'Der Projektordner ist kein Git-Repository: Ohne gespeicherte Fassungen gibt es nichts, das zur Freigabe gegeben werden kann.' };
  const changed = (await git(root, 'status', '--porcelain', '--untracked-files=all', '--', 'editions', 'public')).split('\n').filter(Boolean).map((line) => line.slice(3));
  if (changed.length > 0) {
    const shown = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ` und ${changed.length - 3} weitere` : '');
    return { ok: false, message: `Nicht zur Freigabe gegeben: ${shown} ${changed.length === 1 ? 'hat' : 'haben'} Änderungen, die keine gespeicherte Fassung sind. Freigegeben wird nur, was gespeichert und im Verlauf festgehalten ist.` };
  }
  return { ok: true, commit: (await git(root, 'rev-parse', 'HEAD')).trim() };
}
