import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { todayInGermany } from '#kit/model/sales';
import { inspectContent, type ContentReport } from '#src/content/loadContent';
import { reportInStudioWords } from './studioWords';

/**
 * The studio server's one way to read content. Checking a draft compares it with the files on disk;
 * those are read and checked once per state of the files (names, sizes, change times of editions/ and
 * public/images), not once per keystroke, so each check or save reads and checks the content once. Its
 * hints name what to do in the studio, not a command (./studioWords.ts).
 */

export interface ContentReaderOptions {
  editionsDir: string;
  publicDir: string;
  /** The day the date rules compare against; default today. */
  today?: string;
}

export interface ContentReader {
  /** The content as it is on disk. */
  onDisk(): ContentReport;
  /** The content with one edition file's text replaced by a draft, as the build for `day` would see it. */
  withDraft(fileName: string, text: string, day?: string): ContentReport;
}

/** How many checked drafts are kept (a check and its preview day or variant; a few screens). */
const KEPT_DRAFT_REPORTS = 6;

/** What the files' state is made of: a changed, added or removed file changes it. */
function fingerprintOf(dirs: string[]): string {
  const parts: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      parts.push(`${dir}:-`);
      continue;
    }
    for (const name of names) {
      try {
        const { size, mtimeMs } = statSync(path.join(dir, name));
        parts.push(`${dir}/${name}:${size}:${mtimeMs}`);
      } catch {
        parts.push(`${dir}/${name}:-`);
      }
    }
  }
  return parts.join('\n');
}

export function createContentReader({ editionsDir, publicDir, today }: ContentReaderOptions): ContentReader {
  const inspect = (drafts?: ReadonlyMap<string, string>, day = today) =>
    reportInStudioWords(inspectContent({ dir: editionsDir, publicDir, today: day, drafts }));
  let cached: { key: string; report: ContentReport } | undefined;
  const drafts = new Map<string, ContentReport>();
  // The day is part of the key: after midnight the same files are checked against another day.
  const stateOf = (day = today) => `${day ?? todayInGermany()}\n${fingerprintOf([editionsDir, path.join(publicDir, 'images')])}`;

  return {
    onDisk() {
      const key = stateOf();
      if (cached?.key !== key) cached = { key, report: inspect() };
      return cached.report;
    },
    withDraft(fileName, text, day) {
      // The same draft for the same day and files is the same report: a screen that checks again (a reload, back to
      // a day shown before, a second window) gets the kept one. The last few are kept, their text as a hash.
      const key = `${stateOf(day)}\n${fileName}\n${createHash('sha256').update(text).digest('base64')}`;
      const report = drafts.get(key) ?? inspect(new Map([[fileName, text]]), day ?? today);
      drafts.delete(key);
      drafts.set(key, report);
      for (const old of [...drafts.keys()].slice(0, -KEPT_DRAFT_REPORTS)) drafts.delete(old);
      return report;
    },
  };
}
