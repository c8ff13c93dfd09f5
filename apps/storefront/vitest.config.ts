import { defineTestConfig } from '@shop/vitest-config';

// Route-level tests: unit tests beside the code and the server-rendering tests in
// test/server. The browser suite has its own config (vitest.browser.config.ts).
export default defineTestConfig('node', {
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
  },
});
