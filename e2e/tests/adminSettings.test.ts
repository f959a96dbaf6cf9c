import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, networkQuiet, screenshot } from '../support/browser';
import { pageIn, visible, type Theme } from '../support/page';
import { signInAs } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/stack';

/** Settings → Document checklists and Stale deals, in the browser against the whole stack. */
describe('admin Settings: checklist templates and stale thresholds in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const page of pages)
      await page
        .context()
        .close()
        .catch(() => undefined);
    await browser?.close();
    await stack?.dispose();
  });

  async function settingsPage(theme: Theme, options: { mobile?: boolean } = {}): Promise<Page> {
    const page = await pageIn(browser, theme, options);
    pages.push(page);
    await signInAs(page, stack.urls.shell, 'demo-admin');
    await page.goto(`${stack.urls.shell}/admin?tab=settings`);
    return page;
  }

  const checklistCard = (page: Page) => page.getByRole('region', { name: 'Document checklists' });
  const staleCard = (page: Page) => page.getByRole('region', { name: 'Stale deals' });

  it('an edited template item and threshold are saved and still there after a reload', async () => {
    const page = await settingsPage('light');
    try {
      const checklist = checklistCard(page);
      await visible(checklist.getByLabel('Deal type'), 30_000);
      await checklist.getByLabel('Deal type').selectOption('Bridge');
      const first = checklist.getByRole('group', { name: /^Item 1 of \d+$/ });
      await first.getByLabel('Name', { exact: true }).fill('Executed Purchase Agreement');
      await first.getByLabel('Short description').fill('Signed by buyer and seller, with all amendments');
      await visible(checklist.getByText('Unsaved changes', { exact: true }));
      await expectAccessible(page, 'Settings: document checklists with unsaved changes (light)');
      await checklist.getByRole('button', { name: 'Save checklists' }).click();
      await visible(page.getByText('Checklist templates saved'), 30_000);

      const stale = staleCard(page);
      await stale.getByLabel(/^Proposal:/).fill('9');
      await stale.getByRole('button', { name: 'Save thresholds' }).click();
      await visible(page.getByText('Stale thresholds saved'), 30_000);
      await networkQuiet(page);

      await page.reload();
      await visible(checklist.getByLabel('Deal type'), 30_000);
      await checklist.getByLabel('Deal type').selectOption('Bridge');
      const kept = checklist.getByRole('group', { name: /^Item 1 of \d+$/ });
      expect(await kept.getByLabel('Name', { exact: true }).inputValue()).toBe('Executed Purchase Agreement');
      expect(await kept.getByLabel('Short description').inputValue()).toBe(
        'Signed by buyer and seller, with all amendments',
      );
      expect(await checklist.getByText(/^Last saved /).count()).toBe(1);
      await visible(stale.getByLabel(/^Proposal:/));
      expect(await stale.getByLabel(/^Proposal:/).inputValue()).toBe('9');
      expect(await stale.getByLabel(/^Closed:/).inputValue()).toBe('');
      await screenshot(page, 'admin-settings-saved');
    } catch (error) {
      await screenshot(page, 'admin-settings-save-failed');
      throw error;
    }
  });

  it('resets the saved thresholds to the defaults after a confirmation, still the defaults after a reload', async () => {
    const page = await settingsPage('light');
    try {
      const stale = staleCard(page);
      await visible(stale.getByLabel(/^Proposal:/), 30_000);
      // The first test saved Proposal at 9 days.
      expect(await stale.getByLabel(/^Proposal:/).inputValue()).toBe('9');
      await stale.getByRole('button', { name: 'Reset to defaults' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Reset to defaults' });
      await visible(dialog);
      await expectAccessible(page, 'Settings: reset the stale thresholds (light)');
      await dialog.getByRole('button', { name: 'Restore the defaults' }).click();
      await visible(page.getByText('Default stale thresholds restored'), 30_000);
      await visible(stale.getByText('Defaults in use', { exact: true }));
      await networkQuiet(page);

      await page.reload();
      await visible(stale.getByLabel(/^Proposal:/), 30_000);
      expect(await stale.getByLabel(/^Proposal:/).inputValue()).toBe('14');
      expect(await stale.getByLabel(/^Qualification:/).inputValue()).toBe('7');
      expect(await stale.getByLabel(/^Closed:/).inputValue()).toBe('');
      await visible(stale.getByText('Defaults in use', { exact: true }));
      expect(await stale.getByRole('button', { name: 'Reset to defaults' }).count()).toBe(0);
    } catch (error) {
      await screenshot(page, 'admin-settings-stale-reset-failed');
      throw error;
    }
  });

  it("asks before the sidebar's Deals link leaves an unsaved threshold: dismissed stays with the edit, accepted goes", async () => {
    const page = await settingsPage('light');
    try {
      const stale = staleCard(page);
      await visible(stale.getByLabel(/^Approved:/), 30_000);
      await stale.getByLabel(/^Approved:/).fill('44');
      await visible(stale.getByText('Unsaved changes', { exact: true }));
      const sidebarDeals = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Deals' });

      const questions: string[] = [];
      page.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      await sidebarDeals.click();
      expect(questions).toEqual(['You have unsaved changes. Leave this page without saving them?']);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin?tab=settings');
      expect(await stale.getByLabel(/^Approved:/).inputValue()).toBe('44');

      page.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.accept();
      });
      await sidebarDeals.click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
      expect(questions).toHaveLength(2);
      await visible(page.getByRole('heading', { name: 'DEALS', exact: true }), 30_000);
    } catch (error) {
      await screenshot(page, 'admin-settings-leave-unsaved-failed');
      throw error;
    }
  });

  it('both cards fit a 390 px phone and pass the accessibility check in the dark theme, also with errors shown', async () => {
    const page = await settingsPage('dark', { mobile: true });
    try {
      const checklist = checklistCard(page);
      const stale = staleCard(page);
      await visible(checklist.getByLabel('Deal type'), 30_000);
      await visible(stale.getByLabel(/^Qualification:/));
      for (const card of [checklist, stale]) {
        const box = await card.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      // The thresholds table needs no sideways scrolling on a phone.
      const scroller = stale.getByRole('table').locator('..');
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      // Refused before sending: the messages show under their fields.
      await checklist.getByRole('button', { name: 'Add document' }).click();
      await checklist.getByRole('button', { name: 'Save checklists' }).click();
      await visible(checklist.getByRole('alert').getByText('Fix 1 problem before saving'));
      await stale.getByLabel(/^Underwriting:/).fill('400');
      await stale.getByRole('button', { name: 'Save thresholds' }).click();
      await visible(stale.getByText(/^Underwriting: days in stage must be a whole number from 1 to 365/));
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'Settings: document checklists and stale deals with errors (dark, phone)');
      await screenshot(page, 'admin-settings-dark-phone');
    } catch (error) {
      await screenshot(page, 'admin-settings-dark-phone-failed');
      throw error;
    }
  });
});
