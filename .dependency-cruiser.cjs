/**
 * The floors of the project, checked by `npm run layers` (part of `npm test`). Each floor imports only
 * the floors below it:
 *
 *   engine/   generic page engine (section contract, resolve, routes, formats)
 *   kit/      what sections stand on: theme, icons, UI primitives, the edition model (no zod, no Node)
 *   sections/ one folder per section: schema, component, tests; sections/fields.ts the site's schema fields
 *   src/      the site: content model (src/content/, Node only) and the app (routes, pages, layout, entries)
 *   scripts/  build and command-line tools, grouped by concern; hosting/ (host configs, local serving) below build/
 *   studio/   the edition studio: its browser app (app/) and its server (server/: one Hono app, local and hosted); the app
 *             calls the server through a client typed by the server's routes (a type-only import of studio/server/routes.ts),
 *             and the data both use lives in shared/
 *
 * Every rule has a fixture under tests/layers/ that must break it (tests/layers.integration.test.ts), so none passes
 * vacuously. Runtime reachability (what the browser loads) is checked by .dependency-cruiser.runtime.cjs.
 */
const TEST = '\\.test\\.tsx?$|^tests/|^studio/tests/';

module.exports = {
  forbidden: [
    {
      name: 'engine-is-generic',
      comment: 'engine/ imports nothing above it: not the kit, the sections, the site, the tools, the studio, the tests or the Vite configs',
      severity: 'error',
      from: { path: '^engine/', pathNot: TEST },
      to: { path: '^(kit|sections|src|scripts|studio|tests)/|^vite\\.(base|config)\\.ts$' },
    },
    {
      name: 'engine-tests-are-generic',
      comment: 'engine/ tests use their own small fixtures; nothing they load, directly or through a helper, reaches above the engine',
      severity: 'error',
      from: { path: '^engine/.*\\.test\\.tsx?$' },
      to: { path: '^(kit|sections|src|scripts|studio)/', reachable: true },
    },
    {
      name: 'kit-stands-on-the-engine',
      comment: 'kit/ (theme, UI primitives, edition model) imports only the engine and itself',
      severity: 'error',
      from: { path: '^kit/', pathNot: TEST },
      to: { path: '^(sections|src|scripts|studio|tests)/' },
    },
    {
      name: 'section-stands-on-engine-and-kit',
      comment:
        'a section imports only the engine, the kit, the shared schema fields (sections/fields.ts) and its own folder: never another section, the site or the tools',
      severity: 'error',
      from: { path: '^sections/([^/]+)/', pathNot: TEST },
      to: { path: '^(sections|src|scripts|studio|tests)/', pathNot: '^sections/($1/|fields\\.ts$)' },
    },
    {
      name: 'section-registry-stands-on-sections',
      comment: 'the section registries (sections/index.ts, sections/schemas.ts) import sections, the engine and the kit only',
      severity: 'error',
      from: { path: '^sections/[^/]+\\.tsx?$', pathNot: TEST },
      to: { path: '^(src|scripts|studio|tests)/' },
    },
    {
      name: 'site-stands-below-the-tools',
      comment: 'the site (src/) never imports the build tools or the studio; they import it',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST },
      to: { path: '^(scripts|studio)/' },
    },
    {
      name: 'content-model-stands-below-the-app',
      comment: 'the content model (src/content/: schema, loader, rules) knows nothing of the app that shows it',
      severity: 'error',
      from: { path: '^src/content/', pathNot: TEST },
      to: { path: '^src/', pathNot: '^src/content/' },
    },
    {
      name: 'tools-stand-below-the-studio',
      comment: 'the build and command-line tools never import the studio; the studio is an app on top',
      severity: 'error',
      from: { path: '^scripts/', pathNot: TEST },
      to: { path: '^studio/' },
    },
    {
      name: 'hosting-stands-below-the-build',
      comment:
        'scripts/hosting/ (host configs, headers, local serving) never imports scripts/build/: the build writes for a host, the host knows nothing of how the pages were made',
      severity: 'error',
      from: { path: '^scripts/hosting/', pathNot: TEST },
      to: { path: '^scripts/build/' },
    },
    {
      name: 'studio-server-only-in-the-studio',
      comment: "the studio's endpoints write files; only the studio itself and tests load them",
      severity: 'error',
      from: { pathNot: `^studio/|${TEST}` },
      to: { path: '^studio/server/' },
    },
    {
      name: 'vite-configs-know-nothing-of-the-studio',
      comment:
        "the site's Vite configurations (vite.config.ts: `npm run dev`) import nothing of the studio; the local studio runs the dev server under its own app (studio/server/devStudio.ts)",
      severity: 'error',
      from: { path: '^vite\\.[^/]+\\.ts$' },
      to: { path: '^studio/' },
    },
    {
      name: 'studio-server-knows-nothing-of-the-page',
      comment: "the studio's server never imports its page: what it answers is typed by its own routes (studio/server/routes.ts)",
      severity: 'error',
      from: { path: '^studio/server/', pathNot: TEST },
      to: { path: '^studio/app/' },
    },
    {
      name: 'studio-page-runs-no-server-code',
      comment:
        "the studio's page imports its server only as a type (`import type`, gone from the bundle): its calls are typed by the server's routes (Hono's client), no server code runs in the browser",
      severity: 'error',
      from: { path: '^studio/app/', pathNot: TEST },
      to: { path: '^studio/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'studio-page-knows-only-the-api-type',
      comment:
        "the one type the studio's page takes from its server is the API's (StudioApiApp in studio/server/routes.ts); other data both sides use lives in studio/shared/",
      severity: 'error',
      from: { path: '^studio/app/', pathNot: TEST },
      to: { path: '^studio/server/', pathNot: '^studio/server/routes\\.ts$' },
    },
    {
      name: 'studio-contract-stands-below-both',
      comment: "what both sides of the studio use (studio/shared/: its address, the data it shows) imports neither side nor the studio's start script",
      severity: 'error',
      from: { path: '^studio/shared/' },
      to: { path: '^studio/', pathNot: '^studio/shared/' },
    },
    {
      name: 'tests-only-in-tests',
      comment: 'test helpers and fixtures are for tests: no source file, tool or benchmark imports them',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: '^tests/|^studio/tests/|\\.test\\.tsx?$' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles, type-only imports included: a circle of types is still a circle of meaning',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-dev|\\.build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
