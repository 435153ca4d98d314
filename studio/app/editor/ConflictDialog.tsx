import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDiffValue, type FieldDifference } from '#engine/editionDiff';
import { Modal } from '../Dialogs';
import { Button } from '../ui';
import type { SaveRefusal } from './useSave';

/**
 * A save refused because someone else saved the file meanwhile: who, the fields both changed (each with
 * their value and mine, mine chosen unless the person unticks it) and the fields only they changed
 * (merged in). „Meine Änderungen übernehmen“ saves the draft onto the newer file; „Datei neu laden“
 * shows the newer file, the draft one undo step away.
 */

interface ConflictDialogProps {
  refusal?: SaveRefusal;
  /** The edition's name, as the editor's heading shows it. */
  name: string;
  labelOf: (difference: FieldDifference) => string;
  saving: boolean;
  onTakeOver: (mine: ReadonlySet<string>) => void;
  onReload: () => void;
  onClose: () => void;
}

const Fields = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  max-height: 40vh;
  overflow: auto;
  legend { font-weight: 700; margin-bottom: 0.5rem; }
  label { display: flex; gap: 0.6rem; align-items: flex-start; padding: 0.4rem 0; overflow-wrap: anywhere; }
  input { width: 1.25rem; height: 1.25rem; flex: none; margin-top: 0.15rem; }
  .values { display: block; font-size: 0.9375rem; }
`;

export function ConflictDialog({ refusal, name, labelOf, saving, onTakeOver, onReload, onClose }: ConflictDialogProps) {
  const details = refusal?.details;
  // The fields whose value the person gives up for theirs (unticked); every new refusal starts with none.
  const [givenUp, setGivenUp] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal (a new `details`) starts with nothing given up.
  useEffect(() => setGivenUp(new Set()), [details]);
  const mine = new Set(details?.both.map((row) => row.path).filter((path) => !givenUp.has(path)));
  const choose = (path: string, chosen: boolean) =>
    setGivenUp((current) => {
      const next = new Set(current);
      if (chosen) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <Modal
      open={refusal !== undefined}
      role="alertdialog"
      title="Nicht gespeichert: Die Datei wurde geändert"
      onClose={onClose}
      actions={
        <>
          <Button type="button" onClick={onClose}>
            Zurück zum Formular
          </Button>
          <Button type="button" onClick={onReload}>
            Datei neu laden
          </Button>
          {details && (
            <Button type="button" $variant="primary" onClick={() => onTakeOver(mine)} disabled={saving}>
              {saving ? 'Wird gespeichert …' : 'Meine Änderungen übernehmen'}
            </Button>
          )}
        </>
      }
    >
      {!details ? (
        <>
          <p>{refusal?.message}</p>
          <p>„Datei neu laden“ zeigt den Stand auf der Festplatte; deine Änderungen hier gehen dabei verloren. Übertrage sie vorher, wenn du sie brauchst.</p>
        </>
      ) : (
        <>
          <p>
            „{name}“ wurde inzwischen geändert – von {details.who}. Deine Änderungen sind noch nicht gespeichert.
          </p>
          {details.both.length > 0 ? (
            <Fields>
              <legend>Von euch beiden geändert – angehakt: dein Wert wird gespeichert</legend>
              {details.both.map((row) => (
                <label key={row.path}>
                  <input type="checkbox" checked={mine.has(row.path)} onChange={(event) => choose(row.path, event.target.checked)} />
                  <span>
                    {labelOf(row)}
                    <span className="values">
                      dort: „{formatDiffValue(row.a)}“ · bei dir: „{formatDiffValue(row.b)}“
                    </span>
                  </span>
                </label>
              ))}
            </Fields>
          ) : (
            <p>Kein Feld habt ihr beide geändert.</p>
          )}
          {details.theirs.length > 0 && (
            <>
              <p>Nur dort geändert – das bleibt so und kommt in deine Fassung:</p>
              <ul aria-label="Nur dort geändert">
                {details.theirs.map((row) => (
                  <li key={row.path}>{labelOf(row)}</li>
                ))}
              </ul>
            </>
          )}
          <p>
            „Meine Änderungen übernehmen“ speichert deine übrigen Änderungen und die angehakten Werte in die neuere Fassung. „Datei neu laden“ zeigt die neuere
            Fassung; deine Änderungen holst du dann mit Strg+Z (oder „Rückgängig“) zurück.
          </p>
        </>
      )}
    </Modal>
  );
}
