import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIGURES_FILE, openFiguresDatabase, STALE_LOCK_MS } from './figuresDatabase';

/** The figures database's lock: one a killed process left behind does not lock the studio out for good. */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the figures database', () => {
  it('clears a stale lock that appears while it is open, and writes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zahlen-'));
    dirs.push(dir);
    const database = openFiguresDatabase(dir);
    try {
      // What node-sqlite3-wasm leaves when a process holding the lock is killed: its lock folder.
      const lock = path.join(dir, `${FIGURES_FILE}.lock`);
      mkdirSync(lock);
      const old = new Date(Date.now() - STALE_LOCK_MS - 5_000);
      utimesSync(lock, old, old);
      database.transaction(() => database.run("INSERT INTO sale_events VALUES ('A1', 'on_payment', '2026-02-10', 'winteredition', '', 39900)"));
      expect(database.all('SELECT order_id FROM sale_events')).toEqual([{ order_id: 'A1' }]);
    } finally {
      database.close();
    }
  });
});
