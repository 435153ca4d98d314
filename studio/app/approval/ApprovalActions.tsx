import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateLong } from '#engine/format';
import { answerOf, studio } from '../api';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { DateInput } from '../form/DateInput';
import { PublishDialog } from '../publish/PublishDialog';
import { releaseTime } from '../publish/releaseTime';
import { Button, ErrorText, Help, Label } from '../ui';

/** The question before an approval and its two answers, one group (a fieldset without a frame). */
const Confirmation = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/**
 * What a Freigabe person does with a request: an open one they review (the publish review of that version),
 * give back (with the comment typed above) or approve for „sofort“ or a day (TT.MM.JJJJ), once they have chosen
 * when and confirmed what goes live when; an approved one they publish; an approval, for „sofort“ or a day,
 * they withdraw until it is published.
 */

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  legend { font-weight: 700; margin-bottom: 0.25rem; }
  label { display: flex; gap: 0.4rem; align-items: center; }
`;

interface ApprovalActionsProps {
  request: ApprovalRequest;
  overview: ApprovalOverview;
  /** The comment field's text: „Zurückgeben“ sends it. */
  comment: string;
  act: (change: () => Promise<unknown>) => Promise<boolean>;
  onCommentUsed: () => void;
  onPublished: () => void;
}

export function ApprovalActions({ request, overview, comment, act, onCommentUsed, onPublished }: ApprovalActionsProps) {
  const ids = useId();
  // Chosen each time: „sofort“ is no default a click can take by accident.
  const [when, setWhen] = useState<'sofort' | 'tag'>();
  const [confirming, setConfirming] = useState(false);
  const [day, setDay] = useState('');
  const [dayProblem, setDayProblem] = useState<string>();
  const [dialog, setDialog] = useState<'review' | 'publish'>();
  /** The version by when it was given to approval: no commit hash on the screen. */
  const version = `vom ${releaseTime(request.requested)}`;
  const own = request.requester.account === overview.me.account;

  const what = request.title ? `„${request.title}“ (Fassung ${version})` : `Fassung ${version}`;
  const approve = () => {
    if (!when) return setDayProblem('Bitte wählen, wann die Fassung live geht: sofort oder an einem Tag.');
    if (when === 'tag' && (!day || dayProblem)) return setDayProblem(dayProblem ?? 'Bitte den Tag als TT.MM.JJJJ eintragen, oder „sofort“ wählen.');
    setDayProblem(undefined);
    setConfirming(true);
  };
  const confirmApproval = () => {
    setConfirming(false);
    void act(() => answerOf(studio.approvals.approve.$post({ json: when === 'tag' ? { id: request.id, day } : { id: request.id } })));
  };
  const withdraw = () => void act(() => answerOf(studio.approvals.cancel.$post({ json: { id: request.id } })));
  const giveBack = async () => {
    if (await act(() => answerOf(studio.approvals.return.$post({ json: { id: request.id, comment } })))) onCommentUsed();
  };

  return (
    <>
      {request.status === 'offen' && (
        <>
          <Row>
            <Button type="button" onClick={() => setDialog('review')}>
              Änderungen ansehen …
            </Button>
            <Button type="button" onClick={giveBack} disabled={!comment.trim()} aria-describedby={`${ids}-zurueck`}>
              Zurückgeben
            </Button>
          </Row>
          <Help id={`${ids}-zurueck`}>Zurückgeben geht mit einem Kommentar: Schreib ihn oben ins Feld.</Help>
          {own && !overview.selfApproval ? (
            <Help>Deine eigene Anfrage gibt eine zweite Person mit der Rolle „Freigabe“ frei.</Help>
          ) : (
            <Row>
              <fieldset>
                <legend>Live gehen</legend>
                <label>
                  <input
                    type="radio"
                    name={`${ids}-wann`}
                    checked={when === 'sofort'}
                    onChange={() => {
                      setWhen('sofort');
                      setConfirming(false);
                      setDayProblem(undefined);
                    }}
                  />{' '}
                  sofort (mit „Veröffentlichen“)
                </label>
                <label>
                  <input
                    type="radio"
                    name={`${ids}-wann`}
                    checked={when === 'tag'}
                    onChange={() => {
                      setWhen('tag');
                      setConfirming(false);
                    }}
                  />{' '}
                  an einem Tag
                </label>
              </fieldset>
              {when === 'tag' && (
                <div>
                  {/* Named by its own label: the calendar button beside it carries only „Kalender öffnen: …“. */}
                  <Label htmlFor={`${ids}-tag`}>Tag für Fassung {version}</Label>
                  <DateInput
                    id={`${ids}-tag`}
                    label={`Tag für Fassung ${version}`}
                    value={day}
                    required
                    onValue={setDay}
                    onProblem={setDayProblem}
                    aria-describedby={`${ids}-tag-hilfe`}
                    $invalid={Boolean(dayProblem)}
                  />
                  <Help id={`${ids}-tag-hilfe`}>TT.MM.JJJJ, heute oder später: Die geplante Veröffentlichung baut die Seite in der Nacht zu diesem Tag.</Help>
                </div>
              )}
              <Button type="button" $variant="primary" onClick={approve} aria-expanded={confirming}>
                Freigeben …
              </Button>
              {dayProblem && <ErrorText>{dayProblem}</ErrorText>}
            </Row>
          )}
          {confirming && (
            <Confirmation aria-labelledby={`${ids}-bestaetigen`}>
              <p id={`${ids}-bestaetigen`}>
                {when === 'tag'
                  ? `${what} freigeben? Sie geht am ${formatDateLong(day)} von selbst live (die geplante Veröffentlichung baut die Seite in der Nacht zu diesem Tag). Bis dahin lässt sich die Freigabe zurücknehmen.`
                  : `${what} freigeben? Sie geht live, sobald eine Person mit der Rolle „Freigabe“ „Veröffentlichen …“ wählt. Bis dahin lässt sich die Freigabe zurücknehmen.`}
              </p>
              <Row>
                <Button type="button" $variant="primary" onClick={confirmApproval}>
                  {when === 'tag' ? `Ja, für den ${formatDateLong(day)} freigeben` : 'Ja, freigeben'}
                </Button>
                <Button type="button" $variant="quiet" onClick={() => setConfirming(false)}>
                  Abbrechen
                </Button>
              </Row>
            </Confirmation>
          )}
        </>
      )}
      {request.status === 'freigegeben' && (
        <Row>
          <Button type="button" $variant="primary" onClick={() => setDialog('publish')}>
            Veröffentlichen …
          </Button>
          <Button type="button" onClick={withdraw}>
            Freigabe zurücknehmen
          </Button>
        </Row>
      )}
      {request.status === 'geplant' && (
        <Row>
          <Button type="button" onClick={withdraw}>
            Freigabe zurücknehmen (Termin absagen)
          </Button>
        </Row>
      )}
      <PublishDialog
        open={dialog !== undefined}
        request={request.id}
        reviewOnly={dialog === 'review'}
        onClose={() => setDialog(undefined)}
        onPublished={onPublished}
      />
    </>
  );
}
