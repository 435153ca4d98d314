import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, readJsonFile, type JsonReadResult } from '#engine/readJson';
import { unlistable, unreadable } from '#engine/regularFile';
import { copyEditions, problemLines } from '#tests/helpers/tempContent';

function read(text: string | Uint8Array, name = 'test.json'): JsonReadResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'readjson-'));
  writeFileSync(path.join(dir, name), text);
  return readJsonFile(path.join(dir, name), `editions/${name}`);
}

function problem(result: JsonReadResult) {
  if (result.ok) throw new Error('expected the read to fail');
  return result.problem;
}

function positions(result: JsonReadResult) {
  if (!result.ok) throw new Error(`expected the read to succeed: ${result.problem.message}`);
  return result.positionOf;
}

describe('readJsonFile: fields written twice', () => {
  it('refuses a second "price" in the same object, naming the path and both lines', () => {
    const text = ['{', '  "offer": {', '    "mode": "komplettpreis",', '    "price": 399,', '    "price": 39', '  }', '}'].join('\n');
    expect(problem(read(text))).toEqual({
      code: 'json.duplicate-key',
      file: 'editions/test.json',
      path: 'offer.price',
      message: 'Feld „price“ steht doppelt (Zeile 5, Spalte 5; zuerst in Zeile 4) – nur eines behalten',
      severity: 'error',
    });
  });

  it('refuses a second "current" at the top level', () => {
    const result = read('{\n  "current": false,\n  "slug": "x",\n  "current": true\n}');
    expect(problem(result)).toMatchObject({
      path: 'current',
      message: 'Feld „current“ steht doppelt (Zeile 4, Spalte 3; zuerst in Zeile 2) – nur eines behalten',
    });
  });

  it('gives the first column too when both stand on one line', () => {
    expect(problem(read('{"a": 1, "a": 2}')).message).toBe('Feld „a“ steht doppelt (Zeile 1, Spalte 10; zuerst in Zeile 1, Spalte 2) – nur eines behalten');
  });

  it('sees a key written with an escape as the same field, as JSON.parse does', () => {
    expect(problem(read('{"price": 399, "pr\\u0069ce": 39}'))).toMatchObject({ path: 'price' });
  });

  it('names the path of a duplicate inside a list entry', () => {
    const text = '{"sections": [{"type": "hero"}, {"type": "faq", "title": "A", "items": [], "title": "B"}]}';
    expect(problem(read(text))).toMatchObject({ path: 'sections[1].title' });
  });

  it('accepts the same name in different objects and "key-like" strings as values', () => {
    const result = read('{"a": {"id": "x"}, "b": {"id": "x"}, "list": ["id", "id"], "id": "id"}');
    expect(result).toMatchObject({ ok: true, data: { a: { id: 'x' }, b: { id: 'x' }, list: ['id', 'id'], id: 'id' } });
  });

  it('reports a duplicate in an edition through the loader, with file and field', () => {
    const dir = copyEditions();
    const file = path.join(dir, 'fixture-early.json');
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(/("price": \d+,)\n(\s*)/, '$1\n$2"price": 39,\n$2');
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    const lines = problemLines(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^editions\/fixture-early\.json → offer\.price: Feld „price“ steht doppelt \(Zeile \d+, Spalte 5; zuerst in Zeile \d+\) – nur eines behalten$/,
    );
  });
});

describe('readJsonFile: syntax stays strict', () => {
  it.each([
    ['a comment', '{\n  // Preis\n  "price": 399\n}', 'Zeile 2, Spalte 3: unerwartet „// Preis“'],
    ['a trailing comma', '{\n  "price": 399,\n}', 'Zeile 3, Spalte 1: unerwartet „}“'],
    ['single quotes', "{'price': 399}", "Zeile 1, Spalte 2: unerwartet „'price': 399“"],
    // JSON knows no \x escape; the error points at the string that holds it, not at the file's start.
    ['an unknown escape', '{\n  "title": "A\\x41"\n}', 'Zeile 2, Spalte 12: unerwartet „"A\\x41"“'],
  ])('refuses %s with line and column', (_name, text, where) => {
    expect(problem(read(text)).message).toBe(`kein gültiges JSON: ${where} (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)`);
  });

  it('counts Windows line ends as one line break', () => {
    expect(problem(read('{\r\n  "a": 1\r\n  "b": 2\r\n}')).message).toContain('Zeile 3, Spalte 3: unerwartet „"b": 2“');
  });
});

