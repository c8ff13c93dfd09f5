import { createRequire } from 'node:module';
import { defineTestConfig } from '@shop/vitest-config';

// graphql ships CJS (main) and ESM (module) builds; graphql-yoga loads the CJS one under Node,
// so the in-process backend must too, or its GraphQL errors come from another "realm" and
// Yoga masks them (as the backend's own vitest config does).
const graphqlMain = createRequire(
  new URL('../../apps/backend/package.json', import.meta.url),
).resolve('graphql');

// Each file starts its own backend on an in-memory PGlite: give the database time to boot.
export default defineTestConfig('node', {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: { include: ['test/**/*.test.ts'], hookTimeout: 180_000 },
});
