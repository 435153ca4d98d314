import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInBackground } from './helpers/cli';
import { projectRoot } from './helpers/content';

/**
 * Every layer rule must be able to fail: each fixture below is an import that breaks one rule. They are
 * written into a scratch copy of the project's source folders, depcruise runs once per configuration over
 * the copy (both at once), and each rule must be reported for its fixture and only there. Any other violation would be the real
 * tree's, so this is also the check of the real tree that `npm test` runs (`npm run layers` checks the tree alone and
 * redraws docs/layers.svg).
 */

interface Fixture {
  rule: string;
  /** Why the import is wrong, as the test names it. */
  what: string;
  /** Files to write into the copy (path → content); the first is the one the violation comes from. */
  files: Record<string, string>;
  /** Files of the copy to prepend a line to (path → line), to make a fixture reachable from an entry. */
  prepend?: Record<string, string>;
}

const FIXTURES: Fixture[] = [
  {
    rule: 'engine-is-generic',
    what: 'the engine importing vite.base.ts',
    files: { 'engine/fixtureViteBase.ts': "import { viteBase } from '#vite-base';\nexport const base = viteBase;\n" },
  },
  {
    rule: 'engine-is-generic',
    what: 'the engine importing the kit',
    files: { 'engine/fixtureKit.ts': "import { savings } from '#kit/model/offer';\nexport const saved = savings;\n" },
  },
  {
    rule: 'engine-tests-are-generic',
    what: 'an engine test reaching the section schemas through a test helper',
    files: { 'engine/fixtureHelper.test.ts': "import { fixtureContent } from '#tests/helpers/content';\nexport const content = fixtureContent;\n" },
  },
  {
    rule: 'kit-stands-on-the-engine',
    what: 'the kit importing a section',
    files: { 'kit/ui/fixtureSection.ts': "import { heroSection } from '#sections/hero/schema';\nexport const hero = heroSection;\n" },
  },
  {
    rule: 'section-stands-on-engine-and-kit',
    what: 'a section importing another section',
    files: { 'sections/hero/fixtureOtherSection.ts': "import { faqSection } from '../faq/schema';\nexport const faq = faqSection;\n" },
  },
  {
    rule: 'section-stands-on-engine-and-kit',
    what: 'a section importing the content loader (Node and zod)',
    files: { 'sections/faq/fixtureLoader.ts': "import { loadContent } from '#src/content/loadContent';\nexport const load = loadContent;\n" },
  },
  {
    rule: 'section-registry-stands-on-sections',
    what: 'the section registry importing the site',
    files: { 'sections/fixtureRegistry.ts': "import { editionSchema } from '#src/content/schema';\nexport const schema = editionSchema;\n" },
  },
  {
    rule: 'site-stands-below-the-tools',
    what: 'a page importing a build tool',
    files: { 'src/pages/fixtureTool.ts': "import { NGINX_PATH } from '#scripts/hosting/nginx';\nexport const nginx = NGINX_PATH;\n" },
  },
  {
    rule: 'content-model-stands-below-the-app',
    what: 'the content model importing the app',
    files: { 'src/content/fixtureApp.ts': "import { createRoutes } from '../routes';\nexport const routes = createRoutes;\n" },
  },
  {
    rule: 'tools-stand-below-the-studio',
    what: 'a tool importing the studio',
    files: { 'scripts/build/fixtureStudio.ts': "import { STUDIO_PATH } from '#studio/shared/apiTypes';\nexport const studio = STUDIO_PATH;\n" },
  },
  {
    rule: 'hosting-stands-below-the-build',
    what: 'a host configuration importing the build’s page list',
    files: { 'scripts/hosting/fixtureBuild.ts': "import { pagesOf } from '../build/pages';\nexport const pages = pagesOf;\n" },
  },
  {
    rule: 'studio-server-only-in-the-studio',
    what: 'a file outside the studio loading its endpoints',
    files: { 'fixtureStudioServer.ts': "import { studioMiddleware } from './studio/server/plugin';\nexport const serve = studioMiddleware;\n" },
  },
  {
    rule: 'vite-configs-know-nothing-of-the-studio',
    what: "a Vite configuration naming the studio's address",
    files: { 'vite.fixtureStudio.ts': "import { STUDIO_PATH } from './studio/shared/apiTypes';\nexport const studio = STUDIO_PATH;\n" },
  },
  {
    rule: 'studio-page-runs-no-server-code',
    what: "the studio's page importing its server's code",
    files: { 'studio/app/fixtureServer.ts': "import { createStudioApi } from '../server/api';\nexport const api = createStudioApi;\n" },
  },
  {
    rule: 'studio-page-runs-no-server-code',
    what: "the studio's page importing its server's routes as code, not as the API's type",
    files: { 'studio/app/fixtureRoutes.ts': "import { studioRoutes } from '../server/routes';\nexport const routes = studioRoutes;\n" },
  },
  {
    rule: 'studio-page-knows-only-the-api-type',
    what: "the studio's page typed by a server module other than its routes",
    files: { 'studio/app/fixtureServerType.ts': "import type { ApiAnswer } from '../server/answers';\nexport type Answer = ApiAnswer<string>;\n" },
  },
  {
    rule: 'studio-server-knows-nothing-of-the-page',
    what: "the studio's server importing its page",
    files: { 'studio/server/fixtureApp.ts': "import { messageOf } from '../app/api';\nexport const message = messageOf;\n" },
  },
  {
    rule: 'studio-contract-stands-below-both',
    what: "the studio's contract importing its server",
    files: { 'studio/shared/fixtureServer.ts': "import type { ApiAnswer } from '../server/answers';\nexport type Answer = ApiAnswer<string>;\n" },
  },
  {
    rule: 'tests-only-in-tests',
    what: 'a tool importing a test helper',
    files: { 'scripts/fixtureTests.ts': "import { fixturesDir } from '../tests/helpers/content';\nexport const dir = fixturesDir;\n" },
  },
  {
    rule: 'no-circular',
    what: 'two modules importing each other (type-only)',
    files: {
      'kit/model/fixtureCircleA.ts': "import type { B } from './fixtureCircleB';\nexport type A = { b?: B };\n",
      'kit/model/fixtureCircleB.ts': "import type { A } from './fixtureCircleA';\nexport type B = { a?: A };\n",
    },
  },
  {
    rule: 'browser-code-has-no-zod',
    what: 'the home page importing a module that validates with zod',
    files: { 'src/pages/fixtureZod.ts': "import { z } from 'zod';\nexport const check = z.string();\n" },
    prepend: { 'src/pages/HomePage.tsx': "import './fixtureZod';" },
  },
  {
    rule: 'browser-code-has-no-jsonc-parser',
    what: 'the home page importing a module that parses with jsonc-parser',
    files: { 'src/pages/fixtureJsonc.ts': "import { parseTree } from 'jsonc-parser';\nexport const tree = parseTree;\n" },
    prepend: { 'src/pages/HomePage.tsx': "import './fixtureJsonc';" },
  },
  {
    rule: 'browser-code-has-no-node',
    what: 'the home page importing node:fs',
    files: { 'src/pages/fixtureNode.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n" },
    prepend: { 'src/pages/HomePage.tsx': "import './fixtureNode';" },
  },
  {
    rule: 'browser-code-imports-icons-one-by-one',
    what: 'the home page taking an icon from the index of all icons',
    files: { 'src/pages/fixtureIconIndex.ts': "import { Sun } from 'lucide-react';\nexport const icon = Sun;\n" },
    prepend: { 'src/pages/HomePage.tsx': "import './fixtureIconIndex';" },
  },
];

const CONFIGS = { main: '.dependency-cruiser.cjs', runtime: '.dependency-cruiser.runtime.cjs' } as const;
const SOURCE_FOLDERS = ['engine', 'kit', 'sections', 'src', 'scripts', 'studio'];
const COPIED = [...SOURCE_FOLDERS, 'tests', 'editions', 'tsconfig.json', 'vite.config.ts', 'vite.base.ts', ...Object.values(CONFIGS)];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  via?: Array<{ name: string }>;
  cycle?: Array<{ name: string }>;
}