describe('readJsonFile: positions of values', () => {
  const text = [
    '{', //
    '  "slug": "winter",',
    '  "offer": { "price": 399 },',
    '  "sections": [',
    '    { "type": "hero" },',
    '    {',
    '      "type": "faq",',
    '      "items": [1, 22, 333]',
    '    }',
    '  ]',
    '}',
  ].join('\n');

  it('gives line and column of the value at a path', () => {
    const positionOf = positions(read(text));
    expect(positionOf([])).toEqual({ line: 1, column: 1 });
    expect(positionOf(['slug'])).toEqual({ line: 2, column: 11 });
    expect(positionOf(['offer'])).toEqual({ line: 3, column: 12 });
    expect(positionOf(['offer', 'price'])).toEqual({ line: 3, column: 23 });
    expect(positionOf(['sections', 0, 'type'])).toEqual({ line: 5, column: 15 });
    expect(positionOf(['sections', 1])).toEqual({ line: 6, column: 5 });
    expect(positionOf(['sections', 1, 'items', 2])).toEqual({ line: 8, column: 24 });
  });

  it('falls back to the nearest existing ancestor for a missing field or index', () => {
    const positionOf = positions(read(text));
    expect(positionOf(['offer', 'mode'])).toEqual({ line: 3, column: 12 });
    expect(positionOf(['sections', 7, 'type'])).toEqual({ line: 4, column: 15 });
    expect(positionOf(['nothing', 'here'])).toEqual({ line: 1, column: 1 });
    expect(positionOf(['slug', 'deeper'])).toEqual({ line: 2, column: 11 });
  });

  it('accepts list indexes written as strings, but not as keys of an object', () => {
    const positionOf = positions(read(text));
    expect(positionOf(['sections', '1', 'type'])).toEqual({ line: 7, column: 15 });
    expect(positionOf(['offer', 0])).toEqual({ line: 3, column: 12 });
  });

  it('counts positions after a byte order mark and across Windows line ends', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{\r\n  "a": [true, null]\r\n}')]);
    const positionOf = positions(read(withBom));
    expect(positionOf(['a', 1])).toEqual({ line: 2, column: 15 });
    // Editors do not show the mark, so it takes no column.
    expect(positions(read(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"a": 1}')])))(['a'])).toEqual({ line: 1, column: 7 });
  });

  it('skips escaped quotes and brackets inside strings', () => {
    const positionOf = positions(read('{"a": "x\\"]}[{", "b": -1.5e3}'));
    expect(positionOf(['b'])).toEqual({ line: 1, column: 23 });
  });
});

describe('readJsonFile: nesting', () => {
  it('refuses thousands of nested brackets with file, line and column instead of overflowing the stack', () => {
    for (const text of [`{\n  "a": ${'['.repeat(8000)}`, `{\n  "a": ${'['.repeat(8000)}${']'.repeat(8000)}\n}`]) {
      expect(problem(read(text))).toEqual({
        code: 'json.too-deep',
        file: 'editions/test.json',
        path: '',
        message: `zu tief verschachtelt (Zeile 2, Spalte ${8 + MAX_NESTING - 1}): mehr als ${MAX_NESTING} Ebenen aus „[“ und „{“ ineinander; vermutlich sind dort Klammern zu viel oder nicht geschlossen`,
        severity: 'error',
      });
    }
  });

  it(`accepts ${MAX_NESTING} levels and does not count brackets inside strings`, () => {
    const deepest = `${'['.repeat(MAX_NESTING)}${']'.repeat(MAX_NESTING)}`;
    expect(read(deepest).ok).toBe(true);
    expect(read(`{"a": "${'[{'.repeat(100)}"}`).ok).toBe(true);
  });

  it('reports deep nesting of an edition through the loader instead of crashing', () => {
    const dir = copyEditions();
    const file = path.join(dir, 'fixture-full.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"slug"', `"x": ${'['.repeat(8000)},\n  "slug"`));
    expect(problemLines(dir)).toEqual([
      expect.stringMatching(/^editions\/fixture-full\.json: zu tief verschachtelt \(Zeile \d+, Spalte \d+\): mehr als 40 Ebenen/),
    ]);
  });
});

