import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CJS (main) and ESM (module) builds; graphql-yoga loads the CJS one under Node,
// so tests must too, or schema and errors come from two "realms" (instanceof checks fail).
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// Each test file starts its own backend on its own database (in-memory PGlite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set); two workers keep the shared 2-core
// machine responsive.
export default defineConfig({
  resolve: {
    conditions: ['@shop/source'],
    alias: [{ find: /^graphql$/, replacement: graphqlMain }],
  },
  ssr: { resolve: { conditions: ['@shop/source'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    // Generous: the 2-core machine is shared, and a busy moment must not fail a correct test.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
