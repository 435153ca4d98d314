import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { NOTICE_TABLES } from '../notifications/noticeTables';

/**
 * The studio's figures database: `verkaeufe.sqlite` in its data folder, SQLite through its WebAssembly build
 * (node-sqlite3-wasm: installs from the npm registry alone, needs no server, writes one file with SQLite's own
 * journal). The sales the platform reports (salesStore.ts) and the visits and clicks read from the host's log
 * (studio/server/visits/) and the notifications with their e-mail outbox (studio/server/notifications/) live in it; the program migrates its schema itself (`PRAGMA user_version`).
 */

export const FIGURES_FILE = 'verkaeufe.sqlite';

/** Each step brings a database from its `user_version` to the next; a new step is added at the end, never changed. */
const MIGRATIONS = [
  `CREATE TABLE sale_events (
     order_id TEXT NOT NULL,
     event TEXT NOT NULL CHECK (event IN ('on_payment', 'on_refund', 'on_chargeback')),
     day TEXT NOT NULL,
     edition TEXT NOT NULL,
     variant TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     PRIMARY KEY (order_id, event)
   )`,
  `CREATE TABLE visit_days (
     day TEXT NOT NULL,
     edition TEXT NOT NULL,
     variant TEXT NOT NULL,
     visits INTEGER NOT NULL CHECK (visits >= 0),
     clicks INTEGER NOT NULL CHECK (clicks >= 0),
     PRIMARY KEY (day, edition, variant)
   );
   CREATE TABLE visit_log_position (
     log TEXT PRIMARY KEY,
     device TEXT NOT NULL,
     inode TEXT NOT NULL,
     head TEXT NOT NULL,
     offset INTEGER NOT NULL CHECK (offset >= 0),
     line INTEGER NOT NULL CHECK (line >= 0)
   )`,
  // The notifications (studio/server/notifications/noticeStore.ts): each person's, the e-mail outbox, the choices.
  NOTICE_TABLES,
];

/** How long a writer waits for another process's transaction (the studio's and the timer's job) before giving up. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * node-sqlite3-wasm locks the database with a folder `<file>.lock`, which a killed process leaves behind: the
 * database would stay locked for good. Every transaction here takes milliseconds, so a lock this old belongs to a
 * process that is gone; it is removed, and SQLite rolls the killed transaction back from its journal.
 */
export const STALE_LOCK_MS = 30_000;

type SqlValue = string | number | bigint | null;

export interface FiguresDatabase {
  run(sql: string, values?: SqlValue[]): { changes: number };
  all<Row>(sql: string, values?: SqlValue[]): Row[];
  /** Runs `work` as one transaction: all of it is written, or (on an error or a kill) none of it. */
  transaction<T>(work: () => T): T;
  /**
   * A word that changes whenever what the database holds may have changed: a write through this connection, or a
   * commit by another (the visits job's process; SQLite's `PRAGMA data_version`). What is read from it can be kept
   * while the word stays the same.
   */
  changeStamp(): string;
  close(): void;
}

export function openFiguresDatabase(dataDir: string, now = Date.now): FiguresDatabase {
  const file = path.join(dataDir, FIGURES_FILE);
  removeStaleLock(file, now());
  const database = new sqlite.Database(file);
  database.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // A lock left by a process killed while this one was running: removed once it is stale (a look at the folder's
  // age before each use, so nobody waits out the busy timeout for it), and tried again when it went stale meanwhile.
  const recovering = <T>(work: () => T): T => {
    removeStaleLock(file, now());
    try {
      return work();
    } catch (error) {
      if (!/database is locked/i.test((error as Error).message) || !removeStaleLock(file, now())) throw error;
      return work();
    }
  };
  recovering(() => {
    const version = Number((database.get('PRAGMA user_version') as { user_version: number }).user_version);
    for (let step = version; step < MIGRATIONS.length; step++) {
      // Each step and its version number in one transaction: a killed migration leaves the database as it was.
      database.exec(`BEGIN IMMEDIATE; ${MIGRATIONS[step]}; PRAGMA user_version = ${step + 1}; COMMIT;`);
    }
  });
  let writes = 0;
  return {
    run: (sql, values) => {
      writes++;
      return database.run(sql, values);
    },
    all: <Row>(sql: string, values?: SqlValue[]) => recovering(() => database.all(sql, values) as Row[]),
    transaction: (work) =>
      recovering(() => {
        writes++;
        database.exec('BEGIN IMMEDIATE');
        try {
          const result = work();
          database.exec('COMMIT');
          return result;
        } catch (error) {
          if (database.inTransaction) database.exec('ROLLBACK');
          throw error;
        }
      }),
    changeStamp: () => `${writes} ${recovering(() => (database.get('PRAGMA data_version') as { data_version: number }).data_version)}`,
    close: () => database.close(),
  };
}

/** Removes the lock folder when it is older than STALE_LOCK_MS; true when it did. */
function removeStaleLock(file: string, now: number): boolean {
  const lock = `${file}.lock`;
  let changed: number;
  try {
    changed = statSync(lock).mtimeMs;
  } catch {
    return false;
  }
  if (now - changed <= STALE_LOCK_MS) return false;
  rmSync(lock, { recursive: true, force: true });
  return true;
}
