import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, signInAs } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/stack';
import rootPackage from '../../package.json';

type Violations = { directive: string; blocked: string }[];

/**
 * The front ends under the static server's Content-Security-Policy, as `npm start` serves them:
 * the shell, both remotes, their styles (styled-components injects <style> tags), the API calls
 * and the notification stream all work, and the browser reports no violation.
 */
describe('the front ends under their Content-Security-Policy', () => {
  let stack: E2eStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.dispose();
  });

  async function watchedPage(): Promise<{ page: Page; violations: () => Promise<Violations>; console: string[] }> {
    const page = await (await newContext(browser)).newPage();
    const console: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: { directive: string; blocked: string }[] = [];
      (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: Violations }).cspViolations ?? []);
    return { page, violations, console };
  }

  it('the shell, Deals and Admin load with nothing blocked, styled, and show the release', async () => {
    const { page, violations, console } = await watchedPage();
    const shell = await page.goto(stack.urls.shell);
    const policy = (await shell!.allHeaders())['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`connect-src 'self' ${stack.urls.gateway}`);

    await signInAs(page, stack.urls.shell, 'demo-admin');
    await page.getByRole('heading', { name: 'DEALS', level: 1 }).waitFor();
    // styled-components' rules are in force: the sidebar is the fixed panel its styles make it.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect(await sidebar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(sidebar.getByText(`Version ${rootPackage.version}`).isVisible()).resolves.toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'ADMIN DASHBOARD' }).waitFor();
    await screenshot(page, 'csp-admin-dashboard');

    expect(await violations()).toEqual([]);
    expect(console).toEqual([]);
    await page.context().close();
  });

  it('blocks a call to an origin the policy does not name (and the watch above would have seen it)', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(stack.urls.shell);
    await page.getByRole('button', { name: 'LOGIN WITH DISCORD' }).waitFor();
    await page.evaluate(() => fetch('https://elsewhere.example/collect').catch(() => undefined));
    await expect.poll(violations).toEqual([{ directive: 'connect-src', blocked: 'https://elsewhere.example/collect' }]);
    await page.context().close();
  });
});