describe('the loader: a file with a great many unknown fields', () => {
  it('names the first ten and counts the rest in one line, instead of overflowing the stack (130,000 fields, 1.6 MB)', () => {
    const dir = copyEditions();
    const file = path.join(dir, 'fixture-full.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    for (let index = 0; index < 130_000; index += 1) data[`feld${index}`] = 1;
    writeFileSync(file, JSON.stringify(data));
    const lines = problemLines(dir);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('editions/fixture-full.json → feld0: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/marketing/feldreferenz.md');
    expect(lines[10]).toBe(
      'editions/fixture-full.json: und 129.990 weitere unbekannte Felder hier (insgesamt 130.000); ist das die richtige Datei? Erlaubte Felder stehen in docs/marketing/feldreferenz.md',
    );
  });
});

describe('readJsonFile: files that cannot be read', () => {
  it('names a folder called like a content file as a folder', () => {
    const dir = copyEditions();
    mkdirSync(path.join(dir, 'x.json'));
    expect(problemLines(dir)).toEqual(['editions/x.json: ist ein Ordner, keine Datei; bitte den Ordner umbenennen (ohne „.json“ am Ende) oder verschieben']);
  });

  // Root reads every file whatever its mode, so the system's refusal is handed over as the error it raises.
  it.each(['EACCES', 'EPERM'])('says when reading is not permitted (%s)', (code) => {
    expect(unreadable(Object.assign(new Error(`${code}: permission denied`), { code }))).toEqual({
      ok: false,
      code: 'file.unreadable',
      message: 'Datei darf nicht gelesen werden (fehlende Leserechte); bitte die Dateirechte prüfen',
    });
  });

  it('names an editions/ folder that cannot be listed, in German, for the check and the build alike', () => {
    const missing = path.join(path.dirname(copyEditions()), 'nirgends', 'editions');
    expect(problemLines(missing)).toEqual(['editions/: Ordner nicht gefunden; die Inhaltsdateien gehören in den Ordner editions/ des Projekts']);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'keinordner-')), 'editions');
    writeFileSync(file, '{}');
    expect(problemLines(file)).toEqual(['editions/: ist kein Ordner; die Inhaltsdateien gehören in einen Ordner dieses Namens']);
  });

  // As for files: root lists every folder whatever its mode, so the refusal is handed over as the error it raises.
  it.each(['EACCES', 'EPERM'])('says when listing the folder is not permitted (%s)', (code) => {
    expect(unlistable(Object.assign(new Error(`${code}: permission denied`), { code }))).toEqual({
      ok: false,
      code: 'folder.unreadable',
      message:
        'Ordner darf nicht gelesen werden (fehlende Leserechte); bitte die Rechte des Ordners prüfen (er muss sich öffnen und lesen lassen, z. B. „chmod u+rx editions“)',
    });
  });

  it('still names a missing file', () => {
    expect(readJsonFile(path.join(os.tmpdir(), 'gibt-es-nicht-4711.json'), 'editions/fehlt.json')).toMatchObject({
      ok: false,
      problem: { message: 'Datei nicht gefunden' },
    });
  });

  it('does not follow a symbolic link, and quotes nothing of its target', () => {
    const dir = copyEditions();
    const outside = path.join(mkdtempSync(path.join(os.tmpdir(), 'outside-')), 'passwd');
    writeFileSync(outside, 'root:x:0:0:root:/root:/bin/bash\n');
    symlinkSync(outside, path.join(dir, 'spring.json'));
    symlinkSync(path.join(dir, 'fixture-full.json'), path.join(dir, 'kopie.json'));
    const lines = problemLines(dir);
    expect(lines).toEqual([
      'editions/kopie.json: ist ein Verweis (symbolischer Link) auf eine andere Datei und wird nicht gelesen; bitte die Datei selbst in den Ordner legen',
      'editions/spring.json: ist ein Verweis (symbolischer Link) auf eine andere Datei und wird nicht gelesen; bitte die Datei selbst in den Ordner legen',
    ]);
    expect(lines.join('\n')).not.toContain('root');
  });
});

