import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';

/**
 * The sales the platform reported, in an embedded SQLite database in the studio's data folder
 * (`verkaeufe.sqlite`). SQLite through its WebAssembly build (node-sqlite3-wasm): it installs from the npm
 * registry alone on any machine, writes one file with SQLite's own journal (a killed process loses nothing
 * committed and leaves nothing half-written), and needs no server. The program migrates the schema itself
 * (`PRAGMA user_version`). Only what the figures need is kept: the order's id, the day, the edition, the
 * variant, the amount and the event; no name, no e-mail, no address.
 */

export const SALES_FILE = 'verkaeufe.sqlite';

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

/** Each step brings a database from its `user_version` to the next; a new step is added at the end, never changed. */
const MIGRATIONS = [
  `CREATE TABLE sale_events (
     order_id TEXT NOT NULL,
     event TEXT NOT NULL CHECK (event IN ('on_payment', 'on_refund', 'on_chargeback')),
     day TEXT NOT NULL,
     edition TEXT NOT NULL,
     variant TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     PRIMARY KEY (order_id, event)
   )`,
];

export interface SalesStore {
  /** Records an event once: false when this order's event was recorded before (a notification sent again). */
  record(sale: SaleRecord): boolean;
  /** Sales, refunds and revenue per edition and variant. */
  figures(): SalesFigures[];
  close(): void;
}

export function openSalesStore(dataDir: string): SalesStore {
  const database = new sqlite.Database(path.join(dataDir, SALES_FILE));
  const version = Number((database.get('PRAGMA user_version') as { user_version: number }).user_version);
  for (let step = version; step < MIGRATIONS.length; step++) {
    // Each step and its version number in one transaction: a killed migration leaves the database as it was.
    database.exec(`BEGIN; ${MIGRATIONS[step]}; PRAGMA user_version = ${step + 1}; COMMIT;`);
  }
  return {
    record(sale) {
      const result = database.run('INSERT OR IGNORE INTO sale_events (order_id, event, day, edition, variant, amount_cents) VALUES (?, ?, ?, ?, ?, ?)', [
        sale.orderId,
        sale.event,
        sale.day,
        sale.edition,
        sale.variant,
        sale.amountCents,
      ]);
      return result.changes === 1;
    },
    figures() {
      const rows = database.all(
        `SELECT edition, variant,
           SUM(event = 'on_payment') AS sales,
           SUM(event <> 'on_payment') AS refunds,
           SUM(CASE WHEN event = 'on_payment' THEN amount_cents ELSE -amount_cents END) AS revenue
         FROM sale_events GROUP BY edition, variant ORDER BY edition, variant`,
      ) as Array<{ edition: string; variant: string; sales: number; refunds: number; revenue: number }>;
      return rows.map((row) => ({ edition: row.edition, variant: row.variant, sales: row.sales, refunds: row.refunds, revenueCents: row.revenue }));
    },
    close: () => database.close(),
  };
}
