import { defineTestConfig } from '@shop/vitest-config';

export default defineTestConfig('node', { test: { include: ['src/**/*.test.ts'] } });
