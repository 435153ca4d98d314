import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { todayInGermany } from '#kit/model/sales';
import { signedByPlatform } from './ipnSignature';
import type { PagesOfDay } from './salePages';
import { readSale, shown } from './saleNotification';
import type { SaleEvent, SalesStore } from './salesStore';

/**
 * The sales platform's payment notifications (IPN), received by the hosted studio at IPN_PATH
 * (docs/betrieb/verkaeufe.md): a form POST from the platform's server, signed with the passphrase of the
 * studio's configuration. A payment, a refund or a chargeback of the site's product is recorded once per order
 * (a notification sent again is answered „OK“ and not counted twice); anything unsigned, wrongly signed, for
 * another product or malformed (saleNotification.ts: date, amount, currency) is refused with a line in the log that
 * names the reason and the order, never the buyer. The platform reads „OK“ as received; anything else makes it try
 * again later. A tracking key naming no page of its day is counted „ohne Zuordnung“, with a line in the log.
 */

/** Where the platform sends its notifications (set as the connection's address on the platform). */
export const IPN_PATH = '/studio/verkaufsmeldung';

/** A notification is a form of a few kilobytes; anything far larger is not one. */
const MAX_IPN_BYTES = 64 * 1024;

const COUNTED: readonly string[] = ['on_payment', 'on_refund', 'on_chargeback'] satisfies SaleEvent[];
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface IpnReceiverOptions {
  /** The passphrase set on the platform's connection (the studio's configuration, `ipnPassphrase`). */
  passphrase: string | undefined;
  /** The site's product on the platform (site.json, checkout.productId), read when a notification comes. */
  productId: () => number;
  store: () => SalesStore;
  /** The editions and variants that existed on a day: a sale's tracking key must name one of them. */
  pages: PagesOfDay;
  now?: () => number;
  log?: (line: string) => void;
  /** Told of each refused notification (notifications/refusalWatch.ts counts them). */
  refused?: () => void;
}

export function ipnReceiver({ passphrase, productId, store, pages, now = Date.now, log = console.warn, refused = () => {} }: IpnReceiverOptions): Hono {
  const app = new Hono();
  const answer = (context: Context, status: number, text: string) => context.text(text, status as 200, { 'Cache-Control': 'no-store' });
  const refuse = (context: Context, status: number, reason: string, order?: string) => {
    log(`Verkaufsmeldung abgelehnt: ${reason}${order ? ` (Bestellung ${order})` : ''}.`);
    refused();
    return answer(context, status, `ERROR: ${reason}`);
  };

  // By its announced length, or while it streams in without one: a larger body is never read whole. Hono's limit may
  // end such a connection without reading the rest (the API's limit reads it away to answer a person, apiApp.ts);
  // here the sender is a server, and no notification comes near the limit.
  const withinLimit = bodyLimit({ maxSize: MAX_IPN_BYTES, onError: (context) => refuse(context, 413, 'Meldung zu groß') });

  app.post(IPN_PATH, withinLimit, async (context) => {
    if (!passphrase) return refuse(context, 404, 'Verkaufsmeldungen sind in diesem Studio nicht eingerichtet (ipnPassphrase in der Konfiguration)');
    const type = (context.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return refuse(context, 415, 'Formular (application/x-www-form-urlencoded) erwartet');
    const text = await context.req.text();

    const form = new URLSearchParams(text);
    const parameters: Record<string, string> = {};
    for (const [name, value] of form) {
      // A parameter given twice could be read either way: the notification is not one the platform signs.
      if (Object.hasOwn(parameters, name)) return refuse(context, 400, `Feld „${name.slice(0, 40)}“ doppelt`);
      parameters[name] = value;
    }
    const order = ORDER_ID.test(parameters.order_id ?? '') ? parameters.order_id : undefined;
    if (!parameters.sha_sign && !parameters.SHASIGN) return refuse(context, 403, 'ohne Signatur', order);
    if (!signedByPlatform(passphrase, parameters)) return refuse(context, 403, 'Signatur stimmt nicht', order);

    const event = parameters.event ?? '';
    // Signed, but an event that does not change the figures (a missed rebilling, an affiliation): received, not counted.
    if (!COUNTED.includes(event)) return answer(context, 200, 'OK');
    if (!order) return refuse(context, 400, 'Bestellnummer (order_id) fehlt oder ist ungültig');
    if (parameters.product_id !== String(productId())) return refuse(context, 400, `anderes Produkt (${shown(parameters.product_id ?? '', 20)})`, order);
    const read = readSale(event as SaleEvent, order, parameters, {
      arrivalDay: todayInGermany(new Date(now())),
      pages,
      paymentPage: (orderId) => store().paymentPage(orderId),
    });
    if ('refused' in read) return refuse(context, 400, read.refused, order);

    const recorded = store().record(read.sale);
    if (recorded && read.unassigned) log(`Verkaufsmeldung ohne Zuordnung gezählt: ${read.unassigned} (Bestellung ${order}).`);
    if (!recorded) log(`Verkaufsmeldung schon gezählt: ${event} (Bestellung ${order}).`);
    return answer(context, 200, 'OK');
  });
  return app;
}
