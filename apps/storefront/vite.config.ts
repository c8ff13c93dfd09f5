import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { shellChunkGroup } from './vite-plugins/shell-chunk.ts';

// Workspace packages export their TypeScript source under the `@shop/source` condition,
// so the app (dev, build and tests) uses them without a prebuild of their dist.
const source = '@shop/source';

// React, React DOM and React Router load on every page: one chunk instead of the five the
// automatic splitting makes, as a slow first visit pays a round trip per file (behaviour.md#performance).
const framework =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/;

// Everything else the client entry, the root route and the buyer layout load: one `shell`
// chunk (behaviour.md#performance), not some thirty small ones. Only `react-router build` pays the first pass.
const shellEntry =
  /(^|[\\/])app[\\/](root\.tsx|shell[\\/]buyer-layout\.route\.tsx)(\?|$)|entry\.client/;

export default defineConfig(async ({ command }) => {
  const shell =
    command === 'build'
      ? await shellChunkGroup(fileURLToPath(import.meta.url), (id) => shellEntry.test(id))
      : undefined;
  return {
    plugins: [reactRouter()],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: framework, priority: 2 },
              ...(shell ? [{ ...shell, priority: 1 }] : []),
            ],
          },
        },
      },
    },
    resolve: { conditions: [source, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  };
});
