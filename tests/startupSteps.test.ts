import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viteManifestPath } from '../scripts/build/buildMeta';
import { projectRoot } from './helpers/content';

/**
 * The built entry evaluates the app's JavaScript in steps (src/entry-client.tsx): React DOM, the router
 * library, styled-components, the app. Each step is a chunk of its own, and the app shares their code
 * instead of carrying a second copy, which would also evaluate it again in the app's task.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
// In a copy of the project sharing node_modules, Vite names a dependency by its path from the copy.
const fromCopy = (name: string) => name.replace(/^(\.\.\/)+.*?(?=node_modules\/)/, '');
const manifest = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(viteManifestPath(path.join(projectRoot, 'dist')), 'utf8')) as Record<string, ManifestChunk>).map(([name, chunk]) => [
    fromCopy(name),
    chunk,
  ]),
);
const STEPS = ['node_modules/react-dom/client.js', 'src/startup/routerLibrary.ts', 'src/startup/styleLibrary.ts', 'src/hydrate.tsx'];

describe('start-up steps', () => {
  it('the entry loads React DOM, the router library, styled-components and the app as separate chunks', () => {
    const imports = (manifest['index.html'].dynamicImports ?? []).map(fromCopy);
    expect(imports).toEqual(expect.arrayContaining(STEPS));
    expect(new Set(STEPS.map((step) => manifest[step].file)).size).toBe(STEPS.length);
  });

  it.each(['src/startup/routerLibrary.ts', 'src/startup/styleLibrary.ts'])('the app shares the library code %s evaluates', (step) => {
    const libraryChunks = manifest[step].imports ?? [];
    expect(libraryChunks.length).toBeGreaterThan(0);
    for (const chunk of libraryChunks) expect(manifest['src/hydrate.tsx'].imports).toContain(chunk);
    // The step module itself is only a re-export: the library's code lives in the shared chunk.
    expect(readFileSync(path.join(projectRoot, 'dist', manifest[step].file)).length).toBeLessThan(300);
  });
});
