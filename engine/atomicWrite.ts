import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file whole or not at all: the text goes to a temporary file beside it, which then takes the
 * file's name in one step and is removed when anything fails (a full disk leaves no empty or half file).
 * `exclusive`: the name is taken only when no file has it yet (an EEXIST error otherwise), never replaced.
 * `mode`: the new file's permissions (0600 for the data folder's private files).
 */
export function writeFileAtomically(file: string, text: string | Buffer, { exclusive = false, mode }: { exclusive?: boolean; mode?: number } = {}) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx', ...(mode === undefined ? {} : { mode }) });
    // The process's umask may have narrowed the mode; a private file gets exactly the mode asked for.
    if (mode !== undefined) chmodSync(temporary, mode);
    // A hard link fails when the name is taken, where a rename would replace the file.
    if (exclusive) linkSync(temporary, file);
    else renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