const ruleNames = (config: string): string[] => {
  const require = createRequire(import.meta.url);
  return (require(path.join(projectRoot, config)) as { forbidden: Array<{ name: string }> }).forbidden.map((rule) => rule.name);
};

/** depcruise over `folders` of the copy; both configurations are read side by side, each in a process of its own. */
async function cruise(dir: string, config: string, folders: string[]): Promise<Violation[]> {
  const bin = path.join(projectRoot, 'node_modules/.bin/depcruise');
  const run = await runInBackground(bin, ['--config', config, '--output-type', 'json', ...folders], { cwd: dir });
  expect(run.stdout, run.stderr).toMatch(/^\s*\{/);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

let copy: string;
const violations: Record<keyof typeof CONFIGS, Violation[]> = { main: [], runtime: [] };

beforeAll(async () => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'schichten-'));
  for (const entry of COPIED) cpSync(path.join(projectRoot, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const fixture of FIXTURES) {
    for (const [file, text] of Object.entries(fixture.files)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
    }
    for (const [file, line] of Object.entries(fixture.prepend ?? {})) {
      const target = path.join(copy, file);
      writeFileSync(target, `${line}\n${readFileSync(target, 'utf8')}`);
    }
  }
  [violations.main, violations.runtime] = await Promise.all([
    cruise(copy, CONFIGS.main, [...SOURCE_FOLDERS, 'tests', 'vite.config.ts', 'vite.base.ts', 'vite.fixtureStudio.ts', 'fixtureStudioServer.ts']),
    cruise(copy, CONFIGS.runtime, ['src', 'studio', 'kit', 'sections', 'engine']),
  ]);
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The violations a fixture causes: those whose path starts at, ends at or runs through one of its files. */
const causedBy = (fixture: Fixture, found: Violation[]) => {
  const files = new Set(Object.keys(fixture.files));
  return found.filter((violation) =>
    [violation.from, violation.to, ...(violation.via ?? []).map((step) => step.name), ...(violation.cycle ?? []).map((step) => step.name)].some((name) =>
      files.has(name),
    ),
  );
};

describe('layer rules, each broken by a fixture', () => {
  it.each(FIXTURES.map((fixture) => [fixture.rule, fixture.what, fixture] as const))('%s refuses %s', (rule, _what, fixture) => {
    const config = ruleNames(CONFIGS.runtime).includes(rule) ? 'runtime' : 'main';
    const caused = causedBy(fixture, violations[config]);
    expect(caused.map((violation) => violation.rule.name)).toContain(rule);
  });

  it('has a fixture for every rule of both configurations', () => {
    const covered = new Set(FIXTURES.map((fixture) => fixture.rule));
    for (const config of Object.values(CONFIGS)) for (const rule of ruleNames(config)) expect(covered.has(rule), `no fixture breaks ${rule}`).toBe(true);
  });

  it('reports nothing but the fixtures: every violation in the copy comes from one of them', () => {
    const fixtureFiles = new Set(FIXTURES.flatMap((fixture) => Object.keys(fixture.files)));
    for (const violation of [...violations.main, ...violations.runtime]) {
      const names = [violation.from, violation.to, ...(violation.via ?? []).map((step) => step.name), ...(violation.cycle ?? []).map((step) => step.name)];
      expect(
        names.some((name) => fixtureFiles.has(name)),
        `${violation.rule.name}: ${violation.from} → ${violation.to}`,
      ).toBe(true);
    }
  });
});
