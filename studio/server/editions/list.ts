import { readJsonFile } from '#engine/readJson';
import { isPlainObject } from '#engine/resolve';
import { promotedOn } from '#kit/model/sales';
import { editionFilePath, editionKeyOfFileName } from '#src/content/editionFile';
import { editionFileIn } from '#src/content/editionFolder';
import { editionFileNames } from '#src/content/loadContent';
import { siteCalendarOf } from '#src/content/siteCalendar';
import type { OpenedEdition, StudioCalendar, StudioEditionSummary } from '#studio/shared/apiTypes';
import { fail, ok, type ApiAnswer } from '../answers';
import { readEditionText } from '../editionFile';
import type { EditionsContext } from './context';

/** List, calendar and open: the edition files as they are on disk. */
/** Every edition file as written (a broken one too), with its state today and whether the home page promotes it. */
export function list({ content, editionsDir }: EditionsContext): ApiAnswer<StudioEditionSummary[]> {
  const report = content.onDisk();
  const promoted = promotedOn(report.editions, report.today)?.key;
  return ok(
    editionFileNames(editionsDir).map((name) => {
      const key = editionKeyOfFileName(name);
      const read = readJsonFile(editionFileIn(editionsDir, key), editionFilePath(key));
      const data = read.ok && isPlainObject(read.data) ? read.data : {};
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const state = report.editions.find((edition) => edition.key === key)?.sales.state;
      return {
        key,
        file: editionFilePath(key),
        slug: text(data.slug),
        name: text(data.name),
        startDate: text(data.startDate),
        state,
        promoted: key === promoted,
        readable: read.ok,
      };
    }),
  );
}

/** The calendar of the files on disk as of today: what each page shows, what changes from which day, and the 14-day warning. */
export function calendar({ content, editionsDir }: EditionsContext): ApiAnswer<StudioCalendar> {
  const report = content.onDisk();
  const validated = new Set(report.editions.map((edition) => edition.key));
  const leftOut = editionFileNames(editionsDir)
    .map(editionKeyOfFileName)
    .filter((key) => !validated.has(key))
    .map(editionFilePath);
  return ok({ ...siteCalendarOf(report.editions, report.today, report.problems), leftOut });
}

export function open({ editionsDir }: EditionsContext, key: string): ApiAnswer<OpenedEdition> {
  const read = readEditionText(editionsDir, key);
  if (!read.ok) return fail(read.missing ? 404 : 422, read.message);
  const parsed = readJsonFile(editionFileIn(editionsDir, key), editionFilePath(key));
  if (!parsed.ok || !isPlainObject(parsed.data)) {
    const reason = parsed.ok ? 'enthält kein Objekt' : parsed.problem.message;
    return fail(
      422,
      `${editionFilePath(key)} lässt sich nicht im Formular öffnen: ${reason}. Bitte die Datei im Editor reparieren (npm run editions:check nennt die Stelle).`,
    );
  }
  return ok({ key: key, file: editionFilePath(key), data: parsed.data, hash: read.hash });
}
