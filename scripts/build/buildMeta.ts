import path from 'node:path';

/**
 * Build metadata (Vite's manifest, with source paths) is kept beside the built folder, never in it:
 * everything in dist/ is published. `dist` → `build-meta/dist/`, `dist-dev` → `build-meta/dist-dev/`.
 */
export const buildMetaDir = (distDir: string) => path.join(path.dirname(path.resolve(distDir)), 'build-meta', path.basename(distDir));

/** Which chunks each entry imports: read by the byte budgets and the benchmark. */
export const viteManifestPath = (distDir: string) => path.join(buildMetaDir(distDir), 'manifest.json');
