import { readdirSync, statSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per component folder (each has an index.ts), so `@shop/ui/button` pulls in
// the button alone; shared code lands in chunks that only the entries needing it load.
const componentEntries = readdirSync('src')
  .filter((name) => !['lib', 'styles', 'test'].includes(name))
  .filter((name) => statSync(`src/${name}`).isDirectory())
  .map((name) => `src/${name}/index.ts`);

export default defineConfig({
  entry: ['src/index.ts', ...componentEntries],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@shop\//],
});
