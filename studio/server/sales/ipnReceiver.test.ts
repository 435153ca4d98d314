import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { visitStore } from '#studio/server/visits/visitStore';
import { openFiguresDatabase } from './figuresDatabase';
import { IPN_PATH, ipnReceiver } from './ipnReceiver';
import { ipnSignature, signedByPlatform } from './ipnSignature';
import { salesOverview } from './salesOverview';
import { pagesOfDay } from './salePages';
import { openSalesStore, salesStore, type SalesStore } from './salesStore';

/**
 * The platform's payment notifications: signed as the platform signs them, counted once per order and event,
 * refunds and chargebacks subtracting; unsigned, wrongly signed, another product's or malformed ones refused,
 * with a log line that names the reason and the order, never the buyer.
 */

const PASSPHRASE = 'eine-lange-geheime-Passphrase-2026';
const PRODUCT = 631168;
const dirs: string[] = [];
const stores: SalesStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The editions as the content loader gives them: the winter edition runs a test of variant b. */
const EDITIONS = [{ slug: 'winteredition', variantEditions: [{ variant: 'b' }] }, { slug: 'herbstedition' }];

function receiver(passphrase: string | undefined = PASSPHRASE) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verkaeufe-'));
  dirs.push(dir);
  const database = openFiguresDatabase(dir);
  const store = salesStore(database);
  stores.push(store);
  const logged: string[] = [];
  const refusals = { count: 0 };
  const app = ipnReceiver({
    passphrase,
    productId: () => PRODUCT,
    store: () => store,
    pages: pagesOfDay(
      () => EDITIONS,
      (day) => visitStore(database).pagesShownOn(day),
    ),
    now: () => Date.parse('2026-02-15T10:00:00Z'),
    log: (line) => logged.push(line),
    refused: () => {
      refusals.count += 1;
    },
  });
  const send = async (fields: Record<string, string>, sign = true, passphrase = PASSPHRASE) => {
    const body = new URLSearchParams({ ...fields, ...(sign ? { sha_sign: ipnSignature(passphrase, fields) } : {}) }).toString();
    const response = await app.request(IPN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    return { status: response.status, text: await response.text() };
  };
  return { dir, database, store, logged, refusals, send, app };
}

/** A notification as the platform sends it, with the buyer's data the studio must not keep. */
const payment = (order: string, event = 'on_payment', amount = '399.00') => ({
  event,
  order_id: order,
  product_id: String(PRODUCT),
  amount_brutto: amount,
  currency: 'EUR',
  transaction_date: '2026-02-14 21:13:00',
  trackingkey: 'winteredition',
  email: 'petra@example.de',
  address_first_name: 'Petra',
  address_last_name: 'Muster',
  address_street: 'Deichweg 1',
});

describe('the platform’s signature', () => {
  it('is SHA-512 over the sorted, non-empty fields, each followed by the passphrase, in upper case', () => {
    const fields = { b: '2', a: 'eins', leer: '', B: 'x' };
    // Sorted by name, case-sensitive (B before a before b), the empty field left out.
    const reference = createHash('sha512').update(`B=x${PASSPHRASE}a=eins${PASSPHRASE}b=2${PASSPHRASE}`).digest('hex').toUpperCase();
    expect(ipnSignature(PASSPHRASE, fields)).toBe(reference);
    expect(signedByPlatform(PASSPHRASE, { ...fields, sha_sign: reference })).toBe(true);
    expect(signedByPlatform(PASSPHRASE, { ...fields, sha_sign: reference.toLowerCase() })).toBe(true);
    expect(signedByPlatform(PASSPHRASE, { ...fields, a: 'zwei', sha_sign: reference })).toBe(false);
    expect(signedByPlatform('eine-andere-Passphrase-2026', { ...fields, sha_sign: reference })).toBe(false);
  });
});

