import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIGURES_FILE, openFiguresDatabase, type FiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { countVisits } from './countVisits';
import { visitStore } from './visitStore';
import { EDITIONS, FIXTURE, FIXTURE_DAYS } from './fixtures/visitsLog';

/**
 * The job that reads the host's visits log, killed in a child process in the middle of a write; its other cases run
 * in the test's process (countVisits.test.ts).
 */

const projectRoot = path.resolve(import.meta.dirname, '../../..');

const dirs: string[] = [];
const databases: FiguresDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('reading the visits log', () => {
  it('killed in the middle of a write, the next run neither loses nor counts twice', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'besuche-kill-'));
    dirs.push(dir);
    const logFile = path.join(dir, 'besuche.log');
    copyFileSync(FIXTURE, logFile);
    // Small parts: the third transaction is killed after writing its counts and before committing them.
    const killed = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'studio/tests/helpers/killedVisitCount.ts'), dir, logFile, '3', '200', EDITIONS.join(',')],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    // What a killed process leaves: SQLite's journal of the half-written transaction, and its lock folder.
    expect(existsSync(path.join(dir, `${FIGURES_FILE}-journal`))).toBe(true);
    expect(existsSync(path.join(dir, `${FIGURES_FILE}.lock`))).toBe(true);
    const partial = readFileSync(path.join(dir, FIGURES_FILE)).length;
    expect(partial).toBeGreaterThan(0);

    // The next run, once the lock is old enough to be a dead process's, rolls back and reads on from the last commit.
    const database = openFiguresDatabase(dir, () => Date.now() + 60_000);
    databases.push(database);
    const store = visitStore(database);
    expect(store.position(logFile)?.line).toBeGreaterThan(0);
    countVisits({ logFile, editions: EDITIONS, store });
    expect(store.days()).toEqual(FIXTURE_DAYS);
  });
});
