import { releaseTime } from '../publish/releaseTime';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { FieldDifference } from '#engine/editionDiff';
import { answerOf, messageOf, studio } from '../api';
import type { EditionHistory, EditionVersion, VersionKind } from '#studio/shared/apiTypes';
import { Modal } from '../Dialogs';
import { Button, Help } from '../ui';

/**
 * The Verlauf: every saved and published version of the edition file, newest first (scripts/versions/editionHistory.ts):
 * what happened, when, by whom, which fields changed, in the form's words. A commit made outside the studio
 * is named as such (its own message is there for developers, folded away); a version the form cannot open
 * today says why and has no button. „In den Editor laden“ puts one into the form as a change that undo
 * takes back; it is live only once it is saved and published.
 */

/** Changed fields named per version before „und N weitere“. */
const SHOWN_FIELDS = 6;

const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  max-height: 55vh;
  overflow: auto;
  li {
    display: grid;
    gap: 0.35rem;
    padding: 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 { font-size: 1rem; }
  .meta { font-size: 0.875rem; color: ${({ theme }) => theme.color.inkMuted}; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.1rem; font-size: 0.9375rem; overflow-wrap: anywhere; }
`;

/** What happened in a version, as the Verlauf's heading says it. */
export const KIND_TEXT: Record<VersionKind, string> = {
  gespeichert: 'Gespeichert',
  angelegt: 'Angelegt',
  veröffentlicht: 'Veröffentlicht',
  zurückgerollt: 'Zurückgerollt (wieder live)',
  außerhalb: 'Änderung außerhalb des Studios',
};

/** The line under the heading when there are no fields to list. */
function unchangedText(version: EditionVersion): string {
  const live = version.kind === 'veröffentlicht' || version.kind === 'zurückgerollt';
  if (version.created) return live ? 'Erste Veröffentlichung im Verlauf.' : 'Älteste Fassung im Verlauf.';
  return live ? 'Unverändert seit der Veröffentlichung davor.' : 'Keine Änderung am Inhalt (nur Schreibweise der Datei).';
}

/** A version's time in German time, as the approvals and the live site name theirs. */
export const versionTime = releaseTime;

interface HistoryDialogProps {
  open: boolean;
  editionKey: string;
  /** The edition's name, as the editor's heading shows it. */
  name: string;
  labelOf: (difference: FieldDifference) => string;
  /** Why a version cannot be loaded, in the form's words (the server says it as the check does). */
  problemWords?: (problem: string) => string;
  onRestore: (data: Record<string, unknown>, version: EditionVersion) => void;
  onClose: () => void;
}

export function HistoryDialog({ open, editionKey, name, labelOf, problemWords = (problem) => problem, onRestore, onClose }: HistoryDialogProps) {
  const [history, setHistory] = useState<EditionHistory>();
  const [failure, setFailure] = useState<string>();
  const [loading, setLoading] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setHistory(undefined);
    setFailure(undefined);
    answerOf(studio.history.$get({ query: { key: editionKey } })).then(setHistory, (error: unknown) => setFailure(messageOf(error)));
  }, [open, editionKey]);

  const restore = async (version: EditionVersion) => {
    setLoading(version.commit);
    try {
      const { data } = await answerOf(studio.history.version.$get({ query: { key: editionKey, commit: version.commit } }));
      onRestore(data, version);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setLoading(undefined);
    }
  };

  return (
    <Modal
      open={open}
      title={`Verlauf von „${name}“`}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Schließen
        </Button>
      }
    >
      <Help>Jede gespeicherte und veröffentlichte Fassung der Edition, die neueste zuerst. Eine geladene Fassung gilt erst, wenn du sie speicherst.</Help>
      {failure && <p role="alert">{failure}</p>}
      {!history && !failure && <p role="status">Verlauf wird geladen …</p>}
      {history?.message && <p>{history.message}</p>}
      {history && history.versions.length > 0 && (
        <Versions aria-label="Fassungen">
          {history.versions.map((version) => {
            const labels = version.differences.map(labelOf);
            return (
              <li key={version.commit}>
                <h3>
                  {KIND_TEXT[version.kind]} · {versionTime(version.date)}
                </h3>
                <p className="meta">von {version.author}</p>
                {version.kind === 'außerhalb' ? (
                  <details>
                    <summary>Nachricht im Repository</summary>„{version.subject}“
                  </details>
                ) : null}
                {labels.length === 0 ? (
                  <p>{unchangedText(version)}</p>
                ) : (
                  <ul aria-label="Geänderte Felder">
                    {labels.slice(0, SHOWN_FIELDS).map((label, index) => (
                      <li key={`${label}-${index}`}>{label}</li>
                    ))}
                    {labels.length > SHOWN_FIELDS && <li>und {labels.length - SHOWN_FIELDS} weitere</li>}
                  </ul>
                )}
                {version.readable ? (
                  <div>
                    <Button
                      type="button"
                      onClick={() => restore(version)}
                      disabled={loading !== undefined}
                      aria-label={`Fassung vom ${versionTime(version.date)} in den Editor laden`}
                    >
                      <History size={18} aria-hidden="true" /> {loading === version.commit ? 'Wird geladen …' : 'In den Editor laden'}
                    </Button>
                  </div>
                ) : (
                  <p className="meta">Lässt sich nicht laden: {version.problem ? problemWords(version.problem) : 'Die Datei fehlt in dieser Fassung.'}</p>
                )}
              </li>
            );
          })}
        </Versions>
      )}
    </Modal>
  );
}
