import { describe, expect, it } from 'vitest';
import { nextTimerRun, SCHEDULED_TIMER } from './scheduledUnits';

/** When a failed scheduled go-live is tried again: the timer's next run, in German time, as the timer unit says it. */

describe('the scheduled timer’s next run', () => {
  it('is the next half hour past (:32), or 00:02 when a day begins sooner', () => {
    // 28 November 2026 (UTC+1): 00:05 → 00:32; 23:40 → 00:02 the next day.
    expect(nextTimerRun(Date.UTC(2026, 10, 27, 23, 5))).toBe('2026-11-27T23:32:00.000Z');
    expect(nextTimerRun(Date.UTC(2026, 10, 28, 22, 40))).toBe('2026-11-28T23:02:00.000Z');
    // In summer (UTC+2) too, and a run at the minute itself is not the next one.
    expect(nextTimerRun(Date.UTC(2026, 6, 1, 10, 32))).toBe('2026-07-01T11:32:00.000Z');
    expect(SCHEDULED_TIMER).toContain('OnCalendar=*-*-* 00:02:00 Europe/Berlin\nOnCalendar=*-*-* *:32:00 Europe/Berlin\n');
  });
});
