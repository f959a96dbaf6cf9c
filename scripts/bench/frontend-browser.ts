import type { Browser, BrowserContext, Page } from 'playwright-core';
import { countRequestsInFlight, networkQuiet, signInAs } from '../stack/browser';
import type { Stack } from '../stack/stack';
import { recordJs, type JsFile } from './frontend-bundles';
import { INIT_SCRIPT, READ_TIMINGS, type PageTimings } from './frontend-page';
import { VIEWPORT } from './frontend-plan';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the sandbox Discord once and keeps the session (the token in localStorage). */
export async function signedInState(browser: Browser, stack: Stack, username: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signInAs(page, stack.urls.shell, username);
    await page.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor({ timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function benchPage(
  browser: Browser,
  state?: StorageState,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', storageState: state });
  countRequestsInFlight(context);
  const page = await context.newPage();
  await page.addInitScript({ content: INIT_SCRIPT });
  return { context, page };
}

export async function timings(page: Page): Promise<PageTimings> {
  return (await page.evaluate(READ_TIMINGS)) as PageTimings;
}

export async function waitForMark(page: Page, mark: 'listRow' | 'pipelineRow', timeout = 30_000): Promise<void> {
  // A function, not a string: the static servers' CSP refuses evaluating strings in the page.
  await page.waitForFunction(
    (name) => {
      const bench = (
        globalThis as unknown as { __bench?: { marks: Record<string, { frame: unknown; idle: unknown } | undefined> } }
      ).__bench;
      const m = bench?.marks[name];
      return !!m && m.frame !== null && m.idle !== null;
    },
    mark,
    { timeout, polling: 50 },
  );
}

export async function recordVisit(
  browser: Browser,
  url: string,
  state: StorageState | undefined,
  ready: (page: Page) => Promise<void>,
): Promise<JsFile[]> {
  const { context, page } = await benchPage(browser, state);
  try {
    const recorder = recordJs(page);
    await page.goto(url);
    await ready(page);
    await networkQuiet(page, { timeoutMs: 30_000 });
    return await recorder.stop();
  } finally {
    await context.close();
  }
}
