import Bell from 'lucide-react/icons/bell';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { NOTICE_KIND_LABELS, NOTICE_KINDS, type NoticeChoice, type NoticeOverview } from '#studio/shared/notifications';
import { answerOf, messageOf, studio } from '../api';
import { Badge, Button, ErrorText, Help, Panel, VisuallyHidden } from '../ui';

/**
 * The hosted studio's bell: the signed-in person's notifications (a request waiting for them, theirs given
 * back or approved, a failed go-live), the number of unread ones on it. Opening it shows the list and marks
 * them read; below the list each person chooses per kind „E-Mail“ or „nur im Studio“, or no e-mail at all.
 */

const Wrapper = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.25rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Choices = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  fieldset legend {
    font-weight: 400;
    margin-bottom: 0.25rem;
    flex-basis: 100%;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    min-height: 2.75rem;
  }
`;

const when = (iso: string) =>
  `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso))} Uhr`;

const unreadWords = (count: number) => (count === 0 ? 'keine ungelesen' : count === 1 ? '1 ungelesen' : `${count} ungelesen`);

export function NotificationBell() {
  const ids = useId();
  const [overview, setOverview] = useState<NoticeOverview>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<string>();
  // What was unread when the list was opened: shown as new until it closes.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  const load = useCallback(() => {
    answerOf(studio.notifications.$get()).then(setOverview, (error: unknown) => setFailure(messageOf(error)));
  }, []);

  useEffect(() => {
    load();
    const timer = window.setInterval(load, 60_000);
    return () => window.clearInterval(timer);
  }, [load]);

  const toggle = async () => {
    if (open) return setOpen(false);
    setOpen(true);
    setFresh(new Set(overview?.notices.filter((notice) => !notice.read).map((notice) => notice.id)));
    if (overview && overview.unread > 0) {
      try {
        setOverview(await answerOf(studio.notifications.read.$post({ json: {} })));
      } catch (error) {
        setFailure(messageOf(error));
      }
    }
  };

  const choose = async (choice: NoticeChoice, what: string) => {
    setSaved(undefined);
    try {
      setOverview(await answerOf(studio.notifications.choice.$post({ json: choice })));
      setSaved(`Gespeichert: ${what}.`);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const unread = overview?.unread ?? 0;
  return (
    <Wrapper>
      <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={`${ids}-liste`} onClick={toggle}>
        <Bell size={18} aria-hidden="true" />
        Mitteilungen
        {unread > 0 && (
          <Badge $tone="current" aria-hidden="true">
            {unread}
          </Badge>
        )}
        <VisuallyHidden>{`, ${unreadWords(unread)}`}</VisuallyHidden>
      </Button>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {open && overview && (
        <Panel id={`${ids}-liste`} role="region" aria-labelledby={`${ids}-titel`}>
          <h2 id={`${ids}-titel`}>Mitteilungen</h2>
          {overview.notices.length === 0 ? (
            <Help>Noch keine Mitteilungen. Hier erscheint, wenn eine Fassung auf dich wartet, deine Anfrage zurückgegeben oder freigegeben wurde.</Help>
          ) : (
            <List aria-labelledby={`${ids}-titel`}>
              {overview.notices.map((notice) => (
                <li key={notice.id}>
                  <strong>
                    {fresh.has(notice.id) && <Badge $tone="current">neu</Badge>} {notice.subject}
                  </strong>
                  <Help>{when(notice.created)}</Help>
                  <p>{notice.text}</p>
                  <a href={notice.link}>Im Studio ansehen</a>
                </li>
              ))}
            </List>
          )}
          <Choices>
            <legend>Was dir auch als E-Mail kommt</legend>
            {!overview.mailPossible && (
              <Help>
                Das Studio verschickt zurzeit keine E-Mails: Es ist kein Mailserver eingerichtet. Deine Mitteilungen erscheinen hier unter der Glocke.
              </Help>
            )}
            {overview.mailPossible && !overview.hasAddress && (
              <Help>Dein Konto hat keine E-Mail-Adresse. Bitte die Verwaltung, sie einzutragen; bis dahin erscheinen deine Mitteilungen nur hier.</Help>
            )}
            <label>
              <input
                type="checkbox"
                checked={overview.mailOff}
                onChange={(event) => choose({ mail: !event.target.checked }, event.target.checked ? 'keine E-Mails' : 'E-Mails wie gewählt')}
              />
              Gar keine E-Mails, alles nur im Studio
            </label>
            {NOTICE_KINDS.map((kind) => (
              <fieldset key={kind} disabled={overview.mailOff}>
                <legend>{NOTICE_KIND_LABELS[kind]}</legend>
                <label>
                  <input
                    type="radio"
                    name={`${ids}-${kind}`}
                    checked={overview.mail[kind]}
                    onChange={() => choose({ kind, mail: true }, `${NOTICE_KIND_LABELS[kind]}: E-Mail`)}
                  />
                  E-Mail
                </label>
                <label>
                  <input
                    type="radio"
                    name={`${ids}-${kind}`}
                    checked={!overview.mail[kind]}
                    onChange={() => choose({ kind, mail: false }, `${NOTICE_KIND_LABELS[kind]}: nur im Studio`)}
                  />
                  nur im Studio
                </label>
              </fieldset>
            ))}
          </Choices>
          <p role="status">{saved}</p>
        </Panel>
      )}
    </Wrapper>
  );
}
