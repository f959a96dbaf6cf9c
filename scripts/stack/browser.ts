import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';

/** Debian's Chromium, headless, with no background traffic (the machine has no internet). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  options: { theme?: 'light' | 'dark'; mobile?: boolean; storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(options.storageState ? { storageState: options.storageState } : {}),
    colorScheme: options.theme ?? 'light',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1366, height: 860 },
  });
  countRequestsInFlight(context);
  return context;
}

/** Calls that stay open by design: the notification centre's event stream. */
const LONG_LIVED = /\/notifications\/stream(\?|$)/;
const inFlight = new WeakMap<Page, Set<Request>>();

/** Lets `networkQuiet` see the context's pages (newContext does it for every test context). */
export function countRequestsInFlight(context: BrowserContext): void {
  const pageOf = (request: Request): Page | null => {
    try {
      return request.frame().page();
    } catch {
      return null; // a service worker's request
    }
  };
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page || LONG_LIVED.test(request.url())) return;
    if (!inFlight.has(page)) inFlight.set(page, new Set());
    inFlight.get(page)!.add(request);
  });
  const done = (request: Request) => {
    const page = pageOf(request);
    if (page) inFlight.get(page)?.delete(request);
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * Waits until the page has had no call in flight for `idleMs` (the notification stream aside),
 * or `timeoutMs` passed; true when it went quiet. Playwright's 'networkidle' never comes while
 * the stream is open, so the tests use this instead.
 */
export async function networkQuiet(page: Page, { idleMs = 500, timeoutMs = 8_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= idleMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Signs in through the sandbox Discord page as a browser user would. */
export async function signInAs(page: Page, shellUrl: string, username: string): Promise<void> {
  await page.goto(shellUrl);
  await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).click();
  await page.waitForURL(/\/oauth2\/authorize/);
  const demo = page.locator(`button[data-username="${username}"]`);
  if (await demo.count()) {
    await demo.click();
  } else {
    await page.getByLabel('Or any Discord username').fill(username);
    await page.getByRole('button', { name: 'Authorize' }).click();
  }
  // The callback lands on the shell with a single-use code in the fragment, which it removes at once.
  await page.waitForURL((url) => url.origin === new URL(shellUrl).origin && !url.hash.includes('code='));
  // Then the shell exchanges the code: signed in once it stored the user (and holds the session cookie).
  if (!new URL(page.url()).searchParams.has('error')) {
    // A function, not a string: the static server's CSP forbids evaluating strings. Typed by hand,
    // as this module is also compiled without the DOM's types (scripts/).
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
          'user',
        ) !== null,
      undefined,
      { timeout: 20_000 },
    );
  }
}
