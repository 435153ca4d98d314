import Check from 'lucide-react/icons/check';
import Circle from 'lucide-react/icons/circle';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import styled from 'styled-components';
import { formatProblem } from '#engine/errors';
import type { FileChange } from '#studio/shared/apiTypes';
import { CalendarDays, CalendarWarning } from '../CalendarPanel';
import { ChangeTable, Modal } from '../Dialogs';
import { Button, ErrorText, Help } from '../ui';
import { releaseTime } from './releaseTime';
import { VersionPagesLink } from '../approval/VersionPagesLink';
import { changedItemName } from './pageName';
import { usePublishJob } from './usePublishJob';
import { editionKeyOfPath } from '#src/content/editionFile';

/**
 * „Veröffentlichen“: the check and the build for today with their steps, then what changes on the live
 * site (pages, and each file's fields in the form's words) and the calendar of the site as built (with the
 * warning when it will soon sell nothing), and only on „Jetzt veröffentlichen“ the switch.
 */

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  li { display: flex; align-items: center; gap: 0.5rem; }
  li[data-state='done'] { color: ${({ theme }) => theme.accent.sage.foreground}; }
  li[data-state='current'] { font-weight: 700; }
  li[data-state='waiting'] { color: ${({ theme }) => theme.color.inkMuted}; }
  @media (prefers-reduced-motion: no-preference) {
    li[data-state='current'] svg { animation: spin 1.2s linear infinite; }
  }
  @keyframes spin { to { transform: rotate(360deg); } }
`;

const Pages = styled.dl`
  display: grid;
  gap: 0.25rem 1rem;
  grid-template-columns: max-content minmax(0, 1fr);
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd { margin-bottom: 0.5rem; }
  }
`;

const Files = styled.div`
  display: grid;
  gap: 1rem;
  h3 { font-size: 1.0625rem; }
