import type { ApprovalRequest } from '#studio/shared/approvals';
import type { HostedConfig } from '../auth/config';
import { usersFileIn } from '../auth/dataFolder';
import { readUsers } from '../auth/userStore';
import { openFiguresDatabase } from '../sales/figuresDatabase';
import { createNotifier } from './notifier';
import { noticeStore } from './noticeStore';

/**
 * The scheduled go-live's notifications (`npm run studio:scheduled`, another process than the studio): each
 * go-live that failed in the run is told to the people concerned, written to the data folder's outbox; the
 * studio's mail worker sends the e-mail within seconds (or, when the studio is down, once it runs again).
 */
export function tellFailures(config: HostedConfig, requests: ApprovalRequest[], since: string) {
  const database = openFiguresDatabase(config.dataDir);
  try {
    const store = noticeStore(database, { mailing: Boolean(config.smtp), domain: new URL(config.origin).hostname });
    const notifier = createNotifier({ store, users: () => readUsers(usersFileIn(config.dataDir)) });
    for (const request of requests) if (request.failedGoLive && request.failedGoLive.time >= since) notifier.goLiveFailed(request);
  } catch (error) {
    console.error(`Die Mitteilungen über die fehlgeschlagene Veröffentlichung ließen sich nicht speichern: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}
