import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { signedInPage, visible } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/** A small real PDF (the gateway checks the magic bytes). */
const pdf = (note: string) => Buffer.from(`%PDF-1.4\n%${note}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'latin1');

/** The shipped Acquisition template requires six documents (appraisal and insurance are optional). */
const progress = (done: number) => `Documents: ${done} of 6 required accepted`;

/**
 * The document checklist end to end: a member uploads a rent roll against its item, the admin
 * rejects it with a reason, the member reads the reason and uploads again (through the upload
 * area's picker), the admin accepts it, and 'Docs N of M' reads the same on the member's row, in
 * the pipeline and in the Deal Summary.
 */
describe('deal document checklist in the browser', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  it('rent roll: uploaded, rejected with a reason, uploaded again, accepted; the progress follows everywhere', async () => {
    // The member creates an Acquisition deal; its Documents tab shows the checklist.
    const member = await signedInPage(browser, stack.urls.shell, 'demo-member', 'light');
    await (await visible(member.getByRole('button', { name: 'NEW DEAL' }))).click();
    const create = member.getByRole('dialog', { name: 'Create New Deal' });
    await create.getByLabel('First Name').fill('Rita');
    await create.getByLabel('Last Name').fill('Roll');
    await create.getByLabel('Phone Number').fill('555-0142');
    await create.getByLabel('Email Address').fill('rita@example.com');
    await create.getByLabel('Deal Type').selectOption('Acquisition');
    await create.getByLabel('Property Type').selectOption('Multifamily');
    await create.getByLabel('Property Address').fill('7 Ledger Lane, Springfield');
    await create.getByLabel('Loan Request').fill('$2M');
    await create.getByRole('button', { name: 'Create Deal' }).click();
    const checklist = create.getByRole('list', { name: 'Document Checklist' });
    const rentRoll = checklist.getByRole('listitem', { name: 'Rent Roll', exact: true });
    await visible(rentRoll);
    await expect(rentRoll.getByText('Missing', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(rentRoll.getByText('Required', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(
      checklist.getByRole('listitem', { name: 'Appraisal' }).getByText('Optional', { exact: true }).isVisible(),
    ).resolves.toBe(true);

    await rentRoll
      .getByLabel('Upload a file for Rent Roll')
      .setInputFiles({ name: 'rent-roll-march.pdf', mimeType: 'application/pdf', buffer: pdf('march') });
    await visible(member.getByText('Document uploaded successfully'));
    await visible(rentRoll.getByText('Uploaded', { exact: true }));
    await visible(rentRoll.getByRole('list', { name: 'Files for Rent Roll' }).getByText(/rent-roll-march\.pdf/));
    await visible(create.getByRole('list', { name: 'Uploaded Documents' }).getByText(/· Rent Roll/));
    await expect(rentRoll.getByRole('button', { name: /^(Accept|Reject) / }).count()).resolves.toBe(0);
    await screenshot(member, 'checklist-member-uploaded-light');
    await create.getByRole('button', { name: 'Done' }).click();
    await create.waitFor({ state: 'detached' });

    const row = member.getByRole('listitem').filter({ hasText: '7 Ledger Lane' });
    await visible(row);
    const dealNumber = (await row.first().textContent())?.match(/DL-\d{4}-\d{6}/)?.[0] ?? '';
    expect(dealNumber).not.toBe('');
    await visible(row.getByRole('img', { name: progress(0) }));

    // The admin rejects it with a reason, from the deal's Details.
    const admin = await signedInPage(browser, stack.urls.shell, 'demo-admin', 'dark');
    const adminRow = admin.getByRole('listitem').filter({ hasText: dealNumber });
    await (await visible(adminRow.getByRole('button', { name: `Details of ${dealNumber}` }))).click();
    let details = admin.getByRole('dialog', { name: 'Deal Summary' });
    let adminRentRoll = details.getByRole('listitem', { name: 'Rent Roll', exact: true });
    await visible(adminRentRoll.getByText('Uploaded', { exact: true }));
    await adminRentRoll.getByRole('button', { name: 'Reject Rent Roll' }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject Rent Roll' });
    await visible(reject);
    await expect(admin.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await visible(reject.getByText('A reason is required to reject an item'));
    await reject.getByLabel('Reason').fill('The rent roll must be dated this month and signed');
    await screenshot(admin, 'checklist-admin-reject-dark');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await visible(admin.getByText('Rent Roll rejected'));
    await reject.waitFor({ state: 'detached' });
    await visible(adminRentRoll.getByText('Rejected', { exact: true }));
    await visible(adminRentRoll.getByText('The rent roll must be dated this month and signed'));
    await admin.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // The member reads the reason where they manage documents, and uploads again through the picker.
    await member.reload();
    await (await visible(member.getByRole('button', { name: `Edit ${dealNumber}` }))).click();
    const edit = member.getByRole('dialog', { name: `Edit Deal ${dealNumber}` });
    await edit.getByRole('tab', { name: 'Documents' }).click();
    const memberRentRoll = edit.getByRole('listitem', { name: 'Rent Roll', exact: true });
    await visible(memberRentRoll.getByText('Rejected', { exact: true }));
    await visible(memberRentRoll.getByText('The rent roll must be dated this month and signed'));
    await screenshot(member, 'checklist-member-rejected-light');
    await edit.getByLabel('Checklist item this file satisfies').selectOption({ label: 'Rent Roll · Rejected' });
    await edit
      .getByLabel('Click to upload documents')
      .setInputFiles({ name: 'rent-roll-signed.pdf', mimeType: 'application/pdf', buffer: pdf('signed') });
    await visible(memberRentRoll.getByText('Uploaded', { exact: true }));
    await visible(memberRentRoll.getByText(/rent-roll-signed\.pdf/));
    await expect(memberRentRoll.getByText('The rent roll must be dated this month and signed').count()).resolves.toBe(
      0,
    );
    await member.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });

    // The admin accepts it; the Details' figure follows.
    await admin.reload();
    await (await visible(adminRow.getByRole('button', { name: `Details of ${dealNumber}` }))).click();
    details = admin.getByRole('dialog', { name: 'Deal Summary' });
    adminRentRoll = details.getByRole('listitem', { name: 'Rent Roll', exact: true });
    await visible(adminRentRoll.getByText('Uploaded', { exact: true }));
    await adminRentRoll.getByRole('button', { name: 'Accept Rent Roll' }).click();
    await visible(admin.getByText('Rent Roll accepted'));
    await visible(adminRentRoll.getByText('Accepted', { exact: true }));
    await visible(details.getByRole('region', { name: 'Status and Stage' }).getByRole('img', { name: progress(1) }));
    await screenshot(admin, 'checklist-admin-accepted-dark');

    // The member's row, pipeline and Deal Summary read 1 of 6.
    await member.reload();
    await visible(row.getByRole('img', { name: progress(1) }));
    await expect(row.getByRole('img', { name: progress(1) }).textContent()).resolves.toBe('Docs 1 of 6');
    await member.getByRole('tab', { name: 'Deal Pipeline' }).click();
    const stage = member.getByRole('region', { name: 'Qualification stage' });
    await visible(stage.getByRole('img', { name: progress(1) }));
    await member.getByRole('tab', { name: 'Deal List' }).click();
    await (await visible(member.getByRole('button', { name: `View ${dealNumber}` }))).click();
    const summary = member.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary.getByRole('region', { name: 'Status and Stage' }).getByRole('img', { name: progress(1) }));
    await visible(
      summary.getByRole('listitem', { name: 'Rent Roll', exact: true }).getByText('Accepted', { exact: true }),
    );
    await screenshot(member, 'checklist-member-summary-light');

    // On a phone in the dark theme: the checklist fits 390 px.
    const phone = await signedInPage(browser, stack.urls.shell, 'demo-member', 'dark', { mobile: true });
    await (await visible(phone.getByRole('button', { name: `View ${dealNumber}` }))).click();
    const phoneSummary = phone.getByRole('dialog', { name: 'Deal Summary' });
    await visible(phoneSummary.getByRole('list', { name: 'Document Checklist' }));
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(phone, 'checklist-member-summary-dark-phone');
  }, 240_000);
});
