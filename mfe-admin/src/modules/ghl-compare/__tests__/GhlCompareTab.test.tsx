import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeComparison, makeDeal } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import { SYNC_BATCH_SIZE } from '../hooks/useSyncDeals';
import type { Comparison, SyncResult } from '@portal/contracts';

vi.mock('../utils/newRunId', () => ({ newRunId: () => 'run-test-0001' }));

const differing = (n: number) =>
  makeComparison({ ourDeal: makeDeal({ id: `d${n}`, dealId: `DL-2026-00000${n}`, ghlOpportunityId: `opp-${n}` }) });
const inSync = makeComparison({
  ourDeal: makeDeal({ id: 'd9', dealId: 'DL-2026-000009', propertyName: 'Quiet Acres', ghlOpportunityId: 'opp-9' }),
  hasDifferences: false,
  differences: [],
});

const card = (dealId: string) => screen.getByRole('article', { name: new RegExp(`^${dealId}`) });

describe('GHL Compare tab', () => {
  it('shows how far the comparison has read GHL while it runs (pages, opportunities of the total)', async () => {
    let finish: (response: Response) => void = () => undefined;
    const gateway = new FakeGateway()
      .on('GET', '/deals/compare/ghl', () => new Promise<Response>((resolve) => (finish = resolve)))
      .on('GET', '/deals/compare/ghl/progress/run-test-0001', () =>
        json({ pagesRead: 2, opportunitiesRead: 200, total: 450 }),
      );
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    expect(await screen.findByText('Reading from GHL: 200 of 450 opportunities (2 pages)')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Opportunities read from GHL' });
    expect(bar).toHaveAttribute('value', '200');
    expect(bar).toHaveAttribute('max', '450');
    // The progress asked for is the run's own: the id the comparison was started with.
    expect(gateway.callsTo('GET', '/deals/compare/ghl')[0]!.query.runId).toBe('run-test-0001');
    finish(json([inSync]));
    expect(await screen.findByLabelText('Comparison summary')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Opportunities read from GHL' })).not.toBeInTheDocument();
  });

  it('shows the tiles and, per deal, Our System beside GoHighLevel with the differing fields', async () => {
    const gateway = new FakeGateway().on('GET', '/deals/compare/ghl', [differing(1), differing(2), inSync]);
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    const tiles = await screen.findByLabelText('Comparison summary');
    expect(within(tiles).getByText('Total Deals').nextSibling).toHaveTextContent('3');
    expect(within(tiles).getByText('With Differences').nextSibling).toHaveTextContent('2');
    expect(within(tiles).getByText('In Sync').nextSibling).toHaveTextContent('1');

    const first = card('DL-2026-000001');
    const ours = within(first).getByRole('region', { name: 'Our System: DL-2026-000001' });
    const theirs = within(first).getByRole('region', { name: 'GoHighLevel: DL-2026-000001' });
    expect(ours).toHaveTextContent('Monetary Value1,500,000');
    expect(theirs).toHaveTextContent('Monetary Value2,400,000');
    expect(ours).toHaveTextContent('Property Address1 Harbor Way');
    expect(theirs).toHaveTextContent('Property Address12 Maple Court');
  });

  it('only deals with differences can be selected; Select All / Deselect All count in Sync Selected (N)', async () => {
    const gateway = new FakeGateway().on('GET', '/deals/compare/ghl', [differing(1), differing(2), inSync]);
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    await screen.findByLabelText('Comparison summary');
    expect(within(card('DL-2026-000009')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(card('DL-2026-000009')).getByText('In Sync')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Selected (0)' })).toBeDisabled();

    await userEvent.click(within(card('DL-2026-000002')).getByRole('checkbox', { name: 'Select' }));
    expect(screen.getByRole('button', { name: 'Sync Selected (1)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'Sync Selected (2)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByRole('button', { name: 'Sync Selected (0)' })).toBeDisabled();
  });

  it('syncs the selection with progress, lists failures as dealId: error, reloads and clears the selection', async () => {
    let released: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      released = resolve;
    });
    let list: Comparison[] = [differing(1), differing(2), inSync];
    const gateway = new FakeGateway()
      .on('GET', '/deals/compare/ghl', () => json(list))
      .on('POST', '/deals/sync/ghl', async () => {
        await gate;
        const result: SyncResult = {
          totalRequested: 2,
          successful: 1,
          failed: 1,
          results: [
            { dealId: 'd1', success: true },
            { dealId: 'd2', success: false, error: 'GHL refused the update' },
          ],
        };
        return json(result);
      });
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    await screen.findByLabelText('Comparison summary');
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync Selected (2)' }));

    expect(await screen.findByRole('progressbar', { name: 'Syncing 2 deals' })).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/deals/sync/ghl')).toEqual({ dealIds: ['d1', 'd2'] });
    list = [makeComparison({ ...differing(1), hasDifferences: false, differences: [] }), differing(2), inSync];
    released();

    const result = await screen.findByRole('status', { name: 'Sync result' });
    expect(result).toHaveTextContent('Synced 1 of 2 deals, 1 failed');
    expect(within(result).getByRole('listitem')).toHaveTextContent('DL-2026-000002: GHL refused the update');
    expect(await screen.findByText('Sync completed: 1 successful, 1 failed')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET', '/deals/compare/ghl')).toHaveLength(2));
    await waitFor(() =>
      expect(within(screen.getByLabelText('Comparison summary')).getByText('In Sync').nextSibling).toHaveTextContent(
        '2',
      ),
    );
    expect(screen.getByRole('button', { name: 'Sync Selected (0)' })).toBeDisabled();
    expect(within(card('DL-2026-000002')).getByRole('checkbox', { name: 'Select' })).not.toBeChecked();
  });

  it(`sends large selections in batches of ${SYNC_BATCH_SIZE}`, async () => {
    const many = Array.from({ length: 12 }, (_, i) => differing(i + 10));
    const gateway = new FakeGateway()
      .on('GET', '/deals/compare/ghl', many)
      .on('POST', '/deals/sync/ghl', async (request) => {
        const { dealIds } = (await request.json()) as { dealIds: string[] };
        return json({
          totalRequested: dealIds.length,
          successful: dealIds.length,
          failed: 0,
          results: dealIds.map((dealId) => ({ dealId, success: true })),
        });
      });
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    await screen.findByLabelText('Comparison summary');
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync Selected (12)' }));
    expect(await screen.findByRole('status', { name: 'Sync result' })).toHaveTextContent('Synced 12 of 12 deals');
    expect(
      gateway.callsTo('POST', '/deals/sync/ghl').map((call) => (call.body as { dealIds: string[] }).dealIds.length),
    ).toEqual([10, 2]);
    expect(await screen.findByText('Sync completed: 12 successful, 0 failed')).toBeInTheDocument();
  });

  it('a failed sync says the server’s message, else Failed to sync deals, and still reloads', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals/compare/ghl', [differing(1)])
      .on('POST', '/deals/sync/ghl', apiError(409, 'Conflict', 'GHL is not configured'));
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    await screen.findByLabelText('Comparison summary');
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync Selected (1)' }));
    expect(await screen.findByText('GHL is not configured')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET', '/deals/compare/ghl')).toHaveLength(2));

    gateway.on('POST', '/deals/sync/ghl', () => new Response('', { status: 500 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sync Selected (1)' }));
    expect(await screen.findByText('Failed to sync deals')).toBeInTheDocument();
  });

  it('a failed comparison says the server’s message, else Failed to fetch comparisons', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/deals/compare/ghl',
      apiError(502, 'Bad Gateway', 'GHL did not answer'),
    );
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    expect(await screen.findByRole('alert')).toHaveTextContent('GHL did not answer');

    gateway.on('GET', '/deals/compare/ghl', () => new Response('', { status: 500 }));
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch comparisons'));
  });

  it('Refresh reloads the comparison; an empty one explains where linked deals come from', async () => {
    const gateway = new FakeGateway().on('GET', '/deals/compare/ghl', []);
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    expect(await screen.findByText('No deals are linked to GoHighLevel yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(gateway.callsTo('GET', '/deals/compare/ghl')).toHaveLength(2));
  });

  it('marks a deal whose opportunity no longer exists in GoHighLevel', async () => {
    const gone = makeComparison({
      ghlOpportunity: null,
      differences: [{ field: 'ghlOpportunityId', ourValue: 'opp-1', ghlValue: null, type: 'missing' }],
    });
    const gateway = new FakeGateway().on('GET', '/deals/compare/ghl', [gone]);
    renderDashboard({ gateway, path: '/admin?tab=ghl-compare' });
    await screen.findByLabelText('Comparison summary');
    expect(card('DL-2026-000001')).toHaveTextContent('The linked opportunity no longer exists in GoHighLevel');
  });
});
