import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealRecord } from '../../gateway/test/support/seed';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/browser';
import { signedInPage, visible, type Theme } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/**
 * The deal summary PDF end to end (docs/placement.md#deal-summary-pdf): from a deal's summary one
 * click makes the anonymised PDF, the in-page preview draws it, Download saves it under its name;
 * in both themes, the dark one at phone width, with no accessibility violation.
 */
describe('deal summary PDF in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  let dealNumber = '';

  useStackAndBrowser((started) => ({ stack, browser } = started));

  const cases: { theme: Theme; mobile: boolean }[] = [
    { theme: 'light', mobile: false },
    { theme: 'dark', mobile: true },
  ];

  it.each(cases)(
    'makes, previews and downloads the summary PDF ($theme, phone: $mobile)',
    async ({ theme, mobile }) => {
      const page = await signedInPage(browser, stack.urls.shell, 'demo-member', theme, { mobile });
      if (!dealNumber) {
        const c = stack.gateway.container;
        const owner = await c.repositories.users.findByUsername('demo-member');
        if (!owner) throw new Error('demo-member has not signed in');
        const deal = await c.repositories.deals.create(
          dealRecord(owner, {
            propertyName: 'Summary Court',
            propertyAddress: '77 Lakeshore Drive, Chicago, IL 60601',
            additionalInformation: 'A stabilised 40-unit building near transit.',
            sponsorNetWorth: '$9M',
          }),
        );
        dealNumber = deal.dealId;
        await page.reload();
      }

      await (await visible(page.getByRole('button', { name: `View ${dealNumber}` }))).click();
      const summary = page.getByRole('dialog', { name: 'Deal Summary' });
      await (await visible(summary.getByRole('button', { name: 'Summary PDF' }))).click();

      const dialog = page.getByRole('dialog', { name: `Summary PDF: ${dealNumber}` });
      await visible(dialog.locator('canvas[data-rendered-page="1"]'), 60_000);
      await expect(dialog.getByRole('radio', { name: /Anonymised/ }).isChecked()).resolves.toBe(true);
      await visible(dialog.getByText(/^Page 1 of [12]$/));
      const canvas = await dialog.locator('canvas').boundingBox();
      expect(canvas!.width).toBeGreaterThan(0);
      if (mobile) {
        expect(canvas!.width).toBeLessThanOrEqual(390);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      }
      await screenshot(page, `summary-pdf-${theme}${mobile ? '-phone' : ''}`);
      await expectAccessible(page, `Summary PDF (${theme}${mobile ? ', phone' : ''})`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${dealNumber}-summary.pdf`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );
});
