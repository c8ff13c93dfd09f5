import { defineTestConfig } from '@shop/vitest-config';
import { backendGraphqlAlias } from './test/backend-graphql';

// End-to-end suite (`test:browser`): real backend, the built storefront served by its
// production server (server.ts), Debian's Chromium. One file at a time: each starts its own
// servers. Under CI a failed test runs once more: on two busy cores a page, a worker or a
// lazily loaded chunk is sometimes seconds late; a test that fails twice fails the run.
export default defineTestConfig('node', {
  resolve: { alias: [backendGraphqlAlias] },
  test: {
    include: ['test/browser/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    retry: process.env.CI ? 1 : 0,
  },
});
