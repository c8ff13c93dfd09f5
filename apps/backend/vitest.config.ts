import { createRequire } from 'node:module';
import { defineTestConfig } from '@shop/vitest-config';

// graphql ships CJS (main) and ESM (module) builds; graphql-yoga loads the CJS one under Node,
// so tests must too, or schema and errors come from two "realms" (instanceof checks fail).
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// Each test file starts its own backend on its own database (in-memory PGlite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set).
export default defineTestConfig('node', {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
