import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { releaseTime } from '../publish/releaseTime';
import { Badge, Button, ErrorText, Label, TextArea } from '../ui';
import { ApprovalActions } from './ApprovalActions';
import { failureLine, stateLine } from './goLiveWords';

/**
 * One request for approval: titled by what it changes (edition and fields), when it was given to approval small, who
 * asked when, the note, every change it carries by person, the state (and what is scheduled), the comments,
 * and a comment field.
 */

const Item = styled.li`
  display: grid;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  h4 { font-size: 1.0625rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.color.inkMuted}; }
  blockquote { margin: 0; padding-left: 0.75rem; border-left: 3px solid ${({ theme }) => theme.color.border}; white-space: pre-wrap; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.35rem; }
  li p { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const TONE = { offen: 'shared', zurückgegeben: 'error', freigegeben: 'own', geplant: 'own', veröffentlicht: 'current', abgesagt: 'neutral' } as const;

interface ApprovalItemProps {
  request: ApprovalRequest;
  overview: ApprovalOverview;
  onChanged: () => void;
  onPublished: () => void;
  /** It is the request that went live last: „Live seit …“. */
  live?: boolean;
}

export function ApprovalItem({ request, overview, onChanged, onPublished, live = false }: ApprovalItemProps) {
  const ids = useId();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string>();
  const roles = overview.me.roles;
  const mayComment = roles.includes('Redaktion') || roles.includes('Freigabe');
  /** The version by when it was given to approval: no commit hash on the screen. */
  const version = `vom ${releaseTime(request.requested)}`;

  /** Sends a change of this request; the list is read again after it. */
  const act = async (change: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await change();
      onChanged();
      return true;
    } catch (error) {
      setFailure(messageOf(error));
      return false;
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await act(() => answerOf(studio.approvals.comment.$post({ json: { id: request.id, text: comment } })))) setComment('');
  };

  return (
    <Item aria-labelledby={`${ids}-titel`}>
      <h4 id={`${ids}-titel`}>
        {request.title ?? `Fassung ${version}`} <Badge $tone={TONE[request.status]}>{request.status}</Badge>
      </h4>
      <small>
        Zur Freigabe gegeben von {request.requester.name} am {releaseTime(request.requested)}
      </small>
      {request.note && <blockquote aria-label="Notiz">{request.note}</blockquote>}
      {request.authors && request.authors.length > 0 && (
        <>
          <p id={`${ids}-aenderungen`}>Alle Änderungen in dieser Fassung, die noch keine Freigabe hatten, nach Person:</p>
          <ul aria-labelledby={`${ids}-aenderungen`}>
            {request.authors.map((author) => (
              <li key={author.email}>
                <strong>{author.name}</strong>
                <ul>
                  {author.changes.map((change) => (
                    <li key={change.commit}>
                      {change.subject} <small>({releaseTime(change.date)})</small>
                    </li>
                  ))}
                  {author.more > 0 && <li>und {author.more} ältere (im Verlauf der Edition)</li>}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {Boolean(request.outsideStudio) && (
        <p>
          Dazu {request.outsideStudio === 1 ? 'eine Änderung' : `${request.outsideStudio} Änderungen`} an den Inhalten, die nicht im Studio gemacht{' '}
          {request.outsideStudio === 1 ? 'wurde' : 'wurden'} (etwa beim Einrichten der Website): Was sie auf der Live-Seite ändern, zeigt „Änderungen ansehen
          …“.
        </p>
      )}
      {stateLine(request, live) && <p>{stateLine(request, live)}</p>}
      {failureLine(request) && <ErrorText>{failureLine(request)}</ErrorText>}
      {request.comments.length > 0 && (
        <ul aria-label={`Kommentare zu Fassung ${version}`}>
          {request.comments.map((entry, index) => (
            <li key={index}>
              <strong>{entry.author}</strong>, {releaseTime(entry.time)}:<p>{entry.text}</p>
            </li>
          ))}
        </ul>
      )}
      {mayComment && (
        <form onSubmit={send} noValidate>
          <Label htmlFor={`${ids}-kommentar`}>Kommentar zu Fassung {version}</Label>
          <TextArea id={`${ids}-kommentar`} value={comment} onChange={(event) => setComment(event.target.value)} rows={2} maxLength={2000} />
          <Button type="submit" disabled={!comment.trim()}>
            Kommentieren
          </Button>
        </form>
      )}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {roles.includes('Freigabe') && (
        <ApprovalActions
          request={request}
          overview={overview}
          comment={comment}
          act={act}
          onCommentUsed={() => setComment('')}
          onPublished={() => {
            onChanged();
            onPublished();
          }}
        />
      )}
    </Item>
  );
}
