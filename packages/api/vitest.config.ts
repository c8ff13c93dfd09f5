import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript sources of workspace packages (the `@shop/source`
// export condition), so @shop/domain and @shop/backend need no prebuild.
const conditions = ['@shop/source', 'node', 'module', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Contract tests each start a backend on an in-memory PGlite: keep parallelism low on
    // the shared two-core machine, and give the database time to boot.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
