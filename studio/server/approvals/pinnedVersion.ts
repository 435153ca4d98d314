import { git } from '#scripts/publish/git';
import { settled } from '#scripts/versions/commitQueue';
import { isRepository } from '#scripts/versions/repository';
import type { UncommittedFile } from '#scripts/versions/types';
import { uncommittedFiles } from '#scripts/versions/uncommitted';

/**
 * The saved version a request for approval pins: the project's git commit once every save asked for so far
 * is committed. Refused while editions/ or public/ hold changes no commit has (a save or an upload cut off by
 * a crash, an edit by hand): the approved version would not be what the person sees. The refusal names the
 * files; the studio offers to keep them as a version or discard them.
 */

export type Pinned = { ok: true; commit: string } | { ok: false; message: string; uncommitted?: UncommittedFile[] };

export async function pinnedVersion(root: string): Promise<Pinned> {
  await settled(root);
  if (!(await isRepository(root)))
    return {
      ok: false,
      message: 'Der Projektordner ist kein Git-Repository: Ohne gespeicherte Fassungen gibt es nichts, das zur Freigabe gegeben werden kann.',
    };
  const uncommitted = await uncommittedFiles(root);
  if (uncommitted.length > 0) {
    const changed = uncommitted.map((entry) => entry.file);
    const shown = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ` und ${changed.length - 3} weitere` : '');
    return {
      ok: false,
      uncommitted,
      message: `Nicht zur Freigabe gegeben: ${shown} ${changed.length === 1 ? 'hat' : 'haben'} Änderungen, die keine gespeicherte Fassung sind. Freigegeben wird nur, was gespeichert und im Verlauf festgehalten ist. Unter „Ungespeicherte Änderungen“ kannst du sie als Fassung behalten oder verwerfen.`,
    };
  }
  return { ok: true, commit: (await git(root, 'rev-parse', 'HEAD')).trim() };
}
