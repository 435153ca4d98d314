import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentFiles } from '#scripts/publish/snapshot';
import type { PreviewLinkSummary } from '#studio/shared/previewLinks';
import { PREVIEW_LINK_PATH } from '#studio/shared/previewLinks';
import { signLink } from './linkToken';
import { contentFilePath } from '#src/content/editionFile';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * The preview links and their frozen content, in the data folder: `vorschau-links.json` (the records, written
 * whole and renamed over the old one) and `vorschau-links/<id>/editions/` (the saved content files as they
 * were when the link was made: every edition file and site.json, read as regular files only). The link shows
 * that copy, whatever is saved later. Once a link has expired or been revoked its copy is removed (`sweep`: when
 * the studio starts, and whenever links are listed, made or revoked); its record stays for the list.
 */

/** A link as stored: what the studio's list shows, less what follows from it (address, state), plus who revoked it. */
export type LinkRecord = Omit<PreviewLinkSummary, 'path' | 'state'> & { revokedBy?: string };

const RECORDS = 'vorschau-links.json';
const SNAPSHOTS = 'vorschau-links';

export interface LinkStoreOptions {
  dir: string;
  secret: Buffer;
  now: () => number;
}

export function createLinkStore({ dir, secret, now }: LinkStoreOptions) {
  const recordsFile = path.join(dir, RECORDS);
  const read = (): LinkRecord[] => (existsSync(recordsFile) ? (JSON.parse(readFileSync(recordsFile, 'utf8')) as LinkRecord[]) : []);
  function write(records: LinkRecord[]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temporary = `${recordsFile}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(records, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, recordsFile);
  }
  const stateOf = (record: LinkRecord): PreviewLinkSummary['state'] =>
    record.revoked ? 'widerrufen' : Date.parse(record.expires) <= now() ? 'abgelaufen' : 'gültig';
  const summaryOf = (record: LinkRecord): PreviewLinkSummary => ({
    ...record,
    path: `${PREVIEW_LINK_PATH}/${signLink(secret, record.id, new Date(record.expires))}`,
    state: stateOf(record),
  });
  const snapshotDir = (id: string) => editionsFolderIn(path.join(dir, SNAPSHOTS, id));

  /**
   * Removes every frozen copy no working link shows: of an expired or revoked link, and one without a record
   * (left by a creation that was cut off). The copies of links still valid stay.
   */
  function sweep() {
    const folder = path.join(dir, SNAPSHOTS);
    if (!existsSync(folder)) return;
    let working: Set<string>;
    try {
      working = new Set(
        read()
          .filter((record) => stateOf(record) === 'gültig')
          .map((record) => record.id),
      );
    } catch (error) {
      // Without readable records no copy is known to be unused: all stay, and the studio still starts.
      console.error(error);
      return;
    }
    for (const name of readdirSync(folder)) {
      if (working.has(name)) continue;
      try {
        rmSync(path.join(folder, name), { recursive: true, force: true });
      } catch (error) {
        // Tried again the next time; a copy left over takes space, nothing else.
        console.error(error);
      }
    }
  }

  return {
    snapshotDir,
    stateOf,
    sweep,
    find: (id: string) => read().find((record) => record.id === id),

    /** Freezes the project's saved content files (or the given ones, a saved version's) and records the link. */
    create(root: string, key: string, name: string, creator: string, days: number, files: Record<string, string> = contentFiles(root)): PreviewLinkSummary {
      sweep();
      const id = randomBytes(12).toString('base64url');
      const target = snapshotDir(id);
      const incoming = `${target}.incoming`;
      mkdirSync(incoming, { recursive: true, mode: 0o700 });
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(incoming, path.basename(file)), text, { mode: 0o600 });
      renameSync(incoming, target);
      // Whole seconds: the token carries the expiry in seconds.
      const created = new Date(Math.floor(now() / 1000) * 1000);
      const record: LinkRecord = {
        id,
        key,
        name,
        creator,
        created: created.toISOString(),
        expires: new Date(created.getTime() + days * 86_400_000).toISOString(),
      };
      write([...read(), record]);
      return summaryOf(record);
    },

    list(key?: string): PreviewLinkSummary[] {
      sweep();
      return read()
        .filter((record) => key === undefined || record.key === key)
        .reverse()
        .map(summaryOf);
    },

    revoke(id: string, by: string): PreviewLinkSummary | undefined {
      const records = read();
      const record = records.find((candidate) => candidate.id === id);
      if (!record) return undefined;
      if (!record.revoked) Object.assign(record, { revoked: new Date(now()).toISOString(), revokedBy: by });
      write(records);
      sweep();
      return summaryOf(record);
    },

    /** The content files of every link that still works, by link (the image library counts them as uses). */
    liveSnapshots(): { record: LinkRecord; files: Record<string, string> }[] {
      return read()
        .filter((record) => stateOf(record) === 'gültig')
        .map((record) => {
          const folder = snapshotDir(record.id);
          const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];
          return { record, files: Object.fromEntries(names.map((name) => [contentFilePath(name), readFileSync(path.join(folder, name), 'utf8')])) };
        });
    },
  };
}

export type LinkStore = ReturnType<typeof createLinkStore>;
