import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudioPreview } from '../server/api';
import type { StudioUser } from '../server/auth/userStore';
import { OWN_REQUEST } from '../server/approvals/approvalApi';
import { NOTHING_APPROVED } from '../server/approvals/approvedVersions';
import { EARLY, FIXTURE_TODAY, FULL, publicDir } from '#tests/helpers/content';
import { copyContentRoot, editJson } from '#tests/helpers/tempContent';
import { commitContent, initRepository } from './helpers/gitProject';
import { startHostedHarness, type HostedHarness, type Signed } from './helpers/hostedServer';

/**
 * Approval in the hosted studio (studio/server/approvals/): Redaktion asks for approval of the saved version,
 * Freigabe comments, gives back or approves (for „sofort“ or a day) and cancels a scheduled go-live; nobody
 * approves their own request unless the configuration allows it; publishing without an approved request is
 * refused. The requests are kept in the data folder and survive a restart. No build runs here
 * (studio/tests/approvedPublish.integration.test.ts publishes).
 */

/** A stand-in for the renderer: the page's edition name and day. */
const renderPreview = async ({ content, route }: StudioPreview) =>
  `<!doctype html><html lang="de"><body><h1>${content.editions.find((edition) => `/${edition.slug}` === route)?.name}</h1><p>Tag ${content.today}</p></body></html>`;
const accounts: Record<string, StudioUser['roles']> = { anna: ['Redaktion'], fritz: ['Freigabe'], clara: ['Redaktion', 'Freigabe'], vera: ['Verwaltung'] };

let root: string;
let studio: HostedHarness;
let anna: Signed;
let fritz: Signed;
let clara: Signed;
let vera: Signed;
const edition = `editions/${EARLY}.json`;

beforeAll(async () => {
  root = copyContentRoot();
  // The images as files, not a link: a version holds public/ as git has it, and its check finds every image.
  rmSync(path.join(root, 'public'));
  cpSync(publicDir, path.join(root, 'public'), { recursive: true });
  initRepository(root);
  studio = await startHostedHarness(root, accounts, { renderPreview, today: FIXTURE_TODAY });
});

