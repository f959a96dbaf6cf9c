import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GhlDeleteOutcome } from '@portal/contracts';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

function makeOutcome(overrides: Partial<GhlDeleteOutcome> = {}): GhlDeleteOutcome {
  return {
    id: 'deleted:1',
    dealId: 'DL-2026-000102',
    opportunityId: 'opp-102',
    policy: 'markLost',
    state: 'succeeded',
    action: 'opportunity marked lost',
    error: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:05.000Z',
    ...overrides,
  };
}

const settingsGateway = () => new FakeGateway().on('GET', '/admin/ghl/config', makeGhlConfig());

const outcomesCard = async () => within(await screen.findByRole('region', { name: 'Deleted deals in GHL' }));

describe('Settings tab: deleted deals in GHL', () => {
  it('lists each deleted deal with its opportunity, the policy, the result and when', async () => {
    const gateway = settingsGateway().on('GET', '/admin/ghl/delete-outcomes', {
      items: [
        makeOutcome(),
        makeOutcome({
          id: 'deleted:2',
          dealId: 'DL-2026-000101',
          opportunityId: 'opp-101',
          policy: 'delete',
          state: 'failed',
          action: null,
          error: 'GHL answered 403: no access to this location',
        }),
        makeOutcome({
          id: 'deleted:3',
          dealId: 'DL-2026-000100',
          state: 'retrying',
          action: null,
          error: 'GHL timed out',
        }),
      ],
      nextCursor: null,
      total: 3,
    });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await outcomesCard();
    const table = await card.findByRole('table', { name: 'Deleted deals and their GHL opportunities' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Deal', 'Opportunity', 'Policy', 'Result', 'When']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('DL-2026-000102');
    expect(rows[0]).toHaveTextContent('opp-102');
    expect(rows[0]).toHaveTextContent('Mark lost');
    expect(rows[0]).toHaveTextContent('Doneopportunity marked lost');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[1]).toHaveTextContent('FailedGHL answered 403: no access to this location');
    expect(rows[2]).toHaveTextContent('RetryingLast attempt: GHL timed out');
    expect(card.getByRole('status')).toHaveTextContent('Showing 3 of 3');
    expect(card.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/ghl/delete-outcomes')[0]?.query).toEqual({ limit: '20' });
  });

  it('says what will show there while no linked deal has been deleted', async () => {
    const gateway = settingsGateway().on('GET', '/admin/ghl/delete-outcomes', {
      items: [],
      nextCursor: null,
      total: 0,
    });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await outcomesCard();
    expect(await card.findByText('No deleted deals linked to GHL yet')).toBeInTheDocument();
    expect(card.queryByRole('table')).not.toBeInTheDocument();
  });

  it('Load more asks for the next page with the cursor and appends it', async () => {
    const gateway = settingsGateway().on('GET', '/admin/ghl/delete-outcomes', (request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return json(
        cursor === 'c1'
          ? { items: [makeOutcome({ id: 'deleted:2', dealId: 'DL-2026-000101' })], nextCursor: null, total: 2 }
          : { items: [makeOutcome()], nextCursor: 'c1', total: 2 },
      );
    });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await outcomesCard();
    await userEvent.click(await card.findByRole('button', { name: 'Load more' }));
    expect(await card.findByText('DL-2026-000101')).toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('Showing 2 of 2');
    expect(gateway.callsTo('GET', '/admin/ghl/delete-outcomes')[1]?.query).toEqual({ limit: '20', cursor: 'c1' });
  });

  it('a failed load says so, with Retry', async () => {
    const gateway = settingsGateway().on('GET', '/admin/ghl/delete-outcomes', () =>
      apiError(503, 'The service is briefly unavailable; please try again in a moment'),
    );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await outcomesCard();
    expect(await card.findByRole('alert')).toHaveTextContent('The service is briefly unavailable');
    expect(card.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
