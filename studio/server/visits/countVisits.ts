import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { formatCount } from '#engine/format';
import type { PagesOfDay } from '#studio/server/sales/salePages';
import { type LogLine, readLogLine } from './visitLogLine';
import type { DayCount, LogPosition, VisitStore } from './visitStore';

/**
 * Reads the host's visits log into the figures database, from where the last run stopped: part by part, each part's
 * counts and the position after it in one transaction, so a run killed at any point neither loses a line nor counts
 * one twice. A log rotated away (another file under the name, or the same one emptied) is read from its start,
 * after the rest of the old lines when logrotate kept them beside as `<log>.1`. Only complete lines are read: one
 * nginx is still writing waits for the next run. A line that cannot be read is named and skipped; a log that cannot
 * be opened or read at all (no permission, a folder) throws the file system's error, after what was read before it.
 */

export interface VisitLogRun {
  visits: number;
  clicks: number;
  /** Lines read and not counted, by reason. */
  bots: number;
  prefetches: number;
  otherAnswers: number;
  unknownPages: number;
  unreadable: number;
  /** What the operator should know, in German: each unreadable line (the first MAX_REPORTED), a rotation, a missing log. */
  messages: string[];
}

export interface CountVisitsOptions {
  logFile: string;
  /** The edition addresses whose visits and clicks count. */
  editions: readonly string[];
  /**
   * The variants that existed on a day (studio/server/sales/salePages.ts). A click's variant comes from the path a
   * browser pinged, which anyone can send: with this, a click counts for a variant only when it existed that day or
   * was served that day, else it is left out as a page that does not exist. Without it, every variant name counts.
   */
  pages?: PagesOfDay;
  store: VisitStore;
  /**
   * The variants each edition tests now. A line naming another variant (a test ended or its variant removed, logged
   * before nginx loaded the new release) counts as the edition's own copy, never as that test.
   */
  testedVariants?: Readonly<Record<string, readonly string[]>>;
  /** How much of the log one transaction takes at most. */
  chunkBytes?: number;
}

/** Unreadable lines named one by one; more are summed up in one message. */
const MAX_REPORTED = 20;
const NEWLINE = 0x0a;

