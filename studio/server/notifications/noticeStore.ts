import { randomBytes } from 'node:crypto';
import { isNoticeKind, NOTICE_KINDS, type Notice, type NoticeKind } from '#studio/shared/notifications';
import type { FiguresDatabase } from '../sales/figuresDatabase';

/**
 * The notifications in the studio's database (noticeTables.ts): a notice per event and person, and, for each
 * person who wants it, its e-mail in the outbox, both written in one transaction before anything is sent.
 * The mail worker (mailWorker.ts) takes the outbox's due messages and marks each sent once the server accepted it.
 */

/** A person a notice is for: the account, its name, and its e-mail address when it has one. */
export interface Recipient {
  account: string;
  name: string;
  email?: string;
}

/** One event's notice for one person. */
export interface NoticeDraft {
  /** Names the event: the same event told twice is one notice per person. */
  event: string;
  kind: NoticeKind;
  recipient: Recipient;
  subject: string;
  body: string;
  /** A path in the studio (the e-mail puts the studio's address before it). */
  link: string;
  /**
   * Merged with an earlier event of the same family: no new notice when the person got one whose event begins
   * with `family` within the last `ms` (a rebuild failing twice in a night, a flood of refused sales notifications).
   */
  mergeWithin?: { family: string; ms: number };
}

/** A message of the outbox that is due, with its notice's text. */
export interface OutgoingMail {
  id: number;
  recipient: string;
  messageId: string;
  attempts: number;
  subject: string;
  body: string;
  link: string;
}

/** What adding a notice did: shown in the studio only, or queued as an e-mail too, and why not. */
export type Added = 'schon-da' | 'nur-im-studio' | 'ohne-adresse' | 'ohne-smtp' | 'e-mail';

