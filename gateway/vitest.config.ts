import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/__tests__/*.test.ts', 'sandbox/**/__tests__/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
