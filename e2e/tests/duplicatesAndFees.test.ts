import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { screenshot, sessionToken, signInAs } from '../support/browser';
import { pageIn, signedInPage, visible } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/** The only thing a member is told when their property may already be in the pipeline. */
const NEUTRAL = 'This property may already be in our pipeline; an admin will review it.';

/** The property another member brought first, and the member's own spelling of it. */
const FIRST_SPELLING = '4410 Maple Avenue, Austin, TX 78701';
const SECOND_SPELLING = '4410 maple ave., Austin, Texas';

/**
 * Duplicate deals and broker fees (docs/duplicates-and-fees.md), walked as the people involved
 * would: another member has a property in the pipeline; a member brings it again under another
 * spelling and is told only the neutral sentence; an admin sees the flag and merges the two; a
 * lender's quote is selected, the admin records the fee and the deal closes; the broker's Earnings
 * panel shows their share. Light and dark themes, a 390 px phone, axe on every screen.
 */
describe('duplicate deals and broker fees', () => {
  let stack: E2eStack;
  let browser: Browser;

  useStackAndBrowser((started) => ({ stack, browser } = started));

  const api = async (page: Page, path: string, init: { method?: string; json?: unknown } = {}) => {
    const token = await sessionToken(page, stack.urls.gateway);
    return fetch(`${stack.urls.gateway}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  };
  const fits = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

  it('a member sees only the neutral notice, the admin merges, and the broker earns the fee of the selected quote once the deal closes', async () => {
    const c = stack.gateway.container;
    const deals = stack.gateway.db.collection<{ _id: string; dealId: string; userId: string }>('deals');

    // Another member, approved by the admin, brought the property first, through the portal.
    const admin = await signedInPage(browser, stack.urls.shell, 'demo-admin', 'dark');
    const first = await pageIn(browser, 'light');
    await signInAs(first, stack.urls.shell, 'maple-broker');
    const maple = await c.repositories.users.findByUsername('maple-broker');
    expect(maple).not.toBeNull();
    const approved = await api(admin, `/admin/users/${maple!._id}`, { method: 'PUT', json: { isWhitelisted: true } });
    expect(approved.status).toBe(200);
    await first.goto(stack.urls.shell);
    await visible(first.getByRole('heading', { name: 'DEALS', level: 1 }), 30_000);
    const created = await api(first, '/deals', {
      method: 'POST',
      json: {
        clientFirstName: 'Mona',
        clientLastName: 'Maple',
        clientPhone: '555-0142',
        clientEmail: 'mona@example.com',
        dealType: 'Acquisition',
        propertyType: 'Multifamily',
        propertyAddress: FIRST_SPELLING,
        propertyVintage: '1998',
        sponsorNetWorth: '$8M',
        sponsorLiquidity: '$1M',
        loanRequest: '$2M',
        anyAdditionalInformation: 'First in',
      },
    });
    expect(created.status).toBe(201);
    const firstDeal = (await created.json()) as { id: string; dealId: string };
    await first.context().close();

    // The member creates the same property under another spelling, through the form.
    const member = await signedInPage(browser, stack.urls.shell, 'demo-member', 'light');
    await (await visible(member.getByRole('button', { name: 'NEW DEAL' }).first())).click();
    const form = member.getByRole('dialog', { name: 'Create New Deal' });
    await visible(form);
    await form.getByLabel('First Name').fill('Cleo');
    await form.getByLabel('Last Name').fill('Client');
    await form.getByLabel('Phone Number').fill('555-0100');
    await form.getByLabel('Email Address').fill('cleo@example.com');
    await form.getByLabel('Deal Type').selectOption('Acquisition');
    await form.getByLabel('Property Type').selectOption('Multifamily');
    await form.getByLabel('Property Address').fill(SECOND_SPELLING);
    await form.getByLabel('Loan Request').fill('$1.8M');
    await form.getByLabel('Additional Details').fill('Value-add, 120 units.');
    await form.getByRole('button', { name: 'Create Deal' }).click();
    await visible(member.getByText('Deal created successfully', { exact: true }), 30_000);
    // The check runs after the answer; the notice comes as a toast once it has.
    await visible(member.getByText(NEUTRAL).first(), 30_000);
    const owner = await c.repositories.users.findByUsername('demo-member');
    const ownDeal = (await deals.findOne({ userId: owner!._id }))!;
    await form.getByRole('button', { name: 'Done' }).click();
    await form.waitFor({ state: 'detached' });
    await (await visible(member.getByRole('button', { name: `View ${ownDeal.dealId}` }), 30_000)).click();
    const summary = member.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary.getByRole('status').filter({ hasText: NEUTRAL }), 30_000);
    // Nothing of the other deal: not its number, not its owner, not its spelling.
    const seen = await member.locator('body').innerText();
    for (const secret of [firstDeal.dealId, 'maple-broker', maple!.name || 'maple-broker', FIRST_SPELLING]) {
      expect(seen).not.toContain(secret);
    }
    await expectAccessible(member, "the member's flagged deal (light)");
    await screenshot(member, 'duplicates-member-notice-light');
    await member.context().close();

    // The admin sees the flag, with both deals and their owners, and merges the first into the member's.
    await admin.goto(`${stack.urls.shell}/admin?tab=duplicates`);
    const flag = admin.getByRole('article', { name: `${ownDeal.dealId} may duplicate another deal` });
    await visible(flag, 30_000);
    expect(await flag.innerText()).toContain(firstDeal.dealId);
    expect(await flag.innerText()).toContain(maple!.name || 'maple-broker');
    await expectAccessible(admin, 'the Duplicates tab (dark)');
    await screenshot(admin, 'duplicates-admin-flag-dark');
    await flag.getByRole('button', { name: /^Merge/ }).click();
    const merge = admin.getByRole('dialog', { name: 'Merge deals' });
    await visible(merge);
    await merge
      .getByRole('group', { name: 'Keep' })
      .getByRole('radio', { name: new RegExp(`^${ownDeal.dealId}`) })
      .check();
    await expectAccessible(admin, 'the merge dialog (dark)');
    await merge.getByRole('button', { name: `Merge into ${ownDeal.dealId}` }).click();
    await visible(admin.getByText(`${firstDeal.dealId} merged into ${ownDeal.dealId}`), 30_000);
    expect(await deals.findOne({ _id: firstDeal.id })).toBeNull();

    // A lender's quote is selected for the kept deal (the placing flow of docs/placement.md).
    const lender = await c.services.lenders.createLender({
      name: 'Cedar Bank',
      type: 'bank',
      website: null,
      notes: null,
    });
    if (!lender.ok) throw new Error(lender.error.message);
    const quote = await api(admin, `/admin/deals/${ownDeal._id}/quotes`, {
      method: 'POST',
      json: {
        lenderId: lender.value.id,
        contactName: 'Cara Cedar',
        terms: {
          amount: 1_800_000,
          rateType: 'fixed',
          ratePercent: 6.25,
          termMonths: 60,
          amortisationMonths: 360,
          recourse: 'non-recourse',
          closingDays: 45,
        },
      },
    });
    expect(quote.status).toBe(201);
    const quoteId = ((await quote.json()) as { id: string }).id;
    expect((await api(admin, `/admin/deals/${ownDeal._id}/quotes/${quoteId}/select`, { method: 'POST' })).status).toBe(
      200,
    );

    // The admin records the fee on the deal: one point of the selected quote's loan.
    await admin.goto(stack.urls.shell);
    await (await visible(admin.getByRole('button', { name: `Details of ${ownDeal.dealId}` }), 30_000)).click();
    const adminSummary = admin.getByRole('dialog', { name: 'Deal Summary' });
    const feeSection = adminSummary.getByRole('region', { name: 'Fee' });
    await (await visible(feeSection.getByRole('button', { name: /^(Edit|Record) fee$/ }), 30_000)).click();
    const feeDialog = admin.getByRole('dialog', { name: `Edit fee of ${ownDeal.dealId}` });
    await visible(feeDialog);
    await feeDialog.getByLabel('Fee (points of the loan)').fill('1');
    await expectAccessible(admin, 'the Edit fee dialog (dark)');
    await feeDialog.getByRole('button', { name: 'Save fee' }).click();
    await visible(admin.getByText(`The fee of ${ownDeal.dealId} is saved`), 30_000);
    await visible(feeSection.getByText('$18,000').first(), 30_000);
    await screenshot(admin, 'fees-admin-deal-dark');
    await admin.context().close();

    // The loan closes (GHL moves the deal to Closed).
    await c.repositories.deals.update(ownDeal._id, { stage: 'Closed', status: 'Closed' } as never);

    // The broker's Earnings panel, on a phone in the dark theme: their half of the $18,000 fee.
    const broker = await signedInPage(browser, stack.urls.shell, 'demo-member', 'dark', { mobile: true });
    const earnings = broker.getByRole('region', { name: 'EARNINGS' });
    const lines = earnings.getByRole('region', { name: 'Your deals with a fee' });
    await visible(lines.getByText(ownDeal.dealId, { exact: false }), 30_000);
    expect(await lines.innerText()).toContain('Your share $9,000');
    expect(await earnings.getByRole('region', { name: 'WEIGHTED FORECAST' }).innerText()).toContain('$9,000');
    await earnings.scrollIntoViewIfNeeded();
    expect(await fits(broker)).toBe(true);
    await expectAccessible(broker, "the broker's Earnings panel on a phone (dark)");
    await screenshot(broker, 'fees-broker-earnings-phone-dark');
    await broker.context().close();
  });
});
