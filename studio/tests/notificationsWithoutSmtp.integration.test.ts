import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { startHostedHarness, type HostedHarness } from './helpers/hostedServer';

/**
 * Without an SMTP server configured the studio works as before: the bell answers every account, e-mail is said to
 * be off, and Verwaltung is told so once; a choice is still saved, and the bell's routes refuse another's notice.
 */

let root: string;
let studio: HostedHarness;

beforeAll(async () => {
  root = copyContentRoot();
  studio = await startHostedHarness(root, { anna: ['Redaktion'], vera: ['Verwaltung'] }, { today: FIXTURE_TODAY, renderPreview: async () => '' });
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

describe('notifications without an SMTP server', () => {
  it('tells Verwaltung once that they come in the studio only, and keeps each person’s choices', async () => {
    const [anna, vera] = [await studio.signIn('anna'), await studio.signIn('vera')];
    const first = await studio.read(vera, '/notifications');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ unread: 1, mailPossible: false, hasAddress: false, mailOff: false });
    expect(first.json.notices.map((notice: { subject: string }) => notice.subject)).toEqual(['Mitteilungen kommen nur im Studio an']);
    // Once: a second look adds none.
    expect((await studio.read(vera, '/notifications')).json.notices).toHaveLength(1);
    expect((await studio.read(anna, '/notifications')).json).toMatchObject({ unread: 0, notices: [] });

    // Anna cannot mark Vera's notice read; Vera can.
    const id = first.json.notices[0].id;
    expect((await studio.write(anna, '/notifications/read', { id })).status).toBe(404);
    expect((await studio.write(vera, '/notifications/read', { id })).json.unread).toBe(0);

    const chosen = await studio.write(anna, '/notifications/choice', { kind: 'zurueckgegeben', mail: false });
    expect(chosen.json.mail).toMatchObject({ zurueckgegeben: false, freigegeben: true });
    expect((await studio.write(anna, '/notifications/choice', { mail: false })).json.mailOff).toBe(true);
    expect((await studio.read(anna, '/notifications')).json).toMatchObject({ mailOff: true, mail: { zurueckgegeben: false } });
    expect((await studio.write(anna, '/notifications/choice', { kind: 'unbekannt', mail: true })).status).toBe(400);
  });
});
