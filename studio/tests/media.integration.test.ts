import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY, FIXTURE_TODAY, FULL, fixturesDir, publicDir } from '#tests/helpers/content';
import { editJson } from '#tests/helpers/tempContent';
import type { RollbackContent } from '#scripts/publish/types';
import { startHostedHarness, type HostedHarness, type Signed } from './helpers/hostedServer';

/**
 * The image library (studio/server/media/): which image is used where (the saved content files, what is
 * live, the frozen content of a preview link that still works), and deleting only what nothing uses, only
 * inside public/images, only by Redaktion. On a scratch project with its own copy of public/.
 */

let root: string;
let studio: HostedHarness;
let anna: Signed;
let fritz: Signed;
/** What the publish target reports as live, and as what its rollbacks bring back (the test sets them). */
let live: Record<string, string> | undefined;
let liveUnreadable = false;
let earlier: RollbackContent[] = [];
let earlierUnreadable = false;

const images = () => path.join(root, 'public', 'images');
const addImage = (name: string) => cpSync(path.join(publicDir, 'images', 'cover-autumn.svg'), path.join(images(), name));

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'studio-bilder-'));
  cpSync(fixturesDir, path.join(root, 'editions'), { recursive: true });
  cpSync(publicDir, path.join(root, 'public'), { recursive: true });
  studio = await startHostedHarness(
    root,
    { anna: ['Redaktion'], fritz: ['Freigabe'] },
    {
      renderPreview: async () => '<html></html>',
      today: FIXTURE_TODAY,
      liveContentFiles: async () => {
        if (liveUnreadable) throw new Error('git fetch: Der Server antwortet nicht.');
        return live;
      },
      rollbackContent: async () => {
        if (earlierUnreadable) throw new Error('git fetch: Der Server antwortet nicht.');
        return earlier;
      },
    },
  );
});

