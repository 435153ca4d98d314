import { appendFileSync, copyFileSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFiguresDatabase, type FiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { countVisits } from './countVisits';
import { visitStore } from './visitStore';
import { EDITIONS, FIXTURE, FIXTURE_DAYS } from './fixtures/visitsLog';

/**
 * The job that reads the host's visits log into the figures: a fixture log with every kind of line, read once,
 * read again with more lines, rotated, cut shorter, read in small parts;
 * killed in the middle of a write in countVisits.integration.test.ts.
 */

const dirs: string[] = [];
const databases: FiguresDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'besuche-'));
  dirs.push(dir);
  const logFile = path.join(dir, 'besuche.log');
  copyFileSync(FIXTURE, logFile);
  const database = openFiguresDatabase(dir);
  databases.push(database);
  const store = visitStore(database);
  const count = (chunkBytes?: number) => countVisits({ logFile, editions: EDITIONS, store, chunkBytes });
  return { dir, logFile, store, count };
}

const line = (time: string, method: string, pagePath: string, status: string, variant = '') => `${time}\t${method}\t${pagePath}\t${status}\t${variant}\t0\t0\n`;

describe('reading the visits log', () => {
  it('counts page visits and checkout clicks per day, edition and variant, and leaves out bots, prefetches and other answers', () => {
    const { logFile, store, count } = setUp();
    const run = count();
    expect(store.days()).toEqual(FIXTURE_DAYS);
    expect(run).toMatchObject({ visits: 7, clicks: 3, bots: 1, prefetches: 1, otherAnswers: 3, unknownPages: 1, unreadable: 3 });
    // Each unreadable line by file and number, in German; nothing of it is counted.
    expect(run.messages).toEqual([
      expect.stringMatching(
        new RegExp(`^${logFile.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}, Zeile 13: 7 Felder erwartet, 1 gefunden – diese Zeile ist nicht gezählt\\.$`),
      ),
      `${logFile}, Zeile 17: 7 Felder erwartet, 4 gefunden – diese Zeile ist nicht gezählt.`,
      `${logFile}, Zeile 19: „gestern“ ist keine Uhrzeit – diese Zeile ist nicht gezählt.`,
      '1 Aufruf oder Klick für Seiten, die es nicht (mehr) gibt, nicht gezählt.',
    ]);
  });

  it('counts a visit or click logged for a variant no longer tested as the edition’s own copy, never as that test', () => {
    const { logFile, store } = setUp();
    // The winter test has ended (b is gone); the spring edition still tests „kurz“.
    const run = countVisits({ logFile, editions: EDITIONS, store, testedVariants: { 'fruehlingsedition-2027': ['kurz'] } });
    expect(run).toMatchObject({ visits: 7, clicks: 3 });
    expect(store.days()).toEqual([{ day: '2026-02-14', edition: 'winteredition', variant: '', visits: 4, clicks: 2 }, ...FIXTURE_DAYS.slice(2)]);
  });

  it('reads only what was added since the last run, and a line nginx is still writing once it is complete', () => {
    const { logFile, store, count } = setUp();
    count();
    expect(count()).toMatchObject({ visits: 0, clicks: 0, unreadable: 0, messages: [] });
    const added = line('2026-02-16T08:00:00+01:00', 'GET', '/herbstedition', '200');
    appendFileSync(logFile, added + added.slice(0, 20));
    expect(count()).toMatchObject({ visits: 1, unreadable: 0 });
    appendFileSync(logFile, added.slice(20));
    expect(count()).toMatchObject({ visits: 1, unreadable: 0 });
    expect(store.days().filter((day) => day.day === '2026-02-16')).toEqual([
      { day: '2026-02-16', edition: 'herbstedition', variant: '', visits: 2, clicks: 0 },
    ]);
  });

  it('counts the same in small parts as in one: lines across part boundaries and a line longer than a part', () => {
    const whole = setUp();
    whole.count();
    const parts = setUp();
    const run = parts.count(100);
    expect(parts.store.days()).toEqual(whole.store.days());
    expect(run.unreadable).toBe(3);

    const long = setUp();
    writeFileSync(long.logFile, `${'x'.repeat(200)}\n${line('2026-02-16T08:00:00+01:00', 'GET', '/herbstedition', '200')}`);
    const longRun = long.count(64);
    expect(longRun.messages).toEqual([`${long.logFile}, Zeile 1: länger als 64 Bytes – diese Zeile ist nicht gezählt.`]);
    expect(longRun.visits).toBe(1);
  });

  it('after a rotation reads the rest of the old file (kept as .1), then the new one from its start', () => {
    const { logFile, store, count } = setUp();
    count();
    // logrotate renames the file; nginx writes on into it until it reopens, then into a new file.
    renameSync(logFile, `${logFile}.1`);
    appendFileSync(`${logFile}.1`, line('2026-02-16T08:00:00+01:00', 'GET', '/herbstedition', '200'));
    writeFileSync(logFile, line('2026-02-16T09:00:00+01:00', 'POST', '/klick/herbstedition', '204'));
    const run = count();
    expect(run).toMatchObject({ visits: 1, clicks: 1 });
    expect(run.messages[0]).toBe(`${logFile} wurde rotiert: der Rest der alten Datei (${logFile}.1) ist gelesen, die neue wird von vorn gelesen.`);
    expect(store.days().filter((day) => day.day === '2026-02-16')).toEqual([
      { day: '2026-02-16', edition: 'herbstedition', variant: '', visits: 1, clicks: 1 },
    ]);
    expect(count()).toMatchObject({ visits: 0, clicks: 0, messages: [] });
  });

  it('says what is missing when the rotated file is gone, and reads a log cut shorter from its start', () => {
    const { logFile, count } = setUp();
    count();
    rmSync(logFile);
    writeFileSync(logFile, line('2026-02-16T08:00:00+01:00', 'GET', '/herbstedition', '200'));
    const rotated = count();
    expect(rotated.visits).toBe(1);
    const missing = `${logFile} ist nicht mehr die Datei des letzten Laufs (rotiert, gekürzt oder neu angelegt), und ihre alten Zeilen liegen nicht als ${logFile}.1 daneben: was nach dem letzten Lauf noch in ihr stand, fehlt in den Zahlen. ${logFile} wird von vorn gelesen.`;
    expect(rotated.messages).toEqual([missing]);

    // Emptied in place and written again, without a copy beside it.
    writeFileSync(logFile, '');
    appendFileSync(logFile, line('2026-02-17T08:00:00+01:00', 'GET', '/herbstedition', '200'));
    const cut = count();
    expect(cut.visits).toBe(1);
    expect(cut.messages).toEqual([missing]);
  });

  it('after copytruncate reads the rest of the copy, then the emptied log from its start', () => {
    const { logFile, store, count } = setUp();
    count();
    appendFileSync(logFile, line('2026-02-16T08:00:00+01:00', 'GET', '/herbstedition', '200'));
    copyFileSync(logFile, `${logFile}.1`);
    writeFileSync(logFile, line('2026-02-16T09:00:00+01:00', 'GET', '/herbstedition', '200'));
    const run = count();
    expect(run).toMatchObject({ visits: 2, unreadable: 0 });
    expect(run.messages[0]).toContain('wurde rotiert: der Rest der alten Datei');
    expect(store.days().find((day) => day.day === '2026-02-16')?.visits).toBe(2);
  });

  it('says so when there is no log yet', () => {
    const { logFile, count } = setUp();
    rmSync(logFile);
    expect(count().messages).toEqual([expect.stringContaining(`Das Besuchsprotokoll ${logFile} gibt es nicht`)]);
  });
});