/** An address a header can carry as it is: one line, one @, no spaces or angle brackets. */
export const plainAddress = (email: string | undefined): email is string => !!email && /^[^\s@<>,;"()\\]+@[^\s@<>,;"()\\]+\.[^\s@<>,;"()\\]+$/.test(email);

/** All e-mail of a person: the choice row with this kind. */
const ALL_MAIL = '*';

type NoticeRow = { id: number; kind: string; subject: string; body: string; link: string; created: string; read_at: string | null };

export function noticeStore(
  database: FiguresDatabase,
  { mailing, now = Date.now, domain = 'editionen-studio.invalid' }: { mailing: boolean; now?: () => number; domain?: string },
) {
  const choicesOf = (account: string) => {
    const rows = database.all<{ kind: string; mail: number }>('SELECT kind, mail FROM notice_choices WHERE account = ?', [account]);
    const chosen = new Map(rows.map((row) => [row.kind, row.mail === 1]));
    const mail = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, chosen.get(kind) ?? true])) as Record<NoticeKind, boolean>;
    return { mail, mailOff: chosen.get(ALL_MAIL) === false };
  };
  const wantsMail = (account: string, kind: NoticeKind) => {
    const { mail, mailOff } = choicesOf(account);
    return !mailOff && mail[kind];
  };

  return {
    /** Adds the notice (once per event and person) and its e-mail, as the person chose; says what it did. */
    add(draft: NoticeDraft): Added {
      return database.transaction(() => {
        const created = new Date(now()).toISOString();
        const merge = draft.mergeWithin;
        if (
          merge &&
          database.all('SELECT 1 FROM notices WHERE account = ? AND substr(event, 1, ?) = ? AND created >= ? LIMIT 1', [
            draft.recipient.account,
            merge.family.length,
            merge.family,
            new Date(now() - merge.ms).toISOString(),
          ]).length > 0
        )
          return 'schon-da';
        const { changes } = database.run('INSERT OR IGNORE INTO notices (event, kind, account, subject, body, link, created) VALUES (?, ?, ?, ?, ?, ?, ?)', [
          draft.event,
          draft.kind,
          draft.recipient.account,
          draft.subject,
          draft.body,
          draft.link,
          created,
        ]);
        if (changes === 0) return 'schon-da';
        if (!wantsMail(draft.recipient.account, draft.kind)) return 'nur-im-studio';
        if (!mailing) return 'ohne-smtp';
        if (!plainAddress(draft.recipient.email)) return 'ohne-adresse';
        const [{ id }] = database.all<{ id: number }>('SELECT id FROM notices WHERE event = ? AND account = ?', [draft.event, draft.recipient.account]);
        // Chosen now and kept: a message sent again after a restart carries the same Message-ID.
        const messageId = `<mitteilung-${id}.${randomBytes(6).toString('hex')}@${domain}>`;
        database.run("INSERT INTO outbox (notice, recipient, message_id, state, next_try) VALUES (?, ?, ?, 'wartend', ?)", [
          id,
          draft.recipient.email,
          messageId,
          now(),
        ]);
        return 'e-mail';
      });
    },

    /** The person's latest notices, newest first. */
    list(account: string, limit = 50): Notice[] {
      return database
        .all<NoticeRow>('SELECT id, kind, subject, body, link, created, read_at FROM notices WHERE account = ? ORDER BY id DESC LIMIT ?', [account, limit])
        .filter((row) => isNoticeKind(row.kind))
        .map((row) => ({
          id: row.id,
          kind: row.kind as NoticeKind,
          subject: row.subject,
          text: row.body,
          link: row.link,
          created: row.created,
          read: row.read_at !== null,
        }));
    },

    unread: (account: string) =>
      database.all<{ count: number }>('SELECT COUNT(*) AS count FROM notices WHERE account = ? AND read_at IS NULL', [account])[0].count,

    /** Marks one of the person's notices read (or all of them); false when there is no such notice of theirs. */
    markRead(account: string, id?: number): boolean {
      const time = new Date(now()).toISOString();
      return database.transaction(() => {
        if (id === undefined) {
          database.run('UPDATE notices SET read_at = ? WHERE account = ? AND read_at IS NULL', [time, account]);
          return true;
        }
        const found = database.all<{ id: number }>('SELECT id FROM notices WHERE id = ? AND account = ?', [id, account]);
        if (found.length === 0) return false;
        database.run('UPDATE notices SET read_at = COALESCE(read_at, ?) WHERE id = ?', [time, id]);
        return true;
      });
    },

    choices: choicesOf,

    /** The person's choice for one kind, or for e-mail entirely (`kind` undefined). */
    choose(account: string, kind: NoticeKind | undefined, mail: boolean) {
      database.transaction(() =>
        database.run('INSERT INTO notice_choices (account, kind, mail) VALUES (?, ?, ?) ON CONFLICT (account, kind) DO UPDATE SET mail = excluded.mail', [
          account,
          kind ?? ALL_MAIL,
          mail ? 1 : 0,
        ]),
      );
    },

    /** The outbox's messages due now, oldest first. */
    due(limit = 20): OutgoingMail[] {
      return database.all<OutgoingMail>(
        `SELECT outbox.id AS id, recipient, message_id AS messageId, attempts, subject, body, link
           FROM outbox JOIN notices ON notices.id = outbox.notice
          WHERE state = 'wartend' AND next_try <= ? ORDER BY outbox.id LIMIT ?`,
        [now(), limit],
      );
    },

    /** When the next waiting message is due (ms), if any waits. */
    nextDue: () => database.all<{ next: number | null }>("SELECT MIN(next_try) AS next FROM outbox WHERE state = 'wartend'")[0].next ?? undefined,

    /** The server accepted it: it is never sent again. */
    sent(id: number) {
      database.transaction(() =>
        database.run("UPDATE outbox SET state = 'gesendet', sent_at = ?, attempts = attempts + 1 WHERE id = ?", [new Date(now()).toISOString(), id]),
      );
    },

    /** A try failed: tried again at `nextTry`, or (none) kept as failed with the reason. */
    failed(id: number, reason: string, nextTry: number | undefined) {
      database.transaction(() =>
        database.run('UPDATE outbox SET attempts = attempts + 1, last_error = ?, state = ?, next_try = ? WHERE id = ?', [
          reason.slice(0, 500),
          nextTry === undefined ? 'aufgegeben' : 'wartend',
          nextTry ?? now(),
          id,
        ]),
      );
    },

    /** The outbox as it stands (the operator's view and the tests'). */
    outbox: () =>
      database.all<{ id: number; recipient: string; state: string; attempts: number; last_error: string | null }>(
        'SELECT id, recipient, state, attempts, last_error FROM outbox ORDER BY id',
      ),
  };
}

export type NoticeStore = ReturnType<typeof noticeStore>;