beforeEach(async () => {
  [anna, fritz] = [await studio.signIn('anna'), await studio.signIn('fritz')];
  live = undefined;
  liveUnreadable = false;
  earlier = [];
  earlierUnreadable = false;
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

const remove = (signed: Signed, name: string) => studio.write(signed, '/media/delete', { name });

/** A delete of an otherwise unused image is refused with `message` while a source of uses cannot be read, and done once it can. */
async function refusedWhileUnreadable(name: string, unreadable: (on: boolean) => void, message: string) {
  unreadable(true);
  const unknown = await remove(anna, name);
  expect(unknown.status).toBe(409);
  expect(unknown.json.message).toBe(message);
  unreadable(false);
  expect((await remove(anna, name)).status).toBe(200);
}

describe('the image library', () => {
  it('lists every image with where it is used', async () => {
    const library = (await studio.read(fritz, '/media')).json;
    const autumn = library.images.find((image: any) => image.name === 'cover-autumn.svg');
    expect(autumn.uses).toEqual([
      { where: 'Nordsee-Edition 2026', field: 'Kopfbereich › Titelbild der Edition' },
      { where: 'Ostsee-Edition 2026', field: 'Kopfbereich › Titelbild der Edition' },
    ]);
    expect(library.images.find((image: any) => image.name === 'cover-winter.svg').uses).toEqual([]);
  });

  it('deletes an unused upload whose name began like a site icon, and keeps the icons themselves', async () => {
    for (const name of ['favicon-2.jpg', 'apple-touch-icon-2.jpg', 'favicon-neu.jpg']) {
      addImage(name);
      const library = (await studio.read(anna, '/media')).json;
      expect(library.images.find((image: any) => image.name === name).uses, name).toEqual([]);
      expect((await remove(anna, name)).status, name).toBe(200);
    }
    const icon = await remove(anna, 'favicon.svg');
    expect(icon.status).toBe(409);
    expect(icon.json.message).toBe('Das Bild „favicon.svg“ ist ein Symbol der Website und wird nicht gelöscht.');
  });

  it('deletes an unused image (an upload for a discarded draft), for Redaktion only', async () => {
    addImage('verworfen.svg');
    const refused = await remove(fritz, 'verworfen.svg');
    expect(refused.status).toBe(403);
    expect(existsSync(path.join(images(), 'verworfen.svg'))).toBe(true);
    const deleted = await remove(anna, 'verworfen.svg');
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ deleted: 'verworfen.svg' });
    expect(existsSync(path.join(images(), 'verworfen.svg'))).toBe(false);
  });

  it('refuses an image used in another edition, naming where', async () => {
    addImage('nur-ostsee.svg');
    editJson(path.join(root, 'editions'), `${FULL}.json`, (data) => (data.sections[0].cover.src = '/images/nur-ostsee.svg'));
    const refused = await remove(anna, 'nur-ostsee.svg');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(
      /^Das Bild „nur-ostsee\.svg“ wird noch verwendet und bleibt: Ostsee-Edition 2026 → Kopfbereich › Titelbild der Edition\.$/,
    );
    expect(existsSync(path.join(images(), 'nur-ostsee.svg'))).toBe(true);
  });

  it('refuses an image only the live release uses, and every delete while what is live cannot be read', async () => {
    addImage('nur-live.svg');
    live = { 'editions/winter.json': JSON.stringify({ sections: [{ type: 'hero', image: { src: '/images/nur-live.svg' } }] }) };
    const refused = await remove(anna, 'nur-live.svg');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Das Bild „nur-live.svg“ wird noch verwendet und bleibt: Live-Seite (veröffentlicht): winter → Kopfbereich › image.');
    expect((await studio.read(anna, '/media')).json.images.find((image: any) => image.name === 'nur-live.svg').uses).toHaveLength(1);
    live = undefined;
    await refusedWhileUnreadable(
      'nur-live.svg',
      (on) => (liveUnreadable = on),
      'Was gerade live ist, ließ sich nicht lesen (git fetch: Der Server antwortet nicht). Solange lässt sich kein Bild löschen.',
    );
  });

  it('refuses an image only an earlier release uses that a rollback can bring back, and every delete while those cannot be read', async () => {
    addImage('nur-frueher.svg');
    live = { 'editions/winter.json': JSON.stringify({ sections: [] }) };
    earlier = [
      { id: '2026-02-10T08-00-00Z', time: '2026-02-10T08:00:00.000Z', files: { 'editions/winter.json': JSON.stringify({ sections: [] }) } },
      {
        id: '2026-02-01T09-30-00Z',
        time: '2026-02-01T09:30:00.000Z',
        files: { 'editions/winter.json': JSON.stringify({ sections: [{ type: 'hero', image: { src: '/images/nur-frueher.svg' } }] }) },
      },
    ];
    const refused = await remove(anna, 'nur-frueher.svg');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Das Bild „nur-frueher.svg“ wird noch verwendet und bleibt: Frühere Veröffentlichung vom 01.02.2026, 10:30 (lässt sich zurückrollen): winter → Kopfbereich › image.',
    );
    expect(existsSync(path.join(images(), 'nur-frueher.svg'))).toBe(true);
    expect((await studio.read(anna, '/media')).json.images.find((image: any) => image.name === 'nur-frueher.svg').uses).toHaveLength(1);
    earlier = [];
    await refusedWhileUnreadable(
      'nur-frueher.svg',
      (on) => (earlierUnreadable = on),
      'Die früheren Veröffentlichungen, zu denen sich zurückrollen lässt, ließen sich nicht lesen (git fetch: Der Server antwortet nicht). Solange lässt sich kein Bild löschen.',
    );
  });

  it('refuses an image the frozen content of a working preview link uses', async () => {
    addImage('im-link.svg');
    const folder = path.join(root, 'editions');
    editJson(folder, `${EARLY}.json`, (data) => (data.sections[0].cover.src = '/images/im-link.svg'));
    expect((await studio.write(anna, '/preview-links/create', { key: EARLY, days: 3 })).status).toBe(200);
    editJson(folder, `${EARLY}.json`, (data) => (data.sections[0].cover.src = '/images/cover-autumn.svg'));
    const refused = await remove(anna, 'im-link.svg');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(
      /^Das Bild „im-link\.svg“ wird noch verwendet und bleibt: Vorschau-Link von anna \(gilt bis 18\.02\.2026\): Nordsee-Edition 2026 → Kopfbereich › Titelbild der Edition\.$/,
    );
  });

  it('refuses a name outside public/images, a hidden file, a folder and a symbolic link', async () => {
    writeFileSync(path.join(root, 'geheim.svg'), '<svg/>');
    symlinkSync(path.join(root, 'geheim.svg'), path.join(images(), 'verweis.svg'));
    for (const name of ['../../geheim.svg', '../editions/site.json', '..', 'unter/bild.svg', '.versteckt.svg', '/etc/passwd', 'verweis.svg']) {
      const answer = await remove(anna, name);
      expect(answer.status, name).toBe(400);
      // The marketer's words: no folder of the project besides the name as sent.
      expect(answer.json.message.replace(name, ''), name).not.toMatch(/public\/|editions\//);
    }
    expect(existsSync(path.join(root, 'geheim.svg'))).toBe(true);
    expect(existsSync(path.join(root, 'editions', 'site.json'))).toBe(true);
    expect(existsSync(path.join(images(), 'verweis.svg'))).toBe(true);
  });
});
