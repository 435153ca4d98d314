import { createHmac } from 'node:crypto';
import { newToken } from './csrf';
import type { StudioUser } from './userStore';

/**
 * The hosted studio's sessions, kept in memory (a restart signs everyone out and loses nothing else).
 * A session belongs to an account and the credential it had at login: when the account is removed or its
 * password reset (a new credential), the session has ended. It also ends after `idleMs` without a request
 * and `absoluteMs` after login, whatever happens in between. The table is keyed by an HMAC of the id under
 * the data folder's secret, so the cookie values themselves are not kept.
 */

export interface Session {
  user: string;
  credential: string;
  /** Sent back with every write (header or form field); bound to this session. */
  csrf: string;
  created: number;
  lastSeen: number;
}

export type SessionEnd = 'none' | 'idle' | 'absolute' | 'account';

export interface SessionOptions {
  idleMs: number;
  absoluteMs: number;
  secret: Buffer;
  now?: () => number;
}

export class Sessions {
  private readonly table = new Map<string, Session>();
  private readonly now: () => number;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? Date.now;
  }

  private key(id: string) {
    return createHmac('sha256', this.options.secret).update(id).digest('base64url');
  }

  /** A new session with a new id (never one the browser brought along). */
  start(user: StudioUser): { id: string; session: Session } {
    this.prune();
    const id = newToken();
    const now = this.now();
    const session = { user: user.name, credential: user.credential, csrf: newToken(), created: now, lastSeen: now };
    this.table.set(this.key(id), session);
    return { id, session };
  }

  /** The session for a cookie's id, touched, or why there is none; an ended one is removed at once. */
  check(id: string | undefined, accountOf: (name: string) => StudioUser | undefined): { session: Session; user: StudioUser } | { ended: SessionEnd } {
    if (!id) return { ended: 'none' };
    const key = this.key(id);
    const session = this.table.get(key);
    if (!session) return { ended: 'none' };
    const now = this.now();
    const ended = this.endOf(session, now, accountOf);
    if (ended) {
      this.table.delete(key);
      return { ended };
    }
    session.lastSeen = now;
    return { session, user: accountOf(session.user)! };
  }

  private endOf(session: Session, now: number, accountOf: (name: string) => StudioUser | undefined): SessionEnd | undefined {
    if (now - session.created >= this.options.absoluteMs) return 'absolute';
    if (now - session.lastSeen >= this.options.idleMs) return 'idle';
    if (accountOf(session.user)?.credential !== session.credential) return 'account';
    return undefined;
  }

  end(id: string | undefined) {
    if (id) this.table.delete(this.key(id));
  }

  /** Sessions past their time go when new ones start, so the table cannot grow without bound. */
  private prune() {
    const now = this.now();
    for (const [key, session] of this.table) {
      if (now - session.created >= this.options.absoluteMs || now - session.lastSeen >= this.options.idleMs) this.table.delete(key);
    }
  }
}
