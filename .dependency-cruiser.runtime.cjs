/**
 * What the browser loads, checked by `npm run layers` beside .dependency-cruiser.cjs. Type-only imports
 * vanish from the bundle, so this graph is read without them (tsPreCompilationDeps: false): from each
 * browser entry, nothing it loads may reach zod, jsonc-parser, a Node built-in module or the index of every icon.
 */
const BROWSER_ENTRIES = '^(src/entry-client\\.tsx|studio/app/main\\.tsx|studio/app/preview/main\\.tsx)$';

// Node's built-in modules as dependency-cruiser names them (with or without the node: prefix).
const NODE_BUILTINS = `^(node:)?(${require('node:module')
  .builtinModules.map((name) => name.replace(/[/]/g, '\\/'))
  .join('|')})$`;

module.exports = {
  forbidden: [
    {
      name: 'browser-code-has-no-zod',
      comment: 'validation runs at build time; nothing the browser loads imports zod (directly or through a module it loads)',
      severity: 'error',
      from: { path: BROWSER_ENTRIES },
      to: { path: '(^|/)node_modules/zod/', reachable: true },
    },
    {
      name: 'browser-code-has-no-jsonc-parser',
      comment: 'files are read and checked on the machine (build, studio server); the browser never parses a content file',
      severity: 'error',
      from: { path: BROWSER_ENTRIES },
      to: { path: '(^|/)node_modules/jsonc-parser/', reachable: true },
    },
    {
      name: 'browser-code-has-no-node',
      comment: 'nothing the browser loads imports a Node built-in module (fs, path, …)',
      severity: 'error',
      from: { path: BROWSER_ENTRIES },
      to: { path: NODE_BUILTINS, reachable: true },
    },
    {
      name: 'browser-code-imports-icons-one-by-one',
      comment:
        "icons come from lucide-react/icons/<name>: the package's index holds every icon, which the dev server and the studio would load whole (5 MB, twice with the preview)",
      severity: 'error',
      from: { path: BROWSER_ENTRIES },
      // The index however it resolves: its ES module, its CommonJS file or its type declarations.
      to: { path: '(^|/)node_modules/lucide-react/dist/((esm|cjs)/)?lucide-react\\.(mjs|js|d\\.ts)$', reachable: true },
    },
  ],
  options: {
    exclude: { path: '^(dist|dist-dev|\\.build)/' },
    doNotFollow: { path: 'node_modules', dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg'] },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'browser', 'default', 'types'] },
  },
};
