import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealRecord, seedUser } from '../../gateway/test/support/seed';
import { screenshot } from '../support/browser';
import { signedInPage, visible, type Theme } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

const MB = 1024 * 1024;

/** A PDF of exactly `size` bytes: a real header (the gateway checks magic bytes), random content, the EOF marker. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** The mfe-deals remote inside the shell, against the stack as `npm start` runs it. */
describe('deals page in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  const signedIn = (username: string, theme: Theme, options: { mobile?: boolean } = {}) =>
    signedInPage(browser, stack.urls.shell, username, theme, options);

  /** Records every value the upload progress bar shows until it goes away. */
  async function recordProgress(page: Page): Promise<void> {
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      const read = () => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value !== null && value !== undefined && seen[seen.length - 1] !== Number(value)) seen.push(Number(value));
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
  }

  it('a member creates a deal, uploads a PDF with live progress, finds it everywhere, edits and deletes it', async () => {
    const page = await signedIn('demo-member', 'light');
    await visible(page.getByRole('tab', { name: 'Deal List' }));

    // Create.
    await page.getByRole('button', { name: 'NEW DEAL' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Deal' });
    await visible(dialog);
    await expect(dialog.getByRole('tab', { name: 'Documents' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Create Deal' }).click();
    await visible(dialog.getByText('First Name is required'));
    await expect(dialog.getByText('Loan Request is required').isVisible()).resolves.toBe(true);
    await dialog.getByLabel('First Name').fill('Cleo');
    await dialog.getByLabel('Last Name').fill('Client');
    await dialog.getByLabel('Phone Number').fill('555-0100');
    await dialog.getByLabel('Email Address').fill('cleo@example.com');
    await dialog.getByLabel('Deal Type').selectOption('Acquisition');
    await dialog.getByLabel('Property Type').selectOption('Multifamily');
    await dialog.getByLabel('Property Address').fill('1 Harbor Way, Springfield');
    await dialog.getByLabel('Loan Request').fill('$1.5M');
    await dialog.getByLabel('Additional Details').fill('Stabilised asset, quick close wanted.');
    await screenshot(page, 'deals-create-form-light');
    await dialog.getByRole('button', { name: 'Create Deal' }).click();
    await visible(page.getByText('Deal created successfully', { exact: true }));
    await visible(dialog.getByText('Deal created successfully! Now you can upload documents.'));
    await expect(dialog.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).resolves.toBe('true');

    // Upload a 3 MB PDF over a throttled link so the bar has time to move.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1.5 * MB,
    });
    await recordProgress(page);
    await dialog
      .getByLabel('Click to upload documents')
      .setInputFiles({ name: 'appraisal.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(3 * MB) });
    await visible(dialog.getByText('Uploading...'));
    await page.waitForFunction(() => {
      const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await screenshot(page, 'deals-upload-progress-light');
    await visible(page.getByText('Document uploaded successfully'), 30_000);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    expect(new Set(progress).size).toBeGreaterThanOrEqual(3);
    const documents = dialog.getByRole('list', { name: 'Uploaded Documents' });
    await visible(documents.getByText('appraisal.pdf'));
    await expect(documents.getByText(/^3 MB · /).isVisible()).resolves.toBe(true);

    // An oversize file is refused before it is sent.
    await dialog
      .getByLabel('Click to upload documents')
      .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(10 * MB + 1) });
    await visible(dialog.getByRole('alert').filter({ hasText: 'File size must be less than 10MB' }));
    await screenshot(page, 'deals-create-documents-light');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list, the dashboard and the pipeline.
    // The deal list's row (the dashboard's recent lists name the deal too).
    const row = page
      .getByRole('list', { name: 'Deals', exact: true })
      .getByRole('listitem')
      .filter({ hasText: /DL-\d{4}-\d{6}/ });
    await visible(row);
    const dealId = (await row.first().textContent())?.match(/DL-\d{4}-\d{6}/)?.[0] ?? '';
    expect(dealId).not.toBe('');
    await expect(row.getByText('1 Harbor Way, Springfield', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(row.getByText('Qualification').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'TOTAL LOAN VOLUME' }).textContent()).resolves.toContain('$1.5M');
    await expect(page.getByRole('region', { name: 'TOTAL DEALS' }).textContent()).resolves.toContain('1');
    await expect(page.getByRole('region', { name: 'ACTIVE DEALS' }).textContent()).resolves.toContain('1');
    await expect(page.getByRole('region', { name: 'AVERAGE LOAN AMOUNT' }).textContent()).resolves.toContain('$1.5M');
    // Named by its client until the sandbox GHL links it, then by its opportunity ('DL-… · address').
    await expect(page.getByRole('region', { name: 'RECENT ACTIVITY' }).textContent()).resolves.toMatch(
      /Cleo Client|1 Harbor Way, Springfield/,
    );
    // The charts are drawn (lazily loaded ECharts, SVG renderer).
    await visible(page.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg'), 20_000);
    await screenshot(page, 'deals-member-list-light');

    await page.getByRole('tab', { name: 'Deal Pipeline' }).click();
    const qualification = page.getByRole('region', { name: 'Qualification stage' });
    await visible(qualification);
    await expect(qualification.getByText('1 deal', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(qualification.getByText('$1.5M').first().isVisible()).resolves.toBe(true);
    await expect(qualification.getByText('Multifamily').first().isVisible()).resolves.toBe(true);
    await qualification.getByRole('button', { name: new RegExp(`Show details of ${dealId}`) }).click();
    await visible(qualification.getByText('Stabilised asset, quick close wanted.').last());
    await screenshot(page, 'deals-member-pipeline-light');

    // The same page in the dark theme.
    const dark = await signedIn('demo-member', 'dark');
    await visible(dark.getByRole('listitem').filter({ hasText: dealId }));
    await visible(dark.getByRole('region', { name: 'DEALS BY STAGE' }).locator('svg'), 20_000);
    await screenshot(dark, 'deals-member-list-dark');
    await dark.getByRole('tab', { name: 'Deal Pipeline' }).click();
    await visible(dark.getByRole('region', { name: 'Qualification stage' }));
    await screenshot(dark, 'deals-member-pipeline-dark');
    await dark.context().close();

    // And on a phone.
    const phone = await signedIn('demo-member', 'dark', { mobile: true });
    await visible(phone.getByRole('listitem').filter({ hasText: dealId }));
    await visible(phone.getByRole('region', { name: 'DEAL TYPES' }).locator('svg'), 20_000);
    await screenshot(phone, 'deals-member-list-mobile-dark');
    await phone.context().close();

    // Edit.
    await page.getByRole('tab', { name: 'Deal List' }).click();
    await page.getByRole('button', { name: `Edit ${dealId}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Deal ${dealId}` });
    await visible(edit);
    await expect(edit.getByLabel('First Name').inputValue()).resolves.toBe('Cleo');
    await edit.getByLabel('Property Address').fill('2 Pier Road, Springfield');
    await edit.getByLabel('Deal Type').selectOption('Bridge');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Deal updated successfully'));
    await edit.waitFor({ state: 'detached' });
    await visible(page.getByRole('listitem').filter({ hasText: dealId }).getByText('2 Pier Road, Springfield'));

    // The summary lists the document; Download saves it with the bearer header (no token in a URL).
    await page.getByRole('button', { name: `View ${dealId}` }).click();
    const summary = page.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary.getByText('appraisal.pdf'));
    const gatewayRequests: string[] = [];
    page.on('request', (request) => gatewayRequests.push(request.url()));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      summary.getByRole('button', { name: 'Download appraisal.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('appraisal.pdf');
    expect(gatewayRequests.some((url) => /\/documents\/[^/]+\/download$/.test(url))).toBe(true);
    expect(gatewayRequests.every((url) => !/token=/i.test(url))).toBe(true);
    await screenshot(page, 'deals-summary-light');
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'detached' });

    // Delete.
    await page.getByRole('button', { name: `Delete ${dealId}` }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText('Are you sure you want to delete this deal?'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Deal deleted successfully'));
    // Gone from every list that showed it (the deal list and the dashboard's recent activity).
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: dealId }).count()).toBe(0);
    await visible(page.getByText(/No deals yet/));
    await page.context().close();
  }, 240_000);

  it('the admin filters all deals by status and dates on the server and opens Details', async () => {
    const c = stack.gateway.container;
    const broker = await seedUser(c, { username: 'e2e-broker', name: 'Erin Broker' });
    const seed = (fields: Parameters<typeof dealRecord>[1]) => c.repositories.deals.create(dealRecord(broker, fields));
    await seed({
      propertyName: 'Feb Open Plaza',
      status: 'Open',
      createdAt: new Date('2026-02-10T12:00:00Z'),
      stage: 'Underwriting Stage',
    });
    await seed({ propertyName: 'Feb Closed Tower', status: 'Closed', createdAt: new Date('2026-02-12T12:00:00Z') });
    await seed({ propertyName: 'May Open Lofts', status: 'Open', createdAt: new Date('2026-05-01T12:00:00Z') });

    const total = (await c.repositories.deals.list({})).length;
    for (const theme of ['dark', 'light'] as const) {
      const page = await signedIn('demo-admin', theme);
      await visible(page.getByText(`Showing ${total} deals`));
      await expect(page.getByRole('button', { name: 'NEW DEAL' }).count()).resolves.toBe(0);
      const filters = page.getByRole('search', { name: 'Filter deals' });

      await filters.getByLabel('Status').selectOption('Closed');
      await visible(page.getByText('Showing 1 deal', { exact: true }));
      await expect(page.getByText('Feb Closed Tower').isVisible()).resolves.toBe(true);

      await filters.getByLabel('Status').selectOption('Open');
      await filters.getByLabel('Start Date').fill('2026-02-01');
      await filters.getByLabel('End Date').fill('2026-02-28');
      await visible(page.getByText('Showing 1 deal', { exact: true }));
      await visible(page.getByText('Feb Open Plaza'));
      await expect(page.getByText('May Open Lofts').count()).resolves.toBe(0);
      const row = page.getByRole('listitem').filter({ hasText: 'Feb Open Plaza' });
      await expect(row.getByText('Created by e2e-broker').isVisible()).resolves.toBe(true);
      await expect(row.getByRole('button', { name: /^Edit|^Delete/ }).count()).resolves.toBe(0);
      await screenshot(page, `deals-admin-filtered-${theme}`);

      await row.getByRole('button', { name: /^Details of / }).click();
      const details = page.getByRole('dialog', { name: 'Deal Summary' });
      await visible(details.getByText('Erin Broker').or(details.getByText('e2e-broker')));
      await visible(details.getByText('No documents uploaded yet'));
      await screenshot(page, `deals-admin-details-${theme}`);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      await filters.getByRole('button', { name: 'Clear Filters' }).click();
      await visible(page.getByText(`Showing ${total} deals`));
      await page.getByRole('button', { name: 'Stage View' }).click();
      await visible(page.getByRole('region', { name: 'Underwriting stage' }));
      await screenshot(page, `deals-admin-stages-${theme}`);
      await page.context().close();
    }
  }, 180_000);
});
