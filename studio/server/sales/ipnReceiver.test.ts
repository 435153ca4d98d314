import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IPN_PATH, ipnReceiver } from './ipnReceiver';
import { ipnSignature, signedByPlatform } from './ipnSignature';
import { openSalesStore, type SalesStore } from './salesStore';

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

function receiver(passphrase: string | undefined = PASSPHRASE) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verkaeufe-'));
  dirs.push(dir);
  const store = openSalesStore(dir);
  stores.push(store);
  const logged: string[] = [];
  const app = ipnReceiver({
    passphrase,
    productId: () => PRODUCT,
    store: () => store,
    now: () => Date.parse('2026-02-15T10:00:00Z'),
    log: (line) => logged.push(line),
  });
  const send = async (fields: Record<string, string>, sign = true, passphrase = PASSPHRASE) => {
    const body = new URLSearchParams({ ...fields, ...(sign ? { sha_sign: ipnSignature(passphrase, fields) } : {}) }).toString();
    const response = await app.request(IPN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    return { status: response.status, text: await response.text() };
  };
  return { dir, store, logged, send, app };
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
    expect(store.figures()).toEqual([{ edition: 'winteredition', variant: '', sales: 2, refunds: 0, revenueCents: 79_800 }]);
    expect(await send(payment('D4E5F6', 'on_refund', '-399.00'))).toEqual({ status: 200, text: 'OK' });
    expect(store.figures()).toEqual([{ edition: 'winteredition', variant: '', sales: 2, refunds: 1, revenueCents: 39_900 }]);
    expect(logged).toEqual(['Verkaufsmeldung schon gezählt: on_payment (Bestellung A1B2C3).']);
  });

  it('refuse a notification without a signature, with a wrong one, for another product, or malformed; nothing is counted', async () => {
    const { store, send, logged } = receiver();
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
      'Verkaufsmeldung abgelehnt: andere Währung (USD) (Bestellung A6).',
    ]);
    // No line names the buyer.
    expect(logged.join('\n')).not.toMatch(/Petra|Muster|petra@|Deichweg/);
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
    expect(reopened.figures()).toEqual([{ edition: 'winteredition', variant: 'b', sales: 1, refunds: 1, revenueCents: 0 }]);
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
