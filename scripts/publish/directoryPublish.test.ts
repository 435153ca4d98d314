import { existsSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '#tests/helpers/projectCopy';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { quickSiteBuild } from '#tests/helpers/quickSiteBuild';
import { editJson } from '../dev/projectCopy';
import { createPublisher } from './publisher';
import { nothingChanges } from './snapshot';

/**
 * Publishing the fixture content to a folder (each snapshot built by the quick stand-in): what goes live is the snapshot taken when
 * the publish started (a later save is not part of it), a file changed in place in public/ is a change,
 * and after a rollback the next publish finds nothing to publish, as the nightly timer runs it.
 */

let project: string;
const publisher = () => createPublisher({ root: project, today: FIXTURE_TODAY, buildSite: quickSiteBuild });
const edition = `editions/${EARLY}.json`;
const image = 'public/images/cover-autumn.svg';
const liveRelease = () => path.join(project, '.live', 'releases', path.basename(readlinkSync(path.join(project, '.live', 'current'))));
const liveRecord = () => JSON.parse(readFileSync(`${liveRelease()}.json`, 'utf8')) as { files: Record<string, string> };
const livePage = () => readFileSync(path.join(liveRelease(), 'nordseeedition', 'index.html'), 'utf8');

beforeAll(async () => {
  project = copyProject({ content: 'fixtures' });
  writeFileSync(path.join(project, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: '.live' }));
  const first = await publisher().plan();
  await publisher().deploy(first);
}, 120_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('publishing to a folder', () => {
  it('sees a file of public/ changed in place, and publishes it', async () => {
    // A drawn change (the build drops comments and editor metadata from SVGs, so those would not count).
    const file = path.join(project, image);
    writeFileSync(file, readFileSync(file, 'utf8').replace('</svg>', '<desc>neu gezeichnet</desc></svg>'));
    const plan = await publisher().plan();
    expect(nothingChanges(plan.changes)).toBe(false);
    expect(plan.changes.publicFiles).toEqual({ added: [], changed: [image], removed: [] });
    await publisher().deploy(plan, 'Fritz Freigabe');
    expect(readFileSync(path.join(liveRelease(), 'images', 'cover-autumn.svg'), 'utf8')).toContain('neu gezeichnet');
    // The live release says for which day it was built and who put it live.
    const [live] = (await publisher().releases()).releases;
    expect(live).toMatchObject({ live: true, details: { builtFor: plan.today, by: 'Fritz Freigabe' } });
  }, 60_000);

  it('calls a plan current while it is for today, its build is there and nothing else went live', async () => {
    const plan = await publisher().plan();
    expect(await publisher().isCurrent(plan)).toBe(true);
    // Another day: the site would be built for that day.
    expect(await createPublisher({ root: project, today: '2026-02-16', buildSite: quickSiteBuild }).isCurrent(plan)).toBe(false);
    // Something else went live meanwhile (a rollback): its changes were against the release before.
    const [, earlier] = (await publisher().releases()).releases;
    await publisher().rollback(earlier.id);
    expect(existsSync(plan.builtDir)).toBe(true);
    expect(await publisher().isCurrent(plan)).toBe(false);
    // A new plan clears the folder of the ones before it.
    const next = await publisher().plan();
    expect(await publisher().isCurrent(plan)).toBe(false);
    expect(await publisher().isCurrent(next)).toBe(true);
    publisher().discard(next);
  });

  it('puts live the snapshot that was checked and shown, not a save made after it', async () => {
    editJson(project, edition, (data) => (data.name = 'Geprüfte Nordsee-Edition'));
    const reviewed = readFileSync(path.join(project, edition), 'utf8');
    const plan = await publisher().plan();
    // Saved after „Gebaut für …“, before „Jetzt veröffentlichen“: not reviewed, so not part of this publish.
    editJson(project, edition, (data) => {
      data.name = 'Ungeprüfte Nordsee-Edition';
      data.offer.price = 199;
    });
    await publisher().deploy(plan);
    expect(liveRecord().files[edition]).toBe(reviewed);
    expect(livePage()).toContain('Geprüfte Nordsee-Edition');
    expect(livePage()).not.toContain('Ungeprüfte');
    // The later save is still there and is what the next publish shows.
    const next = await publisher().plan();
    expect(next.changes.files.map((file) => file.file)).toEqual([edition]);
    await publisher().deploy(next);
  }, 120_000);

  it('stays rolled back: the next publish (the nightly `--yes` run) finds nothing to publish', async () => {
    const { releases } = await publisher().releases();
    const earlier = releases[1];
    await publisher().rollback(earlier.id);
    expect(path.basename(liveRelease())).toBe(earlier.id);
    expect(readFileSync(path.join(project, edition), 'utf8')).toBe(liveRecord().files[edition]);
    const plan = await publisher().plan();
    expect(nothingChanges(plan.changes)).toBe(true);
    publisher().discard(plan);
    expect((await publisher().releases()).releases.find((release) => release.live)?.id).toBe(earlier.id);
  }, 60_000);
});
