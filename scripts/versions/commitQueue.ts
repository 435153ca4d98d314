import { isRepository } from './repository';
import { withProjectLock } from './projectLock';

/**
 * One commit at a time per project: git's index is shared. A save answers once its file is written and
 * commits after that (a marketer does not wait for git); the next save waits for the commit before it
 * writes (`settled`), so each commit holds its own save's text, and the Verlauf waits before it reads.
 * Within a process the commits queue here; across processes (the studio and `npm run studio:scheduled` or
 * `npm run publish`) each holds the project's lock file while it commits (./projectLock.ts).
 */
const queues = new Map<string, Promise<unknown>>();
export function oneAtATime<T>(root: string, work: () => Promise<T>): Promise<T> {
  const locked = async () => ((await isRepository(root)) ? withProjectLock(root, work) : work());
  const next = (queues.get(root) ?? Promise.resolve()).then(locked, locked);
  queues.set(
    root,
    next.catch(() => undefined),
  );
  return next;
}

/** Resolves once every commit asked for so far is made (or given up). */
export const settled = (root: string): Promise<unknown> => queues.get(root) ?? Promise.resolve();
