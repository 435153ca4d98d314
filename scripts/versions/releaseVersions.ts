import { contentFiles } from '#scripts/publish/snapshot';
import type { ReleaseSummary } from '#scripts/publish/types';
import { settled } from './commitQueue';
import { recordVersion } from './recordVersion';
import type { Person, VersionNote } from './types';

/**
 * A publish and a rollback as versions in the Verlauf, the same from `npm run publish` and from the studio's
 * „Veröffentlichen“ (./recordVersion.ts): the person, what went live (each content file's version), and for a
 * rollback the content files it put back.
 */

const releaseTime = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** The content files that differ between two states of editions/ (written or removed). */
const differing = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]).sort();

/**
 * Records a release put live: a commit of no files, naming the version of each content file that went live (`live`: file → text).
 * `addition` ends the subject, e.g. who asked for and who gave the approval.
 */
export const recordPublish = (root: string, release: ReleaseSummary, live: Record<string, string>, person?: Person, addition = ''): Promise<VersionNote> =>
  recordVersion(root, { paths: [], subject: `Veröffentlicht: ${release.summary}${addition}`, action: 'veröffentlicht', live, person });

/**
 * Rolls back with `rollback` and records it: rolling back puts editions/ back to the release, so those files
 * are committed, and the release's versions named as live.
 */
export async function rollBackRecorded(
  root: string,
  rollback: () => Promise<ReleaseSummary>,
  person?: Person,
  /** It puts a newer release live again than the one live (forward after a rollback): said as such. */
  forward = false,
): Promise<{ release: ReleaseSummary; version: VersionNote }> {
  // A save's commit still under way would take the rolled-back files with it.
  await settled(root);
  const before = contentFiles(root);
  const release = await rollback();
  const after = contentFiles(root);
  const version = await recordVersion(root, {
    paths: differing(before, after),
    subject: forward
      ? `Wieder vorwärts: die neuere Veröffentlichung vom ${releaseTime(release.time)} ist wieder live: ${release.summary}`
      : `Zurückgerollt auf die Veröffentlichung vom ${releaseTime(release.time)}: ${release.summary}`,
    action: 'zurückgerollt',
    live: after,
    person,
  });
  return { release, version };
}
