import { defineTestConfig } from '@shop/vitest-config';
import { backendGraphqlAlias } from './test/backend-graphql';

/**
 * Every server test compiles the app with its own Vite dev server, and React Router's
 * plugin starts its type generator with each one: it empties `.react-router/types` and
 * writes it again, and has no option to stay off. Two workers starting at once race on
 * that folder: the loser's write fails with ENOENT, or its emptying with ENOTEMPTY when the
 * other has just written into it, in the background. The types are for the editor, not for
 * the tests, so those failures are not the tests' errors; every other one still fails the run.
 */
const typegenRaceCodes = new Set(['ENOENT', 'ENOTEMPTY', 'EEXIST']);

function isTypegenRace(error: { code?: unknown; path?: unknown }): boolean {
  return (
    typeof error.code === 'string' &&
    typegenRaceCodes.has(error.code) &&
    typeof error.path === 'string' &&
    /\/\.react-router\/types(\/|$)/.test(error.path)
  );
}

// Route-level tests: unit tests beside the code and the server-rendering tests in
// test/server. The browser suite has its own config (vitest.browser.config.ts).
export default defineTestConfig('node', {
  resolve: { alias: [backendGraphqlAlias] },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    onUnhandledError: (error) => !isTypegenRace(error as { code?: unknown; path?: unknown }),
  },
});
