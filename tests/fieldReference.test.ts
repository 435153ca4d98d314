import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { HINT } from '../src/content/problemHints';
import { REFERENCE_END, REFERENCE_START, withFieldReference } from '../scripts/editions/fieldReference';
import { projectRoot } from './helpers/content';

/** docs/marketing/feldreferenz.md: the marketers' guide, with a field reference generated from the schemas. */
const guide = readFileSync(path.join(projectRoot, 'docs/marketing/feldreferenz.md'), 'utf8');

it('the field reference in docs/marketing/feldreferenz.md matches the schemas (run `npm run docs` after changing them)', () => {
  expect(guide).toContain(REFERENCE_START);
  expect(guide).toContain(REFERENCE_END);
  expect(guide).toBe(withFieldReference(guide));
});

it('lists every edition and site field the editors know, with type, presence and description', () => {
  for (const row of ['| `offer.voucher` | Text | Pflicht |', '| `valueBreakdown[].isBonus` | true oder false | optional, Standard false |', '| `legal.imprintUrl` | https-Adresse | Pflicht |']) {
    expect(guide).toContain(row);
  }
  expect(guide).toContain('### `sections[]` mit `"type": "faq"`');
});

it('is where the error messages send the reader', () => {
  expect(HINT).toContain('docs/marketing/feldreferenz.md');
  expect(guide).toMatch(/^## Feldreferenz$/m);
  expect(guide).toMatch(/^### Symbole$/m);
});

it('names only npm scripts that exist', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
  const named = [...new Set([...guide.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1]))];
  expect(named.filter((name) => !(name in scripts))).toEqual([]);
  expect(named).toEqual(expect.arrayContaining(['edition:new', 'editions:check', 'dev', 'build', 'editions:diff', 'docs']));
});
