// The vitest preset every workspace starts from. Tests read the other workspaces'
// TypeScript source through the `@shop/source` export condition, so no test run waits for
// a build (turbo's `test` depends on `^topo`, not `^build`); and the workspaces run side by
// side on a two-core machine, so two workers at most and time limits a busy moment cannot
// break.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';

/** Where a workspace's tests run: Node (servers, clients, rules) or jsdom (React components). */
export type TestRuntime = 'node' | 'jsdom';

const SOURCE_CONDITION = '@shop/source';

/** Vite's own resolve conditions for `runtime`, led by the workspace source condition. */
export function sourceConditions(runtime: TestRuntime | 'browser'): string[] {
  const defaults = runtime === 'node' ? defaultServerConditions : defaultClientConditions;
  return [SOURCE_CONDITION, ...defaults];
}

/**
 * The preset for `runtime`, merged with the workspace's own settings (`include`, setup
 * files, coverage, longer limits). Both resolvers get the conditions: vitest resolves some
 * imports through the client one and some through the SSR one.
 */
export function defineTestConfig(
  runtime: TestRuntime,
  config: ViteUserConfig = {},
): ViteUserConfig {
  const conditions = sourceConditions(runtime);
  return mergeConfig(
    defineConfig({
      resolve: { conditions },
      ssr: { resolve: { conditions } },
      // Vitest loads global setup files through an environment of its own, whose resolve
      // options are not the two above; without the condition there, a global setup that
      // imports a workspace needs that workspace's dist/ (a build) to exist.
      environments: { __vitest__: { resolve: { conditions } } },
      test: {
        environment: runtime,
        maxWorkers: 2,
        testTimeout: 30_000,
        hookTimeout: 120_000,
      },
    }),
    config,
  );
}
