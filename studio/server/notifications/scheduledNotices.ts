import type { ApprovalRequest } from '#studio/shared/approvals';
import type { HostedConfig } from '../auth/config';
import { usersFileIn } from '../auth/dataFolder';
import { readUsers } from '../auth/userStore';
import { openFiguresDatabase, type FiguresDatabase } from '../sales/figuresDatabase';
import { createNotifier, type Notifier } from './notifier';
import { noticeStore } from './noticeStore';

/**
 * Notifications from the studio's commands (another process than the studio: the timer's `npm run studio:scheduled`,
 * the rebuild's `npm run studio:notify-rebuild-failed`): each is written to the data folder's outbox; the studio's
 * mail worker sends the e-mail within seconds (or, when the studio is down, once it runs again).
 */
/** False (with a line on stderr) when the notices could not be kept. */
export function withNotifier(config: HostedConfig, what: string, work: (notifier: Notifier, database: FiguresDatabase) => void): boolean {
  const database = openFiguresDatabase(config.dataDir);
  try {
    const store = noticeStore(database, { mailing: Boolean(config.smtp), domain: new URL(config.origin).hostname });
    work(createNotifier({ store, users: () => readUsers(usersFileIn(config.dataDir)) }), database);
    return true;
  } catch (error) {
    console.error(`Die Mitteilungen über ${what} ließen sich nicht speichern: ${(error as Error).message}`);
    return false;
  } finally {
    database.close();
  }
}

/** Each go-live of the run (since `since`) that failed or succeeded, told to who asked and who approved (and Verwaltung on failure). */
export function tellScheduledRun(config: HostedConfig, requests: ApprovalRequest[], since: string) {
  withNotifier(config, 'die geplanten Veröffentlichungen', (notifier) => {
    for (const request of requests) {
      if (request.failedGoLive && request.failedGoLive.time >= since) notifier.goLiveFailed(request);
      if (request.status === 'veröffentlicht' && request.published && request.published >= since) notifier.published(request);
    }
  });
}
