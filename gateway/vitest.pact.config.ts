import { defineConfig } from 'vitest/config';

/** Provider verification and the pact-vs-openapi check; run after the consumer tests wrote pacts/. */
export default defineConfig({
  test: {
    include: ['test/pact/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
