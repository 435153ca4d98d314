import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApprovalRequest } from '#studio/shared/approvals';

/**
 * The approval requests in the data folder: `freigaben.json`, written whole to a temporary file that is then
 * renamed over the old one, so a crash or a restart never leaves half a file. The studio and
 * `npm run studio:scheduled` (another process) both change it, each reading it afresh before a change and
 * writing it while it holds the lock file beside it, so neither overwrites a change the other made meanwhile
 * (a withdrawal the scheduled run would miss, or a publish start the withdrawal would miss).
 */

export const APPROVALS_FILE = 'freigaben.json';
/** A change reads and writes a small file; a lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 15_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Runs `work` holding `lockFile` (made exclusively; waits while another process holds it). */
function withLockFile<T>(lockFile: string, work: () => T): T {
  const start = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lockFile, { force: true });
      else if (Date.now() - start > LOCK_WAIT_MS) throw new Error(`${lockFile} bleibt gesperrt; ein anderer Prozess ändert die Freigaben.`, { cause: error });
      // The work under the lock is synchronous and short: wait a moment without giving the event loop a turn.
      else Atomics.wait(pause, 0, 0, 5);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

export function createApprovalStore(dataDir: string) {
  const file = path.join(dataDir, APPROVALS_FILE);
  const read = (): ApprovalRequest[] => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { requests: ApprovalRequest[] }).requests : []);
  // Held by this process already (a change inside `locked`): the work is synchronous, nothing else runs meanwhile.
  let depth = 0;
  function locked<T>(work: () => T): T {
    if (depth > 0) return work();
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    depth += 1;
    try {
      return withLockFile(`${file}.lock`, work);
    } finally {
      depth -= 1;
    }
  }
  function write(requests: ApprovalRequest[]) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ requests }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, file);
  }
  return {
    file,
    /** Oldest first, as asked for. */
    all: read,
    find: (id: string) => read().find((request) => request.id === id),
    add(request: ApprovalRequest) {
      locked(() => write([...read(), request]));
    },
    /** Changes one request (read afresh) and answers it as changed; undefined when there is none with that id. */
    update(id: string, change: (request: ApprovalRequest) => void): ApprovalRequest | undefined {
      return locked(() => {
        const requests = read();
        const request = requests.find((candidate) => candidate.id === id);
        if (!request) return undefined;
        change(request);
        write(requests);
        return request;
      });
    },
    /** Runs a read-then-change (synchronous) with no other process changing the requests in between. */
    locked,
  };
}

export type ApprovalStore = ReturnType<typeof createApprovalStore>;
