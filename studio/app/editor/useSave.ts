import { useState } from 'react';
import type { FieldDifference } from '#engine/editionDiff';
import { messageOf, postJson, StudioRequestError } from '../api';
import type { CheckResult, StudioProblem } from '#studio/shared/apiTypes';
import type { DraftHandle } from './useDraft';

/**
 * Saving: first the changes against the file (the save dialog), then the write, which the server
 * refuses when the file changed meanwhile (a conflict the editor shows) or the draft has errors.
 */

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
  const [conflict, setConflict] = useState<string>();
  const { draft, opened } = edition;

  const failed = (error: unknown) => {
    if (error instanceof StudioRequestError && error.failure.conflict) return setConflict(error.message);
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
      announce(`${SAVE_BLOCKED}: ${blocking.length} ${one ? 'Fehler steht' : 'Fehler stehen'} rot an ${one ? 'seinem' : 'ihren'} Feld.`);
      goToProblem(blocking[0]);
      return;
    }
    try {
      setDifferences((await postJson('/diff', { key: editionKey, data: draft })).differences);
    } catch (error) {
      announce(messageOf(error));
    }
  };

  const save = async () => {
    if (!draft || !opened) return;
    setSaving(true);
    try {
      const result = await postJson('/save', { key: editionKey, data: draft, baseHash: opened.hash });
      edition.markSaved(draft, result.hash);
      setDifferences(undefined);
      announce(`Gespeichert in ${result.file} um ${new Date().toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' })} Uhr.`);
    } catch (error) {
      setDifferences(undefined);
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    /** The changes the save dialog shows; undefined while it is closed. */
    differences,
    saving,
    conflict,
    startSave,
    save,
    closeSaveDialog: () => setDifferences(undefined),
    closeConflict: () => setConflict(undefined),
  };
}
