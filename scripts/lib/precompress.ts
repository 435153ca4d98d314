import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputStep } from './buildContext';

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/**
 * Writes a `.gz` beside every text file, at the highest level, once at build time: nginx serves
 * them with `gzip_static` instead of compressing each response again (see deployTargets.ts).
 */
export const writePrecompressed: OutputStep = async ({ stagingDir }) => {
  const entries = await readdir(stagingDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 }));
  }
};
