import { defineTestConfig } from '@shop/vitest-config';

export default defineTestConfig('node', {
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions with no module state: workers may share modules.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
