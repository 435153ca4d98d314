import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitTarget } from './gitTarget';

/**
 * What taking back a publish on the git target would bring back (the studio's image library keeps the images
 * it names): a project whose publishes are commits made by hand on a local bare remote, without building.
 */

let project: string;
let remote: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: project, encoding: 'utf8' }).trim();
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
};

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'git-ziel-'));
  remote = path.join(mkdtempSync(path.join(os.tmpdir(), 'remote-')), 'site.git');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Redaktion');
  git('config', 'user.email', 'redaktion@example.org');
  git('remote', 'add', 'origin', remote);
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(path.dirname(remote), { recursive: true, force: true });
});

describe('the git target’s rollbacks', () => {
  it('bring back, for each listed publish, the edition files it changed as they were before it', async () => {
    write('editions/site.json', '{"site":1}');
    write('editions/winter.json', '{"bild":"/images/winter-alt.svg"}');
    commit('Stand vor dem Test');
    write('editions/winter.json', '{"bild":"/images/winter-neu.svg"}');
    write('editions/spring.json', '{"bild":"/images/fruehling.svg"}');
    const first = commit('Veröffentlicht: Winter-Edition 2026 (Titelbild), Frühlings-Edition neu');
    write('editions/winter.json', '{"bild":"/images/winter-zurueck.svg"}');
    commit('Zurückgenommen: Winter-Edition 2026 (Titelbild)');
    write('editions/spring.json', '{"bild":"/images/fruehling-2.svg"}');
    write('public/images/fruehling-2.svg', '<svg/>');
    const second = commit('Veröffentlicht: Frühlings-Edition (Titelbild)');
    git('push', '-q', 'origin', 'main');
    // Not pushed: not a release.
    write('editions/spring.json', '{"bild":"/images/lokal.svg"}');
    commit('Veröffentlicht: nur hier');

    const offered = await gitTarget({ target: 'git', remote: 'origin', branch: 'main' }, project).rollbackContent();
    expect(offered.map((release) => [release.id, release.files])).toEqual([
      [second, { 'editions/spring.json': '{"bild":"/images/fruehling.svg"}' }],
      // The spring edition was new with it: taking it back removes the file, nothing of it comes back.
      [first, { 'editions/winter.json': '{"bild":"/images/winter-alt.svg"}' }],
    ]);
    expect(offered[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
