/**
 * The layers of the project, checked by `npm run layers` (part of `npm test`):
 * engine/ is generic and knows sections only through a registry it is given; sections/ own their
 * schema and component; src/ is the site that wires them together; scripts/ are tools.
 */
module.exports = {
  forbidden: [
    {
      name: 'engine-is-generic',
      comment: 'engine/ imports nothing from the site (src/), the sections (sections/), the tools (scripts/) or the tests',
      severity: 'error',
      from: { path: '^engine/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(src|sections|scripts|tests)/' },
    },
    {
      name: 'engine-tests-are-generic',
      comment: 'engine/ tests use their own small fixtures, not the site or its sections',
      severity: 'error',
      from: { path: '^engine/.*\\.test\\.tsx?$' },
      to: { path: '^(src|sections)/' },
    },
    {
      name: 'sections-do-not-know-the-tools',
      comment: 'a section imports the engine and the site\'s UI and types, never the build tools or tests',
      severity: 'error',
      from: { path: '^sections/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'site-does-not-know-the-tools',
      comment: 'the site (src/) never imports the build tools or tests; they import it',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'studio-stays-in-the-dev-server',
      comment: 'the edition studio (src/studio/) is reached only through its dev-server pages (scripts/studio/): no page of the site imports it, so none of it can enter the production build',
      severity: 'error',
      from: { pathNot: '^(src/studio|scripts/studio|tests)/|^scripts/studio\\.ts$' },
      to: { path: '^src/studio/' },
    },
    {
      name: 'studio-server-only-in-the-dev-server',
      comment: 'the studio\'s endpoints write files; only vite.config.ts (serve only), npm run studio and tests load them',
      severity: 'error',
      from: { pathNot: '^(scripts/studio|tests)/|^scripts/studio\\.ts$|^vite\\.config\\.ts$' },
      to: { path: '^scripts/studio/' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles (type-only imports excepted: they vanish from the build)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] } },
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
