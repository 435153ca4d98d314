import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localStudio, type LocalStudio } from './helpers/localStudio';
import { EARLY } from '#tests/helpers/content';
import { copyContentRoot, editJson } from '#tests/helpers/tempContent';

/**
 * Ending an edition's A/B test in the studio (POST /end-test): the edition keeps its own copy or takes a variant's,
 * saved as a version like any save (a commit by the one who ended it, named in German), or refused in German naming
 * the field, with nothing written. Answered in process (no port) on a scratch copy of the fixtures made a git repository.
 */

let root: string;
let studio: LocalStudio;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const earlyPath = `editions/${EARLY}.json`;
const earlyFile = () => JSON.parse(readFileSync(path.join(root, earlyPath), 'utf8')) as Record<string, any>;

const variantB = { name: 'b', weight: 50, checkoutCtaLabel: 'Jetzt Platz sichern', sections: { hero: { title: 'Mit Ruhe und Plan an die Nordsee' } } };

beforeEach(() => {
  root = copyContentRoot();
  editJson(
    path.join(root, 'editions'),
    `${EARLY}.json`,
    (data) => (data.variants = [variantB, { name: 'c', weight: 20, sections: { hero: { subtitle: 'Ein Untertitel für c.' } } }]),
  );
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Rita Redaktion');
  git('config', 'user.email', 'rita@example.de');
  git('add', 'editions');
  git('commit', '-q', '-m', 'Add fixture editions with an A/B test');
  studio = localStudio(root);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const send = (method: string, route: string, body?: unknown) => studio.send(method, route, body);

/** Ends the early-bird fixture's test as the studio's page does, from the file as opened. */
async function endTest(variant: unknown) {
  const opened = await send('GET', `/edition?key=${EARLY}`);
  return {
    opened: opened.body as { data: Record<string, any>; hash: string },
    ended: await send('POST', '/end-test', { key: EARLY, baseHash: opened.body.hash, variant }),
  };
}

const lastCommit = () => git('log', '-1', '--format=%an <%ae>|%s').trim();
const commits = () => Number(git('rev-list', '--count', 'HEAD').trim());

describe('studio: ending an A/B test', () => {
  it('takes a variant over: the file has its copy and no variants, saved as a version naming what changed', async () => {
    const { opened, ended } = await endTest('b');
    expect(ended.status).toBe(200);
    const file = earlyFile();
    expect(file.variants).toBeUndefined();
    expect(file.sections[0].title).toBe('Mit Ruhe und Plan an die Nordsee');
    expect(file.checkoutCtaLabel).toBe('Jetzt Platz sichern');
    // Variant c's copy is not taken, and the price is the edition's.
    expect(file.sections[0].subtitle).toBe(opened.data.sections[0].subtitle);
    expect(file.offer).toEqual(opened.data.offer);
    // The answer holds the saved file for the form.
    expect(ended.body.data).toEqual(file);
    expect(ended.body.file).toBe(earlyPath);

    // The version is in the Verlauf once the commit is made (the Verlauf waits for it).
    const history = await send('GET', `/history?key=${EARLY}`);
    expect(history.status).toBe(200);
    expect(lastCommit()).toMatch(
      /^Rita Redaktion <rita@example\.de>\|Nordsee-Edition 2026: A\/B-Test beendet, Variante b übernommen \(Beschriftung der Hauptknöpfe zum Checkout, Hauptüberschrift der Seite\)$/,
    );
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(earlyPath);
  });

  it('keeps the own copy: only the variants go', async () => {
    const { opened, ended } = await endTest(null);
    expect(ended.status).toBe(200);
    const { variants: _variants, ...own } = opened.data;
    expect(earlyFile()).toEqual(own);
    await send('GET', `/history?key=${EARLY}`);
    expect(lastCommit()).toMatch(/\|Nordsee-Edition 2026: A\/B-Test beendet, eigene Fassung behalten/);
  });

  it('is refused in German naming the field, with nothing written: an unknown variant, an edition without a test, no choice, a file changed since', async () => {
    const before = readFileSync(path.join(root, earlyPath), 'utf8');
    const unknown = await endTest('x');
    expect(unknown.ended).toEqual({
      status: 400,
      body: {
        message: `${earlyPath} → variant: Die Edition hat keine Variante „x“; ihre Varianten heißen „b“, „c“. Wähle eine davon oder „Eigene Fassung behalten“.`,
      },
    });
    const noChoice = await endTest(undefined);
    expect(noChoice.ended.status).toBe(400);
    expect(noChoice.ended.body.message).toBe('Bitte wähle, welche Fassung bleibt: die eigene oder eine der Varianten (Feld „variant“).');
    expect(readFileSync(path.join(root, earlyPath), 'utf8')).toBe(before);

    const opened = await send('GET', `/edition?key=${EARLY}`);
    editJson(path.join(root, 'editions'), `${EARLY}.json`, (data) => (data.name = 'Nordsee-Edition 2026 (neu)'));
    const stale = await send('POST', '/end-test', { key: EARLY, baseHash: opened.body.hash, variant: 'b' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^editions\/fixture-early\.json wurde inzwischen geändert\. Nichts gespeichert/);
    expect(earlyFile().variants).toHaveLength(2);

    editJson(path.join(root, 'editions'), `${EARLY}.json`, (data) => delete data.variants);
    const none = await endTest(null);
    expect(none.ended.status).toBe(400);
    expect(none.ended.body.message).toMatch(/^editions\/fixture-early\.json → variants: Diese Edition hat keine Varianten/);
    expect(commits()).toBe(1);
  });
});
