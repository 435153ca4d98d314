import type { ReleaseSummary, ServedRelease } from '#studio/shared/apiTypes';
import { ErrorText } from '../ui';
import { releaseTime } from './releaseTime';

/**
 * Says when the web server serves another release than the live one (it has not loaded the switch), or that it
 * could not be asked; says nothing while both agree.
 */
export function ServedReleaseNote({ served, releases }: { served: ServedRelease | undefined; releases: ReleaseSummary[] }) {
  const live = releases.find((release) => release.live);
  if (!served || !live) return null;
  if (served.failure)
    return (
      <ErrorText role="alert">
        Ob die Website unter {served.url} die Live-Fassung zeigt, ließ sich nicht prüfen: {served.failure}
      </ErrorText>
    );
  if (served.release === live.id) return null;
  const shown = releases.find((release) => release.id === served.release);
  return (
    <ErrorText role="alert">
      Achtung: Die Website unter {served.url} zeigt noch {shown ? `die Veröffentlichung vom ${releaseTime(shown.time)}` : 'eine ältere Fassung'}, nicht die
      Live-Fassung vom {releaseTime(live.time)}. Der Webserver hat den Wechsel nicht übernommen; bitte sag der Betreuung der Website Bescheid.
    </ErrorText>
  );
}