export function countVisits({ logFile, editions, store, pages, testedVariants, chunkBytes = 1 << 20 }: CountVisitsOptions): VisitLogRun {
  const pagesByDay = new Map<string, ReturnType<PagesOfDay>>();
  /** The variants' pages nginx served in this run, by day: a click on one of them needs no other proof. */
  const servedInRun = new Set<string>();
  const run: VisitLogRun = { visits: 0, clicks: 0, bots: 0, prefetches: 0, otherAnswers: 0, unknownPages: 0, unreadable: 0, messages: [] };
  const current = fileIdentity(logFile);
  if (!current) {
    run.messages.push(
      `Das Besuchsprotokoll ${logFile} gibt es nicht (noch kein Besuch, oder nginx schreibt es woanders hin: NGINX_VISITS_LOG beim Bauen der Website).`,
    );
    return run;
  }

  let start: LogPosition = { ...current, offset: 0, line: 0 };
  const saved = store.position(logFile);
  if (saved && sameFile(current, saved) && current.size >= saved.offset) {
    start = saved;
  } else if (saved) {
    // Rotated (renamed, or copied and emptied): logrotate keeps the old lines as `<log>.1`, whose rest comes first.
    const rotated = `${logFile}.1`;
    const old = fileIdentity(rotated);
    const kept = old !== undefined && old.head === saved.head && old.size >= saved.offset;
    if (kept) readFrom(rotated, { ...old, offset: saved.offset, line: saved.line });
    run.messages.push(
      kept
        ? `${logFile} wurde rotiert: der Rest der alten Datei (${rotated}) ist gelesen, die neue wird von vorn gelesen.`
        : `${logFile} ist nicht mehr die Datei des letzten Laufs (rotiert, gekürzt oder neu angelegt), und ihre alten Zeilen liegen nicht als ${rotated} daneben: was nach dem letzten Lauf noch in ihr stand, fehlt in den Zahlen. ${logFile} wird von vorn gelesen.`,
    );
  }
  readFrom(logFile, start);

  if (run.unreadable > MAX_REPORTED)
    run.messages.push(`… und ${formatCount(run.unreadable - MAX_REPORTED)} weitere unlesbare Zeilen in ${logFile}, nicht gezählt.`);
  if (run.unknownPages > 0)
    run.messages.push(
      `${formatCount(run.unknownPages)} ${run.unknownPages === 1 ? 'Aufruf oder Klick' : 'Aufrufe oder Klicks'} für Seiten, die es nicht (mehr) gibt, nicht gezählt.`,
    );
  return run;

  /** Reads `file` from `position` to its last complete line, a chunk per transaction. */
  function readFrom(file: string, position: LogPosition): void {
    const descriptor = openSync(file, 'r');
    try {
      // Read the file that was looked at: one rotated away in between is left for the next run.
      const opened = identityOf(descriptor);
      if (!sameFile(opened, position)) return;
      // A file that had no complete line when reading began is known by its first line from now on.
      const { head } = opened;
      const buffer = Buffer.alloc(chunkBytes);
      let { offset, line } = position;
      let insideLongLine = false;
      for (;;) {
        const read = readSync(descriptor, buffer, 0, chunkBytes, offset);
        if (read === 0) return;
        const end = buffer.lastIndexOf(NEWLINE, read - 1);
        if (end < 0) {
          // No line break in a whole chunk: no line of this format is that long. Reported once, skipped to its end.
          if (read < chunkBytes) return;
          if (!insideLongLine) unreadable(file, line + 1, `länger als ${formatCount(chunkBytes)} Bytes`);
          insideLongLine = true;
          offset += read;
          store.add(logFile, [], { ...position, head, offset, line });
          continue;
        }
        const text = buffer.toString('utf8', 0, end);
        const counts = new Map<string, DayCount>();
        const lines = text.split('\n');
        if (insideLongLine) {
          lines.shift();
          line += 1;
          insideLongLine = false;
        }
        for (const entry of lines) {
          line += 1;
          count(counts, entry, file, line);
        }
        offset += end + 1;
        store.add(logFile, [...counts.values()], { ...position, head, offset, line });
      }
    } finally {
      closeSync(descriptor);
    }
  }

  function count(counts: Map<string, DayCount>, entry: string, file: string, line: number): void {
    const logged = readLogLine(entry, editions);
    if (logged.kind === 'visit' && logged.variant !== '') servedInRun.add(`${logged.day}\t${logged.edition}\t${logged.variant}`);
    // First whether the page exists at all (a pinged path is no proof), then whether its test still runs.
    if (
      logged.kind === 'click' &&
      logged.variant !== '' &&
      pages &&
      !(servedInRun.has(`${logged.day}\t${logged.edition}\t${logged.variant}`) || existed(logged))
    ) {
      run.unknownPages += 1;
      return;
    }
    const read = untested(logged);
    switch (read.kind) {
      case 'visit':
      case 'click': {
        const key = `${read.day}\t${read.edition}\t${read.variant}`;
        const day = counts.get(key) ?? { day: read.day, edition: read.edition, variant: read.variant, visits: 0, clicks: 0 };
        if (read.kind === 'visit') {
          day.visits += 1;
          run.visits += 1;
        } else {
          day.clicks += 1;
          run.clicks += 1;
        }
        counts.set(key, day);
        return;
      }
      case 'left-out':
        if (read.reason === 'bot') run.bots += 1;
        else if (read.reason === 'prefetch') run.prefetches += 1;
        else if (read.reason === 'answer') run.otherAnswers += 1;
        else run.unknownPages += 1;
        return;
      case 'unreadable':
        unreadable(file, line, read.problem);
    }
  }

  /** Whether the page existed on the day; the pages of a day are looked up once a run. */
  function existed({ day, edition, variant }: { day: string; edition: string; variant: string }): boolean {
    const ofDay = pagesByDay.get(day) ?? pages?.(day) ?? [];
    pagesByDay.set(day, ofDay);
    return ofDay.some((page) => page.edition === edition && page.variant === variant);
  }

  function untested(read: LogLine): LogLine {
    if (read.kind !== 'visit' && read.kind !== 'click') return read;
    const tested = testedVariants === undefined || read.variant === '' || testedVariants[read.edition]?.includes(read.variant);
    return tested ? read : { ...read, variant: '' };
  }

  function unreadable(file: string, line: number, problem: string): void {
    run.unreadable += 1;
    if (run.unreadable <= MAX_REPORTED) run.messages.push(`${file}, Zeile ${formatCount(line)}: ${problem} – diese Zeile ist nicht gezählt.`);
  }
}

type FileIdentity = Pick<LogPosition, 'device' | 'inode' | 'head'> & { size: number };

/** The longest first line kept to know a file by; a line of the log is far shorter. */
const HEAD_BYTES = 512;

/** The file's identity; undefined when there is no such file (any other error, e.g. no permission, is thrown). */
function fileIdentity(file: string): FileIdentity | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return identityOf(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

function identityOf(descriptor: number): FileIdentity {
  const stat = fstatSync(descriptor, { bigint: true });
  const start = Buffer.alloc(HEAD_BYTES);
  const read = readSync(descriptor, start, 0, HEAD_BYTES, 0);
  const end = start.subarray(0, read).indexOf(NEWLINE);
  return { device: String(stat.dev), inode: String(stat.ino), head: end < 0 ? '' : start.toString('utf8', 0, end), size: Number(stat.size) };
}

/** The same file: device and inode, and the same first line once it had one (a new file may get a deleted one's inode). */
function sameFile(file: FileIdentity, known: Pick<LogPosition, 'device' | 'inode' | 'head'>): boolean {
  return file.device === known.device && file.inode === known.inode && (known.head === '' || file.head === known.head);
}