beforeEach(async () => {
  [anna, fritz, clara, vera] = [await studio.signIn('anna'), await studio.signIn('fritz'), await studio.signIn('clara'), await studio.signIn('vera')];
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

/** A new saved version of the early-bird edition (a save commits it, as the studio's save does). */
let saves = 0;
function save() {
  saves += 1;
  editJson(root, edition, (data) => (data.name = `Nordsee-Edition, Fassung ${saves}`));
  return commitContent(root, `Fassung ${saves} gespeichert`);
}

const ask = (signed: Signed, note = '') => studio.write(signed, '/approvals/request', { note });

describe('approval in the hosted studio', () => {
  it('pins the saved version; Freigabe sees who, when and the note, comments, and gives it back with a comment', async () => {
    const commit = save();
    const asked = await ask(anna, 'Bitte den neuen Namen prüfen.');
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      commit,
      requester: { account: 'anna', name: 'anna' },
      note: 'Bitte den neuen Namen prüfen.',
      status: 'offen',
      requested: new Date(studio.clock.now).toISOString(),
    });

    const seen = await studio.read(fritz, '/approvals');
    expect(seen.status).toBe(200);
    expect(seen.json.requests[0]).toMatchObject({ id: asked.json.id, requester: { name: 'anna' }, note: 'Bitte den neuen Namen prüfen.' });
    expect(seen.json.selfApproval).toBe(false);

    expect((await studio.write(fritz, '/approvals/comment', { id: asked.json.id, text: 'Sieht gut aus, nur das Komma?' })).status).toBe(200);
    expect((await studio.write(anna, '/approvals/comment', { id: asked.json.id, text: 'Das Komma bleibt.' })).status).toBe(200);
    const withoutComment = await studio.write(fritz, '/approvals/return', { id: asked.json.id, comment: ' ' });
    expect(withoutComment.status).toBe(400);
    const returned = await studio.write(fritz, '/approvals/return', { id: asked.json.id, comment: 'Bitte doch ohne Komma.' });
    expect(returned.status).toBe(200);
    expect(returned.json.status).toBe('zurückgegeben');

    // The requester sees every comment with its author and time.
    const mine = (await studio.read(anna, '/approvals')).json.requests.find((request: { id: string }) => request.id === asked.json.id);
    expect(mine.comments.map(({ author, text }: { author: string; text: string }) => `${author}: ${text}`)).toEqual([
      'fritz: Sieht gut aus, nur das Komma?',
      'anna: Das Komma bleibt.',
      'fritz: Bitte doch ohne Komma.',
    ]);
    expect(mine.comments.every((comment: { time: string }) => comment.time === new Date(studio.clock.now).toISOString())).toBe(true);
    // Given back, it can no longer be approved.
    const late = await studio.write(fritz, '/approvals/approve', { id: asked.json.id });
    expect(late.status).toBe(409);
  });

  it('refuses a request while editions/ holds changes that are no saved version', async () => {
    save();
    editJson(root, edition, (data) => (data.name = 'Ungespeicherte Nordsee-Edition'));
    const refused = await ask(anna);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `Nicht zur Freigabe gegeben: ${edition} hat Änderungen, die keine gespeicherte Fassung sind. Freigegeben wird nur, was gespeichert und im Verlauf festgehalten ist. Unter „Ungespeicherte Änderungen“ kannst du sie als Fassung behalten oder verwerfen.`,
    );
    commitContent(root, 'nachträglich gespeichert');
  });

  it('lets only Redaktion ask and only Freigabe approve, give back and cancel; both comment', async () => {
    save();
    const asked = await ask(anna);
    const byFreigabe = await ask(fritz);
    expect(byFreigabe.status).toBe(403);
    expect(byFreigabe.json.message).toBe('Dafür braucht dein Konto die Rolle „Redaktion“ (bearbeiten, speichern, anlegen, hochladen).');
    for (const route of ['/approvals/approve', '/approvals/cancel']) {
      const byRedaktion = await studio.write(anna, route, { id: asked.json.id });
      expect(byRedaktion.status, route).toBe(403);
      expect(byRedaktion.json.message, route).toBe('Dafür braucht dein Konto die Rolle „Freigabe“ (veröffentlichen und zurücknehmen).');
    }
    expect((await studio.write(anna, '/approvals/return', { id: asked.json.id, comment: 'selbst zurück' })).status).toBe(403);
    expect((await studio.write(vera, '/approvals/comment', { id: asked.json.id, text: 'Hallo' })).status).toBe(403);
    expect((await studio.write(fritz, '/approvals/approve', { id: asked.json.id })).json.status).toBe('freigegeben');
  });

  it('refuses approving one’s own request, in German', async () => {
    save();
    const asked = await ask(clara, 'Meine eigene Änderung');
    const own = await studio.write(clara, '/approvals/approve', { id: asked.json.id });
    expect(own.status).toBe(403);
    expect(own.json.message).toBe(OWN_REQUEST);
    expect((await studio.read(fritz, '/approvals')).json.requests.find((request: { id: string }) => request.id === asked.json.id).status).toBe('offen');
    // A second person approves it.
    expect((await studio.write(fritz, '/approvals/approve', { id: asked.json.id })).json).toMatchObject({
      status: 'freigegeben',
      approver: { account: 'fritz' },
    });
  });

  it('refuses publishing without an approved request, and says why', async () => {
    const fresh = await startHostedHarness(root, accounts, { renderPreview, today: FIXTURE_TODAY });
    try {
      const publish = await fresh.write(await fresh.signIn('fritz'), '/publish/start', {});
      expect(publish.status).toBe(409);
      expect(publish.json.message).toBe(NOTHING_APPROVED);
    } finally {
      await fresh.close();
      rmSync(fresh.dataDir, { recursive: true, force: true });
    }
    // Given back: not published either.
    save();
    const asked = await ask(anna);
    await studio.write(fritz, '/approvals/return', { id: asked.json.id, comment: 'Noch nicht.' });
    const returned = await studio.write(fritz, '/publish/start', { request: asked.json.id });
    expect(returned.status).toBe(409);
    expect(returned.json.message).toBe('Diese Anfrage ist zurückgegeben; veröffentlicht wird nur eine freigegebene Fassung.');
  });

  it('schedules a go-live for today or later, never for a past day, and a Freigabe person cancels it', async () => {
    save();
    const asked = await ask(anna);
    const past = await studio.write(fritz, '/approvals/approve', { id: asked.json.id, day: '2026-02-14' });
    expect(past.status).toBe(422);
    expect(past.json.message).toBe('Der 14. Februar 2026 ist schon vorbei: Bitte heute oder einen späteren Tag wählen, oder „sofort“.');
    const scheduled = await studio.write(fritz, '/approvals/approve', { id: asked.json.id, day: '2026-03-01' });
    expect(scheduled.json).toMatchObject({ status: 'geplant', day: '2026-03-01', approver: { name: 'fritz' } });
    // Scheduled is not „Veröffentlichen“: it goes live on its day.
    expect((await studio.write(fritz, '/publish/start', { request: asked.json.id })).json.message).toBe(
      'Diese Fassung ist für den 1. März 2026 geplant und geht an dem Tag von selbst live. Sofort veröffentlichen: den Termin absagen und die Fassung neu zur Freigabe geben lassen.',
    );
    const cancelled = await studio.write(fritz, '/approvals/cancel', { id: asked.json.id });
    expect(cancelled.json).toMatchObject({ status: 'abgesagt', closedBy: 'fritz' });
    expect((await studio.write(fritz, '/approvals/cancel', { id: asked.json.id })).status).toBe(409);
  });

  it('withdraws an approval for „sofort“ until it is published; a withdrawn one is not published', async () => {
    save();
    const asked = await ask(anna);
    expect((await studio.write(fritz, '/approvals/approve', { id: asked.json.id })).json.status).toBe('freigegeben');
    const withdrawn = await studio.write(fritz, '/approvals/cancel', { id: asked.json.id });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json).toMatchObject({ status: 'abgesagt', closedBy: 'fritz' });
    expect((await studio.write(fritz, '/publish/start', { request: asked.json.id })).json.message).toBe(
      'Diese Anfrage ist abgesagt; veröffentlicht wird nur eine freigegebene Fassung.',
    );
    const again = await studio.write(fritz, '/approvals/cancel', { id: asked.json.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Das geht nicht mehr: Die Anfrage ist abgesagt, zurücknehmen lässt sich nur eine Freigabe, die noch nicht live ist.');
  });

  it('links to the pages of the request’s version on any day, not to a save made after it', async () => {
    save();
    const asked = await ask(anna);
    const requested = (await studio.read(fritz, `/edition?key=${EARLY}`)).json.data.name as string;
    save();
    const link = await studio.write(fritz, '/approvals/preview-link', { id: asked.json.id, key: EARLY });
    expect(link.status).toBe(200);
    expect(link.json).toMatchObject({ key: EARLY, name: requested, creator: 'fritz', state: 'gültig' });
    const page = await studio.send('GET', `${link.json.path}?tag=01.03.2026`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1>${requested}</h1>`);
    expect(page.text).toContain('Tag 2026-03-01');
    expect((await studio.write(vera, '/approvals/preview-link', { id: asked.json.id, key: EARLY })).status).toBe(403);
  });

  it('keeps the requests in the data folder: a restarted studio lists them', async () => {
    const before = (await studio.read(fritz, '/approvals')).json.requests;
    const restarted = await startHostedHarness(root, accounts, { renderPreview, today: FIXTURE_TODAY, dataDir: studio.dataDir });
    try {
      expect((await restarted.read(await restarted.signIn('fritz'), '/approvals')).json.requests).toEqual(before);
      expect(existsSync(path.join(studio.dataDir, 'freigaben.json'))).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

/** A save through the studio, as the signed-in person (the studio commits it in their name). */
async function saveAs(signed: Signed, key: string, change: (data: Record<string, any>) => void) {
  const opened = (await studio.read(signed, `/edition?key=${key}`)).json;
  change(opened.data);
  const saved = await studio.write(signed, '/save', { key, data: opened.data, baseHash: opened.hash });
  expect(saved.status, saved.text).toBe(200);
}

describe('four eyes: nothing goes live that only its own author has seen', () => {
  it('refuses an approver a colleague’s request that carries their own unreviewed save, lists every change by person, and lets a second person approve it', async () => {
    // What is saved so far Fritz has approved.
    save();
    expect((await studio.write(fritz, '/approvals/approve', { id: (await ask(anna)).json.id })).json.status).toBe('freigegeben');
    // Clara (Redaktion and Freigabe) saves a voucher; nobody asks for its approval.
    await saveAs(clara, EARLY, (data) => (data.offer.voucher = 'GRATIS100'));
    // Anna saves a small text and asks for approval: the saved version carries Clara's voucher too.
    await saveAs(anna, FULL, (data) => (data.name = 'Nordsee-Edition mit neuem Namen'));
    const asked = await ask(anna, 'Nur mein Name.');
    expect(asked.status).toBe(200);
    const people = asked.json.authors.map(
      (author: { name: string; changes: Array<{ subject: string }> }) => `${author.name}: ${author.changes.map((change) => change.subject).join(' | ')}`,
    );
    expect(people).toEqual([
      'anna: Nordsee-Edition mit neuem Namen gespeichert: Name der Edition',
      expect.stringMatching(/^clara: Nordsee-Edition, Fassung \d+ gespeichert: Gutscheincode, der im Checkout-Link mitgegeben wird$/),
    ]);
    // Titled by what changed: each edition with its fields.
    expect(asked.json.title).toMatch(
      /^Nordsee-Edition, Fassung \d+: Gutscheincode, der im Checkout-Link mitgegeben wird; Nordsee-Edition mit neuem Namen: Name der Edition$/,
    );
    // The review screen reads the same list.
    expect((await studio.read(fritz, '/approvals')).json.requests[0].authors).toEqual(asked.json.authors);

    const byClara = await studio.write(clara, '/approvals/approve', { id: asked.json.id });
    expect(byClara.status).toBe(403);
    expect(byClara.json.message).toMatch(
      /^Diese Fassung enthält eine Änderung von dir, die noch niemand sonst geprüft hat: „.* gespeichert: Gutscheincode[^“]*“ \(\d\d\.\d\d\.\d{4}, \d\d:\d\d\)\. Live geht nichts, das nur seine Autorin oder sein Autor gesehen hat: Eine zweite Person mit der Rolle „Freigabe“ gibt diese Fassung frei\.$/,
    );
    expect((await studio.read(fritz, '/approvals')).json.requests[0].status).toBe('offen');

    // Fritz has seen the voucher: he approves. Anna's next change alone Clara may then approve.
    expect((await studio.write(fritz, '/approvals/approve', { id: asked.json.id })).json.status).toBe('freigegeben');
    await saveAs(anna, FULL, (data) => (data.name = 'Nordsee-Edition, Fassung Anna 2'));
    const next = await ask(anna);
    expect(next.json.authors.map((author: { name: string }) => author.name)).toEqual(['anna']);
    expect((await studio.write(clara, '/approvals/approve', { id: next.json.id })).json.status).toBe('freigegeben');
    for (const id of [asked.json.id, next.json.id]) await studio.write(fritz, '/approvals/cancel', { id });
  });
});

describe('approval for a team of one („selfApproval“)', () => {
  it('lets a person approve their own request when the configuration says so, and tells the page', async () => {
    const solo = await startHostedHarness(root, { clara: ['Redaktion', 'Freigabe'] }, { renderPreview, today: FIXTURE_TODAY, config: { selfApproval: true } });
    try {
      const signed = await solo.signIn('clara');
      save();
      const asked = await solo.write(signed, '/approvals/request', { note: '' });
      const approved = await solo.write(signed, '/approvals/approve', { id: asked.json.id });
      expect(approved.status).toBe(200);
      expect(approved.json).toMatchObject({ status: 'freigegeben', requester: { account: 'clara' }, approver: { account: 'clara' } });
      expect((await solo.read(signed, '/approvals')).json.selfApproval).toBe(true);
    } finally {
      await solo.close();
      rmSync(solo.dataDir, { recursive: true, force: true });
    }
  });
});
