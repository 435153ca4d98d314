import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viteManifestPath } from '#scripts/build/buildMeta';
import { projectRoot } from '#tests/helpers/content';

/**
 * The edition studio exists only in the dev server: the production build (`npm test` builds dist/
 * first) has no studio page, no studio code and no endpoint. Every page's JavaScript budget is
 * tests/budgets.test.ts, unchanged by the studio.
 */
const dist = path.join(projectRoot, 'dist');

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? files(full) : [path.relative(dist, full)];
  });
}

describe('production build without the studio', () => {
  const all = files(dist);

  it('has no studio route or file', () => {
    expect(all.filter((file) => /studio/i.test(file))).toEqual([]);
  });

  it('has none of the studio’s code or addresses in any page, script or configuration', () => {
    const texts = all.filter((file) => /\.(html|js|css|json|conf|txt|xml)$|^_(headers|redirects)$/.test(file));
    expect(texts.length).toBeGreaterThan(10);
    for (const file of texts) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      for (const marker of ['/__studio', 'Editions-Studio', '/studio/vorschau', 'studio/app'])
        expect(text.includes(marker), `${file} enthält ${marker}`).toBe(false);
    }
  });

  it('builds no chunk from the studio (studio/)', () => {
    // The build keeps Vite's manifest beside dist/ (scripts/build/buildMeta.ts).
    const manifest = JSON.parse(readFileSync(viteManifestPath(dist), 'utf8')) as Record<string, { src?: string }>;
    expect(Object.keys(manifest).filter((key) => key.includes('studio'))).toEqual([]);
  });
});
