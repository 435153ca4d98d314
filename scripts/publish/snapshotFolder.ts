import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readRegularFile } from '#engine/regularFile';
import { PublishError } from './publishError';
import { blobId } from './snapshot';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * What a publish builds from: a private copy of everything the build reads, taken once when the publish
 * starts. The check, the build, the comparison and the deploy all use this copy, so an edition saved or
 * an image replaced while the publish runs is not part of it (it goes live with the next publish).
 */

/** The code and settings the build reads besides editions/ and public/ (node_modules is linked, not copied). */
const CODE = [
  'src',
  'kit',
  'sections',
  'engine',
  'scripts',
  'index.html',
  'vite.base.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * The files of public/ by path (`public/images/x.svg`) with their bytes; only regular files are read (a
 * FIFO would block, a symbolic link could point anywhere).
 */
export function publicFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (relative: string) => {
    const dir = path.join(root, relative);
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const inside = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(inside);
        continue;
      }
      const read = readRegularFile(path.join(root, inside));
      if (read.ok) files.set(inside, read.bytes);
      else if (read.code !== 'file.missing') throw new PublishError(`Nicht veröffentlicht: ${inside} ${read.message}.`);
    }
  };
  walk('public');
  return files;
}

/** Fingerprints of public/'s files (git blob ids), as a snapshot keeps them. */
export const fingerprintsOf = (files: Map<string, Buffer>) => Object.fromEntries([...files].map(([file, bytes]) => [file, blobId(bytes)]));

/**
 * Writes the snapshot into `dir` (which must not exist yet): the content files as they were read, public/
 * as read (from the working tree, or as a commit holds it), the code copied, node_modules linked. Returns
 * public/'s fingerprints.
 */
export function writeSnapshotProject(
  root: string,
  dir: string,
  content: Record<string, string>,
  pub: Map<string, Buffer> = publicFiles(root),
): Record<string, string> {
  mkdirSync(editionsFolderIn(dir), { recursive: true });
  for (const [file, text] of Object.entries(content)) writeFileSync(path.join(dir, file), text);
  for (const [file, bytes] of pub) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'));
  for (const entry of [...CODE, ...envFiles]) {
    if (existsSync(path.join(root, entry))) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, dereference: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return fingerprintsOf(pub);
}
