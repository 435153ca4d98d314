import { clockTime } from '../publish/releaseTime';
import { useState } from 'react';
import type { FieldDifference } from '#engine/editionDiff';
import { mergeEditions, withinConflict } from '#engine/editionMerge';
import { answerOf, messageOf, studio, StudioRequestError } from '../api';
import type { CheckResult, SaveConflict, StudioProblem } from '#studio/shared/apiTypes';
import type { Draft, DraftHandle } from './useDraft';

/**
 * Saving: first the changes against the file (the save dialog), then the write, which the server
 * refuses when the draft has errors, or when the file changed meanwhile: then the conflict dialog says
 * who changed which fields, and the draft is either taken over onto the newer file (engine/editionMerge.ts:
 * their other changes stay, the person chooses per field both changed) or the newer file is loaded, the
 * draft one undo step away. Nothing is dropped without the person's choice.
 */

/** A refused save: the server's words and, when the file is still there, who changed which fields. */
export interface SaveRefusal {
  message: string;
  details?: SaveConflict;
}

/** The start of the message that saving waits for the errors to be fixed; it goes once they are. */
export const SAVE_BLOCKED = 'Speichern geht erst ohne Fehler';

interface SaveOptions {
  editionKey: string;
  edition: DraftHandle;
  blocking: StudioProblem[];
  announce: (message: string) => void;
  /** Shows the save's own check result (its problems) in place of the live check's. */
  showCheck: (update: (current: CheckResult | undefined) => CheckResult) => void;
  /** Takes the marketer to the field of a problem. */
  goToProblem: (problem: StudioProblem) => void;
}

export function useSave({ editionKey, edition, blocking, announce, showCheck, goToProblem }: SaveOptions) {
  const [differences, setDifferences] = useState<FieldDifference[]>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveRefusal>();
  const { draft, opened } = edition;

  const failed = (error: unknown) => {
    if (error instanceof StudioRequestError && error.failure.conflict) return setConflict({ message: error.message, details: error.failure.saveConflict });
    if (error instanceof StudioRequestError && error.failure.problems) {
      const problems = error.failure.problems;
      showCheck((current) => ({ ...current, today: current?.today ?? '', timeline: current?.timeline ?? [], problems }));
    }
    announce(messageOf(error));
  };

  const startSave = async () => {
    if (!draft) return;
    if (blocking.length > 0) {
      const one = blocking.length === 1;
      announce(`${SAVE_BLOCKED}: ${blocking.length} ${one ? 'Fehler steht' : 'Fehler stehen'} rot an ${one ? 'seinem Feld' : 'ihren Feldern'}.`);
      goToProblem(blocking[0]);
      return;
    }
    try {
      setDifferences((await answerOf(studio.diff.$post({ json: { key: editionKey, data: draft } }))).differences);
    } catch (error) {
      announce(messageOf(error));
    }
  };

  /** Writes `data` over the file as `base` (its data and hash) holds it. */
  const write = async (data: Draft, base: { data: Draft; hash: string }) => {
    setSaving(true);
    try {
      const result = await answerOf(studio.save.$post({ json: { key: editionKey, data, baseHash: base.hash, base: base.data } }));
      edition.markSaved(data, result.hash);
      setDifferences(undefined);
      announce(`Gespeichert um ${clockTime(new Date())} Uhr.`);
    } catch (error) {
      setDifferences(undefined);
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (draft && opened) await write(draft, opened);
  };

  /** My values for the conflicting fields in `mine` (paths of the dialog's rows), theirs for the rest; everything else merged. Saved at once. */
  const takeOver = async (mine: ReadonlySet<string>) => {
    const details = conflict?.details;
    if (!details || !draft || !opened) return;
    const chosen = details.both.filter((row) => mine.has(row.path));
    const merged = mergeEditions(opened.data, draft, details.current.data, (found) => chosen.some((row) => withinConflict(row, found))).data;
    setConflict(undefined);
    edition.rebase(details.current);
    // One undo step: Strg+Z gives back the draft as it was before the merge.
    edition.replace(merged);
    await write(merged, details.current);
  };

  /** The newer file in the form; the draft stays one undo step away. Without one (the file is gone): opened again. */
  const reload = () => {
    const details = conflict?.details;
    setConflict(undefined);
    if (!details) {
      edition.load();
      return announce('Die Datei ist neu geladen.');
    }
    edition.rebase(details.current);
    edition.replace(details.current.data);
    announce(`Die neuere Fassung ist geladen. Deine Änderungen holt Strg+Z (oder „Rückgängig“) zurück.`);
  };

  return {
    /** The changes the save dialog shows; undefined while it is closed. */
    differences,
    saving,
    conflict,
    startSave,
    save,
    closeSaveDialog: () => setDifferences(undefined),
    takeOver,
    reload,
    closeConflict: () => setConflict(undefined),
  };
}
