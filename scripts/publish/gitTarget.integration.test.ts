import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '#src/content/loadContent';
import { quickSiteBuild } from '#tests/helpers/quickSiteBuild';
import { TEST_DAY } from '#tests/helpers/testDay';
import { copyProject, editJson } from '../dev/projectCopy';
import { createPublisher } from './publisher';
import { PublishError } from './publishError';

/**
 * Publishing to git: a project copy whose remote is a local bare repository. A changed edition arrives
 * there as one commit with a German message and nothing else; an edition with an error, or a change in
 * a file publishing does not own, is refused and pushes nothing.
 */

let project: string;
let remote: string;
let editionKey: string;
let otherKey: string;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
// The git target's host builds the pages itself: the quick stand-in builds each snapshot, for the tests' day.
const publisher = () => createPublisher({ root: project, today: TEST_DAY, buildSite: quickSiteBuild });
const remoteHead = () => git(remote, 'rev-parse', 'main');

beforeAll(() => {
  project = copyProject();
  remote = path.join(mkdtempSync(path.join(os.tmpdir(), 'remote-')), 'site.git');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  writeFileSync(path.join(project, 'publish.config.json'), JSON.stringify({ target: 'git', remote: 'origin', branch: 'main' }));
  git(project, 'init', '-q', '-b', 'main');
  git(project, 'config', 'user.name', 'Redaktion');
  git(project, 'config', 'user.email', 'redaktion@example.org');
  git(project, 'add', '-A');
  git(project, 'commit', '-q', '-m', 'Stand vor dem Test');
  git(project, 'remote', 'add', 'origin', remote);
  git(project, 'push', '-q', 'origin', 'main');
  const { editions, featured } = loadContent({ dir: path.join(project, 'editions'), publicDir: path.join(project, 'public'), today: TEST_DAY });
  editionKey = featured.key;
  otherKey = editions.find((edition) => edition !== featured)!.key;
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(path.dirname(remote), { recursive: true, force: true });
});

const refusal = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof PublishError) return error;
    throw error;
  }
  throw new Error('nicht abgelehnt');
};

