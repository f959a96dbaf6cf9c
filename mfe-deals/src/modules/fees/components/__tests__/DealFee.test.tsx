import type { DealFee } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { unsavedChanges } from '@portal/web-kit/unsaved-changes';
import { admin, makeDeal, member } from '../../../../../test/fixtures';
import { renderDealsPage, renderWithServices } from '../../../../../test/renderDealsPage';
import { DealSummaryDialog } from '../../../deals/components/DealSummaryDialog';
import { DISCARD_FEE_CHANGES } from '../EditFeeDialog';

const user = userEvent.setup();
const deal = makeDeal({ id: 'd1', dealId: 'DL-2026-000001' });
const feePath = `/deals/${deal.id}/fee`;
const savePath = `/admin/deals/${deal.id}/fee`;

const fee: DealFee = {
  feePoints: 1,
  feeAmount: null,
  loanAmount: 1_500_000,
  expectedFee: 15_000,
  brokerSharePercent: 50,
  brokerSharePercentOverride: null,
  brokerShare: 7_500,
  expectedClosingOn: '2026-06-30',
  dueOn: '2026-07-30',
  invoicedOn: '2026-07-02',
  receivedOn: null,
  receivedAmount: null,
  state: 'invoiced',
  quoteId: null,
  updatedAt: '2026-07-02T09:00:00.000Z',
};

function gatewayWith(current: () => DealFee | null) {
  return new FakeGateway()
    .on('GET', `/deals/${deal.id}/documents`, [])
    .on('GET', `/deals/${deal.id}/activities`, pagedRoute([]))
    .on('GET', `/deals/${deal.id}/comments`, pagedRoute([]))
    .on('GET', feePath, () => json({ fee: current() }));
}

function openSummary(gateway: FakeGateway, asAdmin = false) {
  renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} showCreator={asAdmin} />, {
    user: asAdmin ? admin : member,
    gateway,
  });
  return within(screen.getByRole('region', { name: 'Fee' }));
}

