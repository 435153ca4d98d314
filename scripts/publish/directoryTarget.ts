import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DirectoryTargetConfig } from './config';
import { PublishError } from './publishError';
import type { Snapshot } from './snapshot';
import type { ReleaseSummary } from './types';

/**
 * A folder nginx serves (`root <directory>/current;`): every publish is a folder of its own under
 * releases/, and `current` is a symbolic link to the live one. Switching is one rename of a new link over
 * the old, which the file system does atomically: every request sees the old release or the new one,
 * never a mix or nothing. The last few releases stay for rolling back.
 */

interface ReleaseRecord extends Snapshot {
  id: string;
  time: string;
  summary: string;
}

const RELEASE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(?:-\d+)?$/;

export function directoryTarget(config: DirectoryTargetConfig) {
  const releasesDir = path.join(config.directory, 'releases');
  const currentLink = path.join(config.directory, 'current');
  const recordOf = (id: string) => path.join(releasesDir, `${id}.json`);

  /** The live release's name, from the link; undefined before the first publish. */
  function liveId(): string | undefined {
    if (!existsSync(currentLink) && !isLink(currentLink)) return undefined;
    if (!isLink(currentLink)) {
      throw new PublishError(`${currentLink} ist ein Ordner, kein Verweis auf ein Release. Damit nichts Live-Seiten überschreibt, bitte ihn einmal von Hand umbenennen (README, „Publishing“).`);
    }
    return path.basename(readlinkSync(currentLink));
  }

  function read(id: string): ReleaseRecord | undefined {
    try {
      return JSON.parse(readFileSync(recordOf(id), 'utf8')) as ReleaseRecord;
    } catch {
      return undefined;
    }
  }

  const ids = () => (existsSync(releasesDir) ? readdirSync(releasesDir).filter((name) => RELEASE_ID.test(name) && existsSync(recordOf(name))).sort() : []);

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

  /** Keeps the newest `keep` releases and always the live one. */
  function prune() {
    const live = liveId();
    const all = ids();
    for (const id of all.slice(0, Math.max(0, all.length - config.keep))) {
      if (id === live) continue;
      rmSync(path.join(releasesDir, id), { recursive: true, force: true });
      rmSync(recordOf(id), { force: true });
    }
  }

  return {
    description: `Ordner ${config.directory} (nginx liefert ${currentLink} aus)`,

    live(): Snapshot | undefined {
      const id = liveId();
      return id ? read(id) : undefined;
    },

    /** Copies the built site in as a new release, switches `current` to it, then removes the oldest. */
    deploy(builtDir: string, snapshot: Snapshot, summary: string, now = new Date()): ReleaseSummary {
      liveId();
      mkdirSync(releasesDir, { recursive: true });
      const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
      let id = stamp;
      for (let number = 2; existsSync(path.join(releasesDir, id)) || existsSync(recordOf(id)); number++) id = `${stamp}-${number}`;
      const incoming = path.join(releasesDir, `.incoming-${id}`);
      try {
        cpSync(builtDir, incoming, { recursive: true });
        writeFileSync(recordOf(id), JSON.stringify({ id, time: now.toISOString(), summary, ...snapshot } satisfies ReleaseRecord));
        renameSync(incoming, path.join(releasesDir, id));
        switchTo(id);
      } catch (error) {
        rmSync(incoming, { recursive: true, force: true });
        // The link still points where it did: the live site is as it was.
        if (liveId() !== id) {
          rmSync(path.join(releasesDir, id), { recursive: true, force: true });
          rmSync(recordOf(id), { force: true });
        }
        throw new PublishError(`Das Release ließ sich nicht in ${releasesDir} ablegen (${(error as Error).message}). Die Live-Seite ist unverändert.`);
      }
      prune();
      return { id, time: now.toISOString(), live: true, summary };
    },

    releases(): ReleaseSummary[] {
      const live = liveId();
      return ids()
        .reverse()
        .map((id) => {
          const record = read(id)!;
          return { id, time: record.time, live: id === live, summary: record.summary };
        });
    },

    rollback(id: string): ReleaseSummary {
      if (!RELEASE_ID.test(id) || !existsSync(path.join(releasesDir, id)) || !read(id)) {
        throw new PublishError(`Ein Release „${id.slice(0, 60)}“ gibt es in ${releasesDir} nicht (mehr). npm run publish -- --list zeigt die vorhandenen.`);
      }
      switchTo(id);
      const record = read(id)!;
      return { id, time: record.time, live: true, summary: record.summary };
    },
  };
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
