import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan, Publisher } from '#scripts/publish/publisher';
import type { PublishJobView } from '../shared/apiTypes';
import { createApprovalApi } from './approvals/approvalApi';
import { createApprovalStore } from './approvals/approvalStore';
import type { LinkApi } from './previewLinks/linkApi';
import { createPublishJobs } from './publish';

/** The studio's list of releases: a release whose record cannot be read is named and left out, not an error. */
describe('the studio’s list of releases', () => {
  it('lists the readable releases, marks the live one, and names an unreadable record', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
    const live = path.join(mkdtempSync(path.join(os.tmpdir(), 'live-')), 'site');
    writeFileSync(path.join(root, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: live }));
    const releases = path.join(live, 'releases');
    for (const id of ['2026-01-01T09-00-00Z', '2026-01-02T09-00-00Z']) mkdirSync(path.join(releases, id), { recursive: true });
    writeFileSync(path.join(releases, '2026-01-01T09-00-00Z.json'), '{"truncated');
    writeFileSync(
      path.join(releases, '2026-01-02T09-00-00Z.json'),
      JSON.stringify({ id: '2026-01-02T09-00-00Z', time: '2026-01-02T09:00:00.000Z', summary: 'Winter-Edition (Preis)', files: {}, pages: {} }),
    );
    symlinkSync(path.join('releases', '2026-01-02T09-00-00Z'), path.join(live, 'current'));

    const { status, body } = await createPublishJobs({ root }).overview();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      releases: [{ id: '2026-01-02T09-00-00Z', live: true, summary: 'Winter-Edition (Preis)' }],
      skipped: ['releases/2026-01-01T09-00-00Z.json ist unlesbar oder beschädigt und wird übersprungen.'],
    });
    expect(body).not.toHaveProperty('problem');
  });
});

/** „Veröffentlichen“ of an approved version: from the deploy on, its approval can no longer be withdrawn. */
const party = (account: string) => ({ account, name: account, email: `${account}@example.de` });

/** A project with one request approved for „sofort“ (r1), and the approval operations on it. */
function approvedRequest() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
  const store = createApprovalStore(mkdtempSync(path.join(os.tmpdir(), 'freigaben-')));
  store.add({
    id: 'r1',
    commit: 'a'.repeat(40),
    requester: party('anna'),
    requested: '2026-02-15T09:00:00.000Z',
    note: '',
    status: 'freigegeben',
    comments: [],
    approver: party('fritz'),
    approved: '2026-02-15T10:00:00.000Z',
  });
  return { root, store, approvals: createApprovalApi({ root, store, selfApproval: false, links: {} as LinkApi }) };
}

describe('publishing an approved version in the hosted studio', () => {
  it('refuses withdrawing the approval while it deploys, and publishes it', async () => {
    const { root, store, approvals } = approvedRequest();
    let withdrawal: ReturnType<typeof approvals.cancel> | undefined;
    const publisher = {
      plan: async () => ({ snapshot: { files: {} }, changes: [] }) as unknown as Plan,
      deploy: async () => {
        withdrawal = approvals.cancel('r1', { ...party('clara'), roles: ['Freigabe'] });
        return { summary: 'Winter-Edition 2026', time: '2026-02-15T11:00:00.000Z' };
      },
      discard: () => {},
    } as unknown as Publisher;
    const jobs = createPublishJobs({ root, publisher, approvals: store });
    const started = jobs.start('r1');
    expect(started.status).toBe(200);
    const id = (started.body as PublishJobView).id;
    await expect.poll(() => (jobs.progress(id).body as PublishJobView).state).toBe('ready');
    expect((await jobs.confirm(id)).body).toMatchObject({ state: 'done' });
    expect(withdrawal?.status).toBe(409);
    expect((withdrawal!.body as { message: string }).message).toMatch(
      /^Zu spät zum Zurücknehmen: Die Fassung wird seit \d\d\.\d\d\.\d{4}, \d\d:\d\d veröffentlicht\./,
    );
    expect(store.find('r1')?.status).toBe('veröffentlicht');
  });

  it('does not deploy a version whose approval was withdrawn before „Jetzt veröffentlichen“', async () => {
    const { root, store, approvals } = approvedRequest();
    let deployed = false;
    const publisher = {
      plan: async () => ({ snapshot: { files: {} }, changes: [] }) as unknown as Plan,
      deploy: async () => (deployed = true),
      discard: () => {},
    } as unknown as Publisher;
    const jobs = createPublishJobs({ root, publisher, approvals: store });
    const id = (jobs.start('r1').body as PublishJobView).id;
    await expect.poll(() => (jobs.progress(id).body as PublishJobView).state).toBe('ready');
    expect(approvals.cancel('r1', { ...party('fritz'), roles: ['Freigabe'] }).status).toBe(200);
    expect((await jobs.confirm(id)).body).toEqual({ message: 'Diese Anfrage ist abgesagt; veröffentlicht wird nur eine freigegebene Fassung.' });
    expect(deployed).toBe(false);
  });
});

