import type { LenderQuote, SharedQuote } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal, makeDocument, member } from '../../../../../test/fixtures';
import { heldUploads, holdUploads } from '../../../../../test/fakeXhr';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { DealSummaryDialog } from '../../../deals/components/DealSummaryDialog';
import { makePlacement } from '../../../matching/utils/__tests__/placementFixtures';

const user = userEvent.setup();
const deal = makeDeal({ loanAmount: 4_200_000, propertyValue: 6_000_000, netOperatingIncome: 420_000 });
const quotesPath = `/admin/deals/${deal.id}/quotes`;

function quote(overrides: Partial<LenderQuote> = {}): LenderQuote {
  return {
    id: 'q1',
    dealId: deal.id,
    submissionId: 's1',
    source: 'room',
    lenderId: 'l1',
    lenderName: 'First Capital',
    contactName: 'Ana Ruiz',
    terms: {
      amount: 4_000_000,
      rateType: 'fixed',
      ratePercent: 6.25,
      index: null,
      spreadBps: null,
      termMonths: 60,
      amortisationMonths: 360,
      interestOnlyMonths: 12,
      maxLtvPercent: 65,
      maxLtcPercent: null,
      originationFeePercent: 1,
      exitFeePercent: null,
      recourse: 'full',
      prepayment: '3-2-1',
      closingDays: 45,
      conditions: null,
      expiresOn: '2026-05-10',
    },
    termSheet: { documentId: 'doc-ts', fileName: 'FC term sheet.pdf' },
    figures: { ratePercent: 6.25, annualDebtService: 295_536, dscr: 1.42, expired: false },
    shared: false,
    selected: false,
    createdAt: '2026-04-09T10:00:00.000Z',
    ...overrides,
  };
}

const floating = quote({
  id: 'q2',
  submissionId: null,
  source: 'admin',
  lenderId: 'l2',
  lenderName: 'Lone Star Bank',
  contactName: null,
  terms: {
    ...quote().terms,
    amount: 4_200_000,
    rateType: 'floating',
    ratePercent: null,
    index: 'SOFR',
    spreadBps: 250,
    amortisationMonths: 0,
    recourse: 'non-recourse',
    closingDays: 30,
    expiresOn: null,
  },
  termSheet: null,
  figures: { ratePercent: 6.8, annualDebtService: 285_600, dscr: 1.47, expired: false },
  shared: true,
  createdAt: '2026-04-08T10:00:00.000Z',
});

const expired = quote({
  id: 'q3',
  lenderId: 'l3',
  lenderName: 'Old Mutual',
  contactName: 'Bo Old',
  terms: { ...quote().terms, amount: 5_000_000, expiresOn: '2026-04-01' },
  figures: { ratePercent: 5.5, annualDebtService: 250_000, dscr: 1.68, expired: true },
  createdAt: '2026-03-20T10:00:00.000Z',
});

/** The deal dialog's own calls, and the quotes the gateway holds now. */
function gatewayWith(quotes: () => LenderQuote[]) {
  return new FakeGateway()
    .on('GET', `/deals/${deal.id}/placement`, makePlacement(deal))
    .on('GET', `/deals/${deal.id}/documents`, [
      makeDocument({ id: 'doc-1', dealId: deal.id, originalName: 'Rent roll.pdf' }),
      makeDocument({ id: 'doc-2', dealId: deal.id, originalName: 'T12.xlsx', mimeType: 'application/vnd.ms-excel' }),
    ])
    .on('GET', `/deals/${deal.id}/activities`, pagedRoute([]))
    .on('GET', `/deals/${deal.id}/comments`, pagedRoute([]))
    .on('GET', quotesPath, () => json({ items: quotes() }));
}

async function openQuotes(gateway: FakeGateway, options: { asMember?: boolean; dealOverride?: typeof deal } = {}) {
  renderWithServices(<DealSummaryDialog deal={options.dealOverride ?? deal} onClose={vi.fn()} showCreator />, {
    user: options.asMember ? member : admin,
    gateway,
  });
  const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
  await user.click(dialog.getByRole('tab', { name: 'Quotes' }));
  return within(dialog.getByRole('tabpanel', { name: 'Quotes' }));
}

