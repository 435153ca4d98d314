import { addDays } from '#kit/model/calendarDay';
import { type EditionResults, type ResultRows, salesResults } from '#studio/shared/salesResults';

/**
 * Which days „Verkäufe“ shows: all, this week (from Monday), this month, or a range the marketer chooses. The
 * figures of the chosen days are summed anew, with the rates and verdicts of just those days.
 */

export type DayRangeChoice = 'all' | 'week' | 'month' | 'range';

export interface DayRange {
  /** First day shown (JJJJ-MM-TT); none: from the first. */
  from?: string;
  /** Last day shown; none: to the last. */
  to?: string;
}

/** The days a choice means, counted from today in Germany. */
export function rangeOf(choice: DayRangeChoice, today: string, chosen: DayRange = {}): DayRange {
  if (choice === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { from: addDays(today, -weekday), to: today };
  }
  if (choice === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  if (choice === 'range') return chosen;
  return {};
}

const within =
  ({ from, to }: DayRange) =>
  (day: string) =>
    (!from || day >= from) && (!to || day <= to);

/** The figures of the days in `range` only, with totals, rates and verdicts of those days. */
export function figuresWithin(editions: EditionResults[], range: DayRange): EditionResults[] {
  if (!range.from && !range.to) return editions;
  const rows: ResultRows = { visits: [], sales: [] };
  for (const { edition, variants } of editions) {
    for (const { variant, days } of variants) {
      for (const day of days.filter((figures) => within(range)(figures.day))) {
        rows.visits.push({ day: day.day, edition, variant, visits: day.visits, clicks: day.clicks });
        rows.sales.push({
          day: day.day,
          edition,
          variant,
          sales: day.sales,
          refunds: day.refunds,
          chargebacks: day.chargebacks,
          revenueCents: day.revenueCents,
        });
      }
    }
  }
  return salesResults(rows);
}
