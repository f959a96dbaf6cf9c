import type { Browser, Locator, Page } from 'playwright-core';
import { newContext, signInAs } from './browser';

export type Theme = 'light' | 'dark';

/** Waits for the first match to show (the remotes load lazily), then returns it. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** A new page in its own context, in `theme` from the first paint (the stored choice the shell reads). */
export async function pageIn(browser: Browser, theme: Theme, options: { mobile?: boolean } = {}): Promise<Page> {
  const context = await newContext(browser, { theme, mobile: options.mobile });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  return page;
}

/** `pageIn`, signed in as `username` through the sandbox Discord, on the Deals page. */
export async function signedInPage(
  browser: Browser,
  shellUrl: string,
  username: string,
  theme: Theme = 'light',
  options: { mobile?: boolean } = {},
): Promise<Page> {
  const page = await pageIn(browser, theme, options);
  await signInAs(page, shellUrl, username);
  await visible(page.getByRole('heading', { name: 'DEALS', level: 1 }));
  return page;
}
