import { readFileSync } from 'node:fs';
import { formatPath, type ContentProblem } from './errors';
import { jsonErrorOffset, nodeAt, positionFinder, scanJsonStructure, tooDeepOffset, type JsonPosition } from './jsonErrorPosition';

export type { JsonPosition } from './jsonErrorPosition';

/** Line and column of the value at a JSON path, or of its nearest existing ancestor. */
export type PositionOf = (path: ReadonlyArray<PropertyKey>) => JsonPosition | undefined;

/**
 * Reads one content file strictly: UTF-8 only (a BOM is tolerated and dropped, other bytes are an
 * error), JSON syntax errors reported with line and column, no field twice in one object, nesting
 * no deeper than MAX_NESTING. A successful read also tells where each value stands in the file.
 */
export type JsonReadResult = { ok: true; data: unknown; positionOf: PositionOf } | { ok: false; problem: ContentProblem };

/** Content files need about ten levels; a few thousand would overflow the call stack of any recursive walk. */
export const MAX_NESTING = 40;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function readJsonFile(absolutePath: string, file: string): JsonReadResult {
  const fail = (message: string, path = '', code = 'file.unreadable'): JsonReadResult => ({
    ok: false,
    problem: { code, file, path, message, severity: 'error' },
  });
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(absolutePath);
  } catch (error) {
    return fail(readErrorMessage(error));
  }
  let source: string;
  try {
    source = utf8.decode(bytes);
  } catch {
    return fail('Datei ist nicht in UTF-8 gespeichert; bitte im Editor als UTF-8 speichern', '', 'file.not-utf8');
  }
  return readJsonText(source, file);
}

/** The same strict reading for a text already in memory (an unsaved draft, e.g. in the edition studio). */
export function readJsonText(source: string, file: string): JsonReadResult {
  const fail = (message: string, path = '', code = 'file.unreadable'): JsonReadResult => ({
    ok: false,
    problem: { code, file, path, message, severity: 'error' },
  });
  const positionAt = positionFinder(source);
  const where = (offset: number) => {
    const { line, column } = positionAt(offset);
    return `Zeile ${line}, Spalte ${column}`;
  };

  // Before anything recursive (the syntax error scan, zod, the loader's walks) sees the text.
  const deep = tooDeepOffset(source, MAX_NESTING);
  if (deep >= 0) {
    return fail(
      `zu tief verschachtelt (${where(deep)}): mehr als ${MAX_NESTING} Ebenen aus „[“ und „{“ ineinander; ` +
        'vermutlich sind dort Klammern zu viel oder nicht geschlossen',
      '',
      'json.too-deep',
    );
  }

  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return fail(`kein gültiges JSON: ${describeSyntaxError(source, positionAt)}`, '', 'json.syntax');
  }

  const structure = scanJsonStructure(source);
  if (!structure.ok) {
    const { path, key, offset, firstOffset } = structure.duplicate;
    const second = positionAt(offset);
    const first = positionAt(firstOffset);
    const firstWhere = first.line === second.line ? `Zeile ${first.line}, Spalte ${first.column}` : `Zeile ${first.line}`;
    return fail(`Feld „${key}“ steht doppelt (${where(offset)}; zuerst in ${firstWhere}) – nur eines behalten`, formatPath(path), 'json.duplicate-key');
  }
  const { root } = structure;
  return { ok: true, data, positionOf: (path) => positionAt(nodeAt(root, path).offset) };
}

function readErrorMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'Datei nicht gefunden';
  if (code === 'EISDIR') return 'ist ein Ordner, keine Datei; bitte den Ordner umbenennen (ohne „.json“ am Ende) oder verschieben';
  if (code === 'EACCES' || code === 'EPERM') return 'Datei darf nicht gelesen werden (fehlende Leserechte); bitte die Dateirechte prüfen';
  return `Datei konnte nicht gelesen werden (${code ?? (error as Error).message})`;
}

/** Line and column of the first syntax error, with the text found there. */
function describeSyntaxError(source: string, positionAt: (offset: number) => JsonPosition): string {
  const offset = Math.max(0, jsonErrorOffset(source));
  const { line, column } = positionAt(offset);
  const found = offset >= source.length ? 'Ende der Datei' : `„${source.slice(offset, offset + 12).split(/\r?\n|\r/)[0]}“`;
  return `Zeile ${line}, Spalte ${column}: unerwartet ${found} (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)`;
}
