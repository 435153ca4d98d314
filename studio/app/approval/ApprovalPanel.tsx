import Send from 'lucide-react/icons/send';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio, StudioRequestError } from '../api';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { Button, ErrorText, Help, Label, Panel, TextArea } from '../ui';
import { keptDraftKeys } from '../editor/useLocalDraft';
import { ApprovalItem } from './ApprovalItem';
import { UncommittedFiles } from './UncommittedFiles';
import { OpenEditions } from './OpenEditions';
import { releaseTime } from '../publish/releaseTime';
import type { StudioProblem } from '#studio/shared/apiTypes';

/**
 * „Freigaben“ on the hosted studio's start screen: Redaktion gives the saved version „Zur Freigabe“ with a
 * note; everyone sees the requests (who, when, the note, the comments, what is scheduled); Freigabe reviews,
 * gives back, approves for „sofort“ or a day, publishes an approved version and withdraws an approval. Files
 * that differ from the last saved version, which block a request, are named with what to do about them.
 */

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

/** Requests still to act on come first; of the closed ones (given back, live, cancelled), the latest few. */
const OPEN = new Set(['offen', 'freigegeben', 'geplant']);
const CLOSED_SHOWN = 5;

interface ApprovalPanelProps {
  onPublished: () => void;
  /** Opens an edition in the editor (to fix an error a refusal names). */
  onOpen: (key: string) => void;
  /** An edition's name by its key (the start screen's list); the key itself when unknown. */
  nameOf?: (key: string) => string;
}

export function ApprovalPanel({ onPublished, onOpen, nameOf = (key) => key }: ApprovalPanelProps) {
  const ids = useId();
  const [overview, setOverview] = useState<ApprovalOverview>();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string>();
  // The editions a refusal names errors in, to open them from here.
  const [toFix, setToFix] = useState<StudioProblem[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    answerOf(studio.approvals.$get()).then(setOverview, (error: unknown) => setFailure(messageOf(error)));
  }, []);
  useEffect(refresh, [refresh]);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    // The editor keeps unsaved work in this browser: that is no saved version, so nothing is asked for yet.
    const unsaved = keptDraftKeys();
    if (unsaved.length > 0) {
      setStatus('');
      setFailure(
        `Nicht zur Freigabe gegeben: Du hast ungespeicherte Änderungen (${unsaved.map((key) => `„${nameOf(key)}“`).join(', ')}). Öffne die Edition und speichere oder verwirf sie; zur Freigabe geht nur, was gespeichert ist.`,
      );
      return;
    }
    setBusy(true);
    setFailure(undefined);
    setToFix([]);
    setStatus('');
    try {
      const asked = await answerOf(studio.approvals.request.$post({ json: { note } }));
      setNote('');
      setStatus(`Zur Freigabe gegeben: ${asked.title ?? 'die gespeicherte Fassung'}.`);
      refresh();
    } catch (error) {
      setFailure(messageOf(error));
      setToFix((error instanceof StudioRequestError ? error.failure.problems : undefined) ?? []);
      // What blocked it is listed below with what to do.
      refresh();
    } finally {
      setBusy(false);
    }
  };

  if (!overview) return failure ? <ErrorText role="alert">{failure}</ErrorText> : null;
  const editor = overview.me.roles.includes('Redaktion');
  const open = overview.requests.filter((request) => OPEN.has(request.status));
  const shown = [...open, ...overview.requests.filter((request) => !OPEN.has(request.status)).slice(0, CLOSED_SHOWN)];
  const failed = open.filter((request) => request.failedGoLive);
  const live = overview.requests
    .filter((request) => request.status === 'veröffentlicht' && request.published)
    .reduce<ApprovalRequest | undefined>((latest, request) => (!latest || request.published! > latest.published! ? request : latest), undefined);

  return (
    <section id="freigaben" aria-labelledby={`${ids}-titel`}>
      <h2 id={`${ids}-titel`}>Freigaben</h2>
      <Panel>
        <p>
          Live geht nur eine freigegebene Fassung: Die Redaktion gibt den gespeicherten Stand zur Freigabe, eine zweite Person mit der Rolle „Freigabe“ prüft
          und gibt ihn frei – sofort oder für einen Tag.
        </p>
        {failed.length > 0 && (
          <ErrorText role="alert">
            {failed.length === 1
              ? `Eine freigegebene Fassung ist nicht live gegangen: ${failed[0].title ?? `Fassung vom ${releaseTime(failed[0].requested)}`}. Warum und wann der nächste Versuch ist, steht an der Anfrage unten.`
              : `${failed.length} freigegebene Fassungen sind nicht live gegangen. Warum und wann der nächste Versuch ist, steht an jeder Anfrage unten.`}
          </ErrorText>
        )}
        {overview.selfApproval && (
          <Help>
            Einstellung für ein Team aus einer Person: Hier darf man die eigene Anfrage selbst freigeben („selfApproval“ in der Konfiguration des Studios).
          </Help>
        )}
        {editor && (
          <form onSubmit={ask} noValidate>
            <Label htmlFor={`${ids}-notiz`}>Notiz zur Freigabe (freiwillig)</Label>
            <TextArea
              id={`${ids}-notiz`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={2}
              maxLength={2000}
              aria-describedby={`${ids}-notiz-hilfe`}
            />
            <Help id={`${ids}-notiz-hilfe`}>
              Zur Freigabe geht der gespeicherte Stand aller Editionen und Bilder, so wie er jetzt im Verlauf steht. Ungespeicherte Änderungen gehören nicht
              dazu: erst speichern.
            </Help>
            <Button type="submit" $variant="primary" disabled={busy}>
              <Send size={18} aria-hidden="true" /> Zur Freigabe geben
            </Button>
          </form>
        )}
        <p role="status">{status}</p>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        {toFix.length > 0 && <OpenEditions problems={toFix} onOpen={onOpen} />}
        {overview.uncommitted.length > 0 && <UncommittedFiles files={overview.uncommitted} mayChange={editor} onChanged={refresh} onOpen={onOpen} />}
        <h3 id={`${ids}-liste`}>Anfragen</h3>
        {open.length === 0 && <p>Gerade wartet keine Fassung auf Freigabe oder Veröffentlichung.</p>}
        {/* One list, so that a request keeps its place in the page (and its open dialog) when its state changes. */}
        {shown.length > 0 && (
          <List aria-labelledby={`${ids}-liste`}>
            {shown.map((request) => (
              <ApprovalItem key={request.id} request={request} overview={overview} onChanged={refresh} onPublished={onPublished} live={request === live} />
            ))}
          </List>
        )}
      </Panel>
    </section>
  );
}
