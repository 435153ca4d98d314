import Rocket from 'lucide-react/icons/rocket';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import { formatDateLong } from '#engine/format';
import type { PublishOverview, ReleaseDetails, ReleaseSummary } from '#studio/shared/apiTypes';
import { Modal } from '../Dialogs';
import { Badge, Button, ErrorText, Help, Panel } from '../ui';
import { PublishDialog } from './PublishDialog';
import { releaseTime } from './releaseTime';
import { targetWords } from './targetWords';
import { ServedReleaseNote } from './ServedReleaseNote';

/**
 * The live site on the studio's start screen: where publishing goes, „Veröffentlichen …“, and the
 * releases, each of which can be put live again in one step (or, with git, taken back).
 */

const Releases = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  .what { flex: 1 1 18rem; min-width: 0; overflow-wrap: anywhere; }
  .when { font-weight: 700; }
`;

/** „Gebaut für den 26. November 2026, veröffentlicht von Fritz Freigabe.“ (the version's commit is for developers: the release record keeps it) */
const releaseDetails = ({ builtFor, by }: ReleaseDetails) => `Gebaut für den ${formatDateLong(builtFor)}${by ? `, veröffentlicht von ${by}` : ''}.`;

/** `hosted`: publishing goes through „Freigaben“ (approved versions only), not this panel's button. */
export function PublishPanel({ hosted = false }: { hosted?: boolean }) {
  const ids = useId();
  const [overview, setOverview] = useState<PublishOverview>();
  const [failure, setFailure] = useState<string>();
  const [publishing, setPublishing] = useState(false);
  const [asking, setAsking] = useState<ReleaseSummary>();
  const [status, setStatus] = useState('');

  const refresh = useCallback(() => {
    answerOf(studio.publish.$get()).then(setOverview, (error: unknown) => setFailure(messageOf(error)));
  }, []);
  useEffect(refresh, [refresh]);

  const git = overview?.target?.kind === 'git';
  const liveRelease = overview?.releases.find((release) => release.live);
  /** A release newer than the live one (after a rollback): putting it live goes forward again, not back. */
  const newer = (release: ReleaseSummary | undefined) => Boolean(release && liveRelease && release.time > liveRelease.time);
  const rollBack = async (release: ReleaseSummary) => {
    setAsking(undefined);
    setStatus('');
    try {
      const live = await answerOf(studio.publish.rollback.$post({ json: { id: release.id } }));
      const files = git
        ? 'Die Editionen sind wieder auf dem Stand davor.'
        : 'Die Editionen sind wieder auf diesem Stand; die nächste Veröffentlichung baut ihn.';
      setStatus(
        `${git ? `Zurückgenommen: ${live.summary}. Der Host baut die Seite jetzt neu.` : `Wieder live: die ${newer(release) ? 'neuere ' : ''}Veröffentlichung vom ${releaseTime(release.time)}.`} ${files}${live.note ? ` ${live.note}` : ''}`,
      );
      refresh();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <section aria-labelledby={`${ids}-titel`}>
      <h2 id={`${ids}-titel`}>Live-Seite</h2>
      <Panel>
        {overview?.problem ? (
          <ErrorText role="alert">{overview.problem}</ErrorText>
        ) : (
          <p>
            {overview?.target ? targetWords(overview.target) : 'Ziel wird gelesen …'}{' '}
            {hosted
              ? 'Veröffentlicht wird eine freigegebene Fassung, unter „Freigaben“, gebaut für heute.'
              : 'Veröffentlicht wird der gespeicherte Stand aller Editionen, gebaut für heute.'}
          </p>
        )}
        {!hosted && (
          <>
            <div>
              <Button type="button" $variant="primary" onClick={() => setPublishing(true)} disabled={!overview?.target}>
                <Rocket size={18} aria-hidden="true" /> Veröffentlichen …
              </Button>
            </div>
            <Help>Vorher siehst du, welche Seiten und Felder sich ändern; live geht es erst nach deiner Bestätigung.</Help>
          </>
        )}
        <p role="status">{status}</p>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        <h3 id={`${ids}-liste`}>Veröffentlichungen</h3>
        {overview && overview.releases.length === 0 && <p>Noch nichts veröffentlicht.</p>}
        {liveRelease && liveRelease !== overview?.releases[0] && (
          <p>Live ist die Veröffentlichung vom {releaseTime(liveRelease.time)} (zurückgerollt); neuere sind nicht live, bis wieder jemand veröffentlicht.</p>
        )}
        {overview && <ServedReleaseNote served={overview.served} releases={overview.releases} />}
        {overview?.skipped?.map((line) => (
          <ErrorText key={line}>{line}</ErrorText>
        ))}
        {overview && overview.releases.length > 0 && (
          <Releases aria-labelledby={`${ids}-liste`}>
            {overview.releases.map((release) => (
              <li key={release.id}>
                <div className="what">
                  <span className="when">{releaseTime(release.time)}</span> {release.live && <Badge $tone="current">Live</Badge>}
                  <br />
                  {release.summary}
                  {release.details && <Help>{releaseDetails(release.details)}</Help>}
                </div>
                {!release.live && !git && (
                  <Button
                    type="button"
                    onClick={() => setAsking(release)}
                    aria-label={`Veröffentlichung vom ${releaseTime(release.time)} wieder live schalten`}
                  >
                    <RotateCcw size={18} aria-hidden="true" /> Wieder live schalten
                  </Button>
                )}
                {release.live && git && release.summary.startsWith('Veröffentlicht: ') && (
                  <Button type="button" onClick={() => setAsking(release)} aria-label={`Veröffentlichung vom ${releaseTime(release.time)} zurücknehmen`}>
                    <RotateCcw size={18} aria-hidden="true" /> Zurücknehmen
                  </Button>
                )}
              </li>
            ))}
          </Releases>
        )}
      </Panel>
      <PublishDialog open={publishing} onClose={() => setPublishing(false)} onPublished={refresh} />
      <Modal
        open={asking !== undefined}
        title={git ? 'Veröffentlichung zurücknehmen?' : newer(asking) ? 'Neuere Fassung wieder live schalten?' : 'Frühere Fassung wieder live schalten?'}
        onClose={() => setAsking(undefined)}
        actions={
          <>
            <Button type="button" onClick={() => setAsking(undefined)}>
              Abbrechen
            </Button>
            <Button type="button" $variant="primary" onClick={() => asking && rollBack(asking)}>
              {git ? 'Zurücknehmen' : 'Wieder live schalten'}
            </Button>
          </>
        }
      >
        {asking && (
          <p>
            {git
              ? `Das nimmt „${asking.summary}“ mit einem neuen Commit zurück; der Host baut die Seite danach neu.`
              : newer(asking)
                ? `Das geht wieder vorwärts: Die Live-Seite zeigt dann sofort wieder den neueren Stand vom ${releaseTime(asking.time)} (${asking.summary}), den das Zurückrollen ersetzt hatte. Auch die Editionen und die Bilder gehen auf diesen Stand.`
                : `Die Live-Seite zeigt dann sofort wieder den Stand vom ${releaseTime(asking.time)} (${asking.summary}). Auch die Editionen und die Bilder gehen auf diesen Stand zurück, damit die nächste Veröffentlichung ihn nicht wieder überschreibt.`}
          </p>
        )}
      </Modal>
    </section>
  );
}
