import { formatDateLong } from '#engine/format';
import type { ApprovalRequest } from '#studio/shared/approvals';
import { releaseTime } from '../publish/releaseTime';

/**
 * How a request says where its go-live stands, in words for who asked and who approved: scheduled, waiting for
 * „Veröffentlichen“, live since, and a try that failed with why and when the next one is.
 */

/** What the state means, in a sentence; `live`: it is the request that went live last. */
export function stateLine(request: ApprovalRequest, live = false): string | undefined {
  const approver = request.approver?.name;
  const by = approver ? ` (freigegeben von ${approver})` : '';
  if (request.status === 'freigegeben')
    return `Freigegeben von ${approver} am ${releaseTime(request.approved!)}; ${request.failedGoLive ? 'noch nicht live' : 'wartet auf „Veröffentlichen“'}.`;
  if (request.status === 'geplant')
    return request.failedGoLive
      ? `Geplant für den ${formatDateLong(request.day!)}${by}, aber noch nicht live.`
      : `Geplant: geht am ${formatDateLong(request.day!)} live${by}.`;
  if (request.status === 'veröffentlicht') return `${live ? 'Live seit' : 'Veröffentlicht am'} ${releaseTime(request.published!)}${by}: ${request.summary}`;
  if (request.status === 'zurückgegeben') return `Zurückgegeben von ${request.closedBy}.`;
  if (request.status === 'abgesagt') return `Freigabe ${request.day ? `für den ${formatDateLong(request.day)} ` : ''}zurückgenommen von ${request.closedBy}.`;
  return undefined;
}

/** A failed try of a request still to go live: when, why, and what happens next; undefined when there is none. */
export function failureLine(request: ApprovalRequest): string | undefined {
  const failed = request.failedGoLive;
  if (!failed || (request.status !== 'geplant' && request.status !== 'freigegeben')) return undefined;
  const tries = failed.tries > 1 ? ` (${failed.tries}. Versuch)` : '';
  const next = failed.nextTry ? `Nächster Versuch: ${releaseTime(failed.nextTry)}.` : 'Noch einmal versuchen: „Veröffentlichen …“ an dieser Anfrage.';
  return `Live gehen ist fehlgeschlagen am ${releaseTime(failed.time)}${tries}: ${failed.reason} ${next}`;
}
