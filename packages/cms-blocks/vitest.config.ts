import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run in jsdom against the TypeScript sources of @shop/domain and @shop/ui (the
// `@shop/source` export condition), so no workspace has to be built first. Both the
// client and the SSR resolver get the condition: vitest resolves some imports through each.
const conditions = ['@shop/source', ...defaultClientConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Two cores are shared with other workspaces; typing through user-event in jsdom can
    // take seconds on a busy machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**', 'src/stories/**'],
      // Measured 97 % statements / 90 % branches; the floor keeps it from sliding.
      thresholds: { statements: 95, branches: 88, functions: 95, lines: 95 },
    },
  },
});
