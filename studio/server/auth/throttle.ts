/**
 * Limits login attempts per account and per client address: after `limit` failed attempts within the
 * window, that account (or address) is locked for `lockMs`, also for the right password. A successful
 * login clears its account's count (not the address's: one valid account must not open the door for guessing others).
 */

interface Count {
  failures: number;
  since: number;
  lockedUntil: number;
}

export interface ThrottleOptions {
  perAccount: number;
  perAddress: number;
  lockMs: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly counts = new Map<string, Count>();
  private readonly now: () => number;

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  /** How long (ms) the account or address is still locked; 0 when a try is allowed. */
  lockedFor(account: string, address: string): number {
    const now = this.now();
    const left = (key: string) => Math.max(0, (this.counts.get(key)?.lockedUntil ?? 0) - now);
    return Math.max(left(`account:${account}`), left(`address:${address}`));
  }

  failed(account: string, address: string) {
    this.count(`account:${account}`, this.options.perAccount);
    this.count(`address:${address}`, this.options.perAddress);
  }

  succeeded(account: string) {
    this.counts.delete(`account:${account}`);
  }

  private count(key: string, limit: number) {
    const now = this.now();
    if (this.counts.size > 10_000) this.prune(now);
    let count = this.counts.get(key);
    // A window starts with the first failure; a failure after it starts a new one.
    if (!count || now - count.since >= this.options.lockMs) count = { failures: 0, since: now, lockedUntil: 0 };
    count.failures += 1;
    if (count.failures >= limit) count.lockedUntil = now + this.options.lockMs;
    this.counts.set(key, count);
  }

  private prune(now: number) {
    for (const [key, count] of this.counts) if (count.lockedUntil <= now && now - count.since >= this.options.lockMs) this.counts.delete(key);
  }
}

/** „Zu viele Versuche. Bitte warte 15 Minuten …“ */
export function throttleMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Zu viele Versuche. Bitte warte ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuche es dann noch einmal. Wer sein Passwort vergessen hat, bittet die Verwaltung, es neu zu setzen.`;
}
