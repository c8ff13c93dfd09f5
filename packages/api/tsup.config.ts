import { defineConfig } from 'tsup';

// One entry per subpath of package.json's exports (the root and each resource or service).
const subpaths = [
  'b2b',
  'carts',
  'catalogue',
  'content',
  'customers',
  'errors',
  'graphql',
  'idempotency',
  'newsletter',
  'orders',
  'pricing',
  'production',
  'search',
  'track-trace',
  'wishlist',
];

export default defineConfig({
  entry: ['src/index.ts', ...subpaths.map((subpath) => `src/${subpath}/index.ts`)],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
