import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureContent, fixturesDir } from '#tests/helpers/content';
import { contentFilePath, editionFileName, editionFilePath, editionKeyOfFileName, editionKeyOfPath, isContentFilePath } from './editionFile';
import { editionFileIn, editionsFolderIn } from './editionFolder';

/** An edition's file named four ways (src/content/editionFile.ts, editionFolder.ts): each form leads back to the key. */
describe('edition file names', () => {
  it('names the key winter as winter.json, editions/winter.json and a file directly in the content folder', () => {
    expect(editionFileName('winter')).toBe('winter.json');
    expect(editionKeyOfFileName('winter.json')).toBe('winter');
    expect(editionFilePath('winter')).toBe('editions/winter.json');
    expect(contentFilePath('site.json')).toBe('editions/site.json');
    expect(editionsFolderIn('/projekt')).toBe(path.join('/projekt', 'editions'));
    expect(editionFileIn(path.join('/projekt', 'editions'), 'winter')).toBe(path.join('/projekt', 'editions', 'winter.json'));
  });

  it('is how the loader names each edition, and the absolute path is the file it read', () => {
    for (const edition of fixtureContent().editions) {
      expect(edition.file).toBe(editionFilePath(edition.key));
      expect(editionKeyOfPath(edition.file)).toBe(edition.key);
      expect(existsSync(editionFileIn(fixturesDir, edition.key))).toBe(true);
    }
  });

  it('finds no edition key in site.json or a path outside the content folder', () => {
    expect(editionKeyOfPath('editions/site.json')).toBeUndefined();
    expect(editionKeyOfPath('public/images/winter.json')).toBeUndefined();
    expect(editionKeyOfPath('editions/winter.svg')).toBeUndefined();
    expect(editionKeyOfPath('editions/alt/winter.json')).toBeUndefined();
    expect(isContentFilePath('editions/site.json')).toBe(true);
    expect(isContentFilePath('public/images/strand.jpg')).toBe(false);
  });

  it('makes no path from a key the naming rule refuses', () => {
    const dir = path.join('/projekt', 'editions');
    for (const key of ['../geheim', 'Winter', 'site', 'con', '']) expect(() => editionFileIn(dir, key)).toThrow();
  });
});
