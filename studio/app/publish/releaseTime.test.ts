import { describe, expect, it } from 'vitest';
import { clockTime, releaseTime } from './releaseTime';

describe('times as a marketer reads them', () => {
  it('are German time in winter and in summer, whatever zone the process or browser is in', () => {
    expect(clockTime('2026-11-28T12:29:00Z')).toBe('13:29');
    expect(clockTime(new Date('2026-07-01T12:00:00Z'))).toBe('14:00');
    // Just before midnight in UTC is already the next day in Germany.
    expect(releaseTime('2026-11-28T23:30:00Z')).toBe('29. November 2026, 00:30 Uhr');
  });
});
