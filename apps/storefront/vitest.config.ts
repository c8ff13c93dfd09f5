import { defineTestConfig } from '@shop/vitest-config';

/**
 * Every server test compiles the app with its own Vite dev server, and React Router's
 * plugin starts its type generator with each one: it empties `.react-router/types` and
 * writes it again. Two workers starting at once race on that folder, and the loser's
 * write fails with ENOENT in the background. The types are for the editor, not for the
 * tests, so that one failure is not the tests' error; every other one still fails the run.
 */
function isTypegenRace(error: { code?: unknown; path?: unknown }): boolean {
  return (
    error.code === 'ENOENT' &&
    typeof error.path === 'string' &&
    error.path.includes('/.react-router/types/')
  );
}

// Route-level tests: unit tests beside the code and the server-rendering tests in
// test/server. The browser suite has its own config (vitest.browser.config.ts).
export default defineTestConfig('node', {
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    onUnhandledError: (error) => !isTypegenRace(error as { code?: unknown; path?: unknown }),
  },
});
