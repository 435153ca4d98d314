import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/content';

/**
 * An import shows the floor it reaches: a module of another floor, or one more than a folder up, is named by
 * its alias (`#engine/…`, `#kit/…`, `#sections/…`, `#src/…`, `#scripts/…`, `#studio/…`, `#tests/…`; package.json
 * `imports`, tsconfig.json `paths`), never by a chain of `../../`.
 */
const FLOORS = ['engine', 'kit', 'sections', 'src', 'scripts', 'studio', 'tests'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*|import\.meta\.glob(?:<[^>]*>)?\(\s*)(['"])([^'"]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)));
}

/** Each import in a file's text that climbs more than one folder: `file: specifier`. */
function climbingImports(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)].filter(([, , specifier]) => specifier.startsWith('../../')).map(([, , specifier]) => `${file}: ${specifier}`);
}

describe('import paths', () => {
  it('finds an import that climbs two folders, and none that climbs one', () => {
    expect(climbingImports('kit/ui/x.ts', "import { a } from '../../engine/format';\nconst b = await import('../../src/x');")).toEqual([
      'kit/ui/x.ts: ../../engine/format',
      'kit/ui/x.ts: ../../src/x',
    ]);
    expect(climbingImports('kit/ui/x.ts', "import { a } from '../model/offer';\nimport { b } from '#engine/format';")).toEqual([]);
  });

  it('no source or test file climbs more than one folder', () => {
    const files = [...FLOORS.flatMap(sourceFiles), 'vite.config.ts', 'vite.base.ts', 'vitest.config.ts']
      // These two write imports as text: the layer rules' fixtures and this test's own examples.
      .filter((file) => file !== 'tests/layers.integration.test.ts' && file !== 'tests/importPaths.test.ts');
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => climbingImports(file, readFileSync(path.join(projectRoot, file), 'utf8')))).toEqual([]);
  });
});
