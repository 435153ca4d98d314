import { formatDateLong } from '#engine/format';
import { createPublisher, type Publisher } from '#scripts/publish/publisher';
import { PublishError } from '#scripts/publish/publishError';
import type { ApprovalRequest } from '#studio/shared/approvals';
import { recordVersion } from '#scripts/versions/recordVersion';
import type { ApprovalStore } from './approvalStore';
import { nextTimerRun } from '#studio/deploy/scheduledUnits';
import { approvalNames, beginGoingLive, goingLiveFailed, goLiveReason, markPublished } from './approvedVersions';

/**
 * The scheduled go-live (`npm run studio:scheduled`, run by the timer after midnight): every version approved
 * for a day that has come is built from its commit for that day and put live, one after the other (the latest
 * day last), then recorded as the studio's „Veröffentlichen“ records it. Its approval can be withdrawn until
 * the deploy begins, then no more. A failure leaves the request scheduled, so the next run tries again, and
 * is recorded at the request (why, in a marketer's words, and when the timer tries again).
 */

export interface ScheduledOptions {
  root: string;
  store: ApprovalStore;
  /** JJJJ-MM-TT: the day it runs for (`--today`). */
  today: string;
  publisher?: Publisher;
  now?: () => number;
}

export interface ScheduledRun {
  /** One German line per due version: what went live, or why not. */
  lines: string[];
  failed: number;
}

/** The requests approved for `today` or a day before it, the earliest first. */
export const dueRequests = (requests: ApprovalRequest[], today: string) =>
  requests
    .filter((request) => request.status === 'geplant' && request.day !== undefined && request.day <= today)
    .sort((a, b) => a.day!.localeCompare(b.day!) || a.approved!.localeCompare(b.approved!));

export async function publishScheduled({
  root,
  store,
  today,
  publisher = createPublisher({ root, today }),
  now = Date.now,
}: ScheduledOptions): Promise<ScheduledRun> {
  const run: ScheduledRun = { lines: [], failed: 0 };
  for (const request of dueRequests(store.all(), today)) {
    const planned = `geplant für den ${formatDateLong(request.day!)}`;
    let begun = false;
    try {
      const plan = await publisher.plan(() => {}, { commit: request.commit });
      // Withdrawn while it was built: it does not go live. Otherwise, from here on it can no longer be withdrawn.
      begun = beginGoingLive(store, request.id, 'geplant', new Date(now()).toISOString());
      if (!begun) {
        publisher.discard(plan);
        run.lines.push(`Nicht veröffentlicht (${planned}, Fassung ${request.commit.slice(0, 7)}): Die Freigabe für den Tag wurde inzwischen zurückgenommen.`);
        continue;
      }
      const release = await publisher.deploy(plan, request.approver?.name);
      markPublished(store, request.id, release.summary, release.time);
      const names = approvalNames(request);
      await recordVersion(root, {
        paths: [],
        subject: `Veröffentlicht (${planned}): ${release.summary} (${names})`,
        action: 'veröffentlicht',
        live: plan.snapshot.files,
        person: request.approver,
      });
      run.lines.push(`Veröffentlicht (${planned}, Fassung ${request.commit.slice(0, 7)}): ${release.summary} – ${names}.`);
    } catch (error) {
      if (!(error instanceof PublishError)) console.error(error);
      const time = now();
      // Withdrawn meanwhile: nothing to tell at the request.
      if (begun || store.find(request.id)?.status === 'geplant')
        goingLiveFailed(store, request.id, {
          time: new Date(time).toISOString(),
          reason: await goLiveReason(error, root, request, today),
          nextTry: nextTimerRun(time),
        });
      run.failed += 1;
      run.lines.push(
        `Nicht veröffentlicht (${planned}, Fassung ${request.commit.slice(0, 7)}): ${error instanceof PublishError ? error.message : (error as Error).message} Der nächste Lauf versucht es wieder.`,
      );
    }
  }
  return run;
}
