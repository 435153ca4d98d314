import type { ApprovalRequest } from '#studio/shared/approvals';
import { STUDIO_PATH } from '#studio/shared/apiTypes';
import type { StudioUser } from '../auth/userStore';
import type { Role } from '../auth/roles';
import { approved, givenBack, goLiveFailed, noticeBody, published, requestWaiting, studioOnly, withdrawn, type NoticeWords } from './messages';
import { rebuildFailed, salesGap, salesInboxRefusing, testVerdict } from './operationMessages';
import type { NoticeStore, Recipient } from './noticeStore';

/**
 * Who is told of what (docs/marketing/freigabe.md and docs/betrieb/studio-server.md list it):
 * - a request waits for approval: everyone with „Freigabe“ but the requester;
 * - a request is given back or approved: the requester;
 * - an approval is withdrawn, or the request went live (scheduled or by „Veröffentlichen“): the requester and the approver;
 * - a go-live failed: the requester, the approver and everyone with „Verwaltung“;
 * - the nightly rebuild failed, or the sales inbox refused many notifications in an hour: everyone with „Verwaltung“;
 * - soon no edition sells: everyone with „Redaktion“ or „Freigabe“, once per gap and stage (N days, a week, 3 days, 1 day);
 * - a running A/B test has a verdict on sales: everyone with „Redaktion“;
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

  function tell(event: string, people: StudioUser[], words: NoticeWords, link: string, mergeWithin?: { family: string; ms: number }) {
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
        mergeWithin,
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
    withdrawn(request: ApprovalRequest) {
      tell(`zurueckgenommen:${request.id}`, byAccount(request.requester.account, request.approver?.account), withdrawn(request), requestLink(request));
    },
    /** Went live, scheduled or by „Veröffentlichen“: once per request. */
    published(request: ApprovalRequest) {
      tell(`veroeffentlicht:${request.id}`, byAccount(request.requester.account, request.approver?.account), published(request), requestLink(request));
    },
    /** The nightly rebuild for `day` failed: a failure within 12 hours of one told is merged into it. */
    rebuildFailed(day: string, reason: string | undefined, time: string) {
      tell(`neubau-fehlgeschlagen:${time}`, withRole('Verwaltung'), rebuildFailed(day, reason), STUDIO_PATH, {
        family: 'neubau-fehlgeschlagen:',
        ms: 12 * HOUR,
      });
    },
    /** The first day without sales is `days` away, at or within `stage` days: told once per gap and stage. */
    salesGap(gapDay: string, days: number, stage: number) {
      const people = [...withRole('Redaktion'), ...withRole('Freigabe')];
      tell(`verkaufsluecke:${gapDay}:${stage}`, people, salesGap(gapDay, days), `${STUDIO_PATH}#kalender`);
    },
    /** A running test's sales verdict, once per edition, variant and direction. */
    testVerdict(edition: { key: string; name: string }, variant: string, ahead: boolean, chance: string) {
      tell(
        `testergebnis:${edition.key}:${variant}:${ahead ? 'besser' : 'schlechter'}`,
        withRole('Redaktion'),
        testVerdict(edition.name, variant, ahead, chance),
        `${STUDIO_PATH}#verkaeufe`,
      );
    },
    /** More refused sales notifications in an hour than allowed: at most once an hour. */
    salesInboxRefusing(limit: number, time: string) {
      tell(`verkaufsmeldungen-abgelehnt:${time}`, withRole('Verwaltung'), salesInboxRefusing(limit), STUDIO_PATH, {
        family: 'verkaufsmeldungen-abgelehnt:',
        ms: HOUR,
      });
    },
    /** Said once to Verwaltung when the studio sends no e-mail. */
    studioOnly() {
      tell('ohne-smtp', withRole('Verwaltung'), studioOnly(), STUDIO_PATH);
    },
  };
}

const HOUR = 3_600_000;

export type Notifier = ReturnType<typeof createNotifier>;
