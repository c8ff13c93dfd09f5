import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit tests run in jsdom against the sources of @shop/domain (the `@shop/source`
// condition), so no workspace has to be built first.
export default defineConfig({
  resolve: { conditions: ['@shop/source', ...defaultClientConditions] },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Two cores are shared with other workspaces; typing through user-event in jsdom can
    // take seconds on a busy machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
