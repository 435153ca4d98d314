import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { git } from '#scripts/publish/git';
import { parsedObject } from '#scripts/publish/snapshot';
import { isContentFilePath } from '#src/content/editionFile';
import { oneAtATime } from './commitQueue';
import { recordVersion } from './recordVersion';
import { isRepository } from './repository';
import type { Person, UncommittedFile } from './types';

/**
 * What differs from the last version in editions/ or public/ (a file written whose commit never came, a hand
 * edit): it blocks approval until someone keeps it as a version or discards it; the studio names each file.
 */

/** The files in editions/ and public/ that differ from the last commit (changed, new, deleted, or staged and not committed). */
export async function uncommittedFiles(root: string): Promise<UncommittedFile[]> {
  if (!(await isRepository(root))) return [];
  const status = await git(root, 'status', '--porcelain=v1', '-z', '--no-renames', '--untracked-files=all', '--', 'editions', 'public');
  return status
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const [code, file] = [entry.slice(0, 2), entry.slice(3)];
      return { file, change: code.includes('D') ? 'gelöscht' : code === '??' || code.includes('A') ? 'neu' : 'geändert' };
    });
}

export type Choice = { ok: true; files: string[] } | { ok: false; message: string };

const listed = (files: string[]) => files.map((file) => `„${file}“`).join(', ');

/** The chosen files, each one still uncommitted; or why not. */
async function chosen(root: string, files: string[]): Promise<Choice> {
  const found = await uncommittedFiles(root);
  const unknown = files.filter((file) => !found.some((entry) => entry.file === file));
  if (files.length === 0) return { ok: false, message: 'Bitte mindestens eine Datei wählen.' };
  if (unknown.length > 0)
    return {
      ok: false,
      message: `${listed(unknown)} ${unknown.length === 1 ? 'hat' : 'haben'} keine ungespeicherten Änderungen (mehr). Bitte die Liste neu laden.`,
    };
  return { ok: true, files: [...new Set(files)] };
}

/** Commits the chosen files as a version by `person`; an edition file that is no JSON object (cut off while written) is refused. */
export async function keepUncommitted(root: string, files: string[], person?: Person): Promise<Choice> {
  const choice = await chosen(root, files);
  if (!choice.ok) return choice;
  const broken = choice.files.filter(
    (file) => isContentFilePath(file) && existsSync(path.join(root, file)) && !parsedObject(readFileSync(path.join(root, file), 'utf8')),
  );
  if (broken.length > 0)
    return {
      ok: false,
      message: `${listed(broken)} ist kein vollständiges JSON-Objekt (wohl beim Schreiben abgebrochen) und lässt sich nicht als Fassung behalten. Bitte verwerfen: Dann gilt wieder die zuletzt gespeicherte Fassung.`,
    };
  const note = await recordVersion(root, {
    paths: choice.files,
    subject: `Ungespeicherte Änderungen als Fassung behalten: ${choice.files.join(', ')}`,
    action: 'gespeichert',
    person,
  });
  return note.recorded ? choice : { ok: false, message: note.message };
}

/** Puts the chosen files back as the last commit has them: a changed or deleted one restored, a new one removed. */
export async function discardUncommitted(root: string, files: string[]): Promise<Choice> {
  const choice = await chosen(root, files);
  if (!choice.ok) return choice;
  await oneAtATime(root, async () => {
    for (const file of choice.files) {
      const committed = await git(root, 'cat-file', '-e', `HEAD:${file}`).then(
        () => true,
        () => false,
      );
      if (committed) await git(root, 'checkout', 'HEAD', '--', file);
      else {
        await git(root, 'rm', '-q', '--cached', '--ignore-unmatch', '--', file);
        rmSync(path.join(root, file), { force: true });
      }
    }
  });
  return choice;
}
