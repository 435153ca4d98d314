import path from 'node:path';
import { stdin, stdout } from 'node:process';
import { readCommandLine } from '../scripts/cli/commandLine';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { usersFileIn } from './server/auth/dataFolder';
import { displayNameProblem, emailProblem } from './server/auth/accountFields';
import { hashPassword, passwordProblem } from './server/auth/passwords';
import { isRole, ROLES, type Role } from './server/auth/roles';
import { NAME_PATTERN, newCredential, readUsers, writeUsers, type StudioUser } from './server/auth/userStore';

/**
 * `npm run studio:users`: the hosted studio's accounts. The password is never an argument (it would stay
 * in the shell's history and the process list): it is typed twice without echo, or read from the first
 * line of standard input when that is not a terminal. A running studio notices every change on the next request.
 */
const COMMANDS = ['add', 'list', 'remove', 'reset-password'];
const { values, positionals } = readCommandLine({
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
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, name] = positionals;
if (!COMMANDS.includes(command)) fail(`Unbekannter Befehl „${command}“; möglich sind ${COMMANDS.join(', ')}.`);
if (command !== 'list' && !name) fail(`Bei ${command} fehlt der Name des Kontos.`);
if (command === 'list' && name) fail('list nimmt keinen Namen.');
if (command !== 'add' && (values.rollen || values.anzeigename || values.email)) fail('--rollen, --anzeigename und --email gelten nur bei add.');

let file: string;
try {
  file = usersFileIn(loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), process.cwd()).dataDir);
} catch (error) {
  fail((error as Error).message);
}
const users = (() => {
  try {
    return readUsers(file);
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const existing = name ? users.find((user) => user.name === name) : undefined;

/** One line typed without echo (a terminal), or the first line of what was piped in. */
async function readLine(prompt: string): Promise<string> {
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0];
  }
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  let typed = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function newPassword(name: string): Promise<string> {
  const password = await readLine('Neues Passwort (mindestens 12 Zeichen): ');
  const problem = passwordProblem(password, name);
  if (problem) fail(problem);
  if (stdin.isTTY && (await readLine('Noch einmal: ')) !== password) fail('Die beiden Eingaben sind verschieden; nichts wurde geändert.');
  return password;
}

function roles(text: string | undefined): Role[] {
  if (!text) fail(`Bei add fehlt --rollen (${ROLES.join(', ')}).`);
  const named = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = named.filter((role) => !isRole(role));
  if (unknown.length || named.length === 0) fail(`Unbekannte Rolle ${unknown.map((role) => `„${role}“`).join(', ')}; möglich sind ${ROLES.join(', ')}.`);
  return named as Role[];
}

const date = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(iso));

if (command === 'list') {
  if (users.length === 0) console.log('Es gibt noch kein Konto. Anlegen: npm run studio:users -- add <Name> --rollen Redaktion');
  for (const user of users) {
    console.log(
      `${user.name}  ${user.displayName}${user.email ? ` <${user.email}>` : ''}  Rollen: ${user.roles.join(', ')}  angelegt am ${date(user.created)}`,
    );
  }
} else if (command === 'add') {
  if (!NAME_PATTERN.test(name))
    fail(`Ungültiger Name „${name}“: 2 bis 40 Zeichen, Kleinbuchstaben, Ziffern, Punkt, Bindestrich und Unterstrich, vorne ein Buchstabe oder eine Ziffer.`);
  if (existing) fail(`Das Konto „${name}“ gibt es schon. Passwort ändern: npm run studio:users -- reset-password ${name}`);
  const given = roles(values.rollen);
  const displayName = values.anzeigename?.trim() || name;
  const nameProblem = displayNameProblem(values.anzeigename ?? name);
  if (nameProblem) fail(nameProblem);
  const addressProblem = values.email === undefined ? undefined : emailProblem(values.email);
  if (addressProblem) fail(addressProblem);
  const password = await newPassword(name);
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
  console.log(`Konto „${name}“ angelegt (Rollen: ${given.join(', ')}).`);
} else {
  if (!existing) fail(`Ein Konto „${name}“ gibt es nicht. Alle Konten: npm run studio:users -- list`);
  if (command === 'remove') {
    writeUsers(
      file,
      users.filter((user) => user.name !== name),
    );
    console.log(`Konto „${name}“ entfernt; die Sitzungen dieses Kontos im Studio sind beendet.`);
  } else {
    const password = await newPassword(name);
    const changed = { ...existing, password: await hashPassword(password), credential: newCredential() };
    writeUsers(
      file,
      users.map((user) => (user.name === name ? changed : user)),
    );
    console.log(`Neues Passwort für „${name}“ gesetzt; alle Sitzungen dieses Kontos im Studio sind beendet.`);
  }
}
