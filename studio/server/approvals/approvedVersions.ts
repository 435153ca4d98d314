import { formatDateLong } from '#engine/format';
import type { ApprovalRequest } from '#studio/shared/approvals';
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

/** The request went live. */
export function markPublished(store: ApprovalStore, id: string, summary: string, time: string) {
  store.update(id, (request) => Object.assign(request, { status: 'veröffentlicht', published: time, summary }));
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

/** The publish failed: the approval stands and can be withdrawn again (the next run or „Veröffentlichen“ tries again). */
export function goingLiveFailed(store: ApprovalStore, id: string) {
  store.update(id, (request) => delete request.goingLive);
}
