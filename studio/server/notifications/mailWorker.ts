import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { mailHtml, mailText } from './messages';
import type { NoticeStore, OutgoingMail } from './noticeStore';
import { smtpPassword, type SmtpSettings } from './smtpConfig';

/**
 * Sends the outbox's messages through the operator's SMTP server (nodemailer), one after the other, in the
 * studio's process: a message is marked sent once the server accepted it, so a restart sends on what waits and
 * nothing that went. While the server is down or answers „try later“ (4xx), each message is tried again after
 * `retrySeconds`, each next try twice as late (at most an hour); a refusal (5xx: a recipient the server does
 * not take, a message it rejects) or `maxAttempts` failed tries keep it as failed, with the reason. Every
 * outcome but success is a log line; one message's failure holds up no other.
 *
 * Nothing is sent twice but in one case no outbox can close: the process killed in the moment between the
 * server's acceptance and the mark (SQLite writes it within milliseconds). Such a message carries the same
 * Message-ID again, so a mail program shows it once.
 */

export const MAX_RETRY_MS = 3_600_000;
/** How often the worker looks for messages another process queued (the scheduled go-live's). */
const LOOK_MS = 5000;

export interface MailWorkerOptions {
  store: NoticeStore;
  smtp: SmtpSettings;
  /** The studio's address, before each notice's link. */
  origin: string;
  now?: () => number;
  log?: (line: string) => void;
}

/** nodemailer's transport for the settings: STARTTLS required on 587, TLS from the start on 465, the password from its file or the environment. */
export function smtpTransport(smtp: SmtpSettings) {
  const pass = smtpPassword(smtp);
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    auth: smtp.user ? { user: smtp.user, pass } : undefined,
    tls: smtp.caFile ? { ca: readFileSync(smtp.caFile) } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

type SendError = Error & { responseCode?: number; code?: string; response?: string };

/** A refusal the server will give again (5xx), other than a wrong login, which the operator mends. */
const permanent = (error: SendError) => (error.responseCode ?? 0) >= 500 && error.code !== 'EAUTH';

const reasonOf = (error: SendError) => (error.response ? `${error.message} (${error.response})` : error.message).replace(/\s+/g, ' ');

export function mailWorker({ store, smtp, origin, now = Date.now, log = console.log }: MailWorkerOptions) {
  const transport = smtpTransport(smtp);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const retryAt = (attempts: number) => now() + Math.min(smtp.retrySeconds * 1000 * 2 ** attempts, MAX_RETRY_MS);

  async function send(mail: OutgoingMail) {
    const url = new URL(mail.link, origin).href;
    try {
      await transport.sendMail({
        from: smtp.from,
        replyTo: smtp.replyTo,
        to: mail.recipient,
        subject: mail.subject,
        text: mailText(mail.body, url),
        html: mailHtml(mail.body, url),
        messageId: mail.messageId,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (caught) {
      const error = caught as SendError;
      const reason = reasonOf(error);
      const attempts = mail.attempts + 1;
      if (permanent(error) || attempts >= smtp.maxAttempts) {
        store.failed(mail.id, reason, undefined);
        log(`E-Mail an ${mail.recipient} („${mail.subject}“) endgültig nicht gesendet nach ${attempts} Versuch${attempts === 1 ? '' : 'en'}: ${reason}`);
      } else {
        const next = retryAt(mail.attempts);
        store.failed(mail.id, reason, next);
        log(
          `E-Mail an ${mail.recipient} („${mail.subject}“) nicht gesendet (Versuch ${attempts}): ${reason}. Neuer Versuch in ${Math.round((next - now()) / 1000)} s.`,
        );
      }
      return;
    }
    store.sent(mail.id);
  }

  async function drain() {
    do {
      again = false;
      for (let due = store.due(); due.length > 0 && !stopped; due = store.due()) {
        for (const mail of due) {
          if (stopped) return;
          await send(mail);
        }
      }
    } while (again && !stopped);
  }

  /** Sends what is due now, unless a run is under way (which then looks again); resolves when the outbox has nothing due. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log(`Der Versand der Mitteilungen ist gestört: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        schedule();
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    let next: number | undefined;
    try {
      next = store.nextDue();
    } catch (error) {
      // The outbox cannot be read (its folder gone, the database broken): looking again would fail alike; the next
      // event kicks the worker again.
      log(`Der Versand der Mitteilungen ist gestört: ${(error as Error).message}`);
      return;
    }
    const wait = next === undefined ? LOOK_MS : Math.max(0, Math.min(next - now(), LOOK_MS));
    timer = setTimeout(() => void kick(), wait);
    timer.unref();
  }

  return {
    /** Starts sending: what waits from before a restart first. */
    start: () => void kick(),
    kick,
    /** Stops after the message being sent; what waits stays in the outbox. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof mailWorker>;

/** `npm run studio:testmail`: one message straight to `to` (not through the outbox), the server's answer or its refusal. */
export async function sendTestMail(smtp: SmtpSettings, origin: string, to: string): Promise<string> {
  const transport = smtpTransport(smtp);
  try {
    await transport.verify();
    const body = 'Hallo,\n\ndies ist eine Testnachricht des Editions-Studios. Kommt sie an, ist der Versand der Mitteilungen richtig eingerichtet.';
    const info = await transport.sendMail({
      from: smtp.from,
      replyTo: smtp.replyTo,
      to,
      subject: 'Testnachricht des Editions-Studios',
      text: mailText(body, new URL('/studio', origin).href),
      html: mailHtml(body, new URL('/studio', origin).href),
    });
    return info.response;
  } finally {
    transport.close();
  }
}
