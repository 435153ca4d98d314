import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan, Publisher } from '#scripts/publish/publisher';
import { PublishError } from '#scripts/publish/publishError';
import type { ApprovalRequest } from '#studio/shared/approvals';
import type { LinkApi } from '../previewLinks/linkApi';
import { createApprovalApi, goingLiveRefusal } from './approvalApi';
import { createApprovalStore } from './approvalStore';
import { publishScheduled } from './scheduledGoLive';

/** The scheduled run without a build (studio/tests/approvedPublish.integration.test.ts builds): what is due, and a go-live withdrawn while it was built or deployed. */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scheduled(day: string): { store: ReturnType<typeof createApprovalStore>; request: ApprovalRequest } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freigaben-'));
  dirs.push(dir);
  const store = createApprovalStore(dir);
  const party = (account: string) => ({ account, name: account, email: `${account}@example.de` });
  const request: ApprovalRequest = {
    id: 'r1',
    commit: 'a'.repeat(40),
    requester: party('anna'),
    requested: '2026-02-15T09:00:00.000Z',
    note: '',
    status: 'geplant',
    comments: [],
    approver: party('fritz'),
    approved: '2026-02-15T10:00:00.000Z',
    day,
  };
  store.add(request);
  return { store, request };
}

const fakePublisher = (onPlan: () => void = () => {}, onDeploy: () => void = () => {}) => {
  const publisher = {
    plan: vi.fn(async () => {
      onPlan();
      return { snapshot: { files: {} } } as unknown as Plan;
    }),
    deploy: vi.fn(async () => {
      onDeploy();
      return { summary: 'Nordsee-Edition 2026', time: '2026-03-01T00:05:00.000Z' };
    }),
    discard: vi.fn(),
  };
  return publisher as typeof publisher & Publisher;
};

describe('the scheduled go-live', () => {
  it('does nothing before the day', async () => {
    const { store } = scheduled('2026-03-01');
    const publisher = fakePublisher();
    expect(await publishScheduled({ root: dirs[0], store, today: '2026-02-28', publisher })).toEqual({ lines: [], failed: 0 });
    expect(publisher.plan).not.toHaveBeenCalled();
  });

  it('does not put live a version whose date was cancelled while it was built', async () => {
    const { store } = scheduled('2026-03-01');
    const publisher = fakePublisher(() => store.update('r1', (request) => (request.status = 'abgesagt')));
    const run = await publishScheduled({ root: dirs[0], store, today: '2026-03-01', publisher });
    expect(run.lines).toEqual([
      'Nicht veröffentlicht (geplant für den 1. März 2026, Fassung aaaaaaa): Die Freigabe für den Tag wurde inzwischen zurückgenommen.',
    ]);
    expect(publisher.deploy).not.toHaveBeenCalled();
    expect(publisher.discard).toHaveBeenCalledTimes(1);
    expect(store.find('r1')?.status).toBe('abgesagt');
  });

  it('refuses withdrawing the approval once the deploy has begun, in German, and records the go-live', async () => {
    const { store } = scheduled('2026-03-01');
    const approvals = createApprovalApi({ root: dirs[0], store, selfApproval: false, links: {} as LinkApi });
    let answer: ReturnType<typeof approvals.cancel> | undefined;
    const publisher = fakePublisher(
      undefined,
      () => (answer = approvals.cancel('r1', { account: 'fritz', name: 'fritz', email: 'fritz@example.de', roles: ['Freigabe'] })),
    );
    const run = await publishScheduled({ root: dirs[0], store, today: '2026-03-01', publisher, now: () => Date.UTC(2026, 2, 1, 0, 5) });
    expect(answer).toEqual({
      status: 409,
      body: {
        message:
          'Zu spät zum Zurücknehmen: Die Fassung wird seit 01.03.2026, 01:05 veröffentlicht. Ist sie live und soll sie es nicht bleiben, unter „Live-Seite“ die vorige Veröffentlichung „Wieder live schalten“.',
      },
    });
    expect(answer!.body).toEqual({ message: goingLiveRefusal(store.find('r1')!) });
    expect(run.lines[0]).toMatch(/^Veröffentlicht \(geplant für den 1\. März 2026, Fassung aaaaaaa\): Nordsee-Edition 2026/);
    expect(store.find('r1')?.status).toBe('veröffentlicht');
  });

  it('lets the approval be withdrawn again after a deploy that failed', async () => {
    const { store } = scheduled('2026-03-01');
    const approvals = createApprovalApi({ root: dirs[0], store, selfApproval: false, links: {} as LinkApi });
    const publisher = fakePublisher(undefined, () => {
      throw new PublishError('Auf dem Server ist kein Platz mehr frei.');
    });
    expect((await publishScheduled({ root: dirs[0], store, today: '2026-03-01', publisher })).failed).toBe(1);
    expect(store.find('r1')?.status).toBe('geplant');
    expect(store.find('r1')?.goingLive).toBeUndefined();
    expect(approvals.cancel('r1', { account: 'fritz', name: 'fritz', email: 'fritz@example.de', roles: ['Freigabe'] })).toMatchObject({
      status: 200,
      body: { status: 'abgesagt' },
    });
  });
});

