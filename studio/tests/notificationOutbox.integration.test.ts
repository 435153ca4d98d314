import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usersFileIn } from '#studio/server/auth/dataFolder';
import { writeUsers } from '#studio/server/auth/userStore';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { EARLY, publicDir } from '#tests/helpers/content';
import { copyContentRoot, editJson } from '#tests/helpers/tempContent';
import { commitContent, initRepository } from './helpers/gitProject';
import { hostedClient, ORIGIN, overHttp, testAccount } from './helpers/hostedServer';
import { MAIL_HOST, MAIL_PASSWORD, MAIL_USER, mailsArrived, startMailServer } from './helpers/mailServer';

/**
 * Nothing lost, nothing twice: with the SMTP server down, three events are told (a request for approval, its
 * giving back, a new request); the studio tries, fails, and is killed with SIGKILL; the SMTP server and the
 * studio start again, and each of the three mails arrives exactly once, also after a second kill and restart.
 */

const HELPER = path.join(import.meta.dirname, 'helpers', 'notifyingStudio.ts');
const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The studio in a process of its own; resolves with its port once it listens. */
function startStudio(settings: object): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HELPER, JSON.stringify(settings)], { stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => void child.kill('SIGKILL'));
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port) });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`Das Studio endete (${code ?? signal}):\n${output}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const outbox = (dataDir: string) => {
  const database = openFiguresDatabase(dataDir);
  try {
    return database.all<{ recipient: string; state: string; attempts: number }>('SELECT recipient, state, attempts FROM outbox ORDER BY id');
  } finally {
    database.close();
  }
};

async function until(condition: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Die Bedingung trat nicht ein.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the e-mail outbox across an SMTP outage and a killed studio', () => {
  it('sends each of three mails exactly once', async () => {
    const root = copyContentRoot();
    rmSync(path.join(root, 'public'));
    cpSync(publicDir, path.join(root, 'public'), { recursive: true });
    initRepository(root);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-daten-'));
    cleanups.push(() => {
      rmSync(root, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });
    writeUsers(usersFileIn(dataDir), [
      { ...(await testAccount('clara', ['Redaktion'])), displayName: 'Clara Redaktion', email: 'clara@example.de' },
      { ...(await testAccount('fritz', ['Freigabe'])), displayName: 'Fritz Freigabe', email: 'fritz@example.de' },
    ]);
    const mail = await startMailServer();
    cleanups.push(() => mail.close());
    const passwordFile = path.join(dataDir, 'smtp-passwort');
    writeFileSync(passwordFile, MAIL_PASSWORD, { mode: 0o600 });
    const settings = {
      root,
      dataDir,
      origin: ORIGIN,
      smtp: { host: MAIL_HOST, port: mail.port, user: MAIL_USER, passwordFile, caFile: mail.caFile, from: 'studio@example.de', retrySeconds: 1 },
    };
    // The SMTP server is down.
    await mail.stop();

    const first = await startStudio(settings);
    const client = hostedClient(overHttp(first.port));
    const [clara, fritz] = [await client.signIn('clara'), await client.signIn('fritz')];
    const save = (name: string) => {
      editJson(root, `editions/${EARLY}.json`, (data) => (data.name = name));
      commitContent(root, `${name} gespeichert`);
    };
    save('Nordsee-Edition, erste Fassung');
    const asked = await client.write(clara, '/approvals/request', { note: '' });
    expect(asked.status, asked.text).toBe(200);
    expect((await client.write(fritz, '/approvals/return', { id: asked.json.id, comment: 'Bitte den Namen kürzen.' })).status).toBe(200);
    save('Nordsee-Edition');
    expect((await client.write(clara, '/approvals/request', { note: 'Neu.' })).status).toBe(200);

    // Each is in the outbox, tried and waiting; then the studio is killed.
    await until(() => {
      const rows = outbox(dataDir);
      return rows.length === 3 && rows.every((row) => row.state === 'wartend' && row.attempts >= 1);
    });
    await killed(first.child);
    expect(mail.received).toHaveLength(0);

    // Both start again: each mail arrives, once.
    await mail.start();
    const second = await startStudio(settings);
    await mailsArrived(mail, 3, 60_000);
    await until(() => outbox(dataDir).every((row) => row.state === 'gesendet'));
    await killed(second.child);
    // A third start sends nothing again.
    const third = await startStudio(settings);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await killed(third.child);

    expect(mail.received.map((received) => [received.to[0], received.parsed.subject?.replace(/:.*/, '')])).toEqual([
      ['fritz@example.de', 'Freigabe erbeten von Clara Redaktion'],
      ['clara@example.de', 'Zurückgegeben'],
      ['fritz@example.de', 'Freigabe erbeten von Clara Redaktion'],
    ]);
    expect(new Set(mail.received.map((received) => received.parsed.messageId)).size).toBe(3);
  }, 180_000);
});