describe('payment notifications', () => {
  it('count a sale once, sent twice still once; a refund subtracts; only order, day, edition, amount and event are kept', async () => {
    const { store, send, logged } = receiver();
    expect(await send(payment('A1B2C3'))).toEqual({ status: 200, text: 'OK' });
    expect(await send(payment('A1B2C3'))).toEqual({ status: 200, text: 'OK' });
    expect(await send(payment('D4E5F6'))).toEqual({ status: 200, text: 'OK' });
    expect(store.figures()).toEqual([{ edition: 'winteredition', variant: '', sales: 2, refunds: 0, chargebacks: 0, revenueCents: 79_800 }]);
    expect(await send(payment('D4E5F6', 'on_refund', '-399.00'))).toEqual({ status: 200, text: 'OK' });
    expect(store.figures()).toEqual([{ edition: 'winteredition', variant: '', sales: 2, refunds: 1, chargebacks: 0, revenueCents: 39_900 }]);
    expect(logged).toEqual(['Verkaufsmeldung schon gezählt: on_payment (Bestellung A1B2C3).']);
  });

  it('refuse a notification without a signature, with a wrong one, for another product, or malformed; nothing is counted', async () => {
    const { store, send, logged, refusals } = receiver();
    expect(await send(payment('A1'), false)).toEqual({ status: 403, text: 'ERROR: ohne Signatur' });
    expect(await send(payment('A2'), true, 'nicht-die-richtige-Passphrase')).toEqual({ status: 403, text: 'ERROR: Signatur stimmt nicht' });
    expect((await send({ ...payment('A3'), product_id: '999999' })).status).toBe(400);
    expect((await send({ ...payment('A4'), amount_brutto: 'viel' })).status).toBe(400);
    expect((await send({ ...payment('A5'), order_id: '../x' })).status).toBe(400);
    expect((await send({ ...payment('A6'), currency: 'USD' })).status).toBe(400);
    expect(store.figures()).toEqual([]);
    expect(logged).toEqual([
      'Verkaufsmeldung abgelehnt: ohne Signatur (Bestellung A1).',
      'Verkaufsmeldung abgelehnt: Signatur stimmt nicht (Bestellung A2).',
      'Verkaufsmeldung abgelehnt: anderes Produkt (999999) (Bestellung A3).',
      'Verkaufsmeldung abgelehnt: Betrag (amount_brutto) fehlt oder ist keine Zahl (Bestellung A4).',
      'Verkaufsmeldung abgelehnt: Bestellnummer (order_id) fehlt oder ist ungültig.',
      'Verkaufsmeldung abgelehnt: andere Währung (USD), erwartet EUR (Bestellung A6).',
    ]);
    // No line names the buyer.
    expect(logged.join('\n')).not.toMatch(/Petra|Muster|petra@|Deichweg/);
    // Each refusal is counted for the studio's watch (notifications/refusalWatch.ts); a counted sale is none.
    expect(refusals.count).toBe(6);
    expect((await send(payment('A7'))).status).toBe(200);
    expect(refusals.count).toBe(6);
  });

  it('refuse a field sent twice and a body that is no form', async () => {
    const { send, app } = receiver();
    const fields = payment('B1');
    const twice = `${new URLSearchParams({ ...fields, sha_sign: ipnSignature(PASSPHRASE, fields) })}&order_id=B2`;
    const doubled = await app.request(IPN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: twice });
    expect(doubled.status).toBe(400);
    expect(await doubled.text()).toBe('ERROR: Feld „order_id“ doppelt');
    const json = await app.request(IPN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) });
    expect(json.status).toBe(415);
    expect((await send(payment('B3'))).text).toBe('OK');
  });

  it('refuse a body far larger than a notification, also one sent in chunks without a length, before reading it whole', async () => {
    const { app, store, logged } = receiver();
    const fields = payment('L1');
    const signed = new URLSearchParams({ ...fields, sha_sign: ipnSignature(PASSPHRASE, fields) }).toString();
    const chunk = new TextEncoder().encode(`&x=${'a'.repeat(16 * 1024)}`);
    let sent = 0;
    // A stream that would go on for 10 MB; the receiver must stop reading it after its limit.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode(signed)),
      pull: (controller) => {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await app.request(IPN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('ERROR: Meldung zu groß');
    expect(sent).toBeLessThan(256 * 1024);
    expect(store.figures()).toEqual([]);
    expect(logged).toEqual(['Verkaufsmeldung abgelehnt: Meldung zu groß.']);
  });

  it('keep the figures in the database file across a restart, and count a chargeback against its edition and variant', async () => {
    const { dir, store, send } = receiver();
    await send({ ...payment('C1'), trackingkey: 'winteredition_b' });
    await send({ ...payment('C1', 'on_chargeback'), trackingkey: 'winteredition_b' });
    store.close();
    stores.splice(stores.indexOf(store), 1);
    const reopened = openSalesStore(dir);
    stores.push(reopened);
    expect(reopened.figures()).toEqual([{ edition: 'winteredition', variant: 'b', sales: 1, refunds: 0, chargebacks: 1, revenueCents: 0 }]);
  });

  it('keep refunds and chargebacks apart: an order taken back counts once, as what came first', async () => {
    const { store, send } = receiver();
    await send(payment('K1'));
    await send({ ...payment('K1', 'on_refund', '-399.00'), transaction_date: '2026-02-15 09:00:00' });
    await send(payment('K2'));
    await send({ ...payment('K2', 'on_chargeback', '399.00'), transaction_date: '2026-02-15 09:00:00' });
    await send({ ...payment('K2', 'on_refund', '-399.00'), transaction_date: '2026-02-15 10:00:00' });
    await send(payment('K3'));
    await send({ ...payment('K3', 'on_chargeback', '399.00'), transaction_date: '2026-02-15 11:00:00' });
    expect(store.figures()).toEqual([{ edition: 'winteredition', variant: '', sales: 3, refunds: 1, chargebacks: 2, revenueCents: 0 }]);
  });

  it('are refused while the studio has no passphrase configured', async () => {
    const { app } = receiver('');
    const response = await app.request(IPN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'event=on_payment',
    });
    expect(response.status).toBe(404);
  });
});