/** The Fee section's figures as term → value. */
async function figures(section: ReturnType<typeof within>) {
  const list = await section.findByLabelText('Fee figures', {}, { timeout: 3000 });
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

afterEach(() => unsavedChanges.discard());

describe("a deal's Fee section", () => {
  it("shows the member their deal's fee: expected fee and basis, share, closing, due day, payment and state in words", async () => {
    const gateway = gatewayWith(() => fee);
    const section = openSummary(gateway);
    expect(await figures(section)).toEqual({
      State: 'Fee invoiced',
      'Expected fee': '$15,000',
      'Set as': '1 point of $1,500,000',
      'Broker share': '50 % · $7,500',
      'Expected closing': 'Jun 30, 2026',
      'Due on': 'Jul 30, 2026',
      Invoiced: 'Jul 2, 2026',
      Received: 'Not yet',
    });
    // Only admins change a fee.
    expect(section.queryByRole('button', { name: /fee/i })).toBeNull();
    expect(gateway.callsTo('GET', feePath)).toHaveLength(1);
  });

  it('tells a member how a fee will appear when none is recorded', async () => {
    const section = openSummary(gatewayWith(() => null));
    expect(
      await section.findByText(
        'No fee recorded yet. A fee appears here once an admin records it or selects a lender’s quote.',
      ),
    ).toBeInTheDocument();
  });
});

describe("an admin's Edit fee dialog", () => {
  it('checks every field before sending, shows each problem at its field and sends nothing', async () => {
    const gateway = gatewayWith(() => fee).on('PUT', savePath, () => json({ fee }));
    const section = openSummary(gateway, true);
    await user.click(await section.findByRole('button', { name: 'Edit fee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit fee of DL-2026-000001' }));

    await user.clear(dialog.getByLabelText('Fee (points of the loan)'));
    await user.type(dialog.getByLabelText('Fee (points of the loan)'), '25');
    await user.type(dialog.getByLabelText("Broker's share for this deal (%)"), '120');
    await user.type(dialog.getByLabelText('Received amount ($)'), '15000');
    await user.click(dialog.getByRole('button', { name: 'Save fee' }));

    expect(dialog.getByLabelText('Fee (points of the loan)')).toHaveAccessibleDescription(
      'Fee points must be a number from 0 to 20',
    );
    expect(dialog.getByLabelText("Broker's share for this deal (%)")).toHaveAccessibleDescription(
      'Broker share must be a number from 0 to 100',
    );
    expect(dialog.getByLabelText('Received on')).toHaveAccessibleDescription(
      'Received on is needed with the received amount',
    );
    expect(dialog.getByLabelText('Fee (points of the loan)')).toHaveFocus();
    expect(gateway.callsTo('PUT', savePath)).toHaveLength(0);
  });

  it('sends only the changed figures, toasts, closes and shows the fee as saved', async () => {
    let current: DealFee = fee;
    const gateway = gatewayWith(() => current).on('PUT', savePath, () => {
      current = {
        ...fee,
        brokerSharePercent: 60,
        brokerSharePercentOverride: 60,
        brokerShare: 9_000,
        receivedOn: '2026-08-05',
        receivedAmount: 15_000,
        state: 'received',
      };
      return json({ fee: current });
    });
    const section = openSummary(gateway, true);
    await user.click(await section.findByRole('button', { name: 'Edit fee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit fee of DL-2026-000001' }));
    expect(dialog.getByLabelText('Fee (points of the loan)')).toHaveValue('1');
    expect(dialog.getByLabelText('Expected closing')).toHaveValue('2026-06-30');

    await user.type(dialog.getByLabelText("Broker's share for this deal (%)"), '60');
    fireEvent.change(dialog.getByLabelText('Received on'), { target: { value: '2026-08-05' } });
    await user.type(dialog.getByLabelText('Received amount ($)'), '$15,000');
    await user.click(dialog.getByRole('button', { name: 'Save fee' }));

    expect(await screen.findByText('The fee of DL-2026-000001 is saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', savePath)).toEqual({
      brokerSharePercent: 60,
      receivedOn: '2026-08-05',
      receivedAmount: 15_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit fee/ })).toBeNull());
    expect(await section.findByText('Fee received')).toBeInTheDocument();
    expect(await section.findByText('60 % · $9,000 (this deal’s own share)')).toBeInTheDocument();
  });

  it("shows the gateway's refusal at the field it names, keeping what was typed", async () => {
    const gateway = gatewayWith(() => fee).on('PUT', savePath, () =>
      apiError(400, 'Bad Request', 'The fee amount is larger than the loan', [
        { field: 'body.feeAmount', message: 'The fee amount is larger than the loan' },
      ]),
    );
    const section = openSummary(gateway, true);
    await user.click(await section.findByRole('button', { name: 'Edit fee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit fee of DL-2026-000001' }));
    await user.type(dialog.getByLabelText('Fee amount ($)'), '2M');
    await user.click(dialog.getByRole('button', { name: 'Save fee' }));

    await waitFor(() =>
      expect(dialog.getByLabelText('Fee amount ($)')).toHaveAccessibleDescription(
        'The fee amount is larger than the loan',
      ),
    );
    expect(dialog.getByLabelText('Fee amount ($)')).toHaveValue('2M');
    expect(dialog.getByLabelText('Fee amount ($)')).toHaveFocus();
    expect(gateway.lastBody('PUT', savePath)).toEqual({ feeAmount: 2_000_000 });
  });

  it('records a first fee on a deal without one', async () => {
    const gateway = gatewayWith(() => null).on('PUT', savePath, () =>
      json({ fee: { ...fee, invoicedOn: null, state: 'expected' } }),
    );
    const section = openSummary(gateway, true);
    expect(await section.findByText('No fee recorded yet.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Record fee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit fee of DL-2026-000001' }));
    await user.type(dialog.getByLabelText('Fee (points of the loan)'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('The fee of DL-2026-000001 is saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', savePath)).toEqual({ feePoints: 1 });
  });

  it('holds its changes as unsaved, and asks before closing with them', async () => {
    const section = openSummary(
      gatewayWith(() => fee),
      true,
    );
    await user.click(await section.findByRole('button', { name: 'Edit fee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit fee of DL-2026-000001' }));
    expect(unsavedChanges.any()).toBe(false);

    await user.type(dialog.getByLabelText('Fee amount ($)'), '20000');
    expect(unsavedChanges.any()).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Discard changes?' }));
    expect(ask.getByText(DISCARD_FEE_CHANGES)).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dialog.getByLabelText('Fee amount ($)')).toHaveValue('20000');

    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit fee/ })).toBeNull());
    expect(unsavedChanges.any()).toBe(false);
  });

  it('closes at once when nothing was changed', async () => {
    const section = openSummary(
      gatewayWith(() => fee),
      true,
    );
    await user.click(await section.findByRole('button', { name: 'Edit fee' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit fee of DL-2026-000001' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit fee/ })).toBeNull());
  });
});

describe('fees in the deal list', () => {
  it("shows each deal's fee state in words and the broker share; a deal without a fee shows neither", async () => {
    const withFee = makeDeal({ id: 'd1', dealId: 'DL-2026-000001', fee: { ...fee, state: 'overdue' } });
    const without = makeDeal({ id: 'd2', dealId: 'DL-2026-000002' });
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf([withFee, { ...without, possibleDuplicate: true }])))
      .on('GET', '/earnings', {
        expectedPipeline: 7_500,
        weightedForecast: 750,
        receivedThisYear: 0,
        year: 2026,
        overdue: { count: 1, amount: 7_500 },
        deals: [],
      });
    renderDealsPage({ gateway, user: member });
    const row = await screen.findByRole('listitem', { name: /DL-2026-000001/ });
    expect(within(row).getByText('Fee overdue')).toBeInTheDocument();
    expect(within(row).getByText('Broker share 50 % · $7,500')).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: /DL-2026-000002/ });
    expect(within(other).queryByText(/^Fee /)).toBeNull();
    expect(within(other).queryByText(/Broker share/)).toBeNull();
    // A member's row never marks a possible duplicate (the summary's notice says all there is).
    expect(screen.queryByText('Possible duplicate')).toBeNull();
  });

  it("marks an admin's row of a deal flagged as a possible duplicate", async () => {
    const flagged = makeDeal({ id: 'd1', dealId: 'DL-2026-000001', possibleDuplicate: true, duplicateFlagId: 'f1' });
    const plain = makeDeal({ id: 'd2', dealId: 'DL-2026-000002' });
    const gateway = new FakeGateway().on('GET', '/admin/deals', () => json(pageOf([flagged, plain])));
    renderDealsPage({ gateway, user: admin });
    const row = await screen.findByRole('listitem', { name: /DL-2026-000001/ });
    expect(within(row).getByText('Possible duplicate')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: /DL-2026-000002/ })).queryByText('Possible duplicate'),
    ).toBeNull();
  });
});
