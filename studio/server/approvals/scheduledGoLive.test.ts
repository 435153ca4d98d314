import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan, Publisher } from '#scripts/publish/publisher';
import type { ApprovalRequest } from '#studio/shared/approvals';
import { createApprovalStore } from './approvalStore';
import { publishScheduled } from './scheduledGoLive';

/** The scheduled run without a build (studio/tests/approvedPublish.test.ts builds): what is due, and a go-live cancelled while it was built. */

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function scheduled(day: string): { store: ReturnType<typeof createApprovalStore>; request: ApprovalRequest } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freigaben-'));
  dirs.push(dir);
  const store = createApprovalStore(dir);
  const party = (account: string) => ({ account, name: account, email: `${account}@example.de` });
  const request: ApprovalRequest = { id: 'r1', commit: 'a'.repeat(40), requester: party('anna'), requested: '2026-02-15T09:00:00.000Z', note: '', status: 'geplant', comments: [], approver: party('fritz'), approved: '2026-02-15T10:00:00.000Z', day };
  store.add(request);
  return { store, request };
}

const fakePublisher = (onPlan: () => void = () => {}) => {
  const publisher = { plan: vi.fn(async () => (onPlan(), { snapshot: { files: {} } }) as unknown as Plan), deploy: vi.fn(), discard: vi.fn() };
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
    expect(run.lines).toEqual(['Nicht veröffentlicht (geplant für den 1. März 2026, Fassung aaaaaaa): Der Termin wurde inzwischen abgesagt.']);
    expect(publisher.deploy).not.toHaveBeenCalled();
    expect(publisher.discard).toHaveBeenCalledTimes(1);
    expect(store.find('r1')?.status).toBe('abgesagt');
  });
});
