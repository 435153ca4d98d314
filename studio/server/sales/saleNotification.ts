import { trackingKeyParts } from '#kit/model/checkout';
import { formatCents } from '#engine/format';
import { MAX_EUROS } from '#engine/schemaParts';
import type { PagesOfDay } from './salePages';
import type { SaleEvent, SalePage, SaleRecord } from './salesStore';

/**
 * What a signed payment notification (ipnReceiver.ts) counts for in the figures, read against what exists. The
 * platform's own fields (date, amount, currency) that do not make sense are refused: the platform tries again
 * later, and the figures never show a day, an amount or a currency that was not. The tracking key comes from the
 * checkout link's query, which a buyer can change: one that names no page of its day (an edition and variant that
 * did not exist then, or no key this site composes) is counted „ohne Zuordnung“ (edition and variant empty), the
 * sale being real; the key itself is never stored, only named in the log.
 */

export interface NotificationContext {
  /** The day the notification arrived, in Germany: a sale cannot be on a later one. */
  arrivalDay: string;
  pages: PagesOfDay;
  /** The page an order's payment was counted for, when it was: its refund and chargeback count there too. */
  paymentPage: (orderId: string) => SalePage | undefined;
}

export type ReadSale =
  | { sale: SaleRecord; unassigned?: string }
  /** Why it is refused, in German, for the log and the answer. */
  | { refused: string };

const AMOUNT = /^-?\d{1,7}(?:\.\d{1,2})?$/;
/** `2026-02-14 21:13:00`, or the day alone. */
const DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/;
/** No earlier sale is plausible: the site did not exist before. */
const FIRST_DAY = '2000-01-01';
/** An amount above the highest price an edition can have (engine/schemaParts.ts `euros`) is no sale of the site. */
const MAX_CENTS = MAX_EUROS * 100;

/** A value the platform sent, short and printable, for a log line (never the buyer's: only the fields read here). */
export const shown = (value: string, length = 40) => value.slice(0, length).replace(/[^\x20-\x7e\u00a0-\u024f]/g, '?');

/** The sale a signed notification of a counted event records, or why it is refused. */
export function readSale(event: SaleEvent, orderId: string, fields: Readonly<Record<string, string>>, context: NotificationContext): ReadSale {
  const currency = fields.currency ?? '';
  if (currency === '') return { refused: 'Währung (currency) fehlt, erwartet EUR' };
  if (currency !== 'EUR') return { refused: `andere Währung (${shown(currency, 5)}), erwartet EUR` };

  const amount = fields.amount_brutto ?? fields.amount ?? '';
  if (!AMOUNT.test(amount)) return { refused: 'Betrag (amount_brutto) fehlt oder ist keine Zahl' };
  const cents = Math.round(Number(amount) * 100);
  // A payment is reported positive; a refund or chargeback either way (the event says that it subtracts).
  if (event === 'on_payment' && cents < 0) return { refused: `Betrag (amount_brutto) einer Zahlung ist negativ (${amount})` };
  if (Math.abs(cents) > MAX_CENTS) return { refused: `Betrag (amount_brutto) ${amount} ist kein möglicher Preis (höchstens ${formatCents(MAX_CENTS)})` };

  const date = fields.transaction_date || fields.order_date || '';
  // Without a date the platform reports as it happens: the day it arrived.
  const day = date === '' ? context.arrivalDay : DATE.exec(date)?.[1];
  if (day === undefined || !isRealDay(day) || day < FIRST_DAY || day > context.arrivalDay)
    return { refused: `Datum (transaction_date) „${shown(date, 30)}“ ist kein möglicher Tag (JJJJ-MM-TT, nicht nach dem Tag des Eingangs)` };

  const sale = (page: SalePage) => ({ orderId, event, day, ...page, amountCents: Math.abs(cents) });
  const paid = event === 'on_payment' ? undefined : context.paymentPage(orderId);
  if (paid) return { sale: sale(paid) };
  const key = fields.trackingkey ?? '';
  if (key === '') return { sale: sale({ edition: '', variant: '' }) };
  const named = trackingKeyParts(key);
  const existed = named && context.pages(day).some((page) => page.edition === named.edition && page.variant === named.variant);
  if (existed) return { sale: sale(named) };
  return {
    sale: sale({ edition: '', variant: '' }),
    unassigned: named
      ? `Tracking-Schlüssel „${shown(key, 60)}“ nennt keine Edition und Variante, die es am ${day} gab`
      : `Tracking-Schlüssel „${shown(key, 60)}“ ist keiner, den die Website vergibt`,
  };
}

/** A day of the calendar: `2026-02-30` and `9999-99-99` are none. */
function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