/** A publisher that counts its builds: each plan is a new object for `commit`; `current` answers isCurrent. */
function countingPublisher(current = () => true) {
  const planned: Plan[] = [];
  const discarded: Plan[] = [];
  const deployed: Plan[] = [];
  const publisher = {
    plan: async (_onStep: unknown, { commit }: { commit?: string } = {}) => {
      const plan = { id: `plan-${planned.length + 1}`, commit, snapshot: { files: {} }, changes: [] } as unknown as Plan;
      planned.push(plan);
      return plan;
    },
    isCurrent: async () => current(),
    deploy: async (plan: Plan) => {
      deployed.push(plan);
      return { summary: 'Winter-Edition 2026', time: '2026-02-15T11:00:00.000Z' };
    },
    discard: (plan: Plan) => discarded.push(plan),
  } as unknown as Publisher;
  return { publisher, planned, discarded, deployed };
}

/** Starts a publish (or review) of `request` and waits until its build is ready; its id. */
async function readyJob(jobs: ReturnType<typeof createPublishJobs>, request?: string): Promise<string> {
  const id = (jobs.start(request).body as PublishJobView).id;
  await expect.poll(() => (jobs.progress(id).body as PublishJobView).state).toBe('ready');
  return id;
}

describe('the build of a reviewed version', () => {
  it('is kept when the review closes, and „Veröffentlichen“ of that version puts it live without building again', async () => {
    const { root, store } = approvedRequest();
    const { publisher, planned, discarded, deployed } = countingPublisher();
    const jobs = createPublishJobs({ root, publisher, approvals: store });
    jobs.cancel(await readyJob(jobs, 'r1'));
    expect(discarded).toEqual([]);
    const id = await readyJob(jobs, 'r1');
    expect(planned).toHaveLength(1);
    expect((await jobs.confirm(id)).body).toMatchObject({ state: 'done' });
    expect(deployed).toEqual([planned[0]]);
  });

  it('is built again when it is no longer current (another day, or something else went live meanwhile)', async () => {
    const { root, store } = approvedRequest();
    const { publisher, planned, discarded, deployed } = countingPublisher(() => false);
    const jobs = createPublishJobs({ root, publisher, approvals: store });
    jobs.cancel(await readyJob(jobs, 'r1'));
    const id = await readyJob(jobs, 'r1');
    expect(planned).toHaveLength(2);
    expect(discarded).toEqual([planned[0]]);
    await jobs.confirm(id);
    expect(deployed).toEqual([planned[1]]);
  });

  it('is given up for another version', async () => {
    const { root, store } = approvedRequest();
    store.add({ ...store.find('r1')!, id: 'r2', commit: 'b'.repeat(40) });
    const { publisher, planned, discarded } = countingPublisher();
    const jobs = createPublishJobs({ root, publisher, approvals: store });
    jobs.cancel(await readyJob(jobs, 'r1'));
    await readyJob(jobs, 'r2');
    expect(planned.map((plan) => plan.commit)).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
    expect(discarded).toEqual([planned[0]]);
  });

  it('is never kept by the local studio, whose working tree may have changed since', async () => {
    const { root } = approvedRequest();
    const { publisher, planned, discarded } = countingPublisher();
    const jobs = createPublishJobs({ root, publisher });
    jobs.cancel(await readyJob(jobs));
    expect(discarded).toEqual([planned[0]]);
    await readyJob(jobs);
    expect(planned).toHaveLength(2);
  });
});
