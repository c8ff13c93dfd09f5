import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages export their TypeScript source under the `@shop/source` condition,
// so the app (dev, build and tests) uses them without a prebuild of their dist.
const source = '@shop/source';

// React, React DOM and React Router load on every page: one chunk instead of the five the
// automatic splitting makes, as a slow first visit pays a round trip per file (issue 8).
const framework =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } },
    },
  },
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
});
