import { mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher } from '#scripts/publish/publisher';
import type { PublishJobView } from '../shared/apiTypes';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { copyProject } from '#tests/helpers/projectCopy';
import { quickSiteBuild } from '#tests/helpers/quickSiteBuild';
import { editJson } from '#tests/helpers/tempContent';
import { commitContent, gitIn, initRepository } from './helpers/gitProject';
import { runScheduled } from './helpers/scheduledCommand';
import { createApprovalStore } from '../server/approvals/approvalStore';
import { publishScheduled } from '../server/approvals/scheduledGoLive';
import { startHostedHarness, type HostedHarness, type Signed } from './helpers/hostedServer';

/**
 * The hosted studio publishes approved versions only, on a copy of the project (a git repository, publishing to a
 * folder, each version built by the quick stand-in): „Veröffentlichen“ builds the approved commit, not a save made after the
 * approval, and records who asked and who approved; `npm run studio:scheduled` puts a version approved for a
 * day live on that day, not the day before; with another day than today it only rehearses.
 */

let project: string;
let studio: HostedHarness;
let anna: Signed;
let fritz: Signed;
const edition = `editions/${EARLY}.json`;
const livePage = () =>
  readFileSync(
    path.join(project, '.live', 'releases', path.basename(readlinkSync(path.join(project, '.live', 'current'))), 'nordseeedition', 'index.html'),
    'utf8',
  );
const lastCommit = () => gitIn(project, 'log', '-1', '--format=%an|%s').trim();

beforeAll(async () => {
  project = copyProject({ content: 'fixtures' });
  writeFileSync(path.join(project, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: '.live' }));
  initRepository(project);
  studio = await startHostedHarness(
    project,
    { anna: ['Redaktion'], fritz: ['Freigabe'] },
    {
      renderPreview: async () => '<!doctype html><html lang="de"><body></body></html>',
      today: FIXTURE_TODAY,
      publisher: createPublisher({ root: project, today: FIXTURE_TODAY, buildSite: quickSiteBuild }),
    },
  );
  [anna, fritz] = [await studio.signIn('anna'), await studio.signIn('fritz')];
});

afterAll(async () => {
  await studio?.close();
  rmSync(project, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

/** A saved version with this name for the early-bird edition, asked for approval by anna and approved by fritz. */
async function approvedVersion(name: string, day?: string) {
  editJson(project, edition, (data) => (data.name = name));
  commitContent(project, `${name} gespeichert`);
  const asked = await studio.write(anna, '/approvals/request', { note: name });
  expect(asked.status).toBe(200);
  expect((await studio.write(fritz, '/approvals/approve', { id: asked.json.id, day })).status).toBe(200);
  return asked.json.id as string;
}

const statusOf = async (id: string) => (await studio.read(fritz, '/approvals')).json.requests.find((request: { id: string }) => request.id === id).status;

describe('publishing approved versions', () => {
  it('builds the approved commit, not a save made after the approval, and the Verlauf names both people', async () => {
    const id = await approvedVersion('Geprüfte Nordsee-Edition');
    editJson(project, edition, (data) => (data.name = 'Ungeprüfte Nordsee-Edition'));
    commitContent(project, 'Nach der Freigabe gespeichert');

    const started = await studio.write(fritz, '/publish/start', { request: id });
    expect(started.status).toBe(200);
    let job: PublishJobView = started.json;
    await expect
      .poll(
        async () => {
          job = (await studio.read(fritz, `/publish/progress?id=${job.id}`)).json;
          return job.state;
        },
        { timeout: 150_000, interval: 500 },
      )
      .toBe('ready');
    expect(job.changes?.files.map((file) => file.file)).toContain(edition);
    const done = await studio.write(fritz, '/publish/confirm', { id: job.id });
    expect(done.json.state).toBe('done');

    expect(livePage()).toContain('Geprüfte Nordsee-Edition');
    expect(livePage()).not.toContain('Ungeprüfte');
    expect(await statusOf(id)).toBe('veröffentlicht');
    expect(lastCommit()).toMatch(/^fritz\|Veröffentlicht: .+ \(zur Freigabe gegeben von anna, freigegeben von fritz\)$/);
    // The later save is still in the project, for the next request.
    expect(readFileSync(path.join(project, edition), 'utf8')).toContain('Ungeprüfte Nordsee-Edition');
  }, 200_000);

  it('the scheduled run puts a version live on its day, not the day before; the command for another day only rehearses', async () => {
    const id = await approvedVersion('Geplante Nordsee-Edition', '2026-02-17');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-geplant-'));
    const configFile = path.join(dir, 'studio.hosted.json');
    writeFileSync(configFile, JSON.stringify({ origin: 'https://studio.example.de', dataDir: studio.dataDir }));
    // The command publishes for the real day only; the runs for the test's days are the same code with the day as data.
    const scheduledOn = (today: string) =>
      publishScheduled({
        root: project,
        store: createApprovalStore(studio.dataDir),
        today,
        publisher: createPublisher({ root: project, today, buildSite: quickSiteBuild }),
      });

    const rehearsal = await runScheduled(project, configFile, '2026-02-17');
    expect(rehearsal.stderr).toBe('');
    expect(rehearsal.status).toBe(0);
    expect(rehearsal.stdout).toMatch(
      /^Probelauf für den 17\. Februar 2026 – heute ist der .+; dieser Lauf ändert nichts\.\nGinge live: Fassung [0-9a-f]{7} \(geplant für den 17\. Februar 2026\) – zur Freigabe gegeben von anna, freigegeben von fritz\.\n/,
    );
    expect(livePage()).not.toContain('Geplante Nordsee-Edition');
    expect(await statusOf(id)).toBe('geplant');

    expect(await scheduledOn('2026-02-16')).toEqual({ lines: [], failed: 0 });
    expect(livePage()).not.toContain('Geplante Nordsee-Edition');
    expect(await statusOf(id)).toBe('geplant');

    const onTheDay = await scheduledOn('2026-02-17');
    expect(onTheDay.failed).toBe(0);
    expect(onTheDay.lines).toEqual([
      expect.stringMatching(
        /^Veröffentlicht \(geplant für den 17\. Februar 2026, Fassung [0-9a-f]{7}\): .+ – zur Freigabe gegeben von anna, freigegeben von fritz\.$/,
      ),
    ]);
    expect(livePage()).toContain('Geplante Nordsee-Edition');
    expect(await statusOf(id)).toBe('veröffentlicht');
    expect(lastCommit()).toMatch(/^fritz\|Veröffentlicht \(geplant für den 17\. Februar 2026\): .+ \(zur Freigabe gegeben von anna, freigegeben von fritz\)$/);
    // Done once: the next run finds nothing due.
    expect(await scheduledOn('2026-02-17')).toEqual({ lines: [], failed: 0 });
    rmSync(dir, { recursive: true, force: true });
  }, 300_000);
});
