import type { FiguresDatabase } from '#studio/server/sales/figuresDatabase';

/**
 * Visits and checkout clicks per day, edition and variant, and how far the host's log has been read: both in the
 * figures database, and both written in one transaction, so a run that is killed either added a part of the log
 * and moved past it, or did neither.
 */

export interface DayCount {
  day: string;
  edition: string;
  variant: string;
  visits: number;
  clicks: number;
}

/**
 * Where reading a log file stopped: the file's identity, the byte after the last line read, and that line's number.
 * The identity is its device and inode, and its first line: a file deleted and made anew may get the same inode.
 */
export interface LogPosition {
  device: string;
  inode: string;
  head: string;
  offset: number;
  line: number;
}

export interface VisitStore {
  position(log: string): LogPosition | undefined;
  /** Adds the counts of a part of the log and moves its position past it, in one transaction. */
  add(log: string, counts: DayCount[], position: LogPosition): void;
  /** Visits and clicks per day, edition and variant, oldest day first. */
  days(): DayCount[];
  /** The editions and variants served (visited) on a day: they existed then. */
  pagesShownOn(day: string): Array<{ edition: string; variant: string }>;
  /** Whether a visits log has been read at all (the host keeps one: nginx; the CDN hosts do not). */
  counting(): boolean;
}

export function visitStore(database: FiguresDatabase): VisitStore {
  return {
    position(log) {
      const [row] = database.all<LogPosition>('SELECT device, inode, head, offset, line FROM visit_log_position WHERE log = ?', [log]);
      return row;
    },
    add(log, counts, position) {
      database.transaction(() => {
        for (const count of counts) {
          database.run(
            `INSERT INTO visit_days (day, edition, variant, visits, clicks) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (day, edition, variant) DO UPDATE SET visits = visits + excluded.visits, clicks = clicks + excluded.clicks`,
            [count.day, count.edition, count.variant, count.visits, count.clicks],
          );
        }
        database.run(
          `INSERT INTO visit_log_position (log, device, inode, head, offset, line) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (log) DO UPDATE SET device = excluded.device, inode = excluded.inode, head = excluded.head, offset = excluded.offset, line = excluded.line`,
          [log, position.device, position.inode, position.head, position.offset, position.line],
        );
      });
    },
    pagesShownOn: (day) => database.all('SELECT edition, variant FROM visit_days WHERE day = ? AND visits > 0', [day]),
    counting: () => database.all('SELECT 1 FROM visit_log_position LIMIT 1').length > 0,
    days: () => database.all<DayCount>('SELECT day, edition, variant, visits, clicks FROM visit_days ORDER BY day, edition, variant'),
  };
}
