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
  /** Sales refunded by the seller (on_refund). */
  refunds: number;
  /** Sales the buyer's bank or card took back (on_chargeback). */
  chargebacks: number;
  /** Revenue in cents: payments less refunds and chargebacks. */
  revenueCents: number;
}

/** The page a sale is counted for; '' and '' is „ohne Zuordnung“: no tracking key, or one naming no page of its day. */
export interface SalePage {
  edition: string;
  variant: string;
}

export interface SalesStore {
  /** Records an event once: false when this order's event was recorded before (a notification sent again). */
  record(sale: SaleRecord): boolean;
  /** The page the order's payment was counted for, when it has been recorded. */
  paymentPage(orderId: string): SalePage | undefined;
  /** Sales, refunds, chargebacks and revenue per edition and variant (ordered so). */
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
  const days = () => dayFigures(database.all<EventRow>('SELECT order_id, event, day, edition, variant, amount_cents FROM sale_events ORDER BY rowid'));
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
    paymentPage(orderId) {
      const [page] = database.all<SalePage>("SELECT edition, variant FROM sale_events WHERE order_id = ? AND event = 'on_payment'", [orderId]);
      return page;
    },
    figures: () =>
      sumUp(
        days().map(({ day: _day, ...figures }) => figures),
        (figures) => [figures.edition, figures.variant],
      ),
    days: () => sumUp(days(), (figures) => [figures.day, figures.edition, figures.variant]),
    close: () => database.close(),
  };
}

interface EventRow {
  order_id: string;
  event: SaleEvent;
  day: string;
  edition: string;
  variant: string;
  amount_cents: number;
}

/**
 * Sales, refunds, chargebacks and revenue per day, edition and variant (ordered so), from the events as they arrived.
 * Per order: every event counts for the page its payment was counted for; a refund and a chargeback together are one
 * sale taken back, counted as what came first (a refund, then a chargeback: one refund), and subtract at most what
 * was paid (a refund whose payment the figures never received subtracts nothing).
 */
function dayFigures(events: EventRow[]): Array<SalesFigures & { day: string }> {
  const payments = new Map(events.filter((event) => event.event === 'on_payment').map((event) => [event.order_id, event]));
  const subtracted = new Map<string, number>();
  return events.map((event) => {
    const { edition, variant } = payments.get(event.order_id) ?? event;
    if (event.event === 'on_payment') return { day: event.day, edition, variant, sales: 1, refunds: 0, chargebacks: 0, revenueCents: event.amount_cents };
    const before = subtracted.get(event.order_id);
    const amount = Math.min(event.amount_cents, (payments.get(event.order_id)?.amount_cents ?? 0) - (before ?? 0));
    subtracted.set(event.order_id, (before ?? 0) + amount);
    const first = before === undefined ? 1 : 0;
    const refund = event.event === 'on_refund';
    return { day: event.day, edition, variant, sales: 0, refunds: refund ? first : 0, chargebacks: refund ? 0 : first, revenueCents: -amount };
  });
}

/** The figures summed per the fields `by` names, ordered by them. */
function sumUp<F extends SalesFigures>(rows: F[], by: (figures: F) => string[]): F[] {
  const sums = new Map<string, F>();
  for (const row of rows) {
    const key = by(row).join('\t');
    const sum = sums.get(key);
    if (!sum) {
      sums.set(key, { ...row });
      continue;
    }
    sum.sales += row.sales;
    sum.refunds += row.refunds;
    sum.chargebacks += row.chargebacks;
    sum.revenueCents += row.revenueCents;
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sum]) => sum);
}
