import { describe, expect, it } from 'vitest';
import { salesResults } from '#studio/shared/salesResults';
import { figuresWithin, rangeOf } from './dayRange';

describe('the days a choice means', () => {
  it('counts this week from Monday and this month from its first', () => {
    // Saturday, 28 November 2026.
    expect(rangeOf('week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-28' });
    expect(rangeOf('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(rangeOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('month', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(rangeOf('all', '2026-11-28')).toEqual({});
    expect(rangeOf('range', '2026-11-28', { from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('the figures of the chosen days', () => {
  const all = salesResults({
    visits: [
      { day: '2026-11-20', edition: 'winteredition', variant: '', visits: 100, clicks: 5 },
      { day: '2026-11-27', edition: 'winteredition', variant: '', visits: 40, clicks: 2 },
      { day: '2026-11-27', edition: 'winteredition', variant: 'b', visits: 30, clicks: 3 },
    ],
    sales: [{ day: '2026-11-20', edition: 'winteredition', variant: '', sales: 2, refunds: 0, chargebacks: 0, revenueCents: 79_800 }],
  });

  it('sums only those days, and leaves out a copy without any', () => {
    const week = figuresWithin(all, { from: '2026-11-23', to: '2026-11-28' });
    expect(week[0].variants.map(({ variant, visits, sales, revenueCents }) => ({ variant, visits, sales, revenueCents }))).toEqual([
      { variant: '', visits: 40, sales: 0, revenueCents: 0 },
      { variant: 'b', visits: 30, sales: 0, revenueCents: 0 },
    ]);
    expect(figuresWithin(all, { from: '2026-11-01', to: '2026-11-21' })[0].variants.map(({ variant, visits }) => [variant, visits])).toEqual([['', 100]]);
    expect(figuresWithin(all, { from: '2026-12-01' })).toEqual([]);
  });

  it('gives back everything when no day is chosen', () => {
    expect(figuresWithin(all, {})).toBe(all);
  });
});