describe('publishing to git', () => {
  it('commits the changed edition with a German message naming it and its fields, and pushes only that', async () => {
    const before = remoteHead();
    let name = '';
    let priceLabel = '';
    editJson(project, `editions/${editionKey}.json`, (data) => {
      data.offer.price -= 10;
      name = data.name;
      priceLabel = data.offer.mode === 'early-bird' ? 'Frühbucherpreis inkl. MwSt.' : 'Komplettpreis inkl. MwSt.';
    });
    const plan = await publisher().plan();
    expect(plan.changes.files.map((file) => [file.file, file.status])).toEqual([[`editions/${editionKey}.json`, 'geändert']]);
    const release = await publisher().deploy(plan);

    expect(git(remote, 'rev-list', '--count', `${before}..main`)).toBe('1');
    expect(remoteHead()).toBe(release.id);
    const message = git(remote, 'log', '-1', '--format=%s', 'main');
    expect(message).toMatch(/^Veröffentlicht: /);
    expect(message).toContain(name);
    expect(message).toContain(priceLabel);
    expect(git(remote, 'show', '--name-only', '--format=', 'main')).toBe(`editions/${editionKey}.json`);
    expect(git(project, 'status', '--porcelain')).toBe('');
    expect((await publisher().releases()).releases[0]).toMatchObject({ id: release.id, live: true });
  });

  it('refuses an edition with an error and pushes nothing', async () => {
    const before = remoteHead();
    editJson(project, `editions/${editionKey}.json`, (data) => {
      data.offer.price = '299 €';
    });
    const error = await refusal(() => publisher().plan());
    expect(error.message).toContain('Fehler');
    expect(error.problems.map((problem) => `${problem.file} → ${problem.path}`)).toContain(`editions/${editionKey}.json → offer.price`);
    expect(remoteHead()).toBe(before);
    git(project, 'checkout', '--', 'editions');
  });

  it('refuses while the working tree holds a change publishing did not make, or something staged', async () => {
    const before = remoteHead();
    editJson(project, `editions/${editionKey}.json`, (data) => {
      data.offer.price -= 5;
    });
    writeFileSync(path.join(project, 'src', 'App.tsx'), `${readFileSync(path.join(project, 'src', 'App.tsx'), 'utf8')}\n// geändert\n`);
    expect((await refusal(() => publisher().plan())).message).toContain('src/App.tsx');
    git(project, 'checkout', '--', 'src');
    git(project, 'add', `editions/${editionKey}.json`);
    expect((await refusal(() => publisher().plan())).message).toContain('vorgemerkt');
    git(project, 'reset', '-q');
    git(project, 'checkout', '--', 'editions');
    expect(remoteHead()).toBe(before);
  });

  it('takes a publish back with a revert commit, pushed', async () => {
    const [live] = (await publisher().releases()).releases;
    const taken = await publisher().rollback(live.id);
    expect(remoteHead()).toBe(taken.id);
    expect(git(remote, 'log', '-1', '--format=%s', 'main')).toMatch(/^Zurückgenommen: /);
    expect(git(remote, 'show', `main:editions/${editionKey}.json`)).toBe(git(remote, 'show', `${live.id}~1:editions/${editionKey}.json`));
    // The project holds the taken-back version too: the next publish does not put the change live again.
    expect(readFileSync(path.join(project, 'editions', `${editionKey}.json`), 'utf8').trim()).toBe(git(remote, 'show', `main:editions/${editionKey}.json`));
    expect(git(project, 'status', '--porcelain')).toBe('');
  });

  it('commits the snapshot that was checked, not an edition saved while the publish runs', async () => {
    editJson(project, `editions/${editionKey}.json`, (data) => (data.name = 'Geprüfter Name'));
    const reviewed = readFileSync(path.join(project, 'editions', `${editionKey}.json`), 'utf8');
    const plan = await publisher().plan();
    // Saved after „Gebaut für …“: another name and a price nobody has seen in the dialog.
    editJson(project, `editions/${editionKey}.json`, (data) => {
      data.name = 'Ungeprüfter Name';
      data.offer.price = 299;
    });
    const release = await publisher().deploy(plan);
    expect(remoteHead()).toBe(release.id);
    expect(git(remote, 'show', `main:editions/${editionKey}.json`)).toBe(reviewed.trim());
    expect(git(remote, 'log', '-1', '--format=%s', 'main')).toContain('Geprüfter Name');
    // The later save stays in the project, as a change the next publish shows.
    expect(readFileSync(path.join(project, 'editions', `${editionKey}.json`), 'utf8')).toContain('Ungeprüfter Name');
    expect(git(project, 'status', '--porcelain')).toBe(`M editions/${editionKey}.json`);
  });

  it('stops a rollback whose revert conflicts with a later publish, with a German message, leaving every file as it was', async () => {
    // The save left by the test before is published: it changes the lines the publish before it changed.
    const later = await publisher().deploy(await publisher().plan());
    const [, earlier] = (await publisher().releases()).releases;
    expect(earlier.summary).toContain('Geprüfter Name');
    const text = readFileSync(path.join(project, 'editions', `${editionKey}.json`), 'utf8');
    const error = await refusal(() => publisher().rollback(earlier.id));
    expect(error.message).toBe(
      `Nicht zurückgenommen: Spätere Veröffentlichungen haben dieselben Stellen geändert (editions/${editionKey}.json). Nichts wurde geändert; bitte die gewünschte Fassung im Studio herstellen (Verlauf) und neu veröffentlichen.`,
    );
    expect(readFileSync(path.join(project, 'editions', `${editionKey}.json`), 'utf8')).toBe(text);
    expect(existsSync(path.join(project, '.git', 'REVERT_HEAD'))).toBe(false);
    expect(git(project, 'status', '--porcelain')).toBe('');
    expect(git(project, 'rev-parse', 'HEAD')).toBe(later.id);
    expect(remoteHead()).toBe(later.id);
  });

  it('keeps an edition saved during a rollback whose push fails', async () => {
    git(project, 'checkout', '--', 'editions');
    const [live] = (await publisher().releases()).releases;
    const before = git(project, 'rev-parse', 'HEAD');
    const saved = '{ "gespeichert": "während des Zurücknehmens" }';
    // The remote refuses the push; while it runs, the studio saves another edition.
    const hook = path.join(remote, 'hooks', 'pre-receive');
    writeFileSync(hook, `#!/bin/sh\nprintf '%s' '${saved}' > '${path.join(project, 'editions', `${otherKey}.json`)}'\necho abgelehnt >&2\nexit 1\n`);
    chmodSync(hook, 0o755);
    try {
      const error = await refusal(() => publisher().rollback(live.id));
      expect(error.message).toContain('Nichts wurde zurückgenommen.');
    } finally {
      rmSync(hook);
    }
    expect(readFileSync(path.join(project, 'editions', `${otherKey}.json`), 'utf8')).toBe(saved);
    expect(git(project, 'rev-parse', 'HEAD')).toBe(before);
    expect(remoteHead()).toBe(live.id);
    expect(git(project, 'status', '--porcelain')).toBe(`M editions/${otherKey}.json`);
    git(project, 'checkout', '--', 'editions');
  });
});
