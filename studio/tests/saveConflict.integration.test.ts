import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeEditions } from '#engine/editionMerge';
import { EARLY, FIXTURE_TODAY, fixturesDir, publicDir } from '#tests/helpers/content';
import { startHostedHarness, type HostedHarness, type Signed } from './helpers/hostedServer';

/**
 * Several people saving the same edition in the hosted studio: a save against a file saved meanwhile is
 * refused with who saved it and which fields (both changed, or only the other), and taking one's own
 * changes over onto the newer file loses nobody's. On a scratch git project; every save is a commit.
 */

let root: string;
let studio: HostedHarness;
const PEOPLE = ['anna', 'bernd', 'clara', 'dora', 'emil'];
const signed: Record<string, Signed> = {};

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const onDisk = () => JSON.parse(readFileSync(path.join(root, 'editions', `${EARLY}.json`), 'utf8'));

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'studio-gleichzeitig-'));
  cpSync(fixturesDir, path.join(root, 'editions'), { recursive: true });
  cpSync(publicDir, path.join(root, 'public'), { recursive: true });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'add', 'editions', 'public');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'commit', '-q', '-m', 'Add editions');
  studio = await startHostedHarness(root, Object.fromEntries(PEOPLE.map((name) => [name, ['Redaktion']])), {
    renderPreview: async () => '<html></html>',
    today: FIXTURE_TODAY,
    liveContentFiles: async () => undefined,
  });
  for (const name of PEOPLE) signed[name] = await studio.signIn(name);
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

const open = async (name: string) => (await studio.read(signed[name], `/edition?key=${EARLY}`)).json as { data: any; hash: string };
const save = (name: string, data: unknown, baseHash: string) => studio.write(signed[name], '/save', { key: EARLY, data, baseHash });

describe('several people saving one edition', () => {
  it('refuses the later save on the same base, naming who saved and which fields both changed or only they did', async () => {
    const [annas, bernds] = [await open('anna'), await open('bernd')];
    const annasBase = structuredClone(annas.data);
    bernds.data.offer.price = 239;
    bernds.data.checkoutCtaLabel = 'Jetzt Platz sichern';
    expect((await save('bernd', bernds.data, bernds.hash)).status).toBe(200);

    annas.data.offer.price = 229;
    annas.data.sections[0].subtitle = 'Annas Untertitel.';
    const refused = await save('anna', annas.data, annas.hash);
    expect(refused.status).toBe(409);
    expect(refused.json.conflict).toBe(true);
    const { who, both, theirs, current } = refused.json.saveConflict;
    expect(who).toBe('bernd');
    expect(both.map((row: any) => [row.path, row.a, row.b])).toEqual([['offer.price', 239, 229]]);
    expect(theirs.map((row: any) => row.path)).toEqual(['checkoutCtaLabel']);
    expect(refused.json.message).toMatch(
      /^Die Datei wurde inzwischen geändert \(editions\/fixture-early\.json\) – von bernd\. Deine Änderungen sind noch nicht gespeichert\. Von euch beiden geändert: „Preisangebot der Edition › Frühbucherpreis inkl\. MwSt\.“\. Nur dort geändert \(wird übernommen\): „Beschriftung der Hauptknöpfe zum Checkout“\.$/,
    );
    expect(onDisk().offer.price).toBe(239);

    // Anna takes her price over onto Bernd's version: his button text stays, her subtitle joins.
    expect((await save('anna', mergeEditions(annasBase, annas.data, current.data, () => true).data, current.hash)).status).toBe(200);
    const saved = onDisk();
    expect([saved.checkoutCtaLabel, saved.offer.price, saved.sections[0].subtitle]).toEqual(['Jetzt Platz sichern', 229, 'Annas Untertitel.']);
  });

  it('says „dir selbst“ for one’s own save in another window, and names a change on disk outside the studio', async () => {
    const [tab, otherTab] = [await open('clara'), await open('clara')];
    tab.data.sections[0].badge = 'Aus dem ersten Tab';
    expect((await save('clara', tab.data, tab.hash)).status).toBe(200);
    // Then, once that save is committed (the Verlauf waits for it), someone edits the file on the server, with no commit.
    await studio.read(signed.clara, `/history?key=${EARLY}`);
    const file = path.join(root, 'editions', `${EARLY}.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Frühbucherpreis"', '"Frühbucherpreis (Editor)"'));
    otherTab.data.sections[0].badge = 'Aus dem zweiten Tab';
    const refused = await save('clara', otherTab.data, otherTab.hash);
    expect(refused.status).toBe(409);
    expect(refused.json.saveConflict.who).toBe('dir selbst (in einem anderen Fenster) und jemandem außerhalb des Studios');
    expect(refused.json.saveConflict.both.map((row: any) => row.path)).toEqual(['sections.hero.badge']);
    expect(refused.json.saveConflict.theirs.map((row: any) => row.path)).toEqual(['offer.priceLabel']);
    git('checkout', '--', `editions/${EARLY}.json`);
  });

  it('lets exactly one of five saves on one base win; each other takes over and no change is lost', async () => {
    const opened = await Promise.all(PEOPLE.map((name) => open(name)));
    const changes: Array<(data: any) => void> = [
      (data) => (data.sections[0].subtitle = 'Von Anna.'),
      (data) => (data.sections[0].scheduleText = 'Von Bernd.'),
      (data) => (data.seo.description = 'Von Clara.'),
      (data) => (data.offer.availabilityNote = 'Von Dora.'),
      (data) => (data.checkoutCtaLabel = 'Von Emil.'),
    ];
    const drafts = opened.map(({ data }, index) => {
      const draft = structuredClone(data);
      changes[index](draft);
      return draft;
    });
    const first = await Promise.all(PEOPLE.map((name, index) => save(name, drafts[index], opened[index].hash)));
    expect(first.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = PEOPLE[first.findIndex((answer) => answer.status === 200)];
    for (const answer of first.filter((candidate) => candidate.status === 409)) expect(answer.json.saveConflict.who).toBe(winner);

    // Each refused one takes their changes over onto the file as the refusal showed it, until it is saved.
    await Promise.all(
      PEOPLE.map(async (name, index) => {
        let answer = first[index];
        let base = opened[index].data;
        let mine = drafts[index];
        while (answer.status === 409) {
          const { current } = answer.json.saveConflict;
          mine = mergeEditions(base, mine, current.data, () => true).data;
          base = current.data;
          answer = await save(name, mine, current.hash);
        }
        expect(answer.status).toBe(200);
      }),
    );
    const final = onDisk();
    for (const change of changes) {
      const expected = structuredClone(final);
      change(expected);
      expect(final).toEqual(expected);
    }
    // Every save a version by its person.
    await studio.read(signed.anna, `/history?key=${EARLY}`);
    const authors = git('log', '-n5', '--format=%an', '--', `editions/${EARLY}.json`).trim().split('\n');
    expect(authors.sort()).toEqual([...PEOPLE]);
  });
});
