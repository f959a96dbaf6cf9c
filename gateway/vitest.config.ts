import { defineConfig } from 'vitest/config';

/** Unit and integration tests. Pact checks (test/pact) run separately, after the consumers. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/__tests__/*.test.ts', 'sandbox/**/__tests__/*.test.ts'],
    exclude: ['test/pact/**', '**/node_modules/**'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
