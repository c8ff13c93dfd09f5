import { defineConfig } from 'vitest/config';

// Route-level tests: unit tests beside the code and the server-rendering tests in
// test/server. The browser suite has its own config (vitest.browser.config.ts).
export default defineConfig({
  resolve: { conditions: ['@shop/source'] },
  ssr: { resolve: { conditions: ['@shop/source'] } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
