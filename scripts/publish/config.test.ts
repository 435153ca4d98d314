import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, formatProblem } from '#engine/errors';
import { readPublishConfig } from './config';

/** publish.config.json: read once, every mistake named by file, field and what is expected. */

function withConfig(text: string | undefined) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ziel-'));
  if (text !== undefined) writeFileSync(path.join(root, 'publish.config.json'), text);
  return root;
}

const problemsOf = (root: string, env: NodeJS.ProcessEnv = {}) => {
  try {
    readPublishConfig(root, env);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error('kein Fehler gemeldet');
};

describe('publish.config.json', () => {
  it('reads a directory target relative to the file, with the number of releases to keep', () => {
    const root = withConfig('{ "target": "directory", "directory": "../live" }');
    expect(readPublishConfig(root, {})).toEqual({ target: 'directory', directory: path.resolve(root, '../live'), keep: 5 });
  });

  it('reads a git target with its defaults', () => {
    expect(readPublishConfig(withConfig('{ "target": "git" }'), {})).toEqual({ target: 'git', remote: 'origin', branch: 'main' });
  });

  it('reads the live site’s name the studio shows, trimmed, and refuses an empty or long one', () => {
    expect(readPublishConfig(withConfig('{ "target": "git", "name": " www.gewichtscoaching.de " }'), {})).toMatchObject({ name: 'www.gewichtscoaching.de' });
    expect(problemsOf(withConfig('{ "target": "directory", "directory": "../live", "name": " " }'))).toEqual([
      expect.stringMatching(/publish\.config\.json → name: Name der Live-Seite erwartet/),
    ]);
    expect(problemsOf(withConfig(JSON.stringify({ target: 'git', name: 'x'.repeat(81) })))).toEqual([expect.stringMatching(/→ name: höchstens 80 Zeichen/)]);
  });

  it('takes another file from PUBLISH_CONFIG', () => {
    const root = withConfig(undefined);
    writeFileSync(path.join(root, 'ziel.json'), '{ "target": "git", "branch": "live" }');
    expect(readPublishConfig(root, { PUBLISH_CONFIG: 'ziel.json' })).toMatchObject({ target: 'git', branch: 'live' });
  });

  it('names the file, the field and what is expected for every mistake', () => {
    expect(problemsOf(withConfig(undefined))[0]).toMatch(/^publish\.config\.json.*fehlt/);
    expect(problemsOf(withConfig('{ "target": "ftp" }'))[0]).toContain('„target“ muss „directory“');
    expect(problemsOf(withConfig('{ "target": "directory", "directory": "", "keep": 1 }'))).toEqual([
      expect.stringMatching(/publish\.config\.json → directory: Pfad zum Ordner erwartet/),
      expect.stringMatching(/publish\.config\.json → keep: .*2/),
    ]);
    expect(problemsOf(withConfig('{ "target": "git", "branch": "main; rm -rf /", "remote": "origin", "user": "x" }'))).toEqual([
      expect.stringMatching(/→ branch: Name eines Branches erwartet/),
      expect.stringMatching(/→ user: unbekanntes Feld/),
    ]);
    expect(problemsOf(withConfig('{ "target": "git", '))[0]).toMatch(/^publish\.config\.json/);
  });

  it('refuses a target folder inside the project’s own folders or its build output, which would destroy it', () => {
    const root = withConfig(undefined);
    const refusedFor = (directory: string) => {
      writeFileSync(path.join(root, 'publish.config.json'), JSON.stringify({ target: 'directory', directory }));
      return problemsOf(root);
    };
    expect(refusedFor('dist')).toEqual([expect.stringMatching(/^publish\.config\.json → directory: „dist“ liegt im Ordner dist\/, den jeder Build ersetzt/)]);
    expect(refusedFor('editions/live')[0]).toContain('„editions/live“ liegt im Ordner editions/ des Projekts');
    expect(refusedFor('public')[0]).toContain('liegt im Ordner public/ des Projekts');
    expect(refusedFor('.')[0]).toContain('ist der Projektordner oder enthält ihn');
    expect(refusedFor('..')[0]).toContain('ist der Projektordner oder enthält ihn');
    // A folder of its own inside the project (the shipped `.live/`) is fine.
    writeFileSync(path.join(root, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: '.live' }));
    expect(readPublishConfig(root, {})).toMatchObject({ directory: path.join(root, '.live') });
  });
});
