import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../server/auth/passwords';
import { readUsers } from '../server/auth/userStore';
import { runInProcess } from '#tests/helpers/cli';
import { projectRoot } from '#tests/helpers/content';
import { usersCommand } from '../usersCommand';

/**
 * `npm run studio:users` as an administrator runs it: the password piped in (a terminal would be asked
 * twice without echo), the accounts in the data folder the configuration names, German answers.
 */

let dir: string;
let configFile: string;
let usersFile: string;
const PASSWORD = 'Sommer-Edition-2026';

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'studio-konten-cli-'));
  configFile = path.join(dir, 'studio.hosted.json');
  writeFileSync(configFile, JSON.stringify({ origin: 'https://studio.example.de', dataDir: 'daten' }));
  usersFile = path.join(dir, 'daten', 'users.json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The script itself, as npm runs it, with `input` piped in. */
function usersScript(args: string[], input = '') {
  const tsx = pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const result = spawnSync(process.execPath, ['--import', tsx, path.join(projectRoot, 'studio/users.ts'), ...args, '--config', configFile], {
    cwd: projectRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Its command in this process (scripts/cli/command.ts), with `input` piped in. */
const users = (args: string[], input = '') => runInProcess(usersCommand, [...args, '--config', configFile], projectRoot, { input });

describe('npm run studio:users', () => {
  it('adds an account with its roles, the password hashed in a file only its owner may read', async () => {
    const added = usersScript(['add', 'anna', '--rollen', 'Redaktion,Freigabe', '--anzeigename', 'Anna Muster', '--email', 'anna@example.de'], `${PASSWORD}\n`);
    expect(added).toMatchObject({ status: 0, stdout: 'Konto „anna“ angelegt (Rollen: Redaktion, Freigabe).\n', stderr: '' });
    expect(statSync(usersFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(usersFile, 'utf8')).not.toContain(PASSWORD);
    const [anna] = readUsers(usersFile);
    expect(anna).toMatchObject({ name: 'anna', displayName: 'Anna Muster', email: 'anna@example.de', roles: ['Redaktion', 'Freigabe'] });
    expect(await verifyPassword(PASSWORD, anna.password)).toBe(true);
  });

  it('refuses a short password, a taken name, an unknown role and a bad name, changing nothing', async () => {
    const before = readFileSync(usersFile, 'utf8');
    expect(await users(['add', 'ben', '--rollen', 'Redaktion'], 'elf Zeichen\n')).toMatchObject({
      status: 1,
      stderr: 'Das Passwort ist zu kurz: mindestens 12 Zeichen, es hat 11.\n',
    });
    expect((await users(['add', 'anna', '--rollen', 'Redaktion'], `${PASSWORD}\n`)).stderr).toBe(
      'Das Konto „anna“ gibt es schon. Passwort ändern: npm run studio:users -- reset-password anna\n',
    );
    expect((await users(['add', 'ben', '--rollen', 'Chef'], `${PASSWORD}\n`)).stderr).toBe(
      'Unbekannte Rolle „Chef“; möglich sind Redaktion, Freigabe, Verwaltung.\n',
    );
    expect((await users(['add', 'Ben Muster', '--rollen', 'Redaktion'], `${PASSWORD}\n`)).stderr).toMatch(/^Ungültiger Name „Ben Muster“/);
    expect(readFileSync(usersFile, 'utf8')).toBe(before);
  });

  it('refuses a guessable password, a display name over more lines or with HTML, and an address with angle brackets, changing nothing', async () => {
    const before = readFileSync(usersFile, 'utf8');
    const refusal = async (args: string[], password = PASSWORD) => users(['add', 'bernd', '--rollen', 'Redaktion', ...args], `${password}\n`);
    expect(await refusal([], ' '.repeat(12))).toMatchObject({ status: 1, stderr: expect.stringMatching(/^Das Passwort besteht nur aus Leerzeichen\./) });
    expect(await refusal([], 'aaaaaaaaaaaa')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^Das Passwort hat weniger als 5 verschiedene Zeichen/),
    });
    expect(await users(['add', 'bernd.schmidt', '--rollen', 'Redaktion'], 'bernd.schmidt\n')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^Das Passwort enthält den Namen des Kontos \(„bernd\.schmidt“\)/),
    });
    expect(await refusal(['--anzeigename', 'Bernd\nAngemeldet: Verwaltung'])).toMatchObject({
      status: 1,
      stderr:
        '--anzeigename: "Bernd\\nAngemeldet: Verwaltung" enthält einen Zeilenumbruch oder ein anderes unsichtbares Steuerzeichen; bitte nur den Namen in einer Zeile angeben.\n',
    });
    expect(await refusal(['--anzeigename', '<img src=x onerror=alert(1)>'])).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/enthält „<“ oder „>“; bitte nur den Namen angeben/),
    });
    expect(await refusal(['--email', 'a>b@c.d<'])).toMatchObject({
      status: 1,
      stderr: '--email: „a>b@c.d<“ ist keine E-Mail-Adresse (erwartet wie „anna@example.de“, ohne Leerzeichen und ohne „<“ oder „>“).\n',
    });
    expect(await refusal(['--email', 'bernd@example'])).toMatchObject({ status: 1 });
    expect(readFileSync(usersFile, 'utf8')).toBe(before);
  });

  it('lists the accounts with roles and the day they were added', async () => {
    const listed = await users(['list']);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^anna {2}Anna Muster <anna@example\.de> {2}Rollen: Redaktion, Freigabe {2}angelegt am \d\d\.\d\d\.\d{4}\n$/);
  });

  it('resets a password with a new credential (which ends the sessions) and removes an account', async () => {
    const [before] = readUsers(usersFile);
    const reset = await users(['reset-password', 'anna'], 'Herbst-Edition-2026\n');
    expect(reset.stdout).toContain('Neues Passwort für „anna“ gesetzt; alle Sitzungen dieses Kontos im Studio sind beendet.');
    const [after] = readUsers(usersFile);
    expect(after.credential).not.toBe(before.credential);
    expect(await verifyPassword('Herbst-Edition-2026', after.password)).toBe(true);
    expect(await verifyPassword(PASSWORD, after.password)).toBe(false);

    expect((await users(['remove', 'anna'])).stdout).toBe('Konto „anna“ entfernt; die Sitzungen dieses Kontos im Studio sind beendet.\n');
    expect(readUsers(usersFile)).toEqual([]);
    expect(await users(['remove', 'anna'])).toMatchObject({ status: 1, stderr: 'Ein Konto „anna“ gibt es nicht. Alle Konten: npm run studio:users -- list\n' });
  });
});
