import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasIds, keyPath } from '#engine/editionDiff';
import { parsePath, type ContentProblem } from '#engine/errors';
import { isPlainObject } from '#engine/resolve';
import { filesAtCommit } from '#scripts/publish/commitFiles';
import { labelsOf, parsedObject } from '#scripts/publish/snapshot';
import { editionsFolderIn } from '#src/content/editionFolder';
import { inspectContent, SITE_FILE } from '#src/content/loadContent';
import { reportInStudioWords } from '../studioWords';

/**
 * Errors stop at the door: a saved version whose content the publish would refuse is neither asked for
 * approval nor approved (for „sofort“ or a day). Its content is checked as the publish checks it (the
 * commit's editions/ and public/, production rules unless ALLOW_PLACEHOLDERS=1, for the day it would go
 * live), and each error is named as the form names its field: „Frühlings-Edition 2027, Angebot › Preis: …“.
 */

/** The content errors of `commit` as the publish for `day` would find them; [] when it may go live. */
export async function versionErrors(root: string, commit: string, day: string, env: NodeJS.ProcessEnv = process.env): Promise<ContentProblem[]> {
  const { content, public: publicFiles } = await filesAtCommit(root, commit);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fassung-pruefen-'));
  try {
    mkdirSync(editionsFolderIn(dir));
    for (const [file, text] of Object.entries(content)) writeFileSync(path.join(dir, file), text);
    for (const [file, bytes] of publicFiles) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), bytes);
    }
    const report = inspectContent({
      dir: editionsFolderIn(dir),
      publicDir: path.join(dir, 'public'),
      today: day,
      production: env.ALLOW_PLACEHOLDERS !== '1',
    });
    return reportInStudioWords(report)
      .problems.filter((problem) => problem.severity === 'error')
      .map((problem) => ({ ...problem, place: placeOf(problem, content) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A problem's path (`sections[3].entries[1].answer`) keyed as the diff keys fields (`sections.faq.entries[garantie].answer`), to name it by its label. */
export function keyedPath(at: string, data: unknown): string {
  const keys = parsePath(at);
  let keyed = '';
  let value: unknown = data;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index];
    const list = Array.isArray(value) ? (value as unknown[]) : undefined;
    if (index === 0 && key === 'sections' && typeof keys[1] === 'number') {
      const section = Array.isArray(isPlainObject(data) ? data.sections : undefined) ? (data as { sections: unknown[] }).sections[keys[1]] : undefined;
      keyed = `sections.${String(isPlainObject(section) ? section.type : keys[1])}`;
      value = section;
      index++;
    } else if (typeof key === 'number') {
      const entry = list?.[key];
      keyed += list && hasIds(list) && isPlainObject(entry) ? `[${String(entry.id)}]` : `[${key}]`;
      value = entry;
    } else {
      keyed = keyPath(keyed, String(key));
      value = isPlainObject(value) ? value[String(key)] : undefined;
    }
  }
  return keyed;
}

/** Where a problem is, in the form's words: the edition's name (or „Website-Einstellungen“) and the field's label. */
function placeOf(problem: ContentProblem, content: Record<string, string>): string {
  const data = parsedObject(content[problem.file]);
  const site = problem.file.endsWith(`/${SITE_FILE}`);
  const name = site ? 'Website-Einstellungen' : typeof data?.name === 'string' && data.name.trim() ? data.name.trim() : problem.file;
  if (!problem.path) return name;
  const [label] = labelsOf(problem.file, [{ path: keyedPath(problem.path, data), a: undefined, b: undefined }], data);
  return `${name}, ${label}`;
}

/** One error, for a marketer: „Frühlings-Edition 2027, Angebot › Preis: Bitte eine Zahl …“. */
export const errorLine = (problem: ContentProblem & { place?: string }) => `${problem.place ?? problem.file}: ${problem.message}`;

/** The errors in a sentence: the first three named, the number of the others. */
export function errorsInWords(problems: ContentProblem[]): string {
  const shown = problems.slice(0, 3).map(errorLine).join('; ');
  const more = problems.length > 3 ? ` (und ${problems.length - 3} weitere)` : '';
  return `${problems.length === 1 ? '1 Fehler' : `${problems.length} Fehler`} – ${shown}${more}`;
}
