import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { viteManifestPath } from '../../scripts/lib/buildMeta';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Scripts a page loads: its module entry, what that imports, and the chunks the entry itself
 * imports on load (hydration), each with its imports. Chunks further down that load only on
 * particular routes (lazy routes) are not counted for every page. Read from Vite's manifest, which
 * the build keeps beside dist/ (build-meta/).
 */
export function scriptsOf(distDir: string, html: string): string[] {
  const manifest = JSON.parse(readFileSync(viteManifestPath(distDir), 'utf8')) as Record<string, ManifestChunk>;
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
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
    for (const loadedOnStart of manifest[key].dynamicImports ?? []) addWithImports(loadedOnStart);
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
