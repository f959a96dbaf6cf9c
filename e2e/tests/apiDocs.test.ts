import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newContext, screenshot } from '../support/browser';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/** The API reference at /docs renders in a real browser under its own Content-Security-Policy, offline. */
describe('the API reference at /docs', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  it('renders and navigates with no CSP violation, console error or outside request', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    const gateway = new URL(stack.urls.gateway).origin;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== gateway) problems.push(`request to ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });

    const response = await page.goto(`${stack.urls.gateway}/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'nonce-");
    await expect.poll(() => page.title()).toBe('Broker Deal Portal API');
    // Hydrated: the sidebar navigates within the page (hash routes keep the URL on /docs).
    await page.getByRole('link', { name: 'deals', exact: true }).first().click();
    await expect.poll(() => page.url()).toBe(`${stack.urls.gateway}/docs#/deals`);
    await page.getByText('Create a deal for the caller').filter({ visible: true }).first().waitFor();
    await page.getByRole('link', { name: 'webhooks', exact: true }).first().click();
    await page.getByText('GHL opportunity events').filter({ visible: true }).first().waitFor();
    await screenshot(page, 'api-docs');

    expect(problems).toEqual([]);
    await context.close();
  });
});