/** The cells of one term's row, in the order of the quotes. */
function rowCells(table: HTMLElement, term: string): HTMLElement[] {
  const header = within(table).getByRole('rowheader', { name: term });
  return within(header.closest('tr')!).getAllByRole('cell');
}

describe("the admin's Quotes tab", () => {
  it('compares the quotes term by term, marks the best value of each row in words, and flags the expired one', async () => {
    const gateway = gatewayWith(() => [quote(), floating, expired]);
    const panel = await openQuotes(gateway);
    const table = await panel.findByRole('table');

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Term',
      expect.stringContaining('First Capital'),
      expect.stringContaining('Lone Star Bank'),
      expect.stringContaining('Old Mutual'),
    ]);
    expect(headers[1]).toHaveTextContent('Ana Ruiz');
    expect(headers[1]).toHaveTextContent('From the deal room');
    expect(headers[1]).toHaveTextContent('Received Apr 9, 2026');
    expect(headers[2]).toHaveTextContent('Recorded by an admin');
    expect(within(headers[3]!).getByText('Expired')).toBeInTheDocument();

    const rate = rowCells(table, 'Rate');
    expect(rate[0]).toHaveTextContent('6.25 %');
    expect(rate[1]).toHaveTextContent('SOFR + 2.50 % (6.80 % in effect)');
    // The expired quote's 5.50 % is lower, but an expired quote is never best.
    expect(rate[0]).toHaveTextContent('Best');
    expect(rate[2]).not.toHaveTextContent('Best');
    const amount = rowCells(table, 'Loan amount');
    expect(amount[1]).toHaveTextContent('$4,200,000★ Best');
    expect(amount[2]).toHaveTextContent('$5,000,000');
    expect(amount[2]).not.toHaveTextContent('Best');
    expect(rowCells(table, 'Amortisation')[1]).toHaveTextContent('Interest-only throughout★ Best');
    expect(rowCells(table, 'Recourse')[1]).toHaveTextContent('Non-recourse★ Best');
    expect(rowCells(table, 'DSCR').map((cell) => cell.textContent)).toEqual(['1.42x', '1.47x★ Best', '1.68x']);
    // Ties mark both quotes; a row with one value marks none.
    expect(rowCells(table, 'Term')[0]).toHaveTextContent('Best');
    expect(rowCells(table, 'Term')[1]).toHaveTextContent('Best');
    expect(rowCells(table, 'Origination fee')[0]).toHaveTextContent('Best');
    expect(rowCells(table, 'Maximum LTC')[0]).not.toHaveTextContent('Best');
    expect(rowCells(table, 'Valid until')[2]).toHaveTextContent('Apr 1, 2026 (expired)');

    // The expired quote cannot be selected; the others can.
    expect(panel.getByRole('button', { name: 'Select the quote of Old Mutual' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Select the quote of First Capital' })).toBeEnabled();

    // The term sheet downloads the deal's document through the gateway.
    gateway.on('GET', '/documents/doc-ts/download', () => new Response(new Blob(['%PDF']), { status: 200 }));
    await user.click(
      panel.getByRole('button', { name: 'FC term sheet.pdf (download the term sheet of First Capital)' }),
    );
    await waitFor(() => expect(gateway.callsTo('GET', '/documents/doc-ts/download')).toHaveLength(1));
    expect(rowCells(table, 'Term sheet')[1]).toHaveTextContent('None');
  });

  it('selects a quote after a confirmation, then marks it selected', async () => {
    let stored = [quote(), floating];
    const gateway = gatewayWith(() => stored);
    gateway.on('POST', `${quotesPath}/q1/select`, () => {
      stored = [quote({ selected: true, shared: true }), floating];
      return json({ items: stored });
    });
    const panel = await openQuotes(gateway);
    await user.click(await panel.findByRole('button', { name: 'Select the quote of First Capital' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Select this quote?' }));
    expect(confirm.getByText(/\$4,000,000 at 6\.25 %/)).toBeInTheDocument();
    // Cancel has the focus first: nothing is selected by a stray Enter.
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Select quote' }));

    expect(await screen.findByText('The quote of First Capital is selected')).toBeInTheDocument();
    const table = panel.getByRole('table');
    expect(within(within(table).getAllByRole('columnheader')[1]!).getByText('Selected')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Select the quote of First Capital' })).toBeNull();
    // A selected quote stays shared.
    expect(panel.getByRole('switch', { name: 'Shared with broker (First Capital)' })).toBeDisabled();
    expect(gateway.callsTo('POST', `${quotesPath}/q1/select`)).toHaveLength(1);
  });

  it("shows the gateway's refusal when the quote expired meanwhile", async () => {
    const gateway = gatewayWith(() => [quote(), floating]);
    gateway.on('POST', `${quotesPath}/q1/select`, () => apiError(409, 'This quote has expired'));
    const panel = await openQuotes(gateway);
    await user.click(await panel.findByRole('button', { name: 'Select the quote of First Capital' }));
    await user.click(screen.getByRole('button', { name: 'Select quote' }));
    expect(await screen.findByText('This quote has expired')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shares a quote with the broker and stops sharing another', async () => {
    const gateway = gatewayWith(() => [quote(), floating]);
    gateway.on('PUT', `${quotesPath}/q1/shared`, () => json(quote({ shared: true })));
    gateway.on('PUT', `${quotesPath}/q2/shared`, () => json({ ...floating, shared: false }));
    const panel = await openQuotes(gateway);
    const first = await panel.findByRole('switch', { name: 'Shared with broker (First Capital)' });
    const second = panel.getByRole('switch', { name: 'Shared with broker (Lone Star Bank)' });
    expect(first).not.toBeChecked();
    expect(second).toBeChecked();

    await user.click(first);
    await waitFor(() => expect(first).toBeChecked());
    expect(gateway.lastBody('PUT', `${quotesPath}/q1/shared`)).toEqual({ shared: true });
    await user.click(second);
    await waitFor(() => expect(second).not.toBeChecked());
    expect(gateway.lastBody('PUT', `${quotesPath}/q2/shared`)).toEqual({ shared: false });
  });

  it('says what to do when there is no quote yet', async () => {
    const panel = await openQuotes(gatewayWith(() => []));
    expect(await panel.findByText('No quotes yet')).toBeInTheDocument();
    expect(panel.getByText(/Send the deal to lenders/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Record quote' })).toBeEnabled();
  });

  it('offers Retry when the quotes cannot be loaded', async () => {
    let fail = true;
    const gateway = gatewayWith(() => [quote()]);
    gateway.on('GET', quotesPath, () => (fail ? apiError(503, 'Service Unavailable') : json({ items: [quote()] })));
    const panel = await openQuotes(gateway);
    expect(await panel.findByRole('alert')).toHaveTextContent('Could not load the quotes.');
    fail = false;
    await user.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByRole('table')).toBeInTheDocument();
  });

  it('exports the comparison as CSV under the name the gateway gives', async () => {
    const gateway = gatewayWith(() => [quote()]);
    gateway.on(
      'GET',
      `${quotesPath}/export`,
      () =>
        new Response('Lender,Amount\r\nFirst Capital,4000000\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="${deal.dealId}-quotes.csv"`,
            'X-Total-Count': '1',
          },
        }),
    );
    const panel = await openQuotes(gateway);
    await panel.findByRole('table');
    await user.click(panel.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob)));
    expect(gateway.callsTo('GET', `${quotesPath}/export`)).toHaveLength(1);
  });
});

describe('recording a quote', () => {
  const lenders = {
    items: [
      { id: 'l1', name: 'First Capital', active: true },
      { id: 'l2', name: 'Lone Star Bank', active: true },
    ],
    nextCursor: null,
    total: 2,
  };

  it('checks each field as the gateway would before sending, then records it with a deal PDF as term sheet', async () => {
    let stored: LenderQuote[] = [];
    const gateway = gatewayWith(() => stored).on('GET', '/admin/lenders', lenders);
    gateway.on('POST', quotesPath, () => {
      stored = [floating];
      return json(floating, 201);
    });
    const panel = await openQuotes(gateway);
    await user.click(await panel.findByRole('button', { name: 'Record quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record a quote for ${deal.dealId}` }));

    await user.click(dialog.getByRole('button', { name: 'Save quote' }));
    expect(dialog.getByText('Choose the lender')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Lender' })).toHaveFocus();

    await waitFor(() => expect(dialog.getByRole('option', { name: 'Lone Star Bank' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Lender' }), 'l2');
    await user.type(dialog.getByRole('textbox', { name: /^Loan amount/ }), '4,200,000');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Rate type' }), 'floating');
    await user.type(dialog.getByRole('textbox', { name: /^Spread/ }), '6000');
    await user.type(dialog.getByRole('textbox', { name: /^Term \(months\)/ }), '60');
    await user.type(dialog.getByRole('textbox', { name: /^Amortisation/ }), '0');
    await user.click(dialog.getByRole('button', { name: 'Save quote' }));
    expect(dialog.getByText('Choose the rate index')).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Index' }), 'SOFR');
    await user.click(dialog.getByRole('button', { name: 'Save quote' }));
    expect(dialog.getByText('Spread must be between 0 and 5,000 basis points')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Spread/ })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dialog.getByRole('textbox', { name: /^Spread/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Spread/ }), '250');
    await user.type(dialog.getByRole('textbox', { name: /^Interest-only/ }), '72');
    await user.click(dialog.getByRole('button', { name: 'Save quote' }));
    expect(dialog.getByText('Interest-only months must not be longer than the term')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: /^Interest-only/ }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Recourse' }), 'non-recourse');
    // Only the deal's PDFs can be its term sheet.
    const termSheet = dialog.getByRole('combobox', { name: "One of the deal's PDFs" });
    expect(within(termSheet).queryByRole('option', { name: 'T12.xlsx' })).toBeNull();
    await user.selectOptions(termSheet, 'doc-1');
    expect(gateway.callsTo('POST', quotesPath)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Save quote' }));

    expect(await screen.findByText('The quote of Lone Star Bank is recorded')).toBeInTheDocument();
    expect(gateway.lastBody('POST', quotesPath)).toEqual({
      lenderId: 'l2',
      contactName: null,
      termSheetDocumentId: 'doc-1',
      terms: expect.objectContaining({
        amount: 4_200_000,
        rateType: 'floating',
        index: 'SOFR',
        spreadBps: 250,
        ratePercent: null,
        termMonths: 60,
        amortisationMonths: 0,
        interestOnlyMonths: null,
        recourse: 'non-recourse',
      }),
    });
    expect(screen.queryByRole('dialog', { name: `Record a quote for ${deal.dealId}` })).toBeNull();
    expect(await panel.findByRole('table')).toHaveTextContent('Lone Star Bank');
  });

  it("shows the gateway's refusal in the dialog and keeps what was typed", async () => {
    const gateway = gatewayWith(() => []).on('GET', '/admin/lenders', lenders);
    gateway.on('POST', quotesPath, () => apiError(400, 'body.termSheetDocumentId must name a PDF of this deal'));
    const panel = await openQuotes(gateway);
    await user.click(await panel.findByRole('button', { name: 'Record quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record a quote for ${deal.dealId}` }));
    await waitFor(() => expect(dialog.getByRole('option', { name: 'First Capital' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Lender' }), 'l1');
    await user.type(dialog.getByRole('textbox', { name: /^Contact name/ }), 'Ana Ruiz');
    await user.type(dialog.getByRole('textbox', { name: /^Loan amount/ }), '4000000');
    await user.type(dialog.getByRole('textbox', { name: /^Rate/ }), '6.25');
    await user.type(dialog.getByRole('textbox', { name: /^Term \(months\)/ }), '60');
    await user.type(dialog.getByRole('textbox', { name: /^Amortisation/ }), '360');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Recourse' }), 'full');
    await user.click(dialog.getByRole('button', { name: 'Save quote' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('body.termSheetDocumentId must name a PDF of this deal');
    expect(dialog.getByRole('textbox', { name: /^Contact name/ })).toHaveValue('Ana Ruiz');
    expect(gateway.lastBody('POST', quotesPath)).toMatchObject({
      lenderId: 'l1',
      contactName: 'Ana Ruiz',
      termSheetDocumentId: null,
      terms: { amount: 4_000_000, rateType: 'fixed', ratePercent: 6.25, recourse: 'full' },
    });
  });

  it('uploads a new PDF to the deal with its progress and chooses it as the term sheet', async () => {
    const uploaded = makeDocument({ id: 'doc-new', dealId: deal.id, originalName: 'Terms.pdf' });
    let documents = [makeDocument({ id: 'doc-1', dealId: deal.id, originalName: 'Rent roll.pdf' })];
    const gateway = gatewayWith(() => [])
      .on('GET', '/admin/lenders', lenders)
      .on('GET', `/deals/${deal.id}/documents`, () => json(documents))
      .on('POST', '/documents/upload', () => {
        documents = [uploaded, ...documents];
        return json({ message: 'Document uploaded successfully', document: uploaded }, 201);
      });
    const panel = await openQuotes(gateway);
    await user.click(await panel.findByRole('button', { name: 'Record quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record a quote for ${deal.dealId}` }));
    holdUploads();
    await user.upload(
      dialog.getByLabelText(/Or upload a new PDF/),
      new File(['%PDF-1.4'], 'Terms.pdf', { type: 'application/pdf' }),
    );
    const upload = await waitFor(() => {
      const held = heldUploads()[0];
      if (!held) throw new Error('no upload yet');
      return held;
    });
    upload.progress(upload.total / 2);
    expect(await dialog.findByRole('progressbar', { name: 'Uploading Terms.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await upload.complete();
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: "One of the deal's PDFs" })).toHaveValue('doc-new'),
    );
    expect(dialog.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a term sheet that is not a PDF before uploading it', async () => {
    const gateway = gatewayWith(() => []).on('GET', '/admin/lenders', lenders);
    const panel = await openQuotes(gateway);
    await user.click(await panel.findByRole('button', { name: 'Record quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record a quote for ${deal.dealId}` }));
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        dialog.getByLabelText(/Or upload a new PDF/),
        new File(['hello'], 'terms.docx', { type: 'application/msword' }),
      );
    expect(await dialog.findByRole('alert')).toHaveTextContent('terms.docx: Please upload the term sheet as a PDF.');
    expect(gateway.callsTo('POST', '/documents/upload')).toHaveLength(0);
  });
});

describe("the deal owner's Quotes tab", () => {
  const shared = (overrides: Partial<SharedQuote> = {}): SharedQuote => {
    const { id, lenderName, terms, figures, createdAt } = quote();
    return { id, lenderName, terms, figures, selected: false, createdAt, ...overrides };
  };

  it('lists only the shared quotes, read-only, with the selected one marked and no lender contact', async () => {
    const gateway = gatewayWith(() => []).on('GET', `/deals/${deal.id}/quotes`, {
      items: [
        shared({ selected: true }),
        shared({ id: 'q2', lenderName: 'Lone Star Bank', terms: floating.terms, figures: floating.figures }),
      ],
    });
    const panel = await openQuotes(gateway, { asMember: true });
    const table = await panel.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(within(headers[1]!).getByText('Selected')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('Ana Ruiz');
    expect(rowCells(table, 'Rate')[1]).toHaveTextContent('SOFR + 2.50 % (6.80 % in effect)');
    expect(panel.queryByRole('button', { name: /Select/ })).toBeNull();
    expect(panel.queryByRole('switch')).toBeNull();
    expect(panel.queryByRole('button', { name: 'Record quote' })).toBeNull();
    expect(gateway.callsTo('GET', quotesPath)).toHaveLength(0);
  });

  it('says so when no quote is shared yet', async () => {
    const gateway = gatewayWith(() => []).on('GET', `/deals/${deal.id}/quotes`, { items: [] });
    const panel = await openQuotes(gateway, { asMember: true });
    expect(await panel.findByText('No quotes shared with you yet')).toBeInTheDocument();
  });

  it("shows the selected quote's lender and key terms on the summary", async () => {
    const gateway = gatewayWith(() => []);
    const withSelected = {
      ...deal,
      selectedQuote: {
        quoteId: 'q2',
        lenderName: 'Lone Star Bank',
        terms: floating.terms,
        selectedAt: '2026-04-09T12:00:00.000Z',
      },
    };
    renderWithServices(<DealSummaryDialog deal={withSelected} onClose={vi.fn()} />, { user: member, gateway });
    const section = within(screen.getByRole('region', { name: 'Selected Quote' }));
    expect(section.getByText('Lender').nextSibling).toHaveTextContent('Lone Star Bank');
    expect(section.getByText('Rate').nextSibling).toHaveTextContent('SOFR + 2.50 %');
    expect(section.getByText('Loan amount').nextSibling).toHaveTextContent('$4,200,000');
    expect(section.getByText('Amortisation').nextSibling).toHaveTextContent('Interest-only throughout');
    expect(section.getByText('Recourse').nextSibling).toHaveTextContent('Non-recourse');
  });
});
