import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { BuildError } from './buildError';

/**
 * One build at a time per work folder: a lock file holding the builder's process id. A second build
 * waits for the first and fails with a clear message when it waits too long; a lock left behind by a
 * build that no longer runs (killed, machine restarted) is taken over.
 */

export interface BuildLock {
  release: () => void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): { pid: number; text: string } | undefined {
  try {
    const text = readFileSync(lockFile, 'utf8');
    return { pid: Number.parseInt(text, 10), text };
  } catch {
    return undefined;
  }
}

function tryCreate(lockFile: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The process holding a lock, while it runs; undefined when the lock is free or left behind. */
export function runningHolder(lockFile: string): number | undefined {
  const holder = holderOf(lockFile);
  return holder && !Number.isNaN(holder.pid) && isRunning(holder.pid) ? holder.pid : undefined;
}

export interface LockOptions {
  /** How long to wait for a running build before giving up. */
  waitMs: number;
  /** Shown in messages: the folder the lock protects. */
  label: string;
  log?: (message: string) => void;
}

export async function acquireBuildLock(lockFile: string, options: LockOptions): Promise<BuildLock> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const started = Date.now();
  let announced = false;
  for (;;) {
    if (tryCreate(lockFile)) {
      return {
        release: () => {
          // Only our own lock: never one a later build took over.
          if (holderOf(lockFile)?.pid === process.pid) unlinkSync(lockFile);
        },
      };
    }
    const holder = holderOf(lockFile);
    if (!holder) continue; // released between our attempt and the read
    // An empty file younger than a few seconds is a lock being written right now.
    const beingWritten = Number.isNaN(holder.pid) && Date.now() - statSync(lockFile).mtimeMs < 5000;
    if (!beingWritten && (Number.isNaN(holder.pid) || !isRunning(holder.pid))) {
      // Re-read right before removing, so a lock another build has just taken over stays.
      if (holderOf(lockFile)?.text === holder.text) {
        log(
          `Hinweis: Die Build-Sperre ${options.label} von Prozess ${holder.text.trim() || '?'} ist verwaist (der Prozess läuft nicht mehr) und wird übernommen.`,
        );
        unlinkSync(lockFile);
      }
      continue;
    }
    if (!announced) {
      log(`Ein anderer Build (Prozess ${holder.pid}) läuft gerade in ${options.label}. Dieser Build wartet, bis er fertig ist …`);
      announced = true;
    }
    if (Date.now() - started >= options.waitMs) {
      throw new BuildError(
        `Ein anderer Build (Prozess ${holder.pid}) läuft seit über ${Math.round(options.waitMs / 1000)} s in ${options.label}; ` +
          'zwei Builds gleichzeitig würden sich gegenseitig die Dateien überschreiben. Bitte warten, bis er fertig ist, oder ihn beenden.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
