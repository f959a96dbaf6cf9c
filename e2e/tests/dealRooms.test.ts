import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealRecord } from '../../gateway/test/support/seed';
import { expectAccessible } from '../support/axe';
import { screenshot, sessionToken } from '../support/browser';
import { pageIn, signedInPage, visible } from '../support/page';
import type { E2eStack } from '../support/stack';
import { useStackAndBrowser } from '../support/suite';

/** A one-page PDF: the smallest file the document store accepts as a PDF. */
const RENT_ROLL = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const LENDERS = [
  { name: 'First Capital', contact: 'Fiona First', email: 'fiona@firstcapital.example' },
  { name: 'Harbor Debt', contact: 'Hugo Harbor', email: 'hugo@harbordebt.example' },
] as const;

/** A room link from the e-mail the sandbox SMTP caught for `address`. */
async function roomLinkFor(stack: E2eStack, address: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${stack.urls.smtpInbox}/messages`)).json()) as {
      to: string[];
      text: string;
    }[];
    const mail = messages.find((message) => message.to.includes(address));
    const link = mail?.text.match(/https?:\/\/\S+\/rooms\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no room link reached ${address}`);
}

/**
 * Placing a deal with lenders who have no account (docs/deal-rooms.md): an admin sends a deal to two
 * lenders from its Lenders tab; each lender opens the personal link from the e-mail in a browser
 * with no session; one views a document and quotes, the other passes; the admin sees where each
 * stands and the timeline; a revoked link stops working. Both themes, a phone, axe on each screen.
 */
