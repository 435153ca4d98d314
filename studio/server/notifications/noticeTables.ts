/**
 * The notifications' tables in the studio's database (sales/figuresDatabase.ts migrates them):
 * - notices: one row per event and person, shown in the studio's bell; `event` names the event, so the same
 *   event reported twice (a retried request, a second run of the timer the same day) is one row per person;
 * - outbox: the e-mail of a notice, written in the same transaction as the notice, before anything is sent;
 *   `state` wartend → gesendet once the server accepted it, or aufgegeben (with `last_error`) when it finally failed;
 * - notice_choices: per person and kind whether an e-mail comes too (kind „*“: e-mail entirely); none: yes.
 */
export const NOTICE_TABLES = `CREATE TABLE notices (
     id INTEGER PRIMARY KEY,
     event TEXT NOT NULL,
     kind TEXT NOT NULL,
     account TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     link TEXT NOT NULL,
     created TEXT NOT NULL,
     read_at TEXT,
     UNIQUE (event, account)
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     notice INTEGER NOT NULL UNIQUE REFERENCES notices (id),
     recipient TEXT NOT NULL,
     message_id TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('wartend', 'gesendet', 'aufgegeben')),
     attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
     next_try INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (state, next_try);
   CREATE TABLE notice_choices (
     account TEXT NOT NULL,
     kind TEXT NOT NULL,
     mail INTEGER NOT NULL CHECK (mail IN (0, 1)),
     PRIMARY KEY (account, kind)
   )`;
