/**
 * What the browser loads, checked by `npm run layers` beside .dependency-cruiser.cjs. Type-only imports
 * vanish from the bundle, so this graph is read without them (tsPreCompilationDeps: false): from each
 * browser entry, nothing it loads may reach zod or a Node built-in module.
 */
const BROWSER_ENTRIES = '^(src/entry-client\\.tsx|studio/app/main\\.tsx|studio/app/preview/main\\.tsx)$';

// Node's built-in modules as dependency-cruiser names them (with or without the node: prefix).
const NODE_BUILTINS = `^(node:)?(${require('node:module').builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`;

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
      name: 'browser-code-has-no-node',
      comment: 'nothing the browser loads imports a Node built-in module (fs, path, …)',
      severity: 'error',
      from: { path: BROWSER_ENTRIES },
      to: { path: NODE_BUILTINS, reachable: true },
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
