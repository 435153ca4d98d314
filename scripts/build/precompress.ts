import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputStep } from './buildContext';
import { DEPLOY_FILES, hostUsesPrecompressed } from '../hosting/deployTargets';

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/**
 * Writes a `.gz` beside every text file, at the highest level, once at build time: nginx serves
 * them with `gzip_static` instead of compressing each response again (see deployTargets.ts).
 * Builds for the CDN hosts get none: those compress on their own and would publish the copies.
 */
export const writePrecompressed: OutputStep = async ({ stagingDir, host }) => {
  if (!hostUsesPrecompressed(host)) return;
  const entries = await readdir(stagingDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // Configuration is never served, so neither is a compressed copy of it.
    if (entry.parentPath === stagingDir && DEPLOY_FILES.includes(entry.name)) continue;
    await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 }));
  }
};
