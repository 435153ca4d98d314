import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStudioApi } from '../server/api';
import { createPublishJobs } from '../server/publish';
import type { PublishJobView } from '../shared/apiTypes';
import type { Publisher } from '#scripts/publish/publisher';
import { contentFiles } from '#scripts/publish/snapshot';
import { localStudio, type LocalStudio } from './helpers/localStudio';
import { EARLY, FIXTURE_TODAY, FULL } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';

/**
 * Every save in the local studio is a git commit of exactly the file it wrote, by the repository's git
 * user (or the studio's own name without one), and the Verlauf lists saved and published versions, marks
 * commits made outside the studio and versions today's schema rejects. Answered in process (no port) on a
 * scratch copy of the fixtures made a git repository whose first commit is a developer's.
 */

let root: string;
let studio: LocalStudio;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const developer = (...args: string[]) => git('-c', 'user.name=Dev Eloper', '-c', 'user.email=dev@example.org', ...args);
const earlyPath = `editions/${EARLY}.json`;
const fullPath = `editions/${FULL}.json`;

function makeRepository() {
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Rita Redaktion');
  git('config', 'user.email', 'rita@example.de');
  developer('add', 'editions');
  developer('commit', '-q', '-m', 'Add fixture editions');
}

beforeEach(() => {
  root = copyContentRoot();
  studio = localStudio(root);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const send = (method: string, route: string, body?: unknown) => studio.send(method, route, body);

/** Opens the early-bird fixture, changes it and saves it as the studio's page does. */
async function saveEarly(change: (data: Record<string, any>) => void) {
  const opened = await send('GET', `/edition?key=${EARLY}`);
  change(opened.body.data);
  const saved = await send('POST', '/save', { key: EARLY, data: opened.body.data, baseHash: opened.body.hash });
  expect(saved.status).toBe(200);
  // The commit follows the answer; the Verlauf waits for it.
  const history = await send('GET', `/history?key=${EARLY}`);
  return { history: history.body, data: opened.body.data as Record<string, any> };
}

const lastCommit = () => git('log', '-1', '--format=%an <%ae>|%cn|%s');
const filesOfLastCommit = () => git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');

describe('studio: every save is a version with its author', () => {
  it('keeps the Verlauf it read until the next save or commit, then shows that one first', async () => {
    makeRepository();
    const before = (await send('GET', `/history?key=${EARLY}`)).body;
    expect(before.versions.map((version: { kind: string }) => version.kind)).toEqual(['außerhalb']);
    expect((await send('GET', `/history?key=${EARLY}`)).body).toEqual(before);
    const { history } = await saveEarly((data) => (data.offer.price -= 1));
    expect(history.versions.map((version: { kind: string }) => version.kind)).toEqual(['gespeichert', 'außerhalb']);
    // A commit made outside the studio is in the next reading too.
    writeFileSync(path.join(root, earlyPath), readFileSync(path.join(root, earlyPath), 'utf8').replace(/\n$/, '\n\n'));
    developer('commit', '-q', '-am', 'Reformat');
    const after = (await send('GET', `/history?key=${EARLY}`)).body;
    expect(after.versions.map((version: { subject: string }) => version.subject)[0]).toBe('Reformat');
  });

  it('commits exactly the saved file, by the repository’s git user, with the changed fields in German; other changes stay as they were', async () => {
    makeRepository();
    // A developer's unfinished work: one file changed, one staged.
    writeFileSync(path.join(root, fullPath), readFileSync(path.join(root, fullPath), 'utf8').replace(/\n$/, '\n\n'));
    writeFileSync(path.join(root, 'editions', 'notiz.txt'), 'nicht vom Studio');
    git('add', 'editions/notiz.txt');

    const { history, data } = await saveEarly((data) => {
      data.offer.price -= 10;
      data.offer.regularPrice -= 10;
    });
    expect(history.versions[0]).toMatchObject({ kind: 'gespeichert', author: 'Rita Redaktion', commit: git('rev-parse', 'HEAD').trim() });
    expect(lastCommit()).toBe(
      `Rita Redaktion <rita@example.de>|Rita Redaktion|${data.name} gespeichert: Frühbucherpreis inkl. MwSt., Regulärer Preis, der tatsächlich verlangt wird\n`,
    );
    expect(filesOfLastCommit()).toEqual([earlyPath]);
    expect(git('status', '--porcelain', '--', 'editions').split('\n').filter(Boolean)).toEqual([` M ${fullPath}`, 'A  editions/notiz.txt']);
  });

  it('commits a new edition made from a template; without its dates yet, that first version is not offered to load', async () => {
    makeRepository();
    expect((await send('POST', '/create', { name: 'spring', from: EARLY })).status).toBe(200);
    const { versions } = (await send('GET', '/history?key=spring')).body;
    expect(versions).toEqual([
      expect.objectContaining({ kind: 'angelegt', author: 'Rita Redaktion', created: true, readable: false, problem: expect.stringMatching(/^startDate: /) }),
    ]);
    const template = JSON.parse(readFileSync(path.join(root, 'editions', `${EARLY}.json`), 'utf8')).name;
    const slug = JSON.parse(readFileSync(path.join(root, 'editions', 'spring.json'), 'utf8')).slug;
    expect(lastCommit()).toBe(
      `Rita Redaktion <rita@example.de>|Rita Redaktion|Neue Edition spring angelegt, Adresse /${slug} (Vorlage: ${template}, fixture-early)\n`,
    );
    expect(filesOfLastCommit()).toEqual(['editions/spring.json']);
  });

  it('signs as „Editions-Studio (lokal)“ when the repository has no git user', async () => {
    makeRepository();
    git('config', '--unset', 'user.name');
    git('config', '--unset', 'user.email');
    const global = { GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL, GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM };
    process.env.GIT_CONFIG_GLOBAL = '/dev/null';
    process.env.GIT_CONFIG_NOSYSTEM = '1';
    try {
      await saveEarly((data) => (data.offer.price -= 1));
    } finally {
      for (const [name, value] of Object.entries(global)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect(lastCommit()).toMatch(/^Editions-Studio \(lokal\) <studio@localhost>\|Editions-Studio \(lokal\)\|/);
  });

  it('saves in a folder that is no git repository, and the Verlauf says why it has no versions', async () => {
    const { history } = await saveEarly((data) => (data.offer.price -= 1));
    expect(JSON.parse(readFileSync(path.join(root, earlyPath), 'utf8')).offer.price).toBeTypeOf('number');
    expect(history).toEqual({ versions: [], message: expect.stringMatching(/^Für diesen Projektordner gibt es keinen Verlauf: Er ist kein Git-Repository/) });
  });
});

/** A publisher that puts the content live at once (the real one builds the site): what the studio records around it. */
function instantPublisher(): Publisher {
  let count = 0;
  const release = () => ({
    id: `release-${++count}`,
    time: new Date(Date.UTC(2026, 1, 15, 9, count)).toISOString(),
    live: true,
    summary: `Veröffentlichung ${count}`,
  });
  return {
    plan: async () => ({ id: 'plan', snapshot: { files: contentFiles(root), pages: {} }, changes: {}, today: FIXTURE_TODAY }),
    deploy: async () => release(),
    discard: () => {},
    // The rollback reads the releases to word it (forward or back): none listed, it is a rollback.
    releases: async () => ({ releases: [], skipped: [] }),
    // Puts the early-bird edition back to its first commit's text, as a rollback puts editions/ back to a release.
    rollback: async () => {
      writeFileSync(path.join(root, earlyPath), git('show', `HEAD~${count + 1}:${earlyPath}`));
      return { ...release(), summary: 'Zurück auf den Anfang' };
    },
  } as unknown as Publisher;
}

describe('studio: the Verlauf', () => {
  it('lists an edition saved twice and published three times as five versions, with who and what changed', async () => {
    makeRepository();
    const publishing = createPublishJobs({ root, publisher: instantPublisher() });
    const publish = async () => {
      const { id } = publishing.start().body as PublishJobView;
      await expect.poll(() => (publishing.progress(id).body as PublishJobView).state).toBe('ready');
      const done = (await publishing.confirm(id, { name: 'Frieda Freigabe', email: 'frieda@example.de' })).body as PublishJobView;
      expect(done.version).toMatchObject({ recorded: true });
    };
    await saveEarly((data) => (data.offer.price -= 10));
    await publish();
    await saveEarly((data) => (data.offer.regularPrice -= 5));
    await publish();
    await publish();

    const { versions } = (await createStudioApi({ root, today: FIXTURE_TODAY }).history(EARLY)).body as { versions: any[] };
    const studio = versions.filter((version) => version.kind !== 'außerhalb');
    expect(studio.map(({ kind, author }) => [kind, author])).toEqual([
      ['veröffentlicht', 'Frieda Freigabe'],
      ['veröffentlicht', 'Frieda Freigabe'],
      ['gespeichert', 'Rita Redaktion'],
      ['veröffentlicht', 'Frieda Freigabe'],
      ['gespeichert', 'Rita Redaktion'],
    ]);
    expect(studio.map((version) => version.differences.map((difference: { path: string }) => difference.path))).toEqual([
      [],
      ['offer.regularPrice'],
      ['offer.regularPrice'],
      [],
      ['offer.price'],
    ]);
    expect(studio[3]).toMatchObject({ created: true, readable: true, subject: 'Veröffentlicht: Veröffentlichung 1' });
    expect(versions).toHaveLength(6);
  });

  it('records a rollback with the files it put back, by the person who rolled back', async () => {
    makeRepository();
    const { data } = await saveEarly((data) => (data.offer.price -= 10));
    const publishing = createPublishJobs({ root, publisher: instantPublisher() });
    expect((await publishing.rollback('release-0', { name: 'Frieda Freigabe', email: 'frieda@example.de' })).status).toBe(200);
    expect(lastCommit()).toMatch(
      /^Frieda Freigabe <frieda@example.de>\|Frieda Freigabe\|Zurückgerollt auf die Veröffentlichung vom 15\. Februar 2026 um 10:01: Zurück auf den Anfang\n$/,
    );
    expect(filesOfLastCommit()).toEqual([earlyPath]);
    const { versions } = (await send('GET', `/history?key=${EARLY}`)).body;
    expect(versions[0]).toMatchObject({ kind: 'zurückgerollt', differences: [{ path: 'offer.price', a: data.offer.price, b: data.offer.price + 10 }] });
  });

  it('marks a developer’s commit as made outside the studio, and a version today’s schema rejects as not loadable, without offering it', async () => {
    makeRepository();
    const file = path.join(root, earlyPath);
    const good = readFileSync(file, 'utf8');
    const broken = JSON.parse(good) as Record<string, any>;
    broken.offer.price = 'teuer';
    writeFileSync(file, JSON.stringify(broken, null, 2));
    developer('commit', '-q', '-am', 'Try a text price');
    writeFileSync(file, good);
    developer('commit', '-q', '-am', 'Revert the price');

    const history = await send('GET', `/history?key=${EARLY}`);
    const [revert, tried, first] = history.body.versions;
    expect(history.body.versions).toHaveLength(3);
    expect(revert).toMatchObject({ kind: 'außerhalb', author: 'Dev Eloper', subject: 'Revert the price', readable: true });
    expect(first).toMatchObject({ kind: 'außerhalb', created: true, readable: true });
    expect(tried).toMatchObject({ kind: 'außerhalb', readable: false, problem: expect.stringMatching(/^offer\.price: /) });
    expect((await send('GET', `/history/version?key=${EARLY}&commit=${tried.commit}`)).status).toBe(404);
    expect((await send('GET', `/history/version?key=${EARLY}&commit=${revert.commit}`)).body.data.offer.price).toBe(JSON.parse(good).offer.price);
  });
});
