import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFingerprints, pageTitles } from './snapshot';

/** The titles the review of a publish names pages by: each page's <title>, found by the address pageFingerprints gives it. */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function built(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gebaut-'));
  dirs.push(dir);
  for (const [file, title] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `<!doctype html><html lang="de"><head><title>${title}</title></head><body></body></html>`);
  }
  return dir;
}

describe('pageTitles', () => {
  it('reads each page’s title, entities decoded, by the addresses the fingerprints name', () => {
    const dir = built({
      'index.html': 'Gewichtscoaching',
      'fruehlingsedition/index.html': 'Frühlings-Edition 2027 &ndash; &quot;Neustart&quot; &amp; mehr',
      '_varianten/fruehlingsedition/b.html': 'Frühlings-Edition 2027 &#8211; Variante',
      '404.html': 'Seite nicht gefunden',
      'qa/vergleich/index.html': 'Editionen vergleichen',
    });
    const pages = Object.keys(pageFingerprints(dir));
    expect(pageTitles(dir, [...pages, '/entfernt'])).toEqual({
      '/': 'Gewichtscoaching',
      '/fruehlingsedition': 'Frühlings-Edition 2027 – "Neustart" & mehr',
      '/_varianten/fruehlingsedition/b.html': 'Frühlings-Edition 2027 – Variante',
      '/404.html': 'Seite nicht gefunden',
      '/qa/vergleich': 'Editionen vergleichen',
    });
  });
});
