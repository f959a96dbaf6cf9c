// The vitest set-up of every front end: component tests in jsdom and, for the apps that have
// them, consumer pacts in node (written to pacts/<consumer>-gateway.json, one file at a time).
import { defineConfig } from 'vitest/config';

/**
 * @param {{ componentTimeoutMs: number, pacts?: boolean }} options
 */
export function createVitestConfig({ componentTimeoutMs, pacts = true }) {
  const components = {
    test: {
      name: 'components',
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: [
        'src/**/__tests__/**/*.test.{ts,tsx}',
        'test/**/*.test.{ts,tsx}',
        'build/**/__tests__/**/*.test.{ts,tsx}',
      ],
      exclude: ['**/*.pact.test.ts', '**/node_modules/**'],
      restoreMocks: true,
      testTimeout: componentTimeoutMs,
    },
  };
  const consumerPacts = {
    test: {
      name: 'pacts',
      environment: 'node',
      include: ['src/**/__tests__/**/*.pact.test.ts'],
      fileParallelism: false,
      testTimeout: 30_000,
    },
  };
  return defineConfig({ test: { projects: pacts ? [components, consumerPacts] : [components] } });
}