describe('readJsonFile: encodings other than UTF-8', () => {
  const HOW =
    'in VS Code unten rechts auf die Kodierung klicken → „Mit Codierung speichern“ → „UTF-8“; im Windows-Editor „Datei“ → „Speichern unter“ → Codierung „UTF-8“ (nicht „UTF-8 mit BOM“)';
  const encode = (text: string) => new TextEncoder().encode(text);

  it('names the place of a Windows-1252 („ANSI“) umlaut and says how to save as UTF-8', () => {
    // {"name": "Grüße"} as an old Windows editor saves it: ü = 0xFC, ß = 0xDF.
    const ansi = new Uint8Array([...encode('{\n  "name": "Gr'), 0xfc, 0xdf, ...encode('e"\n}')]);
    expect(problem(read(ansi))).toEqual({
      code: 'file.not-utf8',
      file: 'editions/test.json',
      path: '',
      message: `Datei ist nicht in UTF-8 gespeichert: Zeile 2, Spalte 14 enthält das Byte 0xFC, vermutlich „ü“ in Windows-1252 („ANSI“). Bitte die Datei als UTF-8 speichern: ${HOW}`,
      severity: 'error',
    });
  });

  it('names one invalid byte in an otherwise UTF-8 file, after UTF-8 umlauts', () => {
    const broken = new Uint8Array([...encode('{"name": "Frühling '), 0x80, ...encode('"}')]);
    expect(problem(read(broken)).message).toBe(
      `Datei ist nicht in UTF-8 gespeichert: Zeile 1, Spalte 20 enthält das Byte 0x80, vermutlich „€“ in Windows-1252 („ANSI“). Bitte die Datei als UTF-8 speichern: ${HOW}`,
    );
  });

  it('recognises UTF-16 („Unicode“ in the Windows editor)', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('{"a": 1}', 'utf16le')]);
    expect(problem(read(utf16))).toMatchObject({
      code: 'file.utf16',
      message: `Datei ist in UTF-16 gespeichert (im Windows-Editor „Unicode“), nicht in UTF-8; bitte als UTF-8 speichern: ${HOW}`,
    });
  });

  it('reads a file with a UTF-8 byte order mark, and warns about the mark through the loader', () => {
    const withBom = read(new Uint8Array([0xef, 0xbb, 0xbf, ...encode('{"a": "ä"}')]));
    expect(withBom).toMatchObject({ ok: true, data: { a: 'ä' }, warnings: [{ code: 'file.bom', severity: 'warning' }] });

    const dir = copyEditions();
    const file = path.join(dir, 'fixture-full.json');
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
    expect(problemLines(dir)).toEqual([
      `Warnung: editions/fixture-full.json: beginnt mit einer Byte-Order-Mark (BOM, unsichtbare Zeichen, wie sie ältere Windows-Editoren schreiben); sie wird ignoriert. Bitte als UTF-8 ohne BOM speichern: ${HOW}`,
    ]);
  });
});
