import { readFileSync } from 'node:fs';
import type { ContentProblem } from './errors';
import { jsonErrorOffset } from './jsonErrorPosition';

/**
 * Reads one content file strictly: UTF-8 only (a BOM is tolerated and dropped, other bytes are an
 * error), JSON syntax errors reported with line and column.
 */
export type JsonReadResult = { ok: true; data: unknown } | { ok: false; problem: ContentProblem };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function readJsonFile(absolutePath: string, file: string): JsonReadResult {
  const fail = (message: string): JsonReadResult => ({ ok: false, problem: { code: 'file.unreadable', file, path: '', message, severity: 'error' } });
  let source: string;
  try {
    source = utf8.decode(readFileSync(absolutePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fail('Datei nicht gefunden');
    return fail('Datei ist nicht in UTF-8 gespeichert; bitte im Editor als UTF-8 speichern');
  }
  try {
    return { ok: true, data: JSON.parse(source) };
  } catch (error) {
    return fail(`kein gültiges JSON: ${describeSyntaxError(source)}`);
  }
}

/** Line and column of the first syntax error, with the text found there. */
function describeSyntaxError(source: string): string {
  const offset = Math.max(0, jsonErrorOffset(source));
  const before = source.slice(0, offset).split('\n');
  const line = before.length;
  const column = before[before.length - 1].length + 1;
  const found = offset >= source.length ? 'Ende der Datei' : `„${source.slice(offset, offset + 12).split('\n')[0]}“`;
  return `Zeile ${line}, Spalte ${column}: unerwartet ${found} (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)`;
}
