import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDataFolderPrivate, serverSecret, usersFileIn } from '#studio/server/auth/dataFolder';
import { verifyPassword } from '#studio/server/auth/passwords';
import { readUsers, writeUsers } from '#studio/server/auth/userStore';
import { BACKUP_LIST_FILE, backupDataFolder, restoreDataFolder } from '#studio/server/backup/dataBackup';
import { openFiguresDatabase, type FiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { IPN_PATH, ipnReceiver } from '#studio/server/sales/ipnReceiver';
import { ipnSignature } from '#studio/server/sales/ipnSignature';
import { salesOverview } from '#studio/server/sales/salesOverview';
import { salesStore } from '#studio/server/sales/salesStore';
import { PASSWORD, testAccount } from './helpers/hostedServer';

/**
 * `npm run studio:backup` while the platform's signed notifications keep arriving, then `npm run studio:restore`
 * into a new data folder: the studio on it has the same accounts, key and preview links, and exactly the sales it
 * had answered „OK“ when the backup began — none torn, none of those answered after it.
 */

const PASSPHRASE = 'eine-lange-geheime-Passphrase-2026';
const PRODUCT = 631168;
const databases: FiguresDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

const scratch = (name: string) => path.join(mkdtempSync(path.join(os.tmpdir(), 'sicherung-')), name);

/** The hosted studio's sales inbox on `dataDir`, as builtStudio.ts wires it (its own connection to the database). */
function inbox(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const database = openFiguresDatabase(dataDir);
  databases.push(database);
  const app = ipnReceiver({
    passphrase: PASSPHRASE,
    productId: () => PRODUCT,
    store: () => salesStore(database),
    // The winter edition and its variant b existed on every day of these notifications.
    pages: () => [
      { edition: 'winteredition', variant: '' },
      { edition: 'winteredition', variant: 'b' },
    ],
    log: () => {},
  });
  const send = async (fields: Record<string, string>) => {
    const body = new URLSearchParams({ ...fields, sha_sign: ipnSignature(PASSPHRASE, fields) }).toString();
    const response = await app.request(IPN_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    return response.status === 200 && (await response.text()) === 'OK';
  };
  return { send, figures: () => salesOverview(database, true) };
}

/** The n-th notification: mostly payments over two editions and a variant, every fifth a refund of an earlier order. */
function notification(n: number): Record<string, string> {
  const refund = n % 5 === 4;
  return {
    event: refund ? 'on_refund' : 'on_payment',
    order_id: `B${refund ? n - 2 : n}`,
    product_id: String(PRODUCT),
    amount_brutto: refund ? '-399.00' : `${399 + (n % 3)}.00`,
    currency: 'EUR',
    transaction_date: `2026-02-${String(10 + (n % 5)).padStart(2, '0')} 12:00:00`,
    trackingkey: n % 2 === 0 ? 'winteredition' : 'winteredition_b',
  };
}

describe('a backup of the data folder, taken while notifications arrive, restored into a new folder', () => {
  it('has the same accounts, key and preview links, and exactly the figures answered „OK“ before it began', async () => {
    const dataDir = scratch('daten');
    mkdirSync(dataDir, { mode: 0o700 });
    const accounts = [await testAccount('anna', ['Redaktion']), await testAccount('fritz', ['Freigabe'])];
    writeUsers(usersFileIn(dataDir), accounts);
    const key = serverSecret(dataDir);
    // A preview link's record and its frozen content, as the link store writes them.
    writeFileSync(path.join(dataDir, 'vorschau-links.json'), '[{"id":"l1"}]\n', { mode: 0o600 });
    mkdirSync(path.join(dataDir, 'vorschau-links/l1/editions'), { recursive: true, mode: 0o700 });
    writeFileSync(path.join(dataDir, 'vorschau-links/l1/editions/winter.json'), '{"slug":"winteredition"}\n', { mode: 0o600 });
    // A file the studio is just writing (renamed into place when whole) is no part of a backup.
    writeFileSync(path.join(dataDir, 'freigaben.json.4711.tmp'), '[{"halb', { mode: 0o600 });

    const studio = inbox(dataDir);
    const answeredBefore: number[] = [];
    for (let n = 0; n < 12; n++) if (await studio.send(notification(n))) answeredBefore.push(n);
    expect(answeredBefore).toHaveLength(12);

    // The backup runs while the platform keeps sending; each notification is answered as before.
    const backup = scratch('sicherung');
    let backingUp = true;
    const answeredDuring: number[] = [];
    const sending = (async () => {
      for (let n = 12; (backingUp || answeredDuring.length < 3) && n < 100; n++) {
        if (await studio.send(notification(n))) answeredDuring.push(n);
        // As from a server on the network: a notification now and then, the backup's steps in between.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const list = await backupDataFolder(dataDir, backup).finally(() => {
      backingUp = false;
    });
    await sending;
    expect(answeredDuring.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(list.files).sort()).toEqual(
      ['users.json', 'secret.key', 'verkaeufe.sqlite', 'vorschau-links.json', 'vorschau-links/l1/editions/winter.json'].sort(),
    );

    const restored = scratch('neu');
    await restoreDataFolder(backup, restored);
    // The studio starts on it: private folder and files, the same key (sessions and preview links stay valid).
    expect(() => checkDataFolderPrivate(restored)).not.toThrow();
    expect(serverSecret(restored).equals(key)).toBe(true);
    const users = readUsers(usersFileIn(restored));
    expect(users).toEqual(accounts);
    expect(await verifyPassword(PASSWORD, users[0].password)).toBe(true);
    expect(readFileSync(path.join(restored, 'vorschau-links/l1/editions/winter.json'), 'utf8')).toBe('{"slug":"winteredition"}\n');
    expect(readdirSync(restored).sort()).toEqual(['secret.key', 'users.json', 'verkaeufe.sqlite', 'vorschau-links', 'vorschau-links.json']);

    // Exactly the figures answered before the backup began: those notifications alone, into a studio of their own.
    const expected = inbox(scratch('erwartet'));
    for (const n of answeredBefore) await expected.send(notification(n));
    const onRestored = inbox(restored);
    expect(onRestored.figures()).toEqual(expected.figures());
    expect(onRestored.figures().editions.length).toBeGreaterThan(0);
    // …and not those answered after it began, which the live studio counted.
    expect(studio.figures()).not.toEqual(expected.figures());
    // The restored studio goes on taking notifications; one it had counted before stays counted once.
    expect(await onRestored.send(notification(0))).toBe(true);
    expect(onRestored.figures()).toEqual(expected.figures());
  });

  it('is refused into a data folder that holds anything, and when a file of it is missing or changed', async () => {
    const dataDir = scratch('daten');
    mkdirSync(dataDir, { mode: 0o700 });
    serverSecret(dataDir);
    await inbox(dataDir).send(notification(0));
    const backup = scratch('sicherung');
    await backupDataFolder(dataDir, backup);
    await expect(backupDataFolder(dataDir, backup)).rejects.toThrow(`${backup}: Den Ordner gibt es schon.`);

    await expect(restoreDataFolder(backup, dataDir)).rejects.toThrow(`${dataDir}: Der Datenordner ist nicht leer.`);
    writeFileSync(path.join(backup, 'secret.key'), 'anders');
    const fresh = scratch('neu');
    await expect(restoreDataFolder(backup, fresh)).rejects.toThrow(
      `${path.join(backup, 'secret.key')}: Die Datei ist seit der Sicherung verändert oder beschädigt.`,
    );
    expect(existsSync(fresh) ? readdirSync(fresh) : []).toEqual([]);
    const list = JSON.parse(readFileSync(path.join(backup, BACKUP_LIST_FILE), 'utf8')) as { files: Record<string, string> };
    expect(Object.keys(list.files)).toContain('verkaeufe.sqlite');
  });
});
