import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The cluster drills (`test:drills`): HAProxy (deploy/haproxy.cfg), two backends and two
// storefronts as processes on free ports, on PostgreSQL and Redis of their own
// (test/faults/throwaway-services.ts), under a light journey load while one part is killed,
// stopped or restarted. Needs haproxy, PostgreSQL's binaries (PG_BIN) and redis-server, and
// the storefront's build (made if missing); minutes long, so not in `test`.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/drills/**/*.drill.ts'],
    fileParallelism: false,
    hookTimeout: 300_000,
  },
});
