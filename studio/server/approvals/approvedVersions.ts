import { formatDateLong } from '#engine/format';
import { PublishError } from '#scripts/publish/publishError';
import type { ApprovalRequest, FailedGoLive } from '#studio/shared/approvals';
import { errorsInWords, versionErrors } from './versionProblems';
import type { ApprovalStore } from './approvalStore';

/**
 * Publishing in the hosted studio takes approved versions only: which commit a review or a publish of a
 * request builds, whether it may go live, and how it is recorded once it did (the request „veröffentlicht“,
 * the Verlauf commit naming who asked and who approved). Shared by „Veröffentlichen“ (../publish.ts) and
 * `npm run studio:scheduled`.
 */

export const NOTHING_APPROVED =
  'Nichts zu veröffentlichen: Im gehosteten Studio geht nur eine freigegebene Fassung live, und gerade ist keine freigegeben. Die Redaktion gibt eine gespeicherte Fassung „Zur Freigabe“, eine Person mit der Rolle „Freigabe“ gibt sie frei.';

export type Source = { ok: true; request: ApprovalRequest } | { ok: false; status: number; message: string };

/** The request a review (open or approved) or a publish (approved) builds from. */
export function sourceOf(store: ApprovalStore, id: string | undefined, purpose: 'review' | 'publish'): Source {
  if (id === undefined) {
    const approved = store.all().some((request) => request.status === 'freigegeben');
    return {
      ok: false,
      status: 409,
      message: approved ? 'Bitte unter „Freigaben“ die freigegebene Fassung wählen und dort „Veröffentlichen …“.' : NOTHING_APPROVED,
    };
  }
  const request = store.find(id);
  if (!request) return { ok: false, status: 404, message: 'Diese Anfrage gibt es nicht (mehr). Bitte die Liste neu laden.' };
  if (request.status === 'freigegeben' || (purpose === 'review' && request.status === 'offen')) return { ok: true, request };
  if (request.status === 'offen')
    return { ok: false, status: 409, message: 'Diese Fassung ist noch nicht freigegeben: Erst „Freigeben“, dann veröffentlichen.' };
  if (request.status === 'geplant')
    return {
      ok: false,
      status: 409,
      message: `Diese Fassung ist für den ${formatDateLong(request.day!)} geplant und geht an dem Tag von selbst live. Sofort veröffentlichen: den Termin absagen und die Fassung neu zur Freigabe geben lassen.`,
    };
  return { ok: false, status: 409, message: `Diese Anfrage ist ${request.status}; veröffentlicht wird nur eine freigegebene Fassung.` };
}

/** Who asked and who approved, for the Verlauf: „zur Freigabe gegeben von Anna Muster, freigegeben von Fritz Freigabe“. */
export const approvalNames = (request: ApprovalRequest) =>
  `zur Freigabe gegeben von ${request.requester.name}, freigegeben von ${request.approver?.name ?? '–'}`;

/** The request went live (a failed try before is over). */
export function markPublished(store: ApprovalStore, id: string, summary: string, time: string) {
  store.update(id, (request) => {
    Object.assign(request, { status: 'veröffentlicht', published: time, summary });
    delete request.failedGoLive;
  });
}

/**
 * Marks the start of a request's publish, if it is still `status`: from then on its approval can no longer be
 * withdrawn (the publish would not hear of it). False when it was withdrawn or changed meanwhile.
 */
export function beginGoingLive(store: ApprovalStore, id: string, status: ApprovalRequest['status'], time: string): boolean {
  return store.locked(() => {
    if (store.find(id)?.status !== status) return false;
    store.update(id, (request) => (request.goingLive = time));
    return true;
  });
}

/**
 * A try to put the request live failed: the approval stands and can be withdrawn again (the next run or
 * „Veröffentlichen“ tries again), and the request says when it failed, why, and when the next try is.
 */
export function goingLiveFailed(store: ApprovalStore, id: string, failure: Omit<FailedGoLive, 'tries'>) {
  store.update(id, (request) => {
    delete request.goingLive;
    request.failedGoLive = { ...failure, tries: (request.failedGoLive?.tries ?? 0) + 1 };
  });
}

const UNEXPECTED =
  'Auf dem Server ist ein unerwarteter Fehler aufgetreten; die Live-Seite ist unverändert. Die Betreuung des Studios findet die Einzelheiten im Protokoll des Servers.';

/**
 * Why a go-live failed, in a marketer's words: content errors named by edition and field, any other refusal
 * by its first sentence (a build's output is for the server's log, not for the request).
 */
export async function goLiveReason(error: unknown, root: string, request: ApprovalRequest, day: string): Promise<string> {
  if (!(error instanceof PublishError)) return UNEXPECTED;
  if (error.problems.some((problem) => problem.severity === 'error')) {
    const errors = await versionErrors(root, request.commit, day).catch(() => []);
    if (errors.length > 0)
      return `Die Inhalte dieser Fassung haben ${errorsInWords(errors)}. So geht sie nicht live: Freigabe zurücknehmen, den Fehler in der Edition beheben, speichern und die neue Fassung zur Freigabe geben.`;
  }
  return error.message.split('\n')[0];
}
