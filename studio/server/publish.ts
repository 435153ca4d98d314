import { randomUUID } from 'node:crypto';
import { BUILD_STEPS } from '#scripts/build/buildSteps';
import { createPublisher, type Plan, type Publisher } from '#scripts/publish/publisher';
import { PublishError } from '#scripts/publish/publishError';
import { recordPublish, rollBackRecorded } from '#scripts/versions/releaseVersions';
import type { Person } from '#scripts/versions/types';
import type { PublishJobView, PublishOverview, ReleaseSummary } from '../shared/apiTypes';
import { fail, ok, type ApiAnswer } from './answers';
import type { ApprovalStore } from './approvals/approvalStore';
import { servedReleaseOf } from './servedRelease';
import { approvalNames, beginGoingLive, goingLiveFailed, goLiveReason, markPublished, sourceOf } from './approvals/approvedVersions';

/**
 * The studio's „Veröffentlichen“, free of HTTP: a publish runs as a job the dialog follows (check and
 * build with their steps, then the changes), and goes live only when the marketer confirms. One job at a
 * time; the publishing itself is `npm run publish`'s (scripts/publish/).
 */

interface Job extends PublishJobView {
  plan?: Plan;
}

export interface PublishJobsOptions {
  root: string;
  publisher?: Publisher;
  /** The hosted studio: publishes approved requests only, each built from its commit. None: the working tree (local). */
  approvals?: ApprovalStore;
}

const messageOf = (error: unknown) =>
  error instanceof PublishError ? error.message : 'Beim Veröffentlichen ist ein unerwarteter Fehler aufgetreten; Einzelheiten stehen im Terminal.';

/** What the dialog may see of a job (not the build's folder). */
const viewOf = ({ plan: _plan, ...view }: Job): PublishJobView => view;

