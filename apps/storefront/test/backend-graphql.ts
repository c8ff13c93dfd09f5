// The in-process backend's `graphql`, for the test configs. graphql ships CJS (main) and ESM
// (module) builds; graphql-yoga loads the CJS one under Node, so the backend's own code must
// get it too (as apps/backend/vitest.config.ts does), or its errors come from another
// "realm": yoga's instanceof checks fail and masks every refusal of the B2B GraphQL as
// "Unexpected error.". Resolved from the backend's folder: it is its dependency, not ours.
import { createRequire } from 'node:module';

const fromStorefront = createRequire(import.meta.url);
const fromBackend = createRequire(fromStorefront.resolve('@shop/backend/testing'));

/** The alias of vite's `resolve.alias` that sends `graphql` to its CJS build. */
export const backendGraphqlAlias = {
  find: /^graphql$/,
  replacement: fromBackend.resolve('graphql'),
};
