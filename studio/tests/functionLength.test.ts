import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/helpers/content';

/**
 * No function in the studio is longer than 150 lines: a use case, a route, a screen or a hook that grows past it is
 * split into modules of their own, each a plain function with its dependencies passed in (docs/entwicklung/
 * studio-aufbau.md). Tests are left out; every other .ts/.tsx file under studio/ (server, screens, shared code) is
 * read with the TypeScript compiler and each function (declaration, expression, arrow, method, accessor, constructor)
 * measured from its first line to its last.
 */

const MAX_LINES = 150;
/** The whole studio: its server, its screens (studio/app/) and what both share. */
const STUDIO = path.join(projectRoot, 'studio');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'tests' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The name a function goes by: its own, its variable's, its property's, or its line. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  return `(function at line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

interface LongFunction {
  file: string;
  name: string;
  lines: number;
}

/** Every function in `text` longer than `max` lines. */
function longFunctions(file: string, text: string, max = MAX_LINES): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ file, name: nameOf(node as ts.FunctionLikeDeclaration, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the length of the studio’s functions', () => {
  it('measures a function, an arrow and a method, and lets a short one pass', () => {
    const body = (count: number) => Array.from({ length: count }, (_, at) => `  const v${at} = ${at};`).join('\n');
    const text = [
      `export function long() {\n${body(151)}\n}`,
      `const arrow = () => {\n${body(160)}\n};`,
      `class Screen {\n  render() {\n${body(149)}\n  }\n}`,
      `function short() {\n${body(148)}\n}`,
    ].join('\n');
    expect(longFunctions('fixture.ts', text).map(({ name, lines }) => [name, lines])).toEqual([
      ['long', 153],
      ['arrow', 162],
      ['render', 151],
    ]);
  });

  it(`has no function over ${MAX_LINES} lines in studio/ (tests aside)`, () => {
    const files = sourceFiles(STUDIO);
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((file) => file.includes(`${path.sep}app${path.sep}`))).toBe(true);
    const long = files.flatMap((file) => longFunctions(path.relative(projectRoot, file), readFileSync(file, 'utf8')));
    expect(long.map(({ file, name, lines }) => `${file}: ${name} (${lines} Zeilen)`)).toEqual([]);
  });
});
