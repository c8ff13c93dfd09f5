import { defineTestConfig } from '@shop/vitest-config';

// Unit tests only: the calls against the real backend are @shop/api-contract-tests'.
export default defineTestConfig('node', { test: { include: ['src/**/*.test.ts'] } });
