import path from 'node:path';
import { type CommandInput, defineCommand, failWith, type Terminal } from '#scripts/cli/command';
import { displayNameProblem, emailProblem } from './server/auth/accountFields';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { usersFileIn } from './server/auth/dataFolder';
import { hashPassword, passwordProblem } from './server/auth/passwords';
import { isRole, ROLES, type Role } from './server/auth/roles';
import { NAME_PATTERN, newCredential, readUsers, type StudioUser, writeUsers } from './server/auth/userStore';

/**
 * `npm run studio:users`: the hosted studio's accounts. The password is never an argument (it would stay
 * in the shell's history and the process list): it is typed twice without echo, or read from the first
 * line of standard input when that is not a terminal (scripts/cli/processInput.ts). A running studio notices
 * every change on the next request.
 */
const COMMANDS = ['add', 'list', 'remove', 'reset-password'];

async function newPassword(name: string, terminal: Terminal, input: CommandInput): Promise<string> {
  const password = await input.readLine('Neues Passwort (mindestens 12 Zeichen): ');
  const problem = passwordProblem(password, name);
  if (problem) failWith(terminal, problem);
  if (input.interactive && (await input.readLine('Noch einmal: ')) !== password)
    failWith(terminal, 'Die beiden Eingaben sind verschieden; nichts wurde geändert.');
  return password;
}

function rolesOf(text: string | undefined, terminal: Terminal): Role[] {
  if (!text) failWith(terminal, `Bei add fehlt --rollen (${ROLES.join(', ')}).`);
  const named = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = named.filter((role) => !isRole(role));
  if (unknown.length || named.length === 0)
    failWith(terminal, `Unbekannte Rolle ${unknown.map((role) => `„${role}“`).join(', ')}; möglich sind ${ROLES.join(', ')}.`);
  return named as Role[];
}

const date = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

export const usersCommand = defineCommand({
  spec: {
    command: 'npm run studio:users',
    summary: 'Verwaltet die Konten des gehosteten Studios: anlegen, auflisten, entfernen, Passwort neu setzen.',
    options: {
      rollen: { type: 'string', value: '<Rolle,Rolle>', description: `bei add: ${ROLES.join(', ')} (durch Komma getrennt)` },
      anzeigename: { type: 'string', value: '<Name>', description: 'bei add: der Name, den das Studio zeigt (Standard: der Anmeldename)' },
      email: { type: 'string', value: '<Adresse>', description: 'bei add: die E-Mail-Adresse (für den Verlauf)' },
      config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    },
    positionals: {
      usage: 'add|list|remove|reset-password [<Name>]',
      min: 1,
      max: 2,
      description: 'was geschehen soll, und bei allem außer list: mit welchem Konto',
      missing: `Bitte sagen, was geschehen soll: ${COMMANDS.join(', ')}.`,
    },
    examples: [
      'npm run studio:users -- add anna --rollen Redaktion,Freigabe --anzeigename "Anna Muster" --email anna@example.de',
      'npm run studio:users -- list',
      'npm run studio:users -- reset-password anna',
      'npm run studio:users -- remove anna',
    ],
  },
  async run({ values, positionals: [command, name] }, { cwd, terminal, input }) {
    if (!COMMANDS.includes(command)) failWith(terminal, `Unbekannter Befehl „${command}“; möglich sind ${COMMANDS.join(', ')}.`);
    if (command !== 'list' && !name) failWith(terminal, `Bei ${command} fehlt der Name des Kontos.`);
    if (command === 'list' && name) failWith(terminal, 'list nimmt keinen Namen.');
    if (command !== 'add' && (values.rollen || values.anzeigename || values.email))
      failWith(terminal, '--rollen, --anzeigename und --email gelten nur bei add.');

    let file: string;
    let users: StudioUser[];
    try {
      file = usersFileIn(loadHostedConfig(path.resolve(cwd, values.config ?? DEFAULT_CONFIG_FILE), cwd).dataDir);
      users = readUsers(file);
    } catch (error) {
      failWith(terminal, (error as Error).message);
    }
    const existing = name ? users.find((user) => user.name === name) : undefined;

    if (command === 'list') {
      if (users.length === 0) terminal.out('Es gibt noch kein Konto. Anlegen: npm run studio:users -- add <Name> --rollen Redaktion');
      for (const user of users) {
        terminal.out(
          `${user.name}  ${user.displayName}${user.email ? ` <${user.email}>` : ''}  Rollen: ${user.roles.join(', ')}  angelegt am ${date(user.created)}`,
        );
      }
    } else if (command === 'add') {
      if (!NAME_PATTERN.test(name))
        failWith(
          terminal,
          `Ungültiger Name „${name}“: 2 bis 40 Zeichen, Kleinbuchstaben, Ziffern, Punkt, Bindestrich und Unterstrich, vorne ein Buchstabe oder eine Ziffer.`,
        );
      if (existing) failWith(terminal, `Das Konto „${name}“ gibt es schon. Passwort ändern: npm run studio:users -- reset-password ${name}`);
      const given = rolesOf(values.rollen, terminal);
      const displayName = values.anzeigename?.trim() || name;
      const nameProblem = displayNameProblem(values.anzeigename ?? name);
      if (nameProblem) failWith(terminal, nameProblem);
      const addressProblem = values.email === undefined ? undefined : emailProblem(values.email);
      if (addressProblem) failWith(terminal, addressProblem);
      const password = await newPassword(name, terminal, input);
      const user: StudioUser = {
        name,
        displayName,
        ...(values.email ? { email: values.email } : {}),
        roles: given,
        password: await hashPassword(password),
        credential: newCredential(),
        created: new Date().toISOString(),
      };
      writeUsers(file, [...users, user]);
      terminal.out(`Konto „${name}“ angelegt (Rollen: ${given.join(', ')}).`);
    } else if (!existing) {
      failWith(terminal, `Ein Konto „${name}“ gibt es nicht. Alle Konten: npm run studio:users -- list`);
    } else if (command === 'remove') {
      writeUsers(
        file,
        users.filter((user) => user.name !== name),
      );
      terminal.out(`Konto „${name}“ entfernt; die Sitzungen dieses Kontos im Studio sind beendet.`);
    } else {
      const password = await newPassword(name, terminal, input);
      const changed = { ...existing, password: await hashPassword(password), credential: newCredential() };
      writeUsers(
        file,
        users.map((user) => (user.name === name ? changed : user)),
      );
      terminal.out(`Neues Passwort für „${name}“ gesetzt; alle Sitzungen dieses Kontos im Studio sind beendet.`);
    }
  },
});
