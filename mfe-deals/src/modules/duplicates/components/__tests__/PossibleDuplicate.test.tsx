import type { Deal } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal, member } from '../../../../../test/fixtures';
import { renderDealsPage, renderWithServices } from '../../../../../test/renderDealsPage';
import { DealSummaryDialog } from '../../../deals/components/DealSummaryDialog';
import { POSSIBLE_DUPLICATE_MESSAGE } from '../../utils/possibleDuplicateMessage';

const user = userEvent.setup();

/** The notice: a status whose whole text is the one sentence. */
function noticeIn(container: HTMLElement): HTMLElement | undefined {
  return within(container)
    .queryAllByRole('status')
    .find((element) => element.textContent === POSSIBLE_DUPLICATE_MESSAGE);
}

function summaryGateway(deal: Deal) {
  return new FakeGateway()
    .on('GET', `/deals/${deal.id}/documents`, [])
    .on('GET', `/deals/${deal.id}/activities`, pagedRoute([]))
    .on('GET', `/deals/${deal.id}/comments`, pagedRoute([]))
    .on('GET', `/deals/${deal.id}/fee`, { fee: null });
}

describe('a deal flagged as a possible duplicate', () => {
  it.each(['light', 'dark'] as const)(
    "shows its owner only the neutral sentence, as a status, on the deal's summary (%s theme)",
    async (theme) => {
      const deal = makeDeal({ possibleDuplicate: true });
      renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} />, {
        gateway: summaryGateway(deal),
        theme,
      });
      const dialog = screen.getByRole('dialog', { name: 'Deal Summary' });
      expect(noticeIn(dialog)).toBeDefined();
      // Nothing else of a duplicate anywhere in the summary: no other deal, owner or flag.
      expect(within(dialog).queryByText(/duplicate/i)).toBeNull();
    },
  );

  it('shows no notice on a deal that is not flagged', () => {
    const deal = makeDeal();
    renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} />, { gateway: summaryGateway(deal) });
    expect(noticeIn(screen.getByRole('dialog', { name: 'Deal Summary' }))).toBeUndefined();
    expect(screen.queryByText(POSSIBLE_DUPLICATE_MESSAGE)).toBeNull();
  });

  it('admins see the same notice on the deal (their flags list tells them the rest)', () => {
    const deal = makeDeal({ possibleDuplicate: true, duplicateFlagId: 'flag-1' });
    renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} showCreator />, {
      user: admin,
      gateway: summaryGateway(deal).on('GET', `/deals/${deal.id}/placement`, json({}, 404)),
    });
    expect(noticeIn(screen.getByRole('dialog', { name: 'Deal Summary' }))).toBeDefined();
  });
});

async function fillCreateForm(dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText(/^First Name/), 'Cleo');
  await user.type(form.getByLabelText(/^Last Name/), 'Client');
  await user.type(form.getByLabelText(/^Phone Number/), '555-0100');
  await user.type(form.getByLabelText(/^Email Address/), 'cleo@example.com');
  await user.type(form.getByLabelText(/^Property Address/), '12 Harbour Wy., Ste 4');
  await user.type(form.getByLabelText(/^Loan Request/), '$1.5M');
}

/**
 * A member's page whose create answers `created`, and whose later read of it answers `reread`;
 * `times` holds when each was answered.
 */
function createGateway(created: Deal, reread: Deal, times: { created?: number; reread?: number } = {}) {
  let deals: Deal[] = [];
  return new FakeGateway()
    .on('GET', '/deals', () => json(pageOf(deals)))
    .on('POST', '/deals', () => {
      deals = [created];
      times.created = Date.now();
      return json(created, 201);
    })
    .on('GET', `/deals/${created.id}`, () => {
      times.reread = Date.now();
      return json(reread);
    })
    .on('GET', `/deals/${created.id}/documents`, [])
    .on('GET', '/earnings', {
      expectedPipeline: 0,
      weightedForecast: 0,
      receivedThisYear: 0,
      year: 2026,
      overdue: { count: 0, amount: 0 },
      deals: [],
    });
}

describe('after a create or an edit', () => {
  it('reads the deal again about 1.5 s later and, when it is flagged, toasts the neutral sentence once', async () => {
    const created = makeDeal({ id: 'new-1', dealId: 'DL-2026-000042' });
    const times: { created?: number; reread?: number } = {};
    const gateway = createGateway(created, { ...created, possibleDuplicate: true }, times);
    renderDealsPage({ gateway, user: member });
    await user.click(await screen.findByRole('button', { name: 'NEW DEAL' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Deal' });
    await fillCreateForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText('Deal created successfully')).toBeInTheDocument();
    expect(await screen.findByText(POSSIBLE_DUPLICATE_MESSAGE, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals/new-1')).toHaveLength(1);
    // The create's own answer says nothing: the deal is read again a moment after it.
    expect(times.reread! - times.created!).toBeGreaterThanOrEqual(1400);
  });

  it('says nothing when the deal read again is not flagged', async () => {
    const created = makeDeal({ id: 'new-2', dealId: 'DL-2026-000043' });
    const gateway = createGateway(created, created);
    renderDealsPage({ gateway, user: member });
    await user.click(await screen.findByRole('button', { name: 'NEW DEAL' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Deal' });
    await fillCreateForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));

    await waitFor(() => expect(gateway.callsTo('GET', '/deals/new-2')).toHaveLength(1), { timeout: 4000 });
    // Let the answer be handled before looking for the toast.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(POSSIBLE_DUPLICATE_MESSAGE)).toBeNull();
  });

  it('an edit that makes the deal a possible duplicate is followed by the same toast', async () => {
    let deal = makeDeal({ id: 'd1', dealId: 'DL-2026-000001' });
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf([deal])))
      .on('PUT', '/deals/d1', () => {
        deal = { ...deal, propertyAddress: '12 Harbour Way Suite 4' };
        return json(deal);
      })
      .on('GET', '/deals/d1', () => json({ ...deal, possibleDuplicate: true }))
      .on('GET', '/deals/d1/documents', [])
      .on('GET', '/earnings', {
        expectedPipeline: 0,
        weightedForecast: 0,
        receivedThisYear: 0,
        year: 2026,
        overdue: { count: 0, amount: 0 },
        deals: [],
      });
    renderDealsPage({ gateway, user: member });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    const form = within(screen.getByRole('dialog'));
    await user.clear(form.getByLabelText(/^Property Address/));
    await user.type(form.getByLabelText(/^Property Address/), '12 Harbour Way Suite 4');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Deal updated successfully')).toBeInTheDocument();
    expect(await screen.findByText(POSSIBLE_DUPLICATE_MESSAGE, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals/d1')).toHaveLength(1);
  });
});
