import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'components',
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['**/*.pact.test.ts', '**/node_modules/**'],
          restoreMocks: true,
          testTimeout: 30_000,
        },
      },
      {
        // Consumer pacts run in node against Pact's mock server and write pacts/mfe-deals-gateway.json.
        test: {
          name: 'pacts',
          environment: 'node',
          include: ['src/**/__tests__/**/*.pact.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
