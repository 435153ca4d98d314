import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { anchorSteps, fieldAnchor } from '#engine/fieldAnchor';
import { HINT } from '../src/content/problemHints';
import { editionJsonSchema, readSectionDefaults } from '../scripts/editions/jsonSchemas';
import { REFERENCE_END, REFERENCE_START, withFieldReference } from '../scripts/editions/fieldReference';
import { fixturesDir, projectRoot } from './helpers/content';
import { anchorsOf, documentFiles, readDocument } from './helpers/documents';

/** docs/marketing/feldreferenz.md: the field reference generated from the schemas, on a page of its own. */
const REFERENCE = 'docs/marketing/feldreferenz.md';
const reference = readDocument(REFERENCE);

it('the field reference matches the schemas (run `npm run docs` after changing them)', () => {
  expect(reference).toContain(REFERENCE_START);
  expect(reference).toContain(REFERENCE_END);
  expect(reference).toBe(withFieldReference(reference));
});

it('lists every edition and site field the editors know, with type, presence and description', () => {
  for (const row of [
    '| <a id="feld-offer.early-bird.voucher"></a>`offer.voucher` | Text | Pflicht |',
    '| <a id="feld-valueBreakdown.isBonus"></a>`valueBreakdown[].isBonus` | true oder false | optional, Standard false |',
    '| <a id="feld-site.legal.imprintUrl"></a>`legal.imprintUrl` | https-Adresse | Pflicht |',
  ]) {
    expect(reference).toContain(row);
  }
  expect(reference).toContain('## `sections[]` mit `"type": "faq"`');
});

it('is where the error messages send the reader', () => {
  expect(HINT).toContain(REFERENCE);
  expect(reference).toMatch(/^# Feldreferenz$/m);
  expect(reference).toMatch(/^## Symbole$/m);
});

it('has an anchor for every field of an edition, as the studio links each field’s help to it', () => {
  const schema = editionJsonSchema(readSectionDefaults(path.join(projectRoot, 'editions')));
  const anchors = anchorsOf(reference);
  const missing: string[] = [];
  // Every value of a full edition (every section type, both forms of the offer), by its path as the studio has it.
  const walk = (document: unknown, value: unknown, at: (string | number)[]) => {
    if (at.length > 0) {
      const steps = anchorSteps(schema, document, at);
      if (!steps || !anchors.has(fieldAnchor(steps))) missing.push(`${at.join('.')} → ${steps ? fieldAnchor(steps) : 'kein Feld'}`);
    }
    if (Array.isArray(value))
      value.forEach((entry, index) => {
        walk(document, entry, [...at, index]);
      });
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) if (!(at.length === 0 && key === '$schema')) walk(document, child, [...at, key]);
    }
  };
  for (const file of ['fixture-full.json', 'fixture-early.json']) {
    const edition = JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8'));
    walk(edition, edition, []);
  }
  expect(missing).toEqual([]);
  // A union's form decides the anchor; a path that leaves the schema has none.
  const early = JSON.parse(readFileSync(path.join(fixturesDir, 'fixture-early.json'), 'utf8'));
  expect(fieldAnchor(anchorSteps(schema, early, ['offer', 'voucher'])!)).toBe('feld-offer.early-bird.voucher');
  expect(anchorSteps(schema, early, ['offer', 'gibtEsNicht'])).toBeUndefined();
});

it('names only npm scripts that exist, on every page of the marketers’ guide', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
  const guide = documentFiles()
    .filter((file) => file.startsWith('docs/marketing/'))
    .map(readDocument)
    .join('\n');
  const named = [...new Set([...guide.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1]))];
  expect(named.filter((name) => !(name in scripts))).toEqual([]);
  expect(named).toEqual(expect.arrayContaining(['edition:new', 'editions:check', 'dev', 'build', 'editions:diff', 'docs', 'studio', 'publish']));
});
