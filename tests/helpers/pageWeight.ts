import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Scripts a page loads: its module entry and every module it preloads. */
export function scriptsOf(html: string): string[] {
  const sources = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...new Set(sources.map((match) => match[1]))];
}

/** Gzip bytes of the JavaScript a built page loads. */
export function javaScriptBytes(distDir: string, pageFile: string): number {
  const html = readFileSync(path.join(distDir, pageFile), 'utf8');
  return scriptsOf(html).reduce((sum, src) => sum + gzipBytes(path.join(distDir, src)), 0);
}

/** Gzip bytes of a page's HTML, with its inlined critical CSS. */
export const htmlBytes = (distDir: string, pageFile: string) => gzipBytes(path.join(distDir, pageFile));
