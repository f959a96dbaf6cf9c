import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startE2eStack, type E2eStack } from './stack';

/**
 * Starts a stack as `npm start` runs it and a browser before a test file's tests (handing both to
 * `onStarted`), and stops both after them.
 */
export function useStackAndBrowser(
  onStarted: (started: { stack: E2eStack; browser: Browser }) => void,
  env?: NodeJS.ProcessEnv,
): void {
  const started: { stack?: E2eStack; browser?: Browser } = {};
  beforeAll(async () => {
    const stack = await startE2eStack(env);
    started.stack = stack;
    const browser = await launchBrowser();
    started.browser = browser;
    onStarted({ stack, browser });
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.stack?.dispose();
  });
}