`;

/** A changed field as the form names it. */
const labelOf = (change: FileChange) => (difference: FileChange['differences'][number]) =>
  change.labels[change.differences.indexOf(difference)] ?? difference.path;

/** One file's changes (a new edition's texts field by field); in the hosted studio's review of a request, with its pages on any day. */
function FileChanges({ change, request }: { change: FileChange; request?: string }) {
  const key = editionKeyOfPath(change.file);
  const pages = request && key && change.status !== 'entfernt' ? <VersionPagesLink request={request} editionKey={key} name={change.name} /> : null;
  if (change.status === 'neu' && change.differences.length > 0) {
    return (
      <section aria-label={change.name}>
        <h3>{change.name}: kommt neu hinzu</h3>
        <ChangeTable differences={change.differences} against="der Live-Seite (dort gibt es die Edition noch nicht)" labelOf={labelOf(change)} />
        {pages}
      </section>
    );
  }
  if (change.status !== 'geändert') {
    return (
      <>
        <p>
          <strong>{change.name}</strong>: {change.status === 'neu' ? 'kommt neu hinzu' : 'wird entfernt'}
        </p>
        {pages}
      </>
    );
  }
  return (
    <section aria-label={change.name}>
      <h3>{change.name}</h3>
      <ChangeTable differences={change.differences} against="der Live-Seite" labelOf={labelOf(change)} />
      {pages}
    </section>
  );
}

interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a publish went live: the list of releases is read again. */
  onPublished: () => void;
  /** The hosted studio: the approval request whose version is built (its commit, not the files as they are now). */
  request?: string;
  /** Only the review (a Freigabe person checks an open request): no „Jetzt veröffentlichen“. */
  reviewOnly?: boolean;
}

export function PublishDialog({ open, onClose, onPublished, request, reviewOnly = false }: PublishDialogProps) {
  const { job, failure, close, confirm } = usePublishJob({ open, request, onClose, onPublished });

  const pages = job?.changes?.pages;
  const files = job?.changes?.publicFiles;
  const count = (list?: { added: string[]; changed: string[]; removed: string[] }) =>
    list ? list.added.length + list.changed.length + list.removed.length : 0;
  const nothingChanges = job?.changes && !job.changes.firstPublish && job.changes.files.length === 0 && count(pages) + count(files) === 0;

  return (
    <Modal
      open={open}
      title={reviewOnly ? 'Änderungen dieser Fassung' : job?.state === 'done' ? 'Veröffentlicht' : 'Veröffentlichen'}
      onClose={close}
      actions={
        job?.state === 'ready' && !reviewOnly ? (
          <>
            <Button type="button" onClick={close}>
              Abbrechen
            </Button>
            <Button type="button" $variant="primary" onClick={confirm}>
              Jetzt veröffentlichen
            </Button>
          </>
        ) : (
          <Button type="button" onClick={close} disabled={job?.state === 'deploying'}>
            {job?.state === 'done' ? 'Fertig' : job?.state === 'running' ? 'Abbrechen' : 'Schließen'}
          </Button>
        )
      }
    >
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {job && (job.state === 'running' || job.state === 'ready' || job.state === 'deploying') && (
        <Steps aria-label="Schritte">
          {job.steps.map((step, index) => {
            const state = index < job.step ? 'done' : index === job.step && job.state === 'running' ? 'current' : 'waiting';
            return (
              <li key={step} data-state={state}>
                {state === 'done' ? (
                  <Check size={18} aria-hidden="true" />
                ) : state === 'current' ? (
                  <LoaderCircle size={18} aria-hidden="true" />
                ) : (
                  <Circle size={18} aria-hidden="true" />
                )}
                {step}
                {state === 'done' ? ' – erledigt' : state === 'current' ? ' – läuft …' : ''}
              </li>
            );
          })}
        </Steps>
      )}
      <p role="status">
        {job?.state === 'running' ? `Prüfen und Bauen: ${job.steps[job.step] ?? ''} …` : job?.state === 'deploying' ? 'Wird veröffentlicht …' : ''}
      </p>
      {(job?.state === 'refused' || job?.state === 'failed') && (
        <div role="alert">
          <ErrorText>{job.message}</ErrorText>
          {job.problems && job.problems.length > 0 && (
            <ul>
              {job.problems.map((problem) => (
                <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
              ))}
            </ul>
          )}
          <Help>Die Live-Seite ist unverändert.</Help>
        </div>
      )}
      {job?.state === 'ready' && job.changes && pages && (
        <>
          {job.calendar && <CalendarWarning calendar={job.calendar} />}
          <p>
            {reviewOnly && 'Zur Prüfung, noch nicht live: '}Gebaut für heute.{' '}
            {job.changes.firstPublish ? 'Das ist die erste Veröffentlichung auf diesem Ziel.' : 'Das ändert sich auf der Live-Seite:'}
          </p>
          {nothingChanges ? (
            <p>Keine Änderung gegenüber der Live-Seite.</p>
          ) : (
            <Pages aria-label="Seiten">
              {(
                [
                  ['Neue Seiten', pages.added],
                  ['Geänderte Seiten', pages.changed],
                  ['Entfernte Seiten', pages.removed],
                  ['Neue Dateien', files?.added ?? []],
                  ['Geänderte Dateien', files?.changed ?? []],
                  ['Entfernte Dateien', files?.removed ?? []],
                ] as const
              )
                .filter(([, list]) => list.length > 0)
                .map(([label, list]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{list.map((item) => changedItemName(item, job.changes?.pageTitles)).join(', ')}</dd>
                  </div>
                ))}
            </Pages>
          )}
          {job.changes.files.length > 0 && (
            <Files>
              {job.changes.files.map((change) => (
                <FileChanges key={change.file} change={change} request={request} />
              ))}
            </Files>
          )}
          {job.calendar && (
            <Files>
              <h3>Kalender: so ändern sich die Seiten danach von selbst</h3>
              <CalendarDays calendar={job.calendar} label="Kalender der veröffentlichten Seiten" />
            </Files>
          )}
        </>
      )}
      {job?.state === 'done' && job.release && (
        <p>
          Live seit {releaseTime(job.release.time)}: {job.release.summary}. Ein Fehler? Unter „Veröffentlichungen“ machst du eine frühere Fassung mit einem
          Klick wieder live.
        </p>
      )}
    </Modal>
  );
}
