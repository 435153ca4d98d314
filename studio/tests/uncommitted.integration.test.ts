import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { uploadTemporaryName } from '../server/imageUpload';
import { EARLY, FIXTURE_TODAY, fixturesDir, publicDir } from '#tests/helpers/content';
import { createApprovalApi } from '../server/approvals/approvalApi';
import { createApprovalStore } from '../server/approvals/approvalStore';
import type { LinkApi } from '../server/previewLinks/linkApi';
import { cleanLeftovers } from '../server/leftovers';
import { commitContent, gitIn, initRepository } from './helpers/gitProject';
import { startHostedHarness, type HostedHarness } from './helpers/hostedServer';

/**
 * Every change the studio makes to files is a commit, and what a crash leaves does not block approval for
 * good: an image deletion is committed; the studio's temporary files are removed at start; any other file
 * that differs from the last saved version is named, and the Redaktion keeps it as a version or discards it.
 */

const roots: string[] = [];
const harnesses: HostedHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) {
    await harness.close();
    rmSync(harness.dataDir, { recursive: true, force: true });
  }
});
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A scratch project with its own public/, committed. */
function project(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studio-reste-'));
  roots.push(root);
  cpSync(fixturesDir, path.join(root, 'editions'), { recursive: true });
  cpSync(publicDir, path.join(root, 'public'), { recursive: true });
  initRepository(root);
  return root;
}

async function start(root: string) {
  const studio = await startHostedHarness(
    root,
    { anna: ['Redaktion'], fritz: ['Freigabe'] },
    { renderPreview: async () => '<html></html>', today: FIXTURE_TODAY, liveContentFiles: async () => ({}), rollbackContent: async () => [] },
  );
  harnesses.push(studio);
  return studio;
}

const status = (root: string) => gitIn(root, 'status', '--porcelain', '--untracked-files=all');

describe('the studio’s changes to files and a crash’s leftovers', () => {
  it('commits the deletion of an unused image, so the next request for approval is not blocked by it', async () => {
    const root = project();
    cpSync(path.join(publicDir, 'images', 'cover-autumn.svg'), path.join(root, 'public', 'images', 'unbenutzt.svg'));
    commitContent(root, 'Bild dazu');
    const studio = await start(root);
    const anna = await studio.signIn('anna');
    expect((await studio.write(anna, '/media/delete', { name: 'unbenutzt.svg' })).status).toBe(200);
    const asked = await studio.write(anna, '/approvals/request', { note: '' });
    expect(asked.status, asked.text).toBe(200);
    expect(status(root)).toBe('');
    expect(gitIn(root, 'log', '-1', '--format=%s')).toBe('Bild gelöscht: images/unbenutzt.svg\n');
  });

  it('removes the temporary files of a save and an upload cut off by a crash when the studio starts', async () => {
    const root = project();
    const upload = `public/images/${uploadTemporaryName()}`;
    const save = `editions/.${EARLY}.studio-0123456789ab.tmp`;
    writeFileSync(path.join(root, upload), 'halbes Bild');
    writeFileSync(path.join(root, save), '{"name": "hal');
    const studio = await start(root);
    expect(existsSync(path.join(root, upload))).toBe(false);
    expect(existsSync(path.join(root, save))).toBe(false);
    expect((await studio.write(await studio.signIn('anna'), '/approvals/request', { note: '' })).status).toBe(200);
    // Nothing but the studio's own temporary files: a hidden file of someone else stays.
    writeFileSync(path.join(root, 'public', 'images', '.notiz.tmp'), 'von Hand');
    expect(cleanLeftovers(root)).toEqual([]);
  });

  it('names a file a crash left uncommitted, in the refusal and in the overview, with what to do in the studio', async () => {
    const root = project();
    cpSync(path.join(publicDir, 'images', 'cover-autumn.svg'), path.join(root, 'public', 'images', 'strand.svg'));
    const studio = await start(root);
    const anna = await studio.signIn('anna');
    const refused = await studio.write(anna, '/approvals/request', { note: '' });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message:
        'Nicht zur Freigabe gegeben: public/images/strand.svg hat Änderungen, die keine gespeicherte Fassung sind. Freigegeben wird nur, was gespeichert und im Verlauf festgehalten ist. Unter „Ungespeicherte Änderungen“ kannst du sie als Fassung behalten oder verwerfen.',
      uncommitted: [{ file: 'public/images/strand.svg', change: 'neu' }],
    });
    expect((await studio.read(await studio.signIn('fritz'), '/approvals')).json.uncommitted).toEqual([{ file: 'public/images/strand.svg', change: 'neu' }]);
  });
});

describe('keeping or discarding what blocks a request', () => {
  const anna = { account: 'anna', name: 'Anna Muster', email: 'anna@example.de', roles: ['Redaktion'] };
  const approvals = (root: string) =>
    createApprovalApi({
      root,
      store: createApprovalStore(mkdtempSync(path.join(os.tmpdir(), 'freigaben-'))),
      selfApproval: false,
      today: FIXTURE_TODAY,
      links: {} as LinkApi,
    });

  it('keeps a file as a version by the person, after which the request goes through', async () => {
    const root = project();
    cpSync(path.join(publicDir, 'images', 'cover-autumn.svg'), path.join(root, 'public', 'images', 'strand.svg'));
    const api = approvals(root);
    expect(await api.keepUncommitted(['public/images/strand.svg'], anna)).toEqual({ status: 200, body: { kept: ['public/images/strand.svg'], errors: [] } });
    expect(gitIn(root, 'log', '-1', '--format=%an <%ae>: %s')).toBe(
      'Anna Muster <anna@example.de>: Ungespeicherte Änderungen als Fassung behalten: public/images/strand.svg\n',
    );
    expect((await api.request('', anna)).status).toBe(200);
  });

  it('refuses keeping an edition file cut off while written, and discards changed, deleted and new files', async () => {
    const root = project();
    const edition = `editions/${EARLY}.json`;
    const saved = readFileSync(path.join(root, edition), 'utf8');
    writeFileSync(path.join(root, edition), '{"name": "Nords');
    rmSync(path.join(root, 'public', 'images', 'cover-autumn.svg'));
    writeFileSync(path.join(root, 'public', 'images', 'rest.jpg'), 'halb');
    const api = approvals(root);
    expect((await api.keepUncommitted([edition], anna)).body).toEqual({
      message: `„${edition}“ ist kein vollständiges JSON-Objekt (wohl beim Schreiben abgebrochen) und lässt sich nicht als Fassung behalten. Bitte verwerfen: Dann gilt wieder die zuletzt gespeicherte Fassung.`,
    });
    expect((await api.discardUncommitted(['public/images/gibtsnicht.jpg'])).body).toEqual({
      message: '„public/images/gibtsnicht.jpg“ hat keine ungespeicherten Änderungen (mehr). Bitte die Liste neu laden.',
    });
    const files = [edition, 'public/images/cover-autumn.svg', 'public/images/rest.jpg'];
    expect(await api.discardUncommitted(files)).toEqual({ status: 200, body: { discarded: files } });
    expect(readFileSync(path.join(root, edition), 'utf8')).toBe(saved);
    expect(existsSync(path.join(root, 'public', 'images', 'cover-autumn.svg'))).toBe(true);
    expect(existsSync(path.join(root, 'public', 'images', 'rest.jpg'))).toBe(false);
    expect(status(root)).toBe('');
  });
});
