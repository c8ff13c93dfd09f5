import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The fault suite (`test:faults`): each file starts PostgreSQL and Redis servers of its own
// on free ports (test/faults/throwaway-services.ts), so it can stop, restart and kill them;
// it needs PostgreSQL's binaries (PG_BIN, default /usr/lib/postgresql/15/bin) and
// redis-server, so it is not in `test`.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/faults/**/*.fault.ts'], fileParallelism: false },
});
