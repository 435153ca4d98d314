import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyEditions, editJson, problemLines } from '#tests/helpers/tempContent';

/** The engine's text and link checks (engine/schemaParts.test.ts) as the loader reports them: with file and field. */
describe('text and link checks through the loader', () => {
  it('reports a lone surrogate written as an escape in an edition file through the loader', () => {
    const dir = copyEditions();
    const file = `${dir}/fixture-early.json`;
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/"name": "[^"]*"/, '"name": "Winter\\ud800-Edition"'));
    expect(problemLines(dir)).toEqual([
      'editions/fixture-early.json → name: enthält das unvollständige Zeichen U+D800 (halbes Zeichen ohne seine zweite Hälfte, meist Rest eines zerschnittenen Emojis) an Stelle 7, direkt nach „Winter“ – auf der Seite erschiene „�“; bitte entfernen und das Zeichen, falls gewollt, vollständig neu eingeben',
    ]);
  });

  it('reports a legal link typo in site.json through the loader, with file and field', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.legal.imprintUrl = data.legal.imprintUrl.replace('https://', 'https:/')));
    expect(problemLines(dir)).toEqual([expect.stringMatching(/^editions\/site\.json → legal\.imprintUrl: Adresse muss genau mit „https:\/\/“ beginnen/)]);
  });

  it('reports a control character in an edition through the loader, with file and field', () => {
    const dir = copyEditions();
    editJson(dir, 'fixture-early.json', (data) => (data.name = 'Winter\u0000Edition'));
    expect(problemLines(dir)).toEqual([
      'editions/fixture-early.json → name: enthält das Steuerzeichen U+0000 (Nullzeichen) an Stelle 7, direkt nach „Winter“ – bitte entfernen',
    ]);
  });
});
