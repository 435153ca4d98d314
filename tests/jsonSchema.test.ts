import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { editionFieldGroups, siteFieldGroups } from '../scripts/editions/fieldReference';
import { jsonSchemaFiles, readSectionDefaults } from '../scripts/editions/jsonSchemas';
import { editionFileNames } from '../src/content/loadContent';
import { projectRoot } from './helpers/content';

// Which section fields an edition may leave out depends on the shared defaults site.json holds.
it.each([...jsonSchemaFiles(readSectionDefaults(path.join(projectRoot, 'editions')))])(
  'editions/%s matches the zod schemas (run `npm run schema` after changing them)',
  (file, expected) => {
    expect(readFileSync(path.join(projectRoot, 'editions', file), 'utf8')).toBe(expected);
  },
);

it('every content file points its editor to the JSON Schema', () => {
  const dir = path.join(projectRoot, 'editions');
  for (const name of editionFileNames(dir)) {
    expect(JSON.parse(readFileSync(path.join(dir, name), 'utf8')).$schema, name).toBe('./edition.schema.json');
  }
  expect(JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')).$schema).toBe('./site.schema.json');
});

it.each([
  ['edition', editionFieldGroups],
  ['site', siteFieldGroups],
])('every %s field and list entry carries a German description (the editor tooltip)', (_name, groups) => {
  const rows = groups().flatMap((group) => group.rows);
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.filter((row) => !row.description).map((row) => row.path)).toEqual([]);
  // The union forms (offer modes, section types) explain themselves too.
  expect(
    groups()
      .filter((group) => !group.description)
      .map((group) => group.title),
  ).toEqual([]);
});
