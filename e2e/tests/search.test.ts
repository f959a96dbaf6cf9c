import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealRecord, seedUser } from '../../gateway/test/support/seed';
import { screenshot } from '../support/browser';
import { signedInPage, visible, type Theme } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/** Deal search and the admins' saved views, against the stack as `npm start` runs it (docs/search.md). */
describe('deal search and saved views in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  const signedIn = (username: string, theme: Theme) => signedInPage(browser, stack.urls.shell, username, theme);

  it('a member finds their deal by part of its address and opens it from the keyboard; never another member’s', async () => {
    const page = await signedIn('demo-member', 'light');
    const c = stack.gateway.container;
    const member = (await c.repositories.users.findByUsername('demo-member'))!;
    const broker = await seedUser(c, { username: 'e2e-search-broker', name: 'Search Broker' });
    await c.repositories.deals.create(
      dealRecord(member, {
        propertyName: 'Lighthouse Lofts',
        propertyAddress: '4100 Lighthouse Point Road, Galveston TX',
        contactName: 'Marisol Vega',
        status: 'Open',
      }),
    );
    await c.repositories.deals.create(
      dealRecord(member, { propertyName: 'Juniper Annex', propertyAddress: '9 Juniper Court, Boise ID' }),
    );
    await c.repositories.deals.create(
      dealRecord(broker, {
        propertyName: 'Other Broker Tower',
        propertyAddress: '4200 Lighthouse Point Road, Galveston TX',
        status: 'Open',
      }),
    );

    const box = page.getByRole('combobox', { name: 'Search deals' });
    await box.fill('lighthou');
    const listbox = await visible(page.getByRole('listbox', { name: 'Matching deals' }));
    await visible(listbox.getByRole('option', { name: /Marisol Vega/ }));
    await expect(listbox.getByRole('option').count()).resolves.toBe(1);
    await expect(listbox.getByText(/Other Broker Tower/).count()).resolves.toBe(0);
    await screenshot(page, 'search-suggestions-light');

    await box.press('ArrowDown');
    const option = listbox.getByRole('option', { name: /Marisol Vega/ });
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(await option.getAttribute('id'));
    await box.press('Enter');
    const summary = await visible(page.getByRole('dialog', { name: 'Deal Summary' }));
    await visible(summary.getByText('Lighthouse Lofts'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The list filtered by the search, in the address.
    await box.fill('galveston');
    await box.press('Enter');
    await page.waitForURL(/[?&]q=galveston/);
    await visible(page.getByRole('listitem').filter({ hasText: 'Lighthouse Lofts' }));
    await expect.poll(() => page.getByText('Juniper Annex').count()).toBe(0);
    await expect(page.getByText('Other Broker Tower').count()).resolves.toBe(0);
    await page.context().close();
  }, 180_000);

  it('an admin saves the filters and search as a view; its link reopens the same filters in a new session', async () => {
    const admin = await signedIn('demo-admin', 'dark');
    const box = admin.getByRole('combobox', { name: 'Search deals' });
    await box.fill('lighthouse point');
    await visible(admin.getByRole('option', { name: /Other Broker Tower/ }));
    await box.press('Escape');
    await box.press('Enter');
    await admin.waitForURL(/[?&]q=lighthouse/);
    await admin.getByRole('search', { name: 'Filter deals' }).getByLabel('Status').selectOption('Open');
    await visible(admin.getByText('Showing 2 deals', { exact: true }));

    await admin.getByRole('button', { name: 'Save view' }).click();
    const dialog = await visible(admin.getByRole('dialog', { name: 'Save view' }));
    await dialog.getByLabel('Name').fill('Lighthouse, open');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const chip = await visible(admin.getByRole('button', { name: 'Lighthouse, open', exact: true }));
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(admin, 'saved-views-dark');

    // Away from the view: the chip is no longer current; clicking it brings the filters back.
    await admin.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('false');
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    const link = admin.url();
    expect(new URL(link).searchParams.get('q')).toBe('lighthouse point');
    expect(new URL(link).searchParams.get('status')).toBe('Open');
    await admin.context().close();

    // The view's link in a fresh session: the same filters, search and current view.
    const shared = await signedIn('demo-admin', 'light');
    await shared.goto(link);
    await visible(shared.getByText('Showing 2 deals', { exact: true }));
    await expect(shared.getByRole('combobox', { name: 'Search deals' }).inputValue()).resolves.toBe('lighthouse point');
    await expect(shared.getByRole('search', { name: 'Filter deals' }).getByLabel('Status').inputValue()).resolves.toBe(
      'Open',
    );
    const sharedChip = await visible(shared.getByRole('button', { name: 'Lighthouse, open', exact: true }));
    await expect(sharedChip.getAttribute('aria-pressed')).resolves.toBe('true');
    await visible(shared.getByRole('listitem').filter({ hasText: 'Other Broker Tower' }));
    await shared.context().close();
  }, 180_000);
});
