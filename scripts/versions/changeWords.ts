import { diffEditions } from '#engine/editionDiff';
import { isPlainObject } from '#engine/resolve';
import { labelsOf } from '#scripts/publish/snapshot';

/** How a version names what changed: the save's commit subject, and the approval's title of a version. */

/** The fields that differ, named as the form names them, in a few words: „Preis, Frühbucherpreis“. */
export function changedFields(file: string, before: unknown, after: unknown): string {
  if (!isPlainObject(before) || !isPlainObject(after)) return '';
  const labels = labelsOf(file, diffEditions(before, after), after);
  const fields = [
    ...new Set(
      labels.map((label) =>
        label
          .split(' › ')
          .at(-1)!
          .replace(/ „[^“]*“$/, ''),
      ),
    ),
  ];
  return fields.length === 0 ? '' : `${fields.slice(0, 4).join(', ')}${fields.length > 4 ? ` und ${fields.length - 4} weitere` : ''}`;
}

/** The first line of a save's commit: „Winter-Edition 2026 gespeichert: Preis, Frühbucherpreis“. */
export function saveSubject(name: unknown, key: string, fields: string): string {
  const shown = typeof name === 'string' && name.trim() ? name.trim() : key;
  return fields ? `${shown} gespeichert: ${fields}` : `${shown} gespeichert (nur Schreibweise der Datei)`;
}
