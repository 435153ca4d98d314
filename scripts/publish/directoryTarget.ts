import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stampRelease } from '../hosting/releaseHeader';
import type { DirectoryTargetConfig } from './config';
import { PublishError } from './publishError';
import { assetNames, carryAssets, incompleteness, parseRecord, type ReleaseRecord } from './releaseFolder';
import { restoreContent, unpublishedFiles } from './restoreContent';
import type { Snapshot } from './snapshot';
import type { ReleaseDetails, ReleaseList, ReleaseSummary, RollbackContent } from './types';

/**
 * A folder nginx serves (`root <directory>/current;`): every publish is a folder of its own under
 * releases/, and `current` is a symbolic link to the live one. Switching is one rename of a new link over
 * the old, which the file system does atomically: every request sees the old release or the new one,
 * never a mix or nothing. The last few releases stay for rolling back. A release's record is written
 * after its folder is complete and removed before the folder, so a publish or a pruning killed half-way
 * never leaves a listed release that is not whole.
 */

const RELEASE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(?:-\d+)?$/;

export function directoryTarget(config: DirectoryTargetConfig, root: string) {
  const releasesDir = path.join(config.directory, 'releases');
  const currentLink = path.join(config.directory, 'current');
  const recordOf = (id: string) => path.join(releasesDir, `${id}.json`);
  const folderOf = (id: string) => path.join(releasesDir, id);

  /** The live release's name, from the link; undefined before the first publish. */
  function liveId(): string | undefined {
    if (!existsSync(currentLink) && !isLink(currentLink)) return undefined;
    if (!isLink(currentLink)) {
      throw new PublishError(
        `${currentLink} ist ein Ordner, kein Verweis auf ein Release. Damit nichts Live-Seiten überschreibt, bitte ihn einmal von Hand umbenennen (docs/betrieb/veroeffentlichen.md).`,
      );
    }
    return path.basename(readlinkSync(currentLink));
  }

  function read(id: string): ReleaseRecord | undefined {
    try {
      return parseRecord(readFileSync(recordOf(id), 'utf8'));
    } catch {
      return undefined;
    }
  }

  /** Names with a record (`<id>.json`), oldest first. */
  const recorded = () =>
    existsSync(releasesDir)
      ? readdirSync(releasesDir)
          .filter((name) => name.endsWith('.json') && RELEASE_ID.test(name.slice(0, -5)))
          .map((name) => name.slice(0, -5))
          .sort()
      : [];
  /** The releases: a record and its folder, oldest first. */
  const ids = () => recorded().filter((id) => existsSync(folderOf(id)));

  /** Points `current` at a release in one step: a new link under a temporary name, renamed over the old one. */
  function switchTo(id: string) {
    const temporary = path.join(config.directory, `.current-${process.pid}-${Date.now()}`);
    symlinkSync(path.join('releases', id), temporary, 'dir');
    try {
      renameSync(temporary, currentLink);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  /** Keeps the newest `keep` releases and always the live one; the record goes first, then the folder. */
  function prune() {
    const live = liveId();
    const all = ids();
    for (const id of all.slice(0, Math.max(0, all.length - config.keep))) {
      if (id === live) continue;
      rmSync(recordOf(id), { force: true });
      rmSync(folderOf(id), { recursive: true, force: true });
    }
    // A folder whose record is gone (a pruning killed half-way), or a record whose folder is: no release any more.
    const listed = new Set(ids());
    for (const name of readdirSync(releasesDir)) {
      if (RELEASE_ID.test(name) && name !== live && !listed.has(name)) rmSync(folderOf(name), { recursive: true, force: true });
    }
    for (const id of recorded()) if (!listed.has(id) && id !== live) rmSync(recordOf(id), { force: true });
  }

  /** What killed publishes left: half-copied releases and temporary links. Only one publish runs at a time. */
  function removeLeftovers() {
    for (const name of readdirSync(releasesDir)) if (name.startsWith('.incoming-')) rmSync(path.join(releasesDir, name), { recursive: true, force: true });
    for (const name of readdirSync(config.directory))
      if (name.startsWith('.current-') && isLink(path.join(config.directory, name))) rmSync(path.join(config.directory, name), { force: true });
  }

  /** The release folder of the live release and its own assets, to carry into the next one. */
  function liveAssets(): { dir: string; own: string[] | undefined } | undefined {
    const live = liveId();
    return live && existsSync(folderOf(live)) ? { dir: folderOf(live), own: read(live)?.assets } : undefined;
  }

  function writeRecord(record: ReleaseRecord) {
    const partial = path.join(releasesDir, `.record-${record.id}.${process.pid}.tmp`);
    writeFileSync(partial, JSON.stringify(record));
    renameSync(partial, recordOf(record.id));
  }

  return {
    description: `Ordner ${config.directory} (nginx liefert ${currentLink} aus)`,

    live(): Snapshot | undefined {
      const id = liveId();
      return id ? read(id) : undefined;
    },

    /** Copies the built site in as a new release, switches `current` to it, then removes the oldest. */
    deploy(builtDir: string, snapshot: Snapshot, summary: string, details?: ReleaseDetails, now = new Date()): ReleaseSummary {
      liveId();
      mkdirSync(releasesDir, { recursive: true });
      removeLeftovers();
      const stamp = now
        .toISOString()
        .replace(/\.\d+Z$/, 'Z')
        .replace(/:/g, '-');
      let id = stamp;
      for (let number = 2; existsSync(folderOf(id)) || existsSync(recordOf(id)); number++) id = `${stamp}-${number}`;
      const incoming = path.join(releasesDir, `.incoming-${id}`);
      try {
        cpSync(builtDir, incoming, { recursive: true });
        nameReleaseInHostConfig(incoming, id);
        const assets = assetNames(incoming);
        const previous = liveAssets();
        if (previous) carryAssets(previous.dir, previous.own, incoming);
        renameSync(incoming, folderOf(id));
        writeRecord({ id, time: now.toISOString(), summary, ...snapshot, assets, ...(details ? { details } : {}) });
        switchTo(id);
      } catch (error) {
        rmSync(incoming, { recursive: true, force: true });
        // The link still points where it did: the live site is as it was.
        if (liveId() !== id) {
          rmSync(recordOf(id), { force: true });
          rmSync(folderOf(id), { recursive: true, force: true });
        }
        throw new PublishError(`Das Release ließ sich nicht in ${releasesDir} ablegen (${(error as Error).message}). Die Live-Seite ist unverändert.`);
      }
      prune();
      return { id, time: now.toISOString(), live: true, summary, ...(details ? { details } : {}) };
    },

    /** The releases, newest first; a record that cannot be read is named and left out. */
    releases(): ReleaseList {
      const live = liveId();
      const releases: ReleaseSummary[] = [];
      const skipped: string[] = [];
      for (const id of ids().reverse()) {
        const record = read(id);
        if (record)
          releases.push({ id, time: record.time, live: id === live, summary: record.summary, ...(record.details ? { details: record.details } : {}) });
        else skipped.push(`${path.relative(config.directory, recordOf(id))} ist unlesbar oder beschädigt und wird übersprungen.`);
      }
      return { releases, skipped };
    },

    /** Every kept release but the live one, with its content files: each can be put live again (`rollback`). */
    rollbackContent(): RollbackContent[] {
      const live = liveId();
      return ids()
        .filter((id) => id !== live)
        .flatMap((id) => {
          // A release whose record cannot be read cannot be rolled back to either.
          const record = read(id);
          return record ? [{ id, time: record.time, files: record.files }] : [];
        });
    },

    /**
     * Puts an earlier release live again, once it is checked to be whole, and puts editions/ and public/
     * back to its version (refused while they hold saved work that is not live).
     */
    rollback(id: string): ReleaseSummary {
      const record = RELEASE_ID.test(id) ? read(id) : undefined;
      if (!record || !existsSync(folderOf(id))) {
        throw new PublishError(`Ein Release „${id.slice(0, 60)}“ gibt es in ${releasesDir} nicht (mehr). npm run publish -- --list zeigt die vorhandenen.`);
      }
      const damage = incompleteness(folderOf(id), record);
      if (damage) throw new PublishError(`Das Release ${id} ist nicht vollständig (${damage}) und wird nicht live geschaltet. Die Live-Seite ist unverändert.`);
      const current = liveId();
      const liveRecord = current ? read(current) : undefined;
      if (!liveRecord)
        throw new PublishError(
          'Der Eintrag der Live-Veröffentlichung ist unlesbar; ohne ihn lässt sich nicht prüfen, ob in editions/ noch Unveröffentlichtes liegt. Bitte erst neu veröffentlichen.',
        );
      const unpublished = unpublishedFiles(root, liveRecord);
      if (unpublished.length > 0) {
        const shown = unpublished.slice(0, 4).join(', ') + (unpublished.length > 4 ? ` und ${unpublished.length - 4} weitere` : '');
        throw new PublishError(
          `Nicht zurückgerollt: ${shown} ${unpublished.length === 1 ? 'ist' : 'sind'} gespeichert, aber nicht live. Zurückrollen stellt editions/ und public/ auf die frühere Fassung zurück und würde das überschreiben. Bitte erst veröffentlichen oder die Änderung verwerfen.`,
        );
      }
      if (current !== id) {
        const previous = liveAssets();
        if (previous) carryAssets(previous.dir, previous.own, folderOf(id));
        switchTo(id);
      }
      const failed = restoreContent(root, record, folderOf(id));
      const note = failed.length > 0 ? `Nicht zurückgestellt (bitte von Hand prüfen): ${failed.join(', ')}` : undefined;
      return { id, time: record.time, live: true, summary: record.summary, ...(note ? { note } : {}) };
    },
  };
}

/** The release's nginx configuration names it in every answer (releaseHeader.ts); a build for another host has none. */
function nameReleaseInHostConfig(releaseDir: string, id: string) {
  const file = path.join(releaseDir, 'nginx.conf');
  if (existsSync(file)) writeFileSync(file, stampRelease(readFileSync(file, 'utf8'), id));
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