describe('the figures know what exists', () => {
  it('count a sale whose tracking key names no page of its day „ohne Zuordnung“, with a log line, and keep the key out of the figures', async () => {
    const { database, store, send, logged } = receiver();
    const keys = { Z1: 'winteredition_zzz', Z2: 'sommeredition', Z3: '<script>alert(1)</script>', Z4: 'winteredition_c' };
    for (const [order, trackingkey] of Object.entries(keys)) expect(await send({ ...payment(order), trackingkey })).toEqual({ status: 200, text: 'OK' });
    // A page that existed: the edition's variant b, and a variant c that nginx served on the 13th (its test has ended since).
    visitStore(database).add('/var/log/nginx/editionen-besuche.log', [{ day: '2026-02-13', edition: 'winteredition', variant: 'c', visits: 3, clicks: 0 }], {
      device: '1',
      inode: '1',
      head: 'x',
      offset: 60,
      line: 1,
    });
    expect(await send({ ...payment('K1'), trackingkey: 'winteredition_b' })).toEqual({ status: 200, text: 'OK' });
    expect(await send({ ...payment('K2'), trackingkey: 'winteredition_c', transaction_date: '2026-02-13 12:00:00' })).toEqual({ status: 200, text: 'OK' });

    expect(store.figures()).toEqual([
      { edition: '', variant: '', sales: 4, refunds: 0, chargebacks: 0, revenueCents: 4 * 39_900 },
      { edition: 'winteredition', variant: 'b', sales: 1, refunds: 0, chargebacks: 0, revenueCents: 39_900 },
      { edition: 'winteredition', variant: 'c', sales: 1, refunds: 0, chargebacks: 0, revenueCents: 39_900 },
    ]);
    expect(logged).toEqual([
      'Verkaufsmeldung ohne Zuordnung gezählt: Tracking-Schlüssel „winteredition_zzz“ nennt keine Edition und Variante, die es am 2026-02-14 gab (Bestellung Z1).',
      'Verkaufsmeldung ohne Zuordnung gezählt: Tracking-Schlüssel „sommeredition“ nennt keine Edition und Variante, die es am 2026-02-14 gab (Bestellung Z2).',
      'Verkaufsmeldung ohne Zuordnung gezählt: Tracking-Schlüssel „<script>alert(1)</script>“ ist keiner, den die Website vergibt (Bestellung Z3).',
      'Verkaufsmeldung ohne Zuordnung gezählt: Tracking-Schlüssel „winteredition_c“ nennt keine Edition und Variante, die es am 2026-02-14 gab (Bestellung Z4).',
    ]);
    // What the studio's „Verkäufe“ screen gets: none of the keys, as an edition, a variant or anywhere.
    const overview = JSON.stringify(salesOverview(database, true));
    for (const part of ['zzz', 'sommeredition', 'script', '<']) expect(overview).not.toContain(part);
  });

  it('refuse an impossible day, a negative or impossible amount, a missing or foreign currency, so that the platform tries again', async () => {
    const { store, send, logged } = receiver();
    const notADay = 'ist kein möglicher Tag (JJJJ-MM-TT, nicht nach dem Tag des Eingangs)';
    const { currency: _none, ...withoutCurrency } = payment('D8');
    // Each notification, and the reason it is answered and logged with.
    const refused: Array<[Record<string, string>, string]> = [
      [{ ...payment('D1'), transaction_date: '9999-99-99 x' }, `Datum (transaction_date) „9999-99-99 x“ ${notADay}`],
      [{ ...payment('D2'), transaction_date: '2026-02-30 10:00:00' }, `Datum (transaction_date) „2026-02-30 10:00:00“ ${notADay}`],
      // Arrived on the 15th (in Germany): a sale cannot be on the 16th.
      [{ ...payment('D3'), transaction_date: '2026-02-16 08:00:00' }, `Datum (transaction_date) „2026-02-16 08:00:00“ ${notADay}`],
      [{ ...payment('D4'), amount_brutto: '-5' }, 'Betrag (amount_brutto) einer Zahlung ist negativ (-5)'],
      [{ ...payment('D5'), amount_brutto: '250000.00' }, 'Betrag (amount_brutto) 250000.00 ist kein möglicher Preis (höchstens 100.000\u00a0€)'],
      [{ ...payment('D6'), currency: '' }, 'Währung (currency) fehlt, erwartet EUR'],
      [{ ...payment('D7'), currency: 'CHF' }, 'andere Währung (CHF), erwartet EUR'],
      [withoutCurrency, 'Währung (currency) fehlt, erwartet EUR'],
    ];
    for (const [fields, reason] of refused) expect(await send(fields)).toEqual({ status: 400, text: `ERROR: ${reason}` });
    expect(store.days()).toEqual([]);
    expect(logged).toEqual(refused.map(([fields, reason]) => `Verkaufsmeldung abgelehnt: ${reason} (Bestellung ${fields.order_id}).`));
    // Once the platform sends it right, the sale counts.
    expect(await send(payment('D1'))).toEqual({ status: 200, text: 'OK' });
    expect(store.days().map((day) => day.day)).toEqual(['2026-02-14']);
  });

  it('subtract at most what an order paid: a refund and a chargeback of one order once, on the payment’s page', async () => {
    const { store, send, logged } = receiver();
    await send({ ...payment('R1'), trackingkey: 'winteredition_b' });
    // The refund without the key, the chargeback with another: both count for the payment's page.
    await send({ ...payment('R1', 'on_refund', '-399.00'), trackingkey: '', transaction_date: '2026-02-15 09:00:00' });
    await send({ ...payment('R1', 'on_chargeback', '399.00'), trackingkey: 'herbstedition', transaction_date: '2026-02-15 09:30:00' });
    // A part refunded, then the rest charged back: 399 € at most.
    await send(payment('R2'));
    await send({ ...payment('R2', 'on_refund', '-100.00'), transaction_date: '2026-02-15 09:00:00' });
    await send({ ...payment('R2', 'on_chargeback', '399.00'), transaction_date: '2026-02-15 09:30:00' });
    // A refund of an order whose payment never reached the figures subtracts nothing it did not add.
    await send({ ...payment('R3', 'on_refund', '-399.00'), transaction_date: '2026-02-15 09:00:00' });

    expect(store.figures()).toEqual([
      { edition: 'winteredition', variant: '', sales: 1, refunds: 2, chargebacks: 0, revenueCents: 0 },
      { edition: 'winteredition', variant: 'b', sales: 1, refunds: 1, chargebacks: 0, revenueCents: 0 },
    ]);
    expect(store.days()).toEqual([
      { day: '2026-02-14', edition: 'winteredition', variant: '', sales: 1, refunds: 0, chargebacks: 0, revenueCents: 39_900 },
      { day: '2026-02-14', edition: 'winteredition', variant: 'b', sales: 1, refunds: 0, chargebacks: 0, revenueCents: 39_900 },
      { day: '2026-02-15', edition: 'winteredition', variant: '', sales: 0, refunds: 2, chargebacks: 0, revenueCents: -39_900 },
      { day: '2026-02-15', edition: 'winteredition', variant: 'b', sales: 0, refunds: 1, chargebacks: 0, revenueCents: -39_900 },
    ]);
    expect(logged).toEqual([]);
  });
});