describe('deal rooms for lenders', () => {
  let stack: E2eStack;
  let browser: Browser;
  /** The deal the first test sends, for the phone check after it. */
  let sentDeal = '';

  useStackAndBrowser((started) => ({ stack, browser } = started));

  /** A member's deal that the two lenders' programs Match, with a rent roll uploaded. */
  async function seedDealAndLenders(admin: Page): Promise<string> {
    const c = stack.gateway.container;
    const owner = await c.repositories.users.findByUsername('demo-member');
    if (!owner) throw new Error('demo-member has not signed in');
    const deal = await c.repositories.deals.create(
      dealRecord(owner, {
        propertyName: 'Lakeview Apartments',
        propertyAddress: '200 Lake Shore Drive, Chicago, IL 60601',
        propertyType: 'Multifamily',
        loanRequest: '$1.5M',
        propertyValue: 2_500_000,
        netOperatingIncome: 190_000,
        loanPurpose: 'purchase',
        propertyState: 'IL',
        termMonths: 60,
      } as never),
    );
    for (const lender of LENDERS) {
      const created = await c.services.lenders.createLender({
        name: lender.name,
        type: 'bank',
        website: null,
        notes: null,
      });
      if (!created.ok) throw new Error(created.error.message);
      const program = await c.services.lenders.createProgram(created.value.id, {
        name: `${lender.name} Multifamily`,
        loanPurposes: ['purchase'],
        propertyTypes: ['Multifamily'],
        minLoan: 500_000,
        maxLoan: 10_000_000,
        maxLtv: 75,
        maxLtc: null,
        minDscr: 1.2,
        minDebtYield: null,
        states: ['IL'],
        nationwide: false,
        recourse: 'partial',
        termMinMonths: 36,
        termMaxMonths: 120,
        indicativeRate: 6.5,
        notes: null,
      });
      if (!program.ok) throw new Error(program.error.message);
      const contact = await c.services.lenders.createContact(created.value.id, {
        name: lender.contact,
        email: lender.email,
        phone: null,
        role: 'Originator',
      });
      if (!contact.ok) throw new Error(contact.error.message);
    }
    // The rent roll, uploaded by the admin through the API.
    const token = await sessionToken(admin, stack.urls.gateway);
    const form = new FormData();
    form.append('dealId', deal._id);
    form.append('file', new Blob([RENT_ROLL], { type: 'application/pdf' }), 'Rent roll.pdf');
    const upload = await fetch(`${stack.urls.gateway}/documents/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    return deal.dealId;
  }

  async function openLendersTab(admin: Page, dealNumber: string) {
    await admin.goto(stack.urls.shell);
    await (await visible(admin.getByRole('button', { name: `Details of ${dealNumber}` }), 30_000)).click();
    const summary = admin.getByRole('dialog', { name: 'Deal Summary' });
    await visible(summary);
    await summary.getByRole('tab', { name: 'Lenders' }).click();
    await visible(summary.getByRole('heading', { name: 'Lender matches' }), 30_000);
    return summary;
  }

  it('an admin sends a deal to two lenders; one views a document and quotes, the other passes; the admin compares and selects; the broker is told and sees the shared quote; a revoked link stops working', async () => {
    // The broker signs in once, so the deal can be theirs.
    await (await signedInPage(browser, stack.urls.shell, 'demo-member', 'light')).context().close();
    const admin = await signedInPage(browser, stack.urls.shell, 'demo-admin', 'light');
    const dealNumber = await seedDealAndLenders(admin);
    sentDeal = dealNumber;

    // Sent from the Lenders tab: both contacts, the rent roll, the default message.
    let summary = await openLendersTab(admin, dealNumber);
    await visible(summary.getByText('Not sent to any lender yet.'));
    await summary.getByRole('button', { name: 'Send to lenders' }).click();
    const dialog = admin.getByRole('dialog', { name: `Send ${dealNumber} to lenders` });
    await visible(dialog);
    for (const lender of LENDERS) await dialog.getByRole('checkbox', { name: new RegExp(lender.contact) }).check();
    await (await visible(dialog.getByRole('checkbox', { name: 'Rent roll.pdf' }))).check();
    await expectAccessible(admin, 'the send-to-lenders dialog (light)');
    await screenshot(admin, 'deal-rooms-send-light');
    await dialog.getByRole('button', { name: 'Send to 2 contacts' }).click();
    await visible(summary.getByText(`${LENDERS[0].name} · ${LENDERS[0].contact}`), 30_000);
    await visible(summary.getByText(`${LENDERS[1].name} · ${LENDERS[1].contact}`));

    // First Capital, no session, dark theme: reads the deal, downloads the rent roll, quotes.
    const firstLink = await roomLinkFor(stack, LENDERS[0].email);
    const first = await pageIn(browser, 'dark');
    await first.goto(firstLink);
    await visible(first.getByRole('heading', { name: `Deal ${dealNumber}` }), 30_000);
    await visible(first.getByText(`Shared with ${LENDERS[0].name}`, { exact: false }));
    // Anonymised: the client's name, phone, e-mail and street address are not on the page.
    const roomText = await first.locator('main').innerText();
    for (const secret of ['Jane Client', '555-0100', 'jane.client@example.com', '200 Lake Shore Drive']) {
      expect(roomText).not.toContain(secret);
    }
    await expectAccessible(first, 'a deal room (dark)');
    await screenshot(first, 'deal-rooms-room-dark');
    const download = first.waitForEvent('download');
    await first.getByRole('button', { name: 'Download Rent roll.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Rent roll.pdf');

    const answer = first.getByRole('form', { name: 'Your answer' });
    await answer.getByRole('radio', { name: 'Send a quote' }).check();
    await answer.getByLabel(/Loan amount/).fill('1,400,000');
    await answer.getByLabel(/^Rate \(%\)/).fill('6.4');
    await answer.getByLabel(/^Term \(months\)/).fill('60');
    await answer.getByLabel(/^Amortisation/).fill('360');
    await answer.getByLabel('Recourse').selectOption('non-recourse');
    await answer.getByLabel('Conditions').fill('Subject to <b>site visit</b>');
    await expectAccessible(first, 'a deal room quote form (dark)');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await visible(first.getByText('You quoted $1,400,000 at 6.4% fixed for 60 months.'), 30_000);

    // Harbor Debt, on a phone in light theme: passes with a reason.
    const secondLink = await roomLinkFor(stack, LENDERS[1].email);
    const second = await pageIn(browser, 'light', { mobile: true });
    await second.goto(secondLink);
    await visible(second.getByRole('heading', { name: `Deal ${dealNumber}` }), 30_000);
    const pass = second.getByRole('form', { name: 'Your answer' });
    await pass.getByRole('radio', { name: 'Pass' }).check();
    await pass.getByLabel('Reason').selectOption('leverage');
    await pass.getByLabel(/Note/).fill('Too much leverage for us');
    await expectAccessible(second, 'a deal room on a phone (light)');
    await screenshot(second, 'deal-rooms-room-phone-light');
    await pass.getByRole('button', { name: 'Send answer' }).click();
    await visible(second.getByText('You passed (Leverage).'), 30_000);

    // The admin sees where each stands, and the lenders' steps on the timeline.
    summary = await openLendersTab(admin, dealNumber);
    const sent = summary.getByRole('list', { name: 'Submissions to lenders' });
    await visible(sent.getByText('Quoted', { exact: true }), 30_000);
    await visible(sent.getByText('Passed', { exact: true }));
    await expectAccessible(admin, 'the Lenders tab with submissions (light)');
    await screenshot(admin, 'deal-rooms-submissions-light');
    await summary.getByRole('tab', { name: 'Summary' }).click();
    const activity = summary.getByRole('region', { name: 'Activity' });
    await visible(activity.getByText(`${LENDERS[0].name} downloaded Rent roll.pdf`), 30_000);

    // Harbor Debt quoted later by phone: the admin records it, compares both, and selects First Capital's.
    await summary.getByRole('tab', { name: 'Quotes' }).click();
    await (await visible(summary.getByRole('button', { name: 'Record quote' }), 30_000)).click();
    const record = admin.getByRole('dialog', { name: `Record a quote for ${dealNumber}` });
    await visible(record);
    await record.getByLabel('Lender', { exact: true }).selectOption({ label: LENDERS[1].name });
    await record.getByLabel(/^Loan amount/).fill('1,450,000');
    await record.getByLabel(/^Rate \(%\)/).fill('6.9');
    await record.getByLabel(/^Term \(months\)/).fill('60');
    await record.getByLabel(/^Amortisation/).fill('300');
    await record.getByLabel('Recourse').selectOption('full');
    await expectAccessible(admin, 'the record-a-quote dialog (light)');
    await record.getByRole('button', { name: 'Save quote' }).click();
    await visible(admin.getByText(`The quote of ${LENDERS[1].name} is recorded`), 30_000);
    const comparison = summary.getByRole('region', { name: /^2 quotes, newest first/ });
    await visible(comparison, 30_000);
    // Harbor Debt lends more, First Capital at the lower rate: one Best each in those rows.
    const row = (term: RegExp) =>
      comparison.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: term }) });
    expect(
      await row(/^Loan amount/)
        .getByText('Best')
        .count(),
    ).toBe(1);
    expect(await row(/^Rate/).first().innerText()).toMatch(/6\.4[\s\S]*Best/);
    await expectAccessible(admin, 'the Quotes tab comparing two quotes (light)');
    await screenshot(admin, 'deal-rooms-quotes-light');
    await summary.getByRole('button', { name: `Select the quote of ${LENDERS[0].name}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Select this quote?' });
    await confirm.getByRole('button', { name: 'Select quote' }).click();
    await visible(admin.getByText(`The quote of ${LENDERS[0].name} is selected`), 30_000);

    // The broker hears of it in the bell and sees only the quote shared with them: the selected one.
    const broker = await signedInPage(browser, stack.urls.shell, 'demo-member', 'light');
    await (await visible(broker.getByRole('button', { name: /^Notifications, \d+ unread/ }), 30_000)).click();
    const panel = broker.getByRole('dialog', { name: 'Notifications' });
    const selectedNote = panel.getByRole('listitem').filter({ hasText: `${LENDERS[0].name}'s quote selected` });
    await visible(selectedNote.first(), 30_000);
    await expectAccessible(broker, "the broker's notifications (light)");
    // The notification opens the deal.
    await selectedNote.first().getByRole('button').first().click();
    const brokerDeal = broker.getByRole('dialog', { name: 'Deal Summary' });
    await visible(brokerDeal.getByRole('region', { name: 'Selected Quote' }), 30_000);
    await brokerDeal.getByRole('tab', { name: 'Quotes' }).click();
    const shared = brokerDeal.getByRole('region', { name: /^1 quote shared with you/ });
    await visible(shared, 30_000);
    expect(await shared.innerText()).toContain(LENDERS[0].name);
    expect(await shared.innerText()).not.toContain(LENDERS[1].name);
    expect(await shared.innerText()).not.toContain(LENDERS[0].contact);
    await expectAccessible(broker, "the broker's shared quotes (light)");
    await screenshot(broker, 'deal-rooms-broker-quotes-light');
    await broker.context().close();

    // Revoked: the link answers the invalid-link page from then on.
    await summary.getByRole('tab', { name: 'Lenders' }).click();
    await summary.getByRole('button', { name: `Revoke link of ${LENDERS[0].contact} (${LENDERS[0].name})` }).click();
    await visible(summary.getByText('Revoked', { exact: true }), 30_000);
    await first.reload();
    await visible(first.getByRole('heading', { name: 'This link is not valid or has expired' }), 30_000);
    await expectAccessible(first, 'a revoked deal room link (dark)');
    await screenshot(first, 'deal-rooms-revoked-dark');
  });

  it("on a 390 px phone in the dark theme the admin's submissions, the send dialog and the quotes fit and pass axe", async () => {
    expect(sentDeal, 'the first test sent a deal').not.toBe('');
    const admin = await signedInPage(browser, stack.urls.shell, 'demo-admin', 'dark', { mobile: true });
    const summary = await openLendersTab(admin, sentDeal);
    const sent = summary.getByRole('list', { name: 'Submissions to lenders' });
    await visible(sent.getByText('Revoked', { exact: true }), 30_000);
    await visible(sent.getByText('Passed', { exact: true }));
    const fits = () =>
      admin.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
    expect(await fits()).toBe(true);
    await expectAccessible(admin, 'the Lenders tab with submissions on a phone (dark)');
    await screenshot(admin, 'deal-rooms-submissions-phone-dark');
    await summary.getByRole('button', { name: 'Send to lenders' }).click();
    const dialog = admin.getByRole('dialog', { name: `Send ${sentDeal} to lenders` });
    await visible(dialog.getByRole('checkbox', { name: 'Rent roll.pdf' }));
    expect(await fits()).toBe(true);
    await expectAccessible(admin, 'the send-to-lenders dialog on a phone (dark)');
    await screenshot(admin, 'deal-rooms-send-phone-dark');
    await admin.keyboard.press('Escape');

    // The comparison scrolls sideways in its own region; the page itself does not.
    await summary.getByRole('tab', { name: 'Quotes' }).click();
    await visible(summary.getByRole('region', { name: /^2 quotes, newest first/ }), 30_000);
    expect(await fits()).toBe(true);
    await expectAccessible(admin, 'the Quotes tab on a phone (dark)');
    await screenshot(admin, 'deal-rooms-quotes-phone-dark');
  });
});
