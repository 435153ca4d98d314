import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { runVisitCount } from './visitCountJob';
import { visitStore } from './visitStore';

/**
 * What `npm run studio:visits` does and ends with (studio/countVisits.ts exits with `exitCode`), over the project's
 * own editions: a line no visitor can make the run fail with, and the one failure it has, a log it cannot read.
 */

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'besuche-lauf-'));
  dirs.push(dir);
  const logFile = path.join(dir, 'besuche.log');
  const run = () => runVisitCount({ root: projectRoot, dataDir: dir, logFile, today: '2026-02-15' });
  return { dir, logFile, run };
}

const line = (time: string, method: string, pagePath: string, status: string, variant = '') => `${time}\t${method}\t${pagePath}\t${status}\t${variant}\t0\t0\n`;

describe('the visits run', () => {
  it('counts the rest around a 000, a 499 and a line that does not parse, names that line, and ends with 0', () => {
    const { dir, logFile, run } = setUp();
    writeFileSync(logFile, line('2026-02-14T09:00:00+01:00', 'GET', '/winteredition', '200'));
    // nginx's own statuses: a request it reset (an HTTP/2 header with a line break) and a client that closed first.
    appendFileSync(logFile, line('2026-02-14T09:00:01+01:00', 'GET', '/winteredition', '000'));
    appendFileSync(logFile, line('2026-02-14T09:00:02+01:00', 'GET', '/winteredition', '499'));
    appendFileSync(logFile, 'kein Eintrag des Besuchsprotokolls\n');
    appendFileSync(logFile, line('2026-02-14T09:00:03+01:00', 'POST', '/klick/herbstedition', '204'));

    const { run: counted, lines, exitCode } = run();
    expect(exitCode).toBe(0);
    expect(counted).toMatchObject({ visits: 1, clicks: 1, otherAnswers: 2, unreadable: 1 });
    expect(lines).toEqual([
      `${logFile}, Zeile 4: 7 Felder erwartet, 1 gefunden – diese Zeile ist nicht gezählt.`,
      `Besuchsprotokoll ${logFile}: 1 Besuch und 1 Klick zum Bestellformular gezählt; nicht gezählt: 2 mit anderer Antwort (Weiterleitung, Fehler, andere Anfrageart), 1 unlesbar.`,
    ]);
    const database = openFiguresDatabase(dir);
    try {
      expect(visitStore(database).days()).toEqual([
        { day: '2026-02-14', edition: 'herbstedition', variant: '', visits: 0, clicks: 1 },
        { day: '2026-02-14', edition: 'winteredition', variant: '', visits: 1, clicks: 0 },
      ]);
    } finally {
      database.close();
    }
    // The next run goes on after them: nothing is counted twice, nothing named again.
    expect(run()).toMatchObject({ exitCode: 0, run: { visits: 0, unreadable: 0 } });
  });

  it('counts a click for a variant only when it exists or was served that day: a pinged path is no proof', () => {
    const { dir, logFile, run } = setUp();
    // The project's winter edition runs no test now; nginx served its variant b on the 14th (a test since ended).
    writeFileSync(logFile, line('2026-02-14T09:00:00+01:00', 'GET', '/winteredition', '200', 'b'));
    appendFileSync(logFile, line('2026-02-14T09:00:01+01:00', 'POST', '/klick/winteredition_b', '204'));
    appendFileSync(logFile, line('2026-02-14T09:00:02+01:00', 'POST', '/klick/winteredition_zzz', '204'));
    appendFileSync(logFile, line('2026-02-15T09:00:00+01:00', 'POST', '/klick/winteredition_b', '204'));
    expect(run().run).toMatchObject({ visits: 1, clicks: 1, unknownPages: 2 });
    const database = openFiguresDatabase(dir);
    try {
      // A variant no longer tested is not counted as that test: its served page and click are the edition's own copy's.
      expect(visitStore(database).days()).toEqual([{ day: '2026-02-14', edition: 'winteredition', variant: '', visits: 1, clicks: 1 }]);
    } finally {
      database.close();
    }
  });

  it('ends with 1 only when it cannot read the log at all, and says why', () => {
    const { logFile, run } = setUp();
    expect(run()).toMatchObject({ exitCode: 0, lines: [expect.stringContaining(`Das Besuchsprotokoll ${logFile} gibt es nicht`), expect.any(String)] });
    mkdirSync(logFile);
    const failed = run();
    expect(failed.exitCode).toBe(1);
    expect(failed.lines).toEqual([expect.stringMatching(new RegExp(`^Das Besuchsprotokoll ${logFile} ließ sich nicht lesen \\(EISDIR`))]);
  });
});
