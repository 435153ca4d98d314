import type { ApprovalRequest } from '#studio/shared/approvals';
import { STUDIO_PATH } from '#studio/shared/apiTypes';
import type { StudioUser } from '../auth/userStore';
import type { Role } from '../auth/roles';
import { approved, givenBack, goLiveFailed, noticeBody, requestWaiting, studioOnly, type NoticeWords } from './messages';
import type { NoticeStore, Recipient } from './noticeStore';

/**
 * Who is told of what (docs/marketing/mitteilungen.md lists it):
 * - a request waits for approval: everyone with „Freigabe“ but the requester;
 * - a request is given back or approved: the requester;
 * - a scheduled go-live failed: the requester, the approver and everyone with „Verwaltung“;
 * - no SMTP server configured: everyone with „Verwaltung“, once.
 * Each person gets the notice in the studio, and by e-mail as they chose (noticeStore.ts).
 */

export interface NotifierOptions {
  store: NoticeStore;
  /** The accounts as they are now (users.json). */
  users: () => StudioUser[];
  /** After an e-mail was queued: the worker sends it now rather than at its next look. */
  queued?: () => void;
  log?: (line: string) => void;
}

/** The request's place in the studio: the start screen's „Freigaben“, the request named. */
export const requestLink = (request: ApprovalRequest) => `${STUDIO_PATH}?anfrage=${encodeURIComponent(request.id)}#freigaben`;

export function createNotifier({ store, users, queued = () => {}, log = console.log }: NotifierOptions) {
  const recipientOf = (user: StudioUser): Recipient => ({ account: user.name, name: user.displayName, email: user.email || undefined });
  const withRole = (role: Role) => users().filter((user) => user.roles.includes(role));
  const byAccount = (...accounts: (string | undefined)[]) => users().filter((user) => accounts.includes(user.name));

  function tell(event: string, people: StudioUser[], words: NoticeWords, link: string) {
    let mails = 0;
    const seen = new Set<string>();
    for (const person of people) {
      if (seen.has(person.name)) continue;
      seen.add(person.name);
      const added = store.add({
        event,
        kind: words.kind,
        recipient: recipientOf(person),
        subject: words.subject,
        body: noticeBody(person.displayName, words),
        link,
      });
      if (added === 'e-mail') mails += 1;
      if (added === 'ohne-adresse')
        log(
          `Mitteilung „${words.subject}“ an ${person.name}: Das Konto hat keine (gültige) E-Mail-Adresse; sie steht nur im Studio (die Adresse eines Kontos nennt --email bei npm run studio:users -- add).`,
        );
    }
    if (mails > 0) queued();
  }

  return {
    requestWaiting(request: ApprovalRequest) {
      const approvers = withRole('Freigabe').filter((user) => user.name !== request.requester.account);
      tell(`freigabe-erbeten:${request.id}`, approvers, requestWaiting(request), requestLink(request));
    },
    givenBack(request: ApprovalRequest) {
      tell(`zurueckgegeben:${request.id}:${request.comments.length}`, byAccount(request.requester.account), givenBack(request), requestLink(request));
    },
    approved(request: ApprovalRequest) {
      tell(`freigegeben:${request.id}`, byAccount(request.requester.account), approved(request), requestLink(request));
    },
    /** The timer tries again every hour: one notice per request and day, not one per failed try. */
    goLiveFailed(request: ApprovalRequest) {
      const people = [...byAccount(request.requester.account, request.approver?.account), ...withRole('Verwaltung')];
      const day = (request.failedGoLive?.time ?? '').slice(0, 10);
      tell(`veroeffentlichung-fehlgeschlagen:${request.id}:${day}`, people, goLiveFailed(request), requestLink(request));
    },
    /** Said once to Verwaltung when the studio sends no e-mail. */
    studioOnly() {
      tell('ohne-smtp', withRole('Verwaltung'), studioOnly(), STUDIO_PATH);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
