import { defineTestConfig } from '@shop/vitest-config';

// Unit tests in jsdom; the stories run in Chromium through vitest.storybook.config.ts.
export default defineTestConfig('jsdom', {
  test: {
    name: 'unit',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
