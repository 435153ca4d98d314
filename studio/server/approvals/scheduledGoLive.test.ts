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
