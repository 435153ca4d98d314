import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The studio's own temporary files a crash leaves (a save or an upload killed halfway: `.winter.studio-….tmp`
 * in editions/, `.upload-….tmp` in public/images), removed at start. Whatever else differs from the last
 * version is the person's to keep or discard (scripts/versions/uncommitted.ts).
 */

/** editions/.<key>.studio-<hex>.tmp (studio/server/editionFile.ts) and public/images/.upload-<hex>.tmp (studio/server/imageUpload.ts). */
const TEMPORARY_FILES: Array<{ folder: string; name: RegExp }> = [
  { folder: 'editions', name: /^\.[a-z0-9-]+\.studio-[0-9a-f]{12}\.tmp$/ },
  { folder: 'public/images', name: /^\.upload-[0-9a-f]{12}\.tmp$/ },
];

/** Removes the studio's temporary files a crash left; answers them, relative to the project folder. */
export function cleanLeftovers(root: string): string[] {
  const removed: string[] = [];
  for (const { folder, name } of TEMPORARY_FILES) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !name.test(entry.name)) continue;
      rmSync(path.join(dir, entry.name), { force: true });
      removed.push(`${folder}/${entry.name}`);
    }
  }
  return removed;
}
