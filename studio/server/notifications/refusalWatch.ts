import type { Notifier } from './notifier';

/**
 * Counts the sales notifications the studio refused (sales/ipnReceiver.ts) over the last hour; when there are more
 * than `perHour`, Verwaltung is told (someone probes the address, or the passphrase changed on one side only).
 * Told at most once an hour: here while the studio runs, and in the outbox (a notice of the kind within the hour
 * merges a second one) across restarts.
 */
export function refusalWatch(notifier: Pick<Notifier, 'salesInboxRefusing'>, perHour: number, now: () => number = Date.now, log = console.error) {
  const HOUR = 3_600_000;
  let times: number[] = [];
  let told = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    times = times.filter((earlier) => earlier > time - HOUR);
    // Only as many as the threshold needs are kept: a flood does not fill the memory.
    if (times.length <= perHour) times.push(time);
    if (times.length <= perHour || time - told < HOUR) return;
    told = time;
    try {
      notifier.salesInboxRefusing(perHour, new Date(time).toISOString());
    } catch (error) {
      log(`Mitteilung über abgelehnte Verkaufsmeldungen nicht gespeichert: ${(error as Error).message}`);
    }
  };
}
