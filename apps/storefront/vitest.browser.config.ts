import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// End-to-end suite (`test:browser`): real backend, the built storefront served by
// react-router-serve, Debian's Chromium. One file at a time: each starts its own servers.
export default defineConfig({
  ssr: { resolve: { conditions: ['@shop/source', ...defaultServerConditions] } },
  test: {
    include: ['test/browser/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
