import { isContentFile, SITE_FILE } from '#src/content/loadContent';
import { isEditionFileName } from '#src/content/fileNames';
import { git, gitBytes } from './git';
import { PublishError } from './publishError';

/**
 * What a publish of a saved version builds from (the hosted studio's approved versions): editions/ and public/
 * as the project's git commit holds them, never the working tree as it is by then. The files the loader would
 * read (as contentFiles and publicFiles read them from disk); a symbolic link in the commit is not followed.
 */

export interface CommitFiles {
  /** `editions/winter.json` → its text. */
  content: Record<string, string>;
  /** `public/images/x.svg` → its bytes. */
  public: Map<string, Buffer>;
}

const REGULAR = /^100(644|755)$/;

export async function filesAtCommit(root: string, commit: string): Promise<CommitFiles> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new PublishError(`Die Fassung „${commit.slice(0, 50)}“ ist kein Commit.`);
  let listing: string;
  try {
    listing = await git(root, 'ls-tree', '-r', '-z', commit, '--', 'editions', 'public');
  } catch {
    throw new PublishError(`Die Fassung ${commit.slice(0, 7)} gibt es im Projekt nicht (mehr); nichts wurde veröffentlicht.`);
  }
  const content: Record<string, string> = {};
  const files = new Map<string, Buffer>();
  for (const entry of listing.split('\0').filter(Boolean)) {
    const [meta, file] = entry.split('\t');
    const [mode, type, blob] = meta.split(' ');
    if (type !== 'blob' || !REGULAR.test(mode)) continue;
    const parts = file.split('/');
    if (parts[0] === 'editions') {
      const name = parts[1];
      if (parts.length !== 2 || !isContentFile(name) || (name !== SITE_FILE && !isEditionFileName(name))) continue;
      content[file] = (await gitBytes(root, 'cat-file', 'blob', blob)).toString('utf8');
    } else {
      files.set(file, await gitBytes(root, 'cat-file', 'blob', blob));
    }
  }
  return {
    content: Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b))),
    public: new Map([...files].sort(([a], [b]) => a.localeCompare(b))),
  };
}
