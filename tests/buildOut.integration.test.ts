import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from './helpers/cli';
import { copyProject } from './helpers/projectCopy';

/**
 * `npm run build -- --out <folder>` replaces the folder it builds into: pointed at a folder of the project
 * (`--out editions`), it would delete every content file. Such a folder is refused before anything is read.
 */
describe('npm run build -- --out', () => {
  it('refuses a folder of the project itself and leaves it as it was', () => {
    const project = copyProject({ content: 'fixtures' });
    // A file nobody has committed yet: no copy of it exists anywhere else.
    writeFileSync(path.join(project, 'editions', 'entwurf.txt'), 'Ideen für die Sommer-Edition');
    const before = readdirSync(path.join(project, 'editions')).sort();
    for (const [out, expected] of [
      ['editions', '--out editions: liegt im Ordner editions/ des Projekts; ein Build ersetzt den Ordner, in den er schreibt'],
      ['src/pages', '--out src/pages: liegt im Ordner src/ des Projekts'],
      ['.', '--out .: ist der Projektordner oder enthält ihn'],
    ]) {
      const result = runScript('build.ts', ['--out', out, '--today', '2025-01-01'], project);
      expect(result.status, out).toBe(1);
      expect(result.stderr).toContain(expected);
    }
    expect(readdirSync(path.join(project, 'editions')).sort()).toEqual(before);
    expect(readdirSync(path.join(project, 'src', 'pages')).length).toBeGreaterThan(0);
  }, 120_000);
});
