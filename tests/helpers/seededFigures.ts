import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { salesStore } from '#studio/server/sales/salesStore';
import { visitStore } from '#studio/server/visits/visitStore';

/**
 * A figures database with a running test: `edition`'s own copy and its variant „b“ over three days, visits and
 * clicks as the host's log would have brought them, sales and a refund as the platform would have reported them.
 * Totals: own copy 600 visits, 30 clicks, 12 sales (one refunded); variant b 580 visits, 41 clicks, 19 sales.
 */
export const SEEDED_DAYS = [
  { day: '2026-02-10', own: { visits: 200, clicks: 9, sales: 4 }, b: { visits: 190, clicks: 14, sales: 6 } },
  { day: '2026-02-11', own: { visits: 180, clicks: 10, sales: 3 }, b: { visits: 200, clicks: 12, sales: 7 } },
  { day: '2026-02-12', own: { visits: 220, clicks: 11, sales: 5 }, b: { visits: 190, clicks: 15, sales: 6 } },
];

type SeededDay = (typeof SEEDED_DAYS)[number];

/** `count` days of a running test from `first` on, with figures that vary from day to day (for the chart's look). */
export function seededDays(first: string, count: number): SeededDay[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    const wave = (index * 7) % 11;
    return {
      day: day.toISOString().slice(0, 10),
      own: { visits: 150 + wave * 6, clicks: 6 + (wave % 4), sales: 2 + (wave % 3) },
      b: { visits: 140 + ((wave * 5) % 9) * 7, clicks: 8 + (wave % 5), sales: 3 + (wave % 2) },
    };
  });
}

export function seedFigures(dataDir: string, edition: string, days: SeededDay[] = SEEDED_DAYS): void {
  const database = openFiguresDatabase(dataDir);
  try {
    const visits = visitStore(database);
    const sales = salesStore(database);
    let line = 0;
    for (const { day, own, b } of days) {
      line += own.visits + own.clicks + b.visits + b.clicks;
      visits.add(
        '/var/log/nginx/editionen-besuche.log',
        [
          { day, edition, variant: '', visits: own.visits, clicks: own.clicks },
          { day, edition, variant: 'b', visits: b.visits, clicks: b.clicks },
        ],
        { device: '1', inode: '1', head: 'seeded', offset: line * 60, line },
      );
      for (const [variant, count] of [
        ['', own.sales],
        ['b', b.sales],
      ] as const) {
        for (let number = 0; number < count; number++) {
          sales.record({ orderId: `${day}-${variant || 'own'}-${number}`, event: 'on_payment', day, edition, variant, amountCents: 39_900 });
        }
      }
    }
    if (days === SEEDED_DAYS) sales.record({ orderId: '2026-02-10-own-0', event: 'on_refund', day: '2026-02-12', edition, variant: '', amountCents: 39_900 });
  } finally {
    database.close();
  }
}
