import { isIPv6 } from 'node:net';
import { readFileSync } from 'node:fs';
import { writeFileAtomically } from '#engine/atomicWrite';

/**
 * Limits login attempts per account and per client address (IPv6: per /64, the block one connection
 * usually has to itself): after `limit` attempts within the window that did not sign in, that account (or
 * address) is locked for `lockMs`, also for the right password. An attempt counts the moment it starts,
 * before its password is checked, so parallel guesses cannot all pass the check while the first is still
 * hashing; a successful login gives back its own count and clears its account's (not its address's: one
 * valid account must not open the door for guessing others). With a file (`keepIn`), the counts survive a restart.
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

/** More keys than this (made-up account names) and the expired ones are dropped. */
const PRUNE_ABOVE = 10_000;

/** The first 64 bits of an IPv6 address, written `2001:db8:0:1::/64`; undefined for anything else. */
export function ipv6Prefix(address: string): string | undefined {
  const plain = address.replace(/%.*$/, '');
  if (!isIPv6(plain)) return undefined;
  // An embedded IPv4 address (…:1.2.3.4) is the last 32 bits, two groups, never inside the first 64.
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head, tail] = plain.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** What an address is counted under: itself, or its /64 for IPv6. */
export const addressGroup = (address: string) => ipv6Prefix(address) ?? address;

export class LoginThrottle {
  private counts = new Map<string, Count>();
  private readonly now: () => number;
  private file: string | undefined;

  constructor(private readonly options: ThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Keeps the counts in `file` (the data folder's, 0600, replaced as a whole at every change) and takes
   * those it holds: a restart does not lift a lock. A damaged file is an error naming it.
   */
  keepIn(file: string) {
    this.file = file;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      const saved = JSON.parse(text) as { counts: Record<string, Count> };
      const valid = Object.entries(saved.counts).filter(([, count]) => [count.failures, count.since, count.lockedUntil].every(Number.isFinite));
      if (valid.length !== Object.keys(saved.counts).length) throw new Error('invalid');
      this.counts = new Map(valid);
    } catch {
      throw new Error(
        `${file}: Die Zählung der Anmeldeversuche ist beschädigt. Lösche die Datei; beim nächsten Start beginnt die Zählung neu (bestehende Sperren sind dann aufgehoben).`,
      );
    }
  }

  /**
   * One login attempt begins: how long (ms) the account or address is still locked, or 0 when it may
   * go on, in which case it is counted at once (as a failure until `succeeded` says otherwise).
   */
  attempt(account: string, address: string): number {
    const now = this.now();
    const accountKey = `account:${account}`;
    const addressKey = `address:${addressGroup(address)}`;
    const left = (key: string) => Math.max(0, (this.counts.get(key)?.lockedUntil ?? 0) - now);
    const locked = Math.max(left(accountKey), left(addressKey));
    if (locked > 0) return locked;
    if (this.counts.size > PRUNE_ABOVE) this.prune(now);
    this.count(accountKey, this.options.perAccount, now);
    this.count(addressKey, this.options.perAddress, now);
    this.save();
    return 0;
  }

  /** The attempt signed in: its account starts afresh, its address gets back the one try it counted. */
  succeeded(account: string, address: string) {
    this.counts.delete(`account:${account}`);
    const count = this.counts.get(`address:${addressGroup(address)}`);
    if (count) {
      count.failures = Math.max(0, count.failures - 1);
      if (count.failures < this.options.perAddress) count.lockedUntil = 0;
    }
    this.save();
  }

  private count(key: string, limit: number, now: number) {
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

  private save() {
    if (this.file) writeFileAtomically(this.file, `${JSON.stringify({ counts: Object.fromEntries(this.counts) })}\n`, { mode: 0o600 });
  }
}

/** „Zu viele Versuche. Bitte warte 15 Minuten …“ */
export function throttleMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Zu viele Versuche. Bitte warte ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} und versuche es dann noch einmal. Wer sein Passwort vergessen hat, bittet die Verwaltung, es neu zu setzen.`;
}
