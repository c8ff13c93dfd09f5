// Import rules checked in CI (`pnpm check:imports`): no import cycles anywhere, and a
// workspace reaches another only through its package name (a declared dependency and its
// entries), never a relative path into the other's folder.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other, directly or around a loop (type imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-relative-import-across-workspaces',
      comment: 'Import another workspace by its package name, not by a path into its folder.',
      severity: 'error',
      from: { path: '^(apps|packages|tooling)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^(apps|packages|tooling)/', pathNot: '^$1/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|build|coverage|storybook-static|\\.react-router|\\.turbo|\\.data)/',
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@shop/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  },
};