describe('a scheduled go-live that fails', () => {
  const fritz = { account: 'fritz', name: 'fritz', email: 'fritz@example.de', roles: ['Freigabe'] };
  // 28 November 2026, 00:05 in Germany: the run after midnight.
  const failedAt = Date.UTC(2026, 10, 27, 23, 5);

  it('is recorded at its request, in German with the next try, and the overview shows it; a later success clears it', async () => {
    const { store } = scheduled('2026-11-28');
    const approvals = createApprovalApi({ root: dirs[0], store, selfApproval: false, links: {} as LinkApi, today: '2026-11-28' });
    const failing = fakePublisher(() => {
      throw new PublishError('Der Build ist fehlgeschlagen; nichts wurde veröffentlicht.\nError: ENOSPC at scripts/build.ts:12');
    });
    const run = await publishScheduled({ root: dirs[0], store, today: '2026-11-28', publisher: failing, now: () => failedAt });
    expect(run.failed).toBe(1);

    const overview = await approvals.overview(fritz);
    expect(overview.status).toBe(200);
    const [shown] = (overview.body as { requests: ApprovalRequest[] }).requests;
    expect(shown.status).toBe('geplant');
    expect(shown.failedGoLive).toEqual({
      time: '2026-11-27T23:05:00.000Z',
      // The build's output is for the server's log; the request says what happened.
      reason: 'Der Build ist fehlgeschlagen; nichts wurde veröffentlicht.',
      // The timer's next run: 00:32 in Germany.
      nextTry: '2026-11-27T23:32:00.000Z',
      tries: 1,
    });

    await publishScheduled({ root: dirs[0], store, today: '2026-11-28', publisher: failing, now: () => failedAt + 3_600_000 });
    expect(store.find('r1')?.failedGoLive).toMatchObject({ tries: 2, nextTry: '2026-11-28T00:32:00.000Z' });

    await publishScheduled({ root: dirs[0], store, today: '2026-11-28', publisher: fakePublisher(), now: () => failedAt + 7_200_000 });
    expect(store.find('r1')).toMatchObject({ status: 'veröffentlicht' });
    expect(store.find('r1')?.failedGoLive).toBeUndefined();
  });

  it('says an unexpected failure without its technical detail', async () => {
    const { store } = scheduled('2026-11-28');
    const publisher = fakePublisher(() => {
      throw new Error('EACCES: permission denied, open /srv/site/.live');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await publishScheduled({ root: dirs[0], store, today: '2026-11-28', publisher, now: () => failedAt });
    // The operator's journal has the detail.
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(store.find('r1')?.failedGoLive?.reason).toMatch(/^Auf dem Server ist ein unerwarteter Fehler aufgetreten; die Live-Seite ist unverändert\./);
    expect(store.find('r1')?.failedGoLive?.reason).not.toContain('EACCES');
  });
});
