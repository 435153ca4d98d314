import { execFile } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, Publisher } from '#scripts/publish/publisher';
import { PublishError } from '#scripts/publish/publishError';
import { createApprovalStore } from '#studio/server/approvals/approvalStore';
import { publishScheduled } from '#studio/server/approvals/scheduledGoLive';
import type { HostedConfig } from '#studio/server/auth/config';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { readUsers, writeUsers } from '#studio/server/auth/userStore';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { tellScheduledRun } from '#studio/server/notifications/scheduledNotices';
import { smtpConfigSchema } from '#studio/server/notifications/smtpConfig';
import { EARLY, FIXTURE_TODAY, publicDir } from '#tests/helpers/content';
import { copyContentRoot, editJson } from '#tests/helpers/tempContent';
import { commitContent, initRepository } from './helpers/gitProject';
import { ORIGIN, startHostedHarness, type HostedHarness, type Signed } from './helpers/hostedServer';
import { MAIL_HOST, MAIL_PASSWORD, MAIL_USER, mailsArrived, startMailServer, type MailServer, type ReceivedMail } from './helpers/mailServer';

/**
 * The notifications by e-mail, against a real SMTP server (smtp-server, STARTTLS, AUTH) and read back with
 * mailparser: a request for approval reaches each approver but the requester, with the link to it; giving back,
 * approving and a failed scheduled go-live reach theirs; German text, the right recipients, and no header made
 * of what people typed (an edition's name and a display name with line breaks). Each notice is in the person's
 * bell too, and a person without an address gets it there only.
 */

/** An edition's name cannot carry a line break (the content check refuses it); an account's display name can, and the subject names the requester. */
const INJECTED_NAME = 'Nordsee-Edition mit Zeilenbruch-Probe';
const accounts = {
  anna: ['Redaktion'],
  fritz: ['Freigabe'],
  clara: ['Redaktion', 'Freigabe'],
  gerd: ['Freigabe'],
  rita: ['Freigabe'],
  vera: ['Verwaltung'],
} as const;
const ADDRESSES: Record<string, string | undefined> = {
  anna: 'anna@example.de',
  fritz: 'fritz@example.de',
  clara: 'clara@example.de',
  // gerd has none: his notices stay in the studio.
  gerd: undefined,
  // rita's the server refuses (550): kept as failed, with the reason; nobody else's mail is held up.
  rita: 'rita@abgewiesen.example',
  vera: 'vera@example.de',
};
const DISPLAY: Record<string, string> = { clara: 'Clara\r\nTo: alle@example.org', fritz: 'Fritz Freigabe', vera: 'Vera Verwaltung' };

let root: string;
let mail: MailServer;
let studio: HostedHarness;
let config: HostedConfig;
let smtpSettings: Record<string, unknown>;
const signed: Record<string, Signed> = {};
const logLines: string[] = [];
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  root = copyContentRoot();
  rmSync(path.join(root, 'public'));
  cpSync(publicDir, path.join(root, 'public'), { recursive: true });
  initRepository(root);
  mail = await startMailServer();
  const passwordFile = path.join(root, '..', 'smtp-passwort.txt');
  writeFileSync(passwordFile, `${MAIL_PASSWORD}\n`);
  smtpSettings = {
    host: MAIL_HOST,
    port: mail.port,
    security: 'starttls',
    user: MAIL_USER,
    passwordFile,
    caFile: mail.caFile,
    from: 'Editions-Studio <studio@example.de>',
    replyTo: 'team@example.de',
    retrySeconds: 1,
  };
  const smtp = smtpConfigSchema.parse(smtpSettings);
  const log = console.log;
  console.log = (...line: unknown[]) => {
    logLines.push(line.join(' '));
  };
  studio = await startHostedHarness(root, Object.fromEntries(Object.entries(accounts).map(([name, roles]) => [name, [...roles]])), {
    today: FIXTURE_TODAY,
    renderPreview: async () => '<!doctype html><html lang="de"><body></body></html>',
    config: { smtp },
  });
  cleanups.push(() => {
    console.log = log;
  });
  config = { origin: ORIGIN, dataDir: studio.dataDir, smtp } as HostedConfig;
  // The accounts' addresses and display names, as `npm run studio:users -- add … --email` stores them.
  const file = usersFileIn(studio.dataDir);
  writeUsers(
    file,
    readUsers(file).map((user) => ({ ...user, email: ADDRESSES[user.name], displayName: DISPLAY[user.name] ?? user.name })),
  );
  for (const name of Object.keys(accounts)) signed[name] = await studio.signIn(name);
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups) cleanup();
  await studio?.close();
  await mail?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

let saves = 0;
function save(name = `Nordsee-Edition, Fassung ${++saves}`) {
  editJson(root, `editions/${EARLY}.json`, (data) => (data.name = name));
  return commitContent(root, `Fassung ${saves} gespeichert`);
}

/** The mails that arrived since `from`, once `count` of them have. */
async function newMails(from: number, count: number): Promise<ReceivedMail[]> {
  await mailsArrived(mail, from + count);
  // A moment more: nothing beyond them may come.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return mail.received.slice(from);
}

