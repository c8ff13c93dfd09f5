import { defineConfig } from 'tsup';

export default defineConfig({
  // The planner has a subpath of its own (@shop/domain/load-plan).
  entry: ['src/index.ts', 'src/load-plan/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
