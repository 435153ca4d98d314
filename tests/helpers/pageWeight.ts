import { startupModuleOf } from '#scripts/build/startupLoader';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { viteManifestPath } from '#scripts/build/buildMeta';
import { APP_PAGE_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '#src/prerendered';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The parts a prerendered document loads after its first paint (src/startup/startParts.ts), by the
 * mark in its markup that makes the entry load them: a section's part (sections/<type>/client.ts) by
 * its section, the others by chunk name (module file name).
 */
const PART_MODULES: Record<string, string> = {
  platformScriptPart: 'data-platform-script-settings=',
  notFoundLog: 'data-not-found=',
};
const partMarkOf = (key: string, chunk: ManifestChunk) => {
  const section = /^sections\/([^/]+)\/client\.ts$/.exec(key)?.[1];
  return section ? `data-section="${section}"` : PART_MODULES[chunk.name ?? ''];
};

/**
 * Scripts a page loads before any interaction: its module entry with what that imports, and then
 * either the parts its markup asks for (a document) or everything the entry starts (an app page: the
 * QA comparison), each with its imports. Chunks that load only on particular routes of the app
 * (lazy routes) are not counted. Read from Vite's manifest, which the build keeps beside dist/ (build-meta/).
 */
export function scriptsOf(distDir: string, html: string): string[] {
  const manifest = JSON.parse(readFileSync(viteManifestPath(distDir), 'utf8')) as Record<string, ManifestChunk>;
  const entries = [startupModuleOf(html)].filter((entry) => entry !== undefined);
  const isApp = html.includes(`${APP_PAGE_ATTRIBUTE}=`) || !html.includes(`${PRERENDERED_ATTRIBUTE}`);
  const files = new Set<string>();
  const addWithImports = (key: string) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addWithImports(imported);
  };
  for (const entryFile of entries) {
    const key = Object.keys(manifest).find((name) => manifest[name].file === entryFile);
    if (!key) throw new Error(`${entryFile} fehlt im Vite-Manifest`);
    addWithImports(key);
    for (const loadedOnStart of manifest[key].dynamicImports ?? []) {
      const partMark = partMarkOf(loadedOnStart, manifest[loadedOnStart]);
      if (isApp ? !partMark : partMark && html.includes(partMark)) addWithImports(loadedOnStart);
    }
  }
  return [...files];
}

/** Gzip bytes of the JavaScript a built page loads. */
export function javaScriptBytes(distDir: string, pageFile: string): number {
  const html = readFileSync(path.join(distDir, pageFile), 'utf8');
  return scriptsOf(distDir, html).reduce((sum, file) => sum + gzipBytes(path.join(distDir, file)), 0);
}

/** Gzip bytes of a page's HTML, with its inlined critical CSS. */
export const htmlBytes = (distDir: string, pageFile: string) => gzipBytes(path.join(distDir, pageFile));

const COPIES = { br: { suffix: '.br', unpack: brotliDecompressSync }, gzip: { suffix: '.gz', unpack: gunzipSync } };

/**
 * The page's bytes as the host sends them: the copy the build writes beside it for nginx's brotli_static (what
 * every browser gets) or, with `gzip`, for gzip_static (a client without brotli).
 */
export const servedHtmlBytes = (distDir: string, pageFile: string, encoding: keyof typeof COPIES = 'br') => {
  const { suffix, unpack } = COPIES[encoding];
  const packed = readFileSync(path.join(distDir, pageFile + suffix));
  // A stale or foreign copy would measure another page.
  if (!unpack(packed).equals(readFileSync(path.join(distDir, pageFile)))) throw new Error(`${pageFile}${suffix} ist nicht die Seite`);
  return packed.length;
};
