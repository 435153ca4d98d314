import { type FiguresDatabase, openFiguresDatabase } from './figuresDatabase';

/**
 * The sales the platform reported, in the studio's figures database (figuresDatabase.ts: a killed process loses
 * nothing committed and leaves nothing half-written). Only what the figures need is kept: the order's id, the day,
 * the edition, the variant, the amount and the event; no name, no e-mail, no address.
 */

/** The events that count: a payment adds, a refund and a chargeback subtract. */
export type SaleEvent = 'on_payment' | 'on_refund' | 'on_chargeback';

export interface SaleRecord {
  orderId: string;
  event: SaleEvent;
  /** The day in Germany the platform reports it for (JJJJ-MM-TT). */
  day: string;
  /** The edition's address, from the checkout link's tracking key; '' when the sale came without one. */
  edition: string;
  /** The variant of an A/B test; '' for the edition's own copy. */
  variant: string;
  /** Gross amount in cents, as the platform reports it (positive; the event says whether it adds or subtracts). */
  amountCents: number;
}

export interface SalesFigures {
  edition: string;
  variant: string;
  sales: number;
  refunds: number;
  /** Revenue in cents: payments less refunds and chargebacks. */
  revenueCents: number;
}

/** Payments, refunds and chargebacks, and the revenue after them. */
const SUMS = `SUM(event = 'on_payment') AS sales,
  SUM(event <> 'on_payment') AS refunds,
  SUM(CASE WHEN event = 'on_payment' THEN amount_cents ELSE -amount_cents END) AS revenue`;

export interface SalesStore {
  /** Records an event once: false when this order's event was recorded before (a notification sent again). */
  record(sale: SaleRecord): boolean;
  /** Sales, refunds and revenue per edition and variant. */
  figures(): SalesFigures[];
  /** The same per day. */
  days(): Array<SalesFigures & { day: string }>;
  close(): void;
}

export function openSalesStore(dataDir: string): SalesStore {
  return salesStore(openFiguresDatabase(dataDir));
}

/** The sales in an open figures database, which the store closes with itself. */
export function salesStore(database: FiguresDatabase): SalesStore {
  return {
    record(sale) {
      const result = database.transaction(() =>
        database.run('INSERT OR IGNORE INTO sale_events (order_id, event, day, edition, variant, amount_cents) VALUES (?, ?, ?, ?, ?, ?)', [
          sale.orderId,
          sale.event,
          sale.day,
          sale.edition,
          sale.variant,
          sale.amountCents,
        ]),
      );
      return result.changes === 1;
    },
    figures() {
      const rows = database.all<{ edition: string; variant: string; sales: number; refunds: number; revenue: number }>(
        `SELECT edition, variant, ${SUMS} FROM sale_events GROUP BY edition, variant ORDER BY edition, variant`,
      );
      return rows.map((row) => ({ edition: row.edition, variant: row.variant, sales: row.sales, refunds: row.refunds, revenueCents: row.revenue }));
    },
    days() {
      const rows = database.all<{ day: string; edition: string; variant: string; sales: number; refunds: number; revenue: number }>(
        `SELECT day, edition, variant, ${SUMS} FROM sale_events GROUP BY day, edition, variant ORDER BY day, edition, variant`,
      );
      return rows.map((row) => ({
        day: row.day,
        edition: row.edition,
        variant: row.variant,
        sales: row.sales,
        refunds: row.refunds,
        revenueCents: row.revenue,
      }));
    },
    close: () => database.close(),
  };
}
