import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests: one stack per file, files one at a time (Chromium is heavy on 2 cores). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
