import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseRecord } from './releaseFolder';
import { blobId, contentFiles } from './snapshot';
import { fingerprintsOf, publicFiles } from './snapshotFolder';

/**
 * Rolling back puts the files of editions/ and public/ back to the version that goes live again, so the
 * studio shows what is live and the next publish (the nightly `npm run publish -- --yes` too) builds that
 * version instead of publishing the rolled-back one again. Saved work that was never published would be
 * lost by that, so a rollback first checks that the project holds exactly what is live now.
 */

/** The project's files that differ from the live release's: saved, but not published. */
export function unpublishedFiles(root: string, live: ReleaseRecord): string[] {
  const differing = (now: Record<string, string>, then: Record<string, string>) =>
    [...new Set([...Object.keys(now), ...Object.keys(then)])].filter((file) => now[file] !== then[file]);
  const files = differing(contentFiles(root), live.files);
  // A record written before public/ was fingerprinted cannot tell; its content files still can.
  if (live.public) files.push(...differing(fingerprintsOf(publicFiles(root)), live.public));
  return files.sort();
}

/** Writes a file by renaming a finished copy over it: the studio and the build never read half of it. */
function replace(file: string, bytes: Buffer | string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${path.dirname(file)}/.${path.basename(file)}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * Makes editions/ and public/ what `record` published (public/'s files copied back from the release folder,
 * which holds them as they were); returns the files it could not restore.
 */
export function restoreContent(root: string, record: ReleaseRecord, releaseDir: string): string[] {
  const now = contentFiles(root);
  for (const file of Object.keys(now)) if (!(file in record.files)) rmSync(path.join(root, file), { force: true });
  for (const [file, text] of Object.entries(record.files)) if (now[file] !== text) replace(path.join(root, file), text);
  if (!record.public) return [];
  const failed: string[] = [];
  const current = fingerprintsOf(publicFiles(root));
  for (const file of Object.keys(current)) if (!(file in record.public)) rmSync(path.join(root, file), { force: true });
  for (const [file, id] of Object.entries(record.public)) {
    if (current[file] === id) continue;
    // The build copies public/ into the site as it is: `public/images/x.svg` is the release's `images/x.svg`.
    const copy = path.join(releaseDir, file.replace(/^public\//, ''));
    const bytes = existsSync(copy) ? readFileSync(copy) : undefined;
    if (bytes && blobId(bytes) === id) replace(path.join(root, file), bytes);
    else failed.push(file);
  }
  return failed;
}
