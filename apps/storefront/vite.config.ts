import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages export their TypeScript source under the `@shop/source` condition,
// so the app (dev, build and tests) uses them without a prebuild of their dist.
const source = '@shop/source';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
});