const headerLines = (raw: string) => raw.split('\r\n\r\n')[0];

describe('notifications by e-mail through the SMTP server', () => {
  it('a request for approval reaches every approver with an address but the requester, in German, with the link, nothing injected', async () => {
    save(INJECTED_NAME);
    const asked = await studio.write(signed.clara, '/approvals/request', { note: 'Bitte prüfen.\nDanke!' });
    expect(asked.status, asked.text).toBe(200);
    const mails = await newMails(0, 1);
    expect(mails).toHaveLength(1);
    const [toFritz] = mails;
    expect(toFritz.to).toEqual(['fritz@example.de']);
    expect(toFritz.from).toBe('studio@example.de');
    expect(toFritz.parsed.subject).toMatch(/^Freigabe erbeten von Clara To: alle@example\.org: Nordsee-Edition mit Zeilenbruch-Probe/);
    expect(toFritz.parsed.replyTo?.text).toBe('team@example.de');
    expect(toFritz.parsed.text).toContain('Hallo Fritz Freigabe,');
    expect(toFritz.parsed.text).toContain('Clara To: alle@example.org hat eine Fassung zur Freigabe gegeben und bittet dich, sie zu prüfen');
    expect(toFritz.parsed.text).toContain('  > Bitte prüfen.\n  > Danke!');
    expect(toFritz.parsed.text).toContain(`${ORIGIN}/studio?anfrage=${asked.json.id}#freigaben`);
    expect(toFritz.parsed.html).toContain(`href="${ORIGIN}/studio?anfrage=${asked.json.id}#freigaben"`);
    // What people typed split no header: no Bcc, no extra To, one subject.
    const headers = headerLines(toFritz.raw);
    expect(headers).not.toMatch(/^(Bcc|To): .*alle@/im);
    expect(toFritz.parsed.bcc).toBeUndefined();
    expect(toFritz.parsed.to && 'text' in toFritz.parsed.to ? toFritz.parsed.to.text : '').toBe('fritz@example.de');
    // It went over STARTTLS, logged in.
    expect(mail.logins.at(-1)).toEqual({ user: MAIL_USER, secure: true });

    // In the bell: fritz and gerd (without an address, said in the log), not clara, not anna.
    for (const [name, count] of [
      ['fritz', 1],
      ['gerd', 1],
      ['rita', 1],
      ['clara', 0],
      ['anna', 0],
    ] as const) {
      const seen = await studio.read(signed[name], '/notifications');
      expect(seen.status, name).toBe(200);
      expect(seen.json.unread, name).toBe(count);
    }
    expect(logLines.join('\n')).toMatch(/an gerd: Das Konto hat keine \(gültige\) E-Mail-Adresse; sie steht nur im Studio/);
    // rita's address was refused: one log line, kept as failed with the server's answer, not tried again.
    expect(logLines.join('\n')).toMatch(/E-Mail an rita@abgewiesen\.example \(„Freigabe erbeten von .*“\) endgültig nicht gesendet nach 1 Versuch: .*550/);
    const database = openFiguresDatabase(studio.dataDir);
    const rows = database.all<{ recipient: string; state: string; last_error: string }>('SELECT recipient, state, last_error FROM outbox ORDER BY id');
    database.close();
    expect(rows.map((row) => [row.recipient, row.state])).toEqual([
      ['fritz@example.de', 'gesendet'],
      ['rita@abgewiesen.example', 'aufgegeben'],
    ]);
    expect(rows[1].last_error).toMatch(/550/);
  }, 60_000);

  it('giving back reaches the requester with the comment; approving for a day too', async () => {
    const before = mail.received.length;
    const [request] = (await studio.read(signed.fritz, '/approvals')).json.requests;
    expect(
      (await studio.write(signed.fritz, '/approvals/return', { id: request.id, comment: 'Der Name hat einen Zeilenumbruch.\nBitte ändern.' })).status,
    ).toBe(200);
    const [back] = await newMails(before, 1);
    expect(back.to).toEqual(['clara@example.de']);
    expect(back.parsed.subject).toMatch(/^Zurückgegeben: /);
    expect(back.parsed.text).toContain('Fritz Freigabe hat deine Anfrage zurückgegeben');
    expect(back.parsed.text).toContain('  > Der Name hat einen Zeilenumbruch.\n  > Bitte ändern.');

    save();
    const asked = await studio.write(signed.clara, '/approvals/request', { note: '' });
    expect(asked.status).toBe(200);
    await newMails(before + 1, 1);
    const approved = await studio.write(signed.fritz, '/approvals/approve', { id: asked.json.id, day: '2026-03-01' });
    expect(approved.status).toBe(200);
    const [yes] = await newMails(before + 2, 1);
    expect(yes.to).toEqual(['clara@example.de']);
    expect(yes.parsed.subject).toMatch(/^Freigegeben: Nordsee-Edition, Fassung 1/);
    expect(yes.parsed.text).toContain('Fritz Freigabe hat deine Anfrage freigegeben');
    expect(yes.parsed.text).toContain('Sie geht am 1. März 2026 von selbst live.');
  }, 60_000);

  it('a failed scheduled go-live reaches the requester, the approver and Verwaltung', async () => {
    const before = mail.received.length;
    const store = createApprovalStore(studio.dataDir);
    const failing = {
      plan: async (): Promise<Plan> => {
        throw new PublishError('Der Server für die Seiten antwortet nicht.');
      },
      deploy: async () => {
        throw new Error('nie erreicht');
      },
      discard: () => {},
    } as unknown as Publisher;
    const began = new Date().toISOString();
    const run = await publishScheduled({ root, store, today: '2026-03-01', publisher: failing });
    expect(run.failed).toBe(1);
    tellScheduledRun(config, store.all(), began);
    const mails = await newMails(before, 3);
    expect(mails.map((received) => received.to[0]).sort()).toEqual(['clara@example.de', 'fritz@example.de', 'vera@example.de']);
    for (const received of mails) {
      expect(received.parsed.subject).toMatch(/^Nicht veröffentlicht: /);
      expect(received.parsed.text).toContain('Die für den 1. März 2026 geplante Veröffentlichung ist fehlgeschlagen');
      expect(received.parsed.text).toContain('Der Server für die Seiten antwortet nicht.');
    }
    // Told again by the same run (a repeated call), nobody gets it twice.
    tellScheduledRun(config, store.all(), began);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received).toHaveLength(before + 3);
  }, 60_000);

  it('withdrawing the approval reaches the requester and the approver; a failed nightly rebuild reaches Verwaltung', async () => {
    const before = mail.received.length;
    const [planned] = createApprovalStore(studio.dataDir)
      .all()
      .filter((request) => request.status === 'geplant');
    expect((await studio.write(signed.fritz, '/approvals/cancel', { id: planned.id })).status).toBe(200);
    const withdrawn = await newMails(before, 2);
    expect(withdrawn.map((received) => received.to[0]).sort()).toEqual(['clara@example.de', 'fritz@example.de']);
    for (const received of withdrawn) {
      expect(received.parsed.subject).toMatch(/^Freigabe zurückgenommen: Nordsee-Edition, Fassung 1/);
      expect(received.parsed.text).toContain('Sie geht am 1. März 2026 nicht live; live bleibt die bisherige Seite.');
      expect(received.parsed.text).toContain(`${ORIGIN}/studio?anfrage=${planned.id}#freigaben`);
    }

    // deploy/rebuild.sh runs the command when a run fails; the studio's worker sends the mail. Told twice, sent once.
    const configFile = path.join(studio.dataDir, '..', `neubau-${process.pid}.json`);
    writeFileSync(configFile, JSON.stringify({ origin: ORIGIN, dataDir: studio.dataDir, smtp: smtpSettings }));
    const tell = () =>
      promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        path.resolve('studio/notifyRebuildFailed.ts'),
        '--config',
        configFile,
        '--today',
        '2026-03-02',
        '--reason',
        'Schritt „Seiten bauen“ (Status 1)',
      ]);
    expect((await tell()).stdout).toContain('Der Verwaltung des Studios ist mitgeteilt');
    await tell();
    const [rebuild, ...more] = await newMails(before + 2, 1);
    expect(more).toEqual([]);
    expect(rebuild.to).toEqual(['vera@example.de']);
    expect(rebuild.parsed.subject).toBe('Nächtlicher Neubau fehlgeschlagen (2. März 2026)');
    expect(rebuild.parsed.text).toContain('> Schritt „Seiten bauen“ (Status 1)');
  }, 60_000);

  it('`npm run studio:testmail` sends a test message, and says why not when the password is wrong', async () => {
    const before = mail.received.length;
    const configFile = path.join(studio.dataDir, '..', `testmail-${process.pid}.json`);
    const run = (settings: Record<string, unknown>) => {
      writeFileSync(configFile, JSON.stringify({ origin: ORIGIN, dataDir: studio.dataDir, smtp: settings }));
      return promisify(execFile)(process.execPath, ['--import', 'tsx', path.resolve('studio/testmail.ts'), 'test@example.de', '--config', configFile], {
        env: { ...process.env, STUDIO_SMTP_PASSWORD: 'falsch-falsch' },
      }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
      );
    };
    const sent = await run(smtpSettings);
    expect(sent.output).toMatch(/^Testnachricht an test@example\.de gesendet über localhost:\d+\. Der Mailserver antwortete: 250/);
    expect(sent.code).toBe(0);
    const [received] = await newMails(before, 1);
    expect(received.to).toEqual(['test@example.de']);
    expect(received.parsed.subject).toBe('Testnachricht des Editions-Studios');
    // Without the password file, the environment's password is used: here a wrong one.
    const refused = await run({ ...smtpSettings, passwordFile: undefined });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Keine Testnachricht gesendet: .*535/);
    rmSync(configFile, { force: true });
  }, 60_000);
});
