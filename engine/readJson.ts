import { formatPath, type ContentProblem } from './errors';
import { jsonErrorOffset, nodeAt, positionFinder, scanJsonStructure, tooDeepOffset, type JsonPosition } from './jsonErrorPosition';
import { readRegularFile } from './regularFile';
import { decodeContentFile, SAVE_AS_UTF8 } from './textEncoding';

export type { JsonPosition } from './jsonErrorPosition';

/** Line and column of the value at a JSON path, or of its nearest existing ancestor. */
export type PositionOf = (path: ReadonlyArray<PropertyKey>) => JsonPosition | undefined;

/**
 * Reads one content file strictly: a regular file of its own (no link, pipe or device), UTF-8 only (a
 * byte order mark is dropped with a warning, other encodings are an error that says how to save as
 * UTF-8), JSON syntax errors reported with line and column, no field twice in one object, nesting no
 * deeper than MAX_NESTING. A successful read also tells where each value stands in the file.
 */
export type JsonReadResult =
  | { ok: true; data: unknown; positionOf: PositionOf /** Problems that do not stop the read (a byte order mark). */; warnings?: ContentProblem[] }
  | { ok: false; problem: ContentProblem };

/** Content files need about ten levels; a few thousand would overflow the call stack of any recursive walk. */
export const MAX_NESTING = 40;

export function readJsonFile(absolutePath: string, file: string): JsonReadResult {
  const fail = (message: string, code: string): JsonReadResult => ({ ok: false, problem: { code, file, path: '', message, severity: 'error' } });
  const read = readRegularFile(absolutePath);
  if (!read.ok) return fail(read.message, read.code);
  const decoded = decodeContentFile(read.bytes);
  if (!decoded.ok) return fail(decoded.message, decoded.code);
  const result = readJsonText(decoded.text, file);
  if (!result.ok || !decoded.bom) return result;
  // Accepted, since the text is UTF-8 all the same; but other tools (jq, many JSON parsers) refuse the mark.
  const bomWarning: ContentProblem = {
    code: 'file.bom',
    file,
    path: '',
    message: `beginnt mit einer Byte-Order-Mark (BOM, unsichtbare Zeichen, wie sie ältere Windows-Editoren schreiben); sie wird ignoriert. Bitte als UTF-8 ohne BOM speichern: ${SAVE_AS_UTF8}`,
    severity: 'warning',
  };
  return { ...result, warnings: [bomWarning] };
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

/** Line and column of the first syntax error, with the text found there. */
function describeSyntaxError(source: string, positionAt: (offset: number) => JsonPosition): string {
  const offset = Math.max(0, jsonErrorOffset(source));
  const { line, column } = positionAt(offset);
  const found = offset >= source.length ? 'Ende der Datei' : `„${source.slice(offset, offset + 12).split(/\r?\n|\r/)[0]}“`;
  return `Zeile ${line}, Spalte ${column}: unerwartet ${found} (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)`;
}