export function createPublishJobs({ root, publisher = createPublisher({ root }), approvals }: PublishJobsOptions) {
  const jobs = new Map<string, Job>();
  const busy = () => [...jobs.values()].some((job) => job.state === 'running' || job.state === 'deploying');

  /**
   * The hosted studio's last build of a saved version that nobody put live (its review was closed): „Veröffentlichen“
   * of that same version goes on from it instead of building it again, while it is current (publisher.isCurrent).
   * The local studio builds the working tree, which may have changed since: it never keeps one.
   */
  let kept: Plan | undefined;
  function giveUp(plan: Plan) {
    if (approvals && plan.commit !== undefined) {
      if (kept && kept !== plan) publisher.discard(kept);
      kept = plan;
    } else publisher.discard(plan);
  }
  /** The kept build of `commit` if it can still go live, else none (and any kept one is discarded). */
  async function keptBuildOf(commit: string | undefined): Promise<Plan | undefined> {
    const plan = kept;
    kept = undefined;
    if (!plan) return undefined;
    if (plan.commit === commit && (await publisher.isCurrent(plan))) return plan;
    publisher.discard(plan);
    return undefined;
  }

  return {
    overview: async (): Promise<ApiAnswer<PublishOverview>> => {
      try {
        const { releases, skipped } = await publisher.releases();
        const served = await servedReleaseOf(root);
        return ok({ target: publisher.target(), releases, skipped, ...(served ? { served } : {}) });
      } catch (error) {
        if (!(error instanceof PublishError)) console.error(error);
        return ok({ problem: messageOf(error), releases: [] });
      }
    },

    /** Checks and builds for the review; in the hosted studio the version of `request` (open: to review it; approved: to publish it). */
    start(request?: string): ApiAnswer<PublishJobView> {
      const source = approvals && sourceOf(approvals, request, 'review');
      if (source && !source.ok) return fail(source.status, source.message);
      if (busy()) return fail(409, 'Gerade läuft schon eine Veröffentlichung. Bitte warten, bis sie fertig ist.');
      // A plan nobody confirmed is given up when the next one starts (a saved version's build is kept for it).
      for (const [id, job] of jobs) {
        if (job.plan) giveUp(job.plan);
        jobs.delete(id);
      }
      const job: Job = { id: randomUUID(), state: 'running', steps: [...BUILD_STEPS], step: 0, request: source?.request.id };
      jobs.set(job.id, job);
      const commit = source?.request.commit;
      keptBuildOf(commit)
        .then((plan) => plan ?? publisher.plan((step) => (job.step = step), { commit }))
        .then(
          (plan) => Object.assign(job, { state: 'ready', step: BUILD_STEPS.length, plan, changes: plan.changes, today: plan.today, calendar: plan.calendar }),
          (error: unknown) => {
            if (!(error instanceof PublishError)) console.error(error);
            Object.assign(job, { state: 'refused', message: messageOf(error), problems: error instanceof PublishError ? error.problems : [] });
          },
        );
      return ok(viewOf(job));
    },

    progress(id: string): ApiAnswer<PublishJobView> {
      const job = jobs.get(id);
      return job ? ok(viewOf(job)) : fail(404, 'Diese Veröffentlichung gibt es nicht (mehr). Bitte neu starten.');
    },

    async confirm(id: string, person?: Person): Promise<ApiAnswer<PublishJobView>> {
      const job = jobs.get(id);
      if (!job?.plan || job.state !== 'ready') return fail(409, 'Diese Veröffentlichung ist nicht bereit. Bitte „Veröffentlichen“ neu starten.');
      // Read again: approved meanwhile, or given back, or scheduled.
      const source = approvals && sourceOf(approvals, job.request, 'publish');
      if (source && !source.ok) return fail(source.status, source.message);
      // From here on its approval can no longer be withdrawn; withdrawn just now, it does not go live.
      if (source?.ok && !beginGoingLive(approvals!, source.request.id, 'freigegeben', new Date().toISOString())) {
        const now = sourceOf(approvals!, job.request, 'publish');
        return fail(409, now.ok ? 'Die Freigabe hat sich eben geändert. Bitte die Liste neu laden.' : now.message);
      }
      job.state = 'deploying';
      try {
        const live = job.plan.snapshot.files;
        job.release = await publisher.deploy(job.plan, person?.name);
        job.state = 'done';
        // The Verlauf lists it with each edition that went live (a commit of no files, naming their versions).
        if (source?.ok) markPublished(approvals!, source.request.id, job.release.summary, job.release.time);
        job.version = await recordPublish(root, job.release, live, person, source?.ok ? ` (${approvalNames(source.request)})` : '');
      } catch (error) {
        if (!(error instanceof PublishError)) console.error(error);
        if (source?.ok && job.state === 'deploying')
          goingLiveFailed(approvals!, source.request.id, {
            time: new Date().toISOString(),
            reason: await goLiveReason(error, root, source.request, job.plan.today),
          });
        Object.assign(job, { state: 'failed', message: messageOf(error) });
      }
      job.plan = undefined;
      return ok(viewOf(job));
    },

    cancel(id: string): ApiAnswer<{ cancelled: boolean }> {
      const job = jobs.get(id);
      // A plan that is deploying is the deploy's, which removes it.
      if (job?.plan && job.state === 'ready') giveUp(job.plan);
      if (job && job.state !== 'running' && job.state !== 'deploying') jobs.delete(job.id);
      return ok({ cancelled: job !== undefined });
    },

    async rollback(id: string, person?: Person): Promise<ApiAnswer<ReleaseSummary>> {
      if (busy()) return fail(409, 'Gerade läuft eine Veröffentlichung. Bitte warten, bis sie fertig ist.');
      try {
        // Only to word it (forward or back): a list that cannot be read does not stop the rollback.
        const { releases } = await publisher.releases().catch(() => ({ releases: [] as ReleaseSummary[] }));
        const [live, chosen] = [releases.find((release) => release.live), releases.find((release) => release.id === id)];
        const forward = Boolean(live && chosen && chosen.time > live.time);
        const { release } = await rollBackRecorded(root, () => publisher.rollback(id), person, forward);
        return ok(release);
      } catch (error) {
        if (!(error instanceof PublishError)) console.error(error);
        return fail(422, messageOf(error));
      }
    },
  };
}

export type PublishJobs = ReturnType<typeof createPublishJobs>;
