import { MIN_VISITS_FOR_VERDICT, rate, verdict, wilsonInterval } from './conversionStatistics';

/**
 * The studio's results per edition and variant, per day and in total: visits and checkout clicks from the host's
 * log, sales, refunds, chargebacks and revenue from the platform, the click and sale rates with their 95 % interval, and for a
 * variant the probability that it beats the edition's own copy (only from MIN_VISITS_FOR_VERDICT visits of each).
 */

export interface DayFigures {
  day: string;
  visits: number;
  clicks: number;
  sales: number;
  /** Sales refunded by the seller. */
  refunds: number;
  /** Sales the buyer's bank or card took back. */
  chargebacks: number;
  revenueCents: number;
}

/** A rate with its 95 % interval; absent without visits, or with more clicks or sales than visits. */
export interface RateFigure {
  value: number;
  low: number;
  high: number;
}

export interface VariantResults extends Omit<DayFigures, 'day'> {
  /** '' for the edition's own copy. */
  variant: string;
  clickRate?: RateFigure;
  saleRate?: RateFigure;
  /** For a variant: the probability that its click rate, and its sale rate, beats the default's. */
  beatsDefault?: { clicks?: number; sales?: number };
  /** Oldest day first. */
  days: DayFigures[];
}

export interface EditionResults {
  /** The edition's address; '' for sales „ohne Zuordnung“: without a tracking key, or one naming no page of its day. */
  edition: string;
  /** The edition's own copy first, then its variants by name. */
  variants: VariantResults[];
}

export interface ResultRows {
  visits: Array<{ day: string; edition: string; variant: string; visits: number; clicks: number }>;
  sales: Array<{ day: string; edition: string; variant: string; sales: number; refunds: number; chargebacks: number; revenueCents: number }>;
}

export { MIN_VISITS_FOR_VERDICT };

export function salesResults({ visits, sales }: ResultRows): EditionResults[] {
  const editions = new Map<string, Map<string, Map<string, DayFigures>>>();
  const dayOf = (edition: string, variant: string, day: string) => {
    const variants = editions.get(edition) ?? new Map<string, Map<string, DayFigures>>();
    editions.set(edition, variants);
    const days = variants.get(variant) ?? new Map<string, DayFigures>();
    variants.set(variant, days);
    const figures = days.get(day) ?? { day, visits: 0, clicks: 0, sales: 0, refunds: 0, chargebacks: 0, revenueCents: 0 };
    days.set(day, figures);
    return figures;
  };
  for (const row of visits) {
    const figures = dayOf(row.edition, row.variant, row.day);
    figures.visits += row.visits;
    figures.clicks += row.clicks;
  }
  for (const row of sales) {
    const figures = dayOf(row.edition, row.variant, row.day);
    figures.sales += row.sales;
    figures.refunds += row.refunds;
    figures.chargebacks += row.chargebacks;
    figures.revenueCents += row.revenueCents;
  }

  return [...editions.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([edition, variants]) => {
      const totals = [...variants.entries()]
        .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
        .map(([variant, days]) =>
          totalOf(
            variant,
            [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
          ),
        );
      const own = totals.find((total) => total.variant === '');
      for (const total of totals) {
        if (total.variant === '' || !own) continue;
        total.beatsDefault = {
          clicks: verdict({ successes: total.clicks, trials: total.visits }, { successes: own.clicks, trials: own.visits }),
          sales: verdict({ successes: total.sales, trials: total.visits }, { successes: own.sales, trials: own.visits }),
        };
      }
      return { edition, variants: totals };
    });
}

function totalOf(variant: string, days: DayFigures[]): VariantResults {
  const sum = (field: keyof Omit<DayFigures, 'day'>) => days.reduce((total, day) => total + day[field], 0);
  const total = {
    variant,
    visits: sum('visits'),
    clicks: sum('clicks'),
    sales: sum('sales'),
    refunds: sum('refunds'),
    chargebacks: sum('chargebacks'),
    revenueCents: sum('revenueCents'),
  };
  return { ...total, clickRate: rateFigure(total.clicks, total.visits), saleRate: rateFigure(total.sales, total.visits), days };
}

function rateFigure(successes: number, trials: number): RateFigure | undefined {
  const value = rate(successes, trials);
  const interval = wilsonInterval(successes, trials);
  return value === undefined || !interval ? undefined : { value, ...interval };
}
