import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';
import { viteBase } from '#vite-base';
import { projectRoot } from './helpers/content';

/**
 * A server installs the project with `npm ci --omit=dev` (docs/betrieb/studio-installieren.md): every package
 * what runs there imports must be in `dependencies`. Read statically, without a build: the import graph of the
 * server's commands (their npm scripts), the built studio server (studio/serve.ts) and the preview's server entry,
 * the browser entries the server's builds bundle, and what „Veröffentlichen“ starts (the site's build). Type-only
 * imports vanish when the code runs and are left out; dynamic imports count (they load when their code runs).
 */

const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = new Set(Object.keys(manifest.dependencies));

/** The npm scripts a server runs: the studio and its build, the units' and the operator's commands, the site's build and server. */
const SERVER_SCRIPTS = [
  'studio',
  'studio:build',
  'studio:users',
  'studio:deploy-files',
  'studio:scheduled',
  'studio:visits',
  'studio:backup',
  'studio:restore',
  'build',
  'start',
  'publish',
];
/** Run by those scripts without an npm script of their own: the built studio server, the preview's server entry, the bundled browser entries. */
const OTHER_ENTRIES = ['studio/serve.ts', 'src/entry-server.tsx', 'src/entry-client.tsx', 'studio/app/main.tsx'];

/** `node --import tsx studio/countVisits.ts` → its loader and its file. */
function scriptParts(name: string): { loader: string; file: string } {
  const match = /^node --import (\S+) (\S+\.tsx?)$/.exec(manifest.scripts[name] ?? '');
  if (!match) throw new Error(`package.json → scripts.${name}: erwartet „node --import <Lader> <Datei>“, steht: ${manifest.scripts[name]}`);
  return { loader: match[1], file: match[2] };
}

/** `react-dom/server` → `react-dom`; `@hono/node-server/utils/response` → `@hono/node-server`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Each package the graph from `entries` imports at run time, with one file that imports it. */
async function importedPackages(entries: string[]): Promise<Map<string, string>> {
  const { output } = await cruise(
    entries,
    {
      baseDir: projectRoot,
      tsPreCompilationDeps: false,
      doNotFollow: { path: 'node_modules' },
      tsConfig: { fileName: 'tsconfig.json' },
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default'] },
    },
    {},
    { tsConfig: extractTSConfig(path.join(projectRoot, 'tsconfig.json')) },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser gab Text statt des Graphen zurück');
  const found = new Map<string, string>();
  for (const module of output.modules) {
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.dependencyTypes.includes('local') || dependency.dependencyTypes.includes('aliased')) continue;
      if (/^[./#]/.test(dependency.module)) continue;
      if (!found.has(packageOf(dependency.module))) found.set(packageOf(dependency.module), module.source);
    }
  }
  return found;
}

/** The bare imports of a package's ES module, which a bundle that inlines the package (Vite's `ssr.noExternal`) then makes itself. */
function esmImportsOf(name: string): string[] {
  const require = createRequire(path.join(projectRoot, 'package.json'));
  const packageFile = require.resolve(`${name}/package.json`);
  const { module } = JSON.parse(readFileSync(packageFile, 'utf8')) as { module?: string };
  if (!module) throw new Error(`${name}: kein ES-Modul („module“) im package.json`);
  const source = readFileSync(path.join(path.dirname(packageFile), module), 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*["']((?:@[\w.-]+\/)?[\w-][\w.-]*(?:\/[\w./-]+)?)["']/g)].map((match) => packageOf(match[1]));
}

describe('the packages a server runs', () => {
  it('are all in `dependencies`: a server installed with `npm ci --omit=dev` has every one', { timeout: 120_000 }, async () => {
    const scripts = SERVER_SCRIPTS.map(scriptParts);
    const imported = await importedPackages([...new Set([...scripts.map((script) => script.file), ...OTHER_ENTRIES])]);
    // The loader the scripts run TypeScript with (also for the build „Veröffentlichen“ starts, scripts/publish/publisher.ts).
    for (const { loader } of scripts) if (!imported.has(loader)) imported.set(loader, 'package.json → scripts');
    // Sanity: the graph reached the studio's server, its database, its images and the site's server.
    expect([...imported.keys()]).toEqual(expect.arrayContaining(['hono', 'node-sqlite3-wasm', 'sharp', 'react-dom', 'sirv', 'vite', 'tsx']));
    const outside = [...imported].filter(([name]) => !dependencies.has(name)).map(([name, from]) => `${name} (importiert von ${from})`);
    expect(outside).toEqual([]);
  });

  it('include what a package bundled into the preview’s server entry imports itself', async () => {
    const bundled = new Set(((await viteBase()).ssr?.noExternal ?? []) as string[]);
    // From the bundled packages the project depends on, through their imports: each is bundled too or a dependency.
    const reached = [...bundled].filter((name) => dependencies.has(name));
    expect(reached.length).toBeGreaterThan(0);
    for (const name of reached) {
      for (const imported of esmImportsOf(name)) {
        if (imported === name || reached.includes(imported)) continue;
        expect(
          bundled.has(imported) || dependencies.has(imported),
          `${name} importiert ${imported}: weder mitgebündelt (ssr.noExternal) noch in dependencies`,
        ).toBe(true);
        if (bundled.has(imported)) reached.push(imported);
      }
    }
    // Every package the build bundles is one of those (none left over from an older version).
    expect(reached.sort()).toEqual([...bundled].sort());
  });

  it('are the runtime list of the hosting docs, each with why', () => {
    const hosting = readFileSync(path.join(projectRoot, 'docs/betrieb/hosting.md'), 'utf8');
    const section = hosting.split('## Runtime dependencies')[1]?.split('\n## ')[0] ?? '';
    const listed = [...section.matchAll(/^\| ([^|]+?) \| (.+) \|$/gm)]
      .filter(([, names]) => names !== 'package' && !names.startsWith('-'))
      .flatMap(([, names, why]) => names.split(', ').map((name) => ({ name: name.trim(), why: why.trim() })));
    expect(listed.map(({ name }) => name).sort()).toEqual([...dependencies].sort());
    for (const { name, why } of listed) expect(why.length, name).toBeGreaterThan(10);
  });
});
