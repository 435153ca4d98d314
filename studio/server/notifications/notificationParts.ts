import type { ApprovalRequest } from '#studio/shared/approvals';
import type { NoticeChoice, NoticeOverview } from '#studio/shared/notifications';
import { fail, ok, type ApiAnswer } from '../answers';
import type { ApprovalParts } from '../approvals/approvalSetup';
import type { ApprovalStore } from '../approvals/approvalStore';
import type { HostedConfig } from '../auth/config';
import type { StudioUser } from '../auth/userStore';
import { openFiguresDatabase } from '../sales/figuresDatabase';
import { mailWorker, type MailWorker } from './mailWorker';
import { createNotifier, type Notifier } from './notifier';
import { noticeStore, plainAddress, type NoticeStore } from './noticeStore';

/**
 * The hosted studio's notifications: the store in the data folder's database (opened on first use), the
 * notifier the approval's operations tell, the mail worker when an SMTP server is configured, and the
 * operations of the bell (routes.ts serves them for the signed-in account).
 */

export interface NotificationParts {
  notifier: Notifier;
  api: NoticeApi;
  /** Sends the outbox (undefined without SMTP). */
  worker?: MailWorker;
}

export function notificationParts({
  config,
  users,
  log = console.log,
}: {
  config: HostedConfig;
  users: () => StudioUser[];
  log?: (line: string) => void;
}): NotificationParts {
  let store: NoticeStore | undefined;
  const storeOf = () =>
    (store ??= noticeStore(openFiguresDatabase(config.dataDir), { mailing: Boolean(config.smtp), domain: new URL(config.origin).hostname }));
  // The store is made on first use; the notifier and the worker reach it through this stand-in.
  const lazy = new Proxy({} as NoticeStore, { get: (_target, key) => storeOf()[key as keyof NoticeStore] });
  const worker = config.smtp && mailWorker({ store: lazy, smtp: config.smtp, origin: config.origin, log });
  worker?.start();
  const notifier = createNotifier({ store: lazy, users, queued: () => void worker?.kick(), log });
  return { notifier, worker, api: noticeApi(lazy, users, Boolean(config.smtp), notifier) };
}

/** The bell's operations for the signed-in account. */
export function noticeApi(store: NoticeStore, users: () => StudioUser[], mailing: boolean, notifier: Notifier) {
  const overview = (account: string): NoticeOverview => {
    const user = users().find((candidate) => candidate.name === account);
    return {
      notices: store.list(account),
      unread: store.unread(account),
      ...store.choices(account),
      mailPossible: mailing,
      hasAddress: plainAddress(user?.email),
    };
  };
  return {
    overview(account: string): ApiAnswer<NoticeOverview> {
      // Verwaltung hears once that e-mail is not set up (the first time one of them looks).
      if (!mailing && users().some((user) => user.name === account && user.roles.includes('Verwaltung'))) notifier.studioOnly();
      return ok(overview(account));
    },
    read(account: string, id: number | undefined): ApiAnswer<NoticeOverview> {
      return store.markRead(account, id) ? ok(overview(account)) : fail(404, 'Diese Mitteilung gibt es nicht (mehr). Bitte die Liste neu laden.');
    },
    choose(account: string, { kind, mail }: NoticeChoice): ApiAnswer<NoticeOverview> {
      store.choose(account, kind, mail);
      return ok(overview(account));
    },
  };
}

export type NoticeApi = ReturnType<typeof noticeApi>;

/** The approval's operations, each telling the people concerned once it succeeded; a failure to tell is a log line, never the operation's. */
export function notifyingApprovals({ store, api }: ApprovalParts, notifier: Notifier, log: (line: string) => void = console.error): ApprovalParts {
  type Answer = ApiAnswer<ApprovalRequest>;
  const telling =
    <A extends unknown[], R extends Answer | Promise<Answer>>(operation: (...args: A) => R, tell: (request: ApprovalRequest) => void) =>
    (...args: A): R => {
      const told = (answer: Answer) => {
        if (answer.status === 200) {
          try {
            tell(answer.body as ApprovalRequest);
          } catch (error) {
            log(`Mitteilung nicht gespeichert: ${(error as Error).message}`);
          }
        }
        return answer;
      };
      const result = operation(...args);
      return (result instanceof Promise ? result.then(told) : told(result as Answer)) as R;
    };
  return {
    store: notifyingStore(store, notifier, log),
    api: {
      ...api,
      request: telling(api.request, notifier.requestWaiting),
      giveBack: telling(api.giveBack, notifier.givenBack),
      approve: telling(api.approve, notifier.approved),
      cancel: telling(api.cancel, notifier.withdrawn),
    },
  };
}

/**
 * The approval store as „Veröffentlichen“ (publish.ts) changes it, telling what its changes mean: a request that
 * went live, or whose go-live failed, is told to the people concerned once the change is written.
 */
export function notifyingStore(store: ApprovalStore, notifier: Notifier, log: (line: string) => void = console.error): ApprovalStore {
  return {
    ...store,
    update(id, change) {
      let before: Pick<ApprovalRequest, 'status' | 'failedGoLive'> | undefined;
      const changed = store.update(id, (request) => {
        before = { status: request.status, failedGoLive: request.failedGoLive };
        change(request);
      });
      try {
        if (changed && before) {
          if (changed.status === 'veröffentlicht' && before.status !== 'veröffentlicht') notifier.published(changed);
          if (changed.failedGoLive && changed.failedGoLive.time !== before.failedGoLive?.time) notifier.goLiveFailed(changed);
        }
      } catch (error) {
        log(`Mitteilung nicht gespeichert: ${(error as Error).message}`);
      }
      return changed;
    },
  };
}
