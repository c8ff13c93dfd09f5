import { defineTestConfig } from '@shop/vitest-config';

// Each file starts its own backend on an in-memory PGlite: give the database time to boot.
export default defineTestConfig('node', {
  test: { include: ['test/**/*.test.ts'], hookTimeout: 180_000 },
});
