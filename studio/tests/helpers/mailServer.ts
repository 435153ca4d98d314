import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { certificateFor } from '#tests/helpers/certificate';

/**
 * A real SMTP server for the notification tests (smtp-server): STARTTLS with a certificate made for the test
 * (the only way to log in: no AUTH over a plain connection), AUTH PLAIN/LOGIN with one user, every accepted
 * message parsed (mailparser) with its envelope. Addresses at `abgewiesen.example` are refused (550), as a
 * server refuses an unknown recipient. It can be stopped and started again on the same port.
 */

export const MAIL_HOST = 'localhost';
export const MAIL_USER = 'studio@example.de';
export const MAIL_PASSWORD = 'smtp-geheim-123';

export interface ReceivedMail {
  /** RCPT TO of the envelope. */
  to: string[];
  from: string;
  parsed: ParsedMail;
  raw: string;
}

export interface MailServer {
  port: number;
  /** The test's certificate, for the studio's `caFile`. */
  caFile: string;
  received: ReceivedMail[];
  /** Logins tried and whether the connection was secure then. */
  logins: { user: string; secure: boolean }[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its certificate. */
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'smtp-test-'));
  const { cert, key } = certificateFor(dir, MAIL_HOST);
  const received: ReceivedMail[] = [];
  const logins: MailServer['logins'] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      key: readFileSync(key),
      cert: readFileSync(cert),
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: false,
      logger: false,
      onAuth(auth, session, callback) {
        logins.push({ user: auth.username ?? '', secure: Boolean(session.secure) });
        if (auth.username === MAIL_USER && auth.password === MAIL_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Benutzer oder Passwort falsch'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@abgewiesen.example')) {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                parsed,
                raw,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = make();
      server.once('error', reject);
      server.listen(port, MAIL_HOST, () => {
        port = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return {
    get port() {
      return port;
    },
    caFile: cert,
    received,
    logins,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `count` mails arrived (or fails after `ms`). */
export async function mailsArrived(server: MailServer, count: number, ms = 30_000): Promise<ReceivedMail[]> {
  const until = Date.now() + ms;
  while (server.received.length < count) {
    if (Date.now() > until) throw new Error(`Nach ${ms} ms ${server.received.length} statt ${count} E-Mails angekommen.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server.received.slice(0, count);
}
