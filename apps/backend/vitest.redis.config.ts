import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The Redis-backed suite (`test:redis`): needs a Redis server, so it is not in `test`.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/redis/**/*.redis.ts'] },
});
