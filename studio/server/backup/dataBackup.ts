import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { FIGURES_FILE } from '../sales/figuresDatabase';

/**
 * A copy of the hosted studio's data folder that restores (`npm run studio:backup`, `npm run studio:restore`;
 * docs/betrieb/studio-installieren.md), taken while the studio runs. The figures database is copied first, by
 * SQLite itself (`VACUUM INTO`, a consistent read of the database as it is at that moment, which waits for a write
 * under way): the backup holds exactly the sales answered before it began. The other files (accounts, the server's
 * key, approvals, preview links with their frozen content, login counts) are each written whole by the studio
 * (a temporary file renamed over the old one), so each is read whole; the folder's own files before its subfolders,
 * so a preview link's record never lacks the content it was made with. Everything goes into a folder beside the
 * target and is renamed to it at the end, with a list of every file and its SHA-256 (`sicherung.json`): a backup
 * is there whole or not at all, and a restore refuses one that is incomplete or changed.
 */

export const BACKUP_LIST_FILE = 'sicherung.json';

interface BackupList {
  /** When the backup began (ISO): the figures are the database's at that moment. */
  created: string;
  /** Every file of the backup, relative with `/`, and its SHA-256 (hex). */
  files: Record<string, string>;
}

/** The database's own side files, and a file the studio is writing (renamed into place when done): never copied. */
const isTransient = (name: string) => name === `${FIGURES_FILE}-journal` || name === `${FIGURES_FILE}.lock` || name.endsWith('.tmp');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** How long the copy waits for a transaction of the studio or the visits job to end. */
const BUSY_TIMEOUT_MS = 10_000;

/** The figures database at `source`, copied consistently to `target` (which must not exist). */
function copyDatabase(source: string, target: string) {
  const database = new sqlite.Database(source);
  try {
    database.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    database.run('VACUUM INTO ?', [target]);
  } finally {
    database.close();
  }
  // Private like every file of the data folder (the studio refuses to start with one others may read).
  chmodSync(target, 0o600);
}

/** The files below `folder` (relative, `/`), the folder's own before those of its subfolders, transient ones left out. */
async function filesBelow(folder: string, prefix = ''): Promise<string[]> {
  const entries = (await readdir(path.join(folder, prefix), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const own = entries.filter((entry) => entry.isFile() && !isTransient(entry.name)).map((entry) => `${prefix}${entry.name}`);
  const deeper = await Promise.all(
    entries.filter((entry) => entry.isDirectory() && !isTransient(entry.name)).map((entry) => filesBelow(folder, `${prefix}${entry.name}/`)),
  );
  return [...own, ...deeper.flat()];
}

/** Writes `bytes` as `file` (0600) through a temporary file renamed into place, making its folders (0700). */
async function writeWhole(file: string, bytes: Buffer) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(`${file}.tmp`, bytes, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}

/** Copies the data folder `dataDir` into the new folder `target`; the list of what it holds. */
export async function backupDataFolder(dataDir: string, target: string, now = Date.now): Promise<BackupList> {
  if (!existsSync(dataDir)) throw new Error(`${dataDir}: Den Datenordner des Studios gibt es nicht (dataDir in der Konfiguration).`);
  if (existsSync(target)) throw new Error(`${target}: Den Ordner gibt es schon. Eine Sicherung wird in einen neuen Ordner geschrieben.`);
  const staging = `${target}.neu-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    // The moment of the backup: the figures first, before anything else can arrive.
    const created = new Date(now()).toISOString();
    const databaseFile = path.join(dataDir, FIGURES_FILE);
    const files: Record<string, string> = {};
    if (existsSync(databaseFile)) {
      copyDatabase(databaseFile, path.join(staging, FIGURES_FILE));
      files[FIGURES_FILE] = sha256(await readFile(path.join(staging, FIGURES_FILE)));
    }
    for (const name of await filesBelow(dataDir)) {
      if (name === FIGURES_FILE) continue;
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(dataDir, name));
      } catch (error) {
        // Removed since the folder was listed (a preview link's copy swept away): not part of the backup.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      await writeWhole(path.join(staging, name), bytes);
      files[name] = sha256(bytes);
    }
    const list: BackupList = { created, files };
    await writeWhole(path.join(staging, BACKUP_LIST_FILE), Buffer.from(`${JSON.stringify(list, null, 2)}\n`));
    await rename(staging, target);
    return list;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** The backup's list, each file checked against it; a German error naming the first file that is missing or changed. */
async function checkedBackup(backup: string): Promise<BackupList> {
  const listFile = path.join(backup, BACKUP_LIST_FILE);
  if (!existsSync(listFile)) throw new Error(`${listFile} fehlt: ${backup} ist keine vollständige Sicherung des Studios (npm run studio:backup).`);
  const list = JSON.parse(await readFile(listFile, 'utf8')) as BackupList;
  for (const [name, hash] of Object.entries(list.files)) {
    const file = path.join(backup, name);
    if (!existsSync(file)) throw new Error(`${file} fehlt: Die Sicherung ist unvollständig.`);
    if (sha256(await readFile(file)) !== hash) throw new Error(`${file}: Die Datei ist seit der Sicherung verändert oder beschädigt.`);
  }
  return list;
}

/** SQLite's own check of the copied database: a German error unless it answers „ok“. */
function checkDatabase(file: string) {
  const database = new sqlite.Database(file);
  try {
    const result = database.all('PRAGMA integrity_check') as Array<{ integrity_check: string }>;
    if (result.length !== 1 || result[0].integrity_check !== 'ok')
      throw new Error(`${file}: SQLite findet die Datenbank beschädigt (${result.map((row) => row.integrity_check).join('; ')}).`);
  } finally {
    database.close();
  }
}

/**
 * Restores the backup `backup` as the data folder `dataDir`, which must not exist or be empty (made by root for the
 * studio's account, in a folder that account may not write: so the files go straight into it, and a restore that
 * fails empties it again). The backup's list.
 */
export async function restoreDataFolder(backup: string, dataDir: string): Promise<BackupList> {
  const list = await checkedBackup(backup);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(
      `${dataDir}: Der Datenordner ist nicht leer. Eine Sicherung wird nur in einen neuen (oder leeren) Datenordner zurückgespielt; ein Studio, das läuft, behält so seine Daten.`,
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    for (const name of Object.keys(list.files)) await writeWhole(path.join(dataDir, name), await readFile(path.join(backup, name)));
    if (list.files[FIGURES_FILE]) checkDatabase(path.join(dataDir, FIGURES_FILE));
    return list;
  } catch (error) {
    for (const name of readdirSync(dataDir)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    // node-sqlite3-wasm's lock folder, left by the check: not part of a data folder at rest.
    rmSync(path.join(dataDir, `${FIGURES_FILE}.lock`), { recursive: true, force: true });
  }
}
