import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { jsonSchemaFiles } from '../scripts/lib/jsonSchemas';
import { editionFileNames } from '../engine/load';
import { projectRoot } from './helpers/content';

it.each([...jsonSchemaFiles()])('editions/%s matches the zod schemas (run `npm run schema` after changing them)', (file, expected) => {
  expect(readFileSync(path.join(projectRoot, 'editions', file), 'utf8')).toBe(expected);
});

it('every content file points its editor to the JSON Schema', () => {
  const dir = path.join(projectRoot, 'editions');
  for (const name of editionFileNames(dir)) {
    expect(JSON.parse(readFileSync(path.join(dir, name), 'utf8')).$schema, name).toBe('./edition.schema.json');
  }
  expect(JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')).$schema).toBe('./site.schema.json');
});
