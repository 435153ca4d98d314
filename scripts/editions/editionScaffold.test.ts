import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaffoldEdition } from './editionScaffold';

/** A new edition is its template's text with its own address: the marketer's formatting stays as written. */
function editionsWith(template: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editions-'));
  writeFileSync(path.join(dir, 'winter.json'), template);
  return dir;
}

describe('edition:new', () => {
  it('keeps the template’s indentation, key order and compact lists, setting only the address, the schema reference and the dates', () => {
    const dir = editionsWith(
      '{\n    "name": "Winter",\n    "slug": "winteredition",\n    "startDate": "2026-01-05",\n    "badges": ["Live", "Gruppe"],\n    "offer": { "slug": "innen", "validFrom": "2025-09-01" }\n}\n',
    );
    scaffoldEdition({ dir, name: 'spring', from: 'winter' });
    expect(readFileSync(path.join(dir, 'spring.json'), 'utf8')).toBe(
      '{\n    "$schema": "./edition.schema.json",\n    "name": "Winter",\n    "slug": "fruehlingsedition",\n    "startDate": "",\n    "badges": ["Live", "Gruppe"],\n    "offer": { "slug": "innen", "validFrom": "" }\n}\n',
    );
  });

  it('adds a missing address and start as the last fields, in the template’s indentation', () => {
    const dir = editionsWith('{\n\t"$schema": "./edition.schema.json",\n\t"name": "Winter"\n}\n');
    scaffoldEdition({ dir, name: 'spring', from: 'winter' });
    expect(readFileSync(path.join(dir, 'spring.json'), 'utf8')).toBe(
      '{\n\t"$schema": "./edition.schema.json",\n\t"name": "Winter",\n\t"slug": "fruehlingsedition",\n\t"startDate": ""\n}\n',
    );
  });
});
