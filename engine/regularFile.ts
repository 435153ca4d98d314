import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, type Stats } from 'node:fs';

/**
 * Reads a content file only when it is a regular file of its own: a symbolic link is not followed (its
 * target may be any file on the machine, whose text would be quoted in messages), and a FIFO, device or
 * socket is not opened for reading (a FIFO would block the tools forever). The file is opened without
 * following links and without blocking, and checked again on the open handle, so nothing swapped in
 * between the look and the read gets through.
 */
export type RegularFileRead =
  | { ok: true; bytes: Buffer }
  | { ok: false; code: 'file.missing' | 'file.symlink' | 'file.not-regular' | 'file.unreadable'; message: string };

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'ein Ordner';
  if (stats.isFIFO()) return 'eine Pipe (FIFO)';
  if (stats.isSocket()) return 'ein Socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'ein Gerät';
  return 'keine gewöhnliche Datei';
}

const notRegular = (stats: Stats): RegularFileRead =>
  stats.isDirectory()
    ? { ok: false, code: 'file.not-regular', message: 'ist ein Ordner, keine Datei; bitte den Ordner umbenennen (ohne „.json“ am Ende) oder verschieben' }
    : { ok: false, code: 'file.not-regular', message: `ist ${kindOf(stats)}, keine gewöhnliche Datei, und wird nicht gelesen; bitte entfernen` };

const SYMLINK_MESSAGE = 'ist ein Verweis (symbolischer Link) auf eine andere Datei und wird nicht gelesen; bitte die Datei selbst in den Ordner legen';

/** What a marketer reads when the system refused to open or read a content file. */
export function unreadable(error: unknown): RegularFileRead {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return { ok: false, code: 'file.missing', message: 'Datei nicht gefunden' };
  if (code === 'ELOOP') return { ok: false, code: 'file.symlink', message: SYMLINK_MESSAGE };
  if (code === 'EACCES' || code === 'EPERM') {
    return { ok: false, code: 'file.unreadable', message: 'Datei darf nicht gelesen werden (fehlende Leserechte); bitte die Dateirechte prüfen' };
  }
  return { ok: false, code: 'file.unreadable', message: `Datei konnte nicht gelesen werden (${code ?? (error as Error).message})` };
}

export function readRegularFile(absolutePath: string): RegularFileRead {
  let descriptor: number | undefined;
  try {
    const stats = lstatSync(absolutePath);
    if (stats.isSymbolicLink()) return { ok: false, code: 'file.symlink', message: SYMLINK_MESSAGE };
    if (!stats.isFile()) return notRegular(stats);
    descriptor = openSync(absolutePath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const opened = fstatSync(descriptor);
    if (!opened.isFile()) return notRegular(opened);
    return { ok: true, bytes: readFileSync(descriptor) };
  } catch (error) {
    return unreadable(error);
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/** The names in a content folder, or what a marketer reads when the system refused to list it. */
export type FolderRead = { ok: true; names: string[] } | { ok: false; code: 'folder.missing' | 'folder.unreadable'; message: string };

/** What a marketer reads when the system refused to list the content folder. */
export function unlistable(error: unknown): FolderRead {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return { ok: false, code: 'folder.missing', message: 'Ordner nicht gefunden; die Inhaltsdateien gehören in den Ordner editions/ des Projekts' };
  if (code === 'ENOTDIR') return { ok: false, code: 'folder.unreadable', message: 'ist kein Ordner; die Inhaltsdateien gehören in einen Ordner dieses Namens' };
  if (code === 'EACCES' || code === 'EPERM') {
    return {
      ok: false,
      code: 'folder.unreadable',
      message:
        'Ordner darf nicht gelesen werden (fehlende Leserechte); bitte die Rechte des Ordners prüfen (er muss sich öffnen und lesen lassen, z. B. „chmod u+rx editions“)',
    };
  }
  return { ok: false, code: 'folder.unreadable', message: `Ordner konnte nicht gelesen werden (${code ?? (error as Error).message})` };
}

export function readFolder(dir: string): FolderRead {
  try {
    return { ok: true, names: readdirSync(dir) };
  } catch (error) {
    return unlistable(error);
  }
}
