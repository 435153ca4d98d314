import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionHistory } from '#scripts/versions/editionHistory';
import { runScript } from '#tests/helpers/cli';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { editJson } from '#tests/helpers/tempContent';
import { copyProject } from '#tests/helpers/projectCopy';

/**
 * `npm run publish` on the command line is recorded in the studio's Verlauf as the studio's „Veröffentlichen“ is:
 * a commit by the repository's git user with the studio's trailers, for a publish and for a rollback. A copy
 * of the project with the fixtures' content, publishing to a folder inside it, built for a fixed day.
 */

let project: string;
const edition = `editions/${EARLY}.json`;
const git = (...args: string[]) => execFileSync('git', args, { cwd: project, encoding: 'utf8' });
const publish = (...args: string[]) => runScript('publish.ts', ['--yes', '--today', FIXTURE_TODAY, ...args], project, { timeoutMs: 120_000 });
const lastCommit = () => git('log', '-1', '--format=%an <%ae>|%cn <%ce>|%s|%(trailers:key=Studio-Aktion,valueonly,separator=%x2C)').trim().split('|');
const verlauf = () => editionHistory(project, path.join(project, 'editions'), edition);

beforeAll(() => {
  project = copyProject({ content: 'fixtures' });
  writeFileSync(path.join(project, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: '.live' }));
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Paula Publik');
  git('config', 'user.email', 'paula@example.de');
  git('add', 'editions');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'commit', '-q', '-m', 'Add editions');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('npm run publish in the Verlauf', () => {
  it('records a publish as a commit by the git user, listed in the edition’s Verlauf, and a rollback too', async () => {
    const first = publish();
    expect(first.status, first.stderr).toBe(0);
    const [author, committer, subject, action] = lastCommit();
    expect(author).toBe('Paula Publik <paula@example.de>');
    expect(committer).toBe('Paula Publik <paula@example.de>');
    expect(subject).toMatch(/^Veröffentlicht: /);
    expect(action).toBe('veröffentlicht');
    // A publish commits no file: what went live is named by its versions.
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('');
    expect((await verlauf()).versions[0]).toMatchObject({ kind: 'veröffentlicht', author: 'Paula Publik', readable: true });

    editJson(project, edition, (data) => (data.offer.price -= 10));
    git('commit', '-q', '-am', 'Preis gesenkt');
    expect(publish().status).toBe(0);
    const releases = publish('--list')
      .stdout.split('\n')
      .filter((line) => /^\s*(● live )?\s*\d{4}-/.test(line));
    expect(releases).toHaveLength(2);
    const older = releases[1].trim().split(/\s+/)[0];

    const rollback = runScript('publish.ts', ['--rollback', older], project);
    expect(rollback.status, rollback.stderr).toBe(0);
    const [rolledBy, , rolledSubject, rolledAction] = lastCommit();
    expect(rolledBy).toBe('Paula Publik <paula@example.de>');
    expect(rolledSubject).toMatch(/^Zurückgerollt auf die Veröffentlichung vom /);
    expect(rolledAction).toBe('zurückgerollt');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(edition);
    expect((await verlauf()).versions.slice(0, 3).map((version) => version.kind)).toEqual(['zurückgerollt', 'veröffentlicht', 'außerhalb']);
  }, 300_000);
});
