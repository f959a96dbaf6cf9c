import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal } from '../../../../../test/fixtures';
import { DEALS_PAGE_SIZE } from '../../api/fetchDealsPage';
import { serveMemberDeals } from '../../../../../test/pipelineRoutes';
import { renderDealsPage, renderExposedPage } from '../../../../../test/renderDealsPage';

describe('member deals page', () => {
  it('shows DEALS, NEW DEAL and the tabs Deal List and Deal Pipeline, with no admin controls', async () => {
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute([makeDeal()]));
    renderExposedPage({ gateway });

    expect(await screen.findByRole('heading', { level: 1, name: 'DEALS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEW DEAL' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Deal List', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deal Pipeline', selected: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'List View' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search', { name: 'Filter deals' })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals')[0]?.authorization).toBe('Bearer token-123');
    expect(gateway.callsTo('GET', '/admin/deals')).toHaveLength(0);
  });

  it('lists each deal with its id, status and stage badges, property, address and dates, and View/Edit/Delete', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/deals',
      pagedRoute([
        makeDeal({
          id: 'd1',
          dealId: 'DL-2026-000001',
          status: 'In Underwriting',
          stage: 'Lender Submission Stage',
          propertyName: 'Oak Plaza',
          propertyAddress: '12 Oak Street',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-04-02T10:00:00.000Z',
        }),
        makeDeal({
          id: 'd2',
          dealId: 'DL-2026-000002',
          status: 'Closed',
          stage: null,
          propertyName: null,
          opportunityName: null,
          contactName: null,
        }),
      ]),
    );
    renderDealsPage({ gateway });

    const row = await screen.findByRole('listitem', { name: /DL-2026-000001/ });
    const inRow = within(row);
    expect(inRow.getByText('DL-2026-000001')).toBeInTheDocument();
    expect(inRow.getByText('In Underwriting')).toHaveAttribute('data-tone', 'inUnderwriting');
    expect(inRow.getByText('Lender Submission')).toBeInTheDocument();
    expect(inRow.getByText('Oak Plaza')).toBeInTheDocument();
    expect(inRow.getByText('12 Oak Street')).toBeInTheDocument();
    expect(inRow.getByText('Created Mar 1, 2026')).toBeInTheDocument();
    expect(inRow.getByText('Updated Apr 2, 2026')).toBeInTheDocument();
    expect(inRow.getByRole('button', { name: 'View DL-2026-000001' })).toBeInTheDocument();
    expect(inRow.getByRole('button', { name: 'Edit DL-2026-000001' })).toBeInTheDocument();
    expect(inRow.getByRole('button', { name: 'Delete DL-2026-000001' })).toBeInTheDocument();
    expect(inRow.queryByText(/Created by/)).not.toBeInTheDocument();

    const second = within(screen.getByRole('listitem', { name: /DL-2026-000002/ }));
    expect(second.getByText('Closed')).toHaveAttribute('data-tone', 'closed');
    expect(second.getByText('Qualification')).toBeInTheDocument();
    expect(second.getByText('Unnamed Deal')).toBeInTheDocument();
  });

  it('marks a recent stage change with a green dot', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/deals',
      pagedRoute([
        makeDeal({ id: 'a', dealId: 'DL-A', stageLastUpdated: '2026-04-08T09:00:00.000Z' }),
        makeDeal({ id: 'b', dealId: 'DL-B', stageLastUpdated: '2026-03-01T09:00:00.000Z' }),
      ]),
    );
    renderDealsPage({ gateway });
    const recent = within(await screen.findByRole('listitem', { name: /DL-A/ }));
    expect(recent.getByTestId('recent-stage-dot')).toBeInTheDocument();
    expect(recent.getByText('(stage updated recently)')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: /DL-B/ })).queryByTestId('recent-stage-dot')).toBeNull();
  });

  it('switches to the pipeline with the keyboard', async () => {
    const gateway = serveMemberDeals(new FakeGateway(), [makeDeal()]);
    renderDealsPage({ gateway });
    const listTab = await screen.findByRole('tab', { name: 'Deal List' });
    listTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Deal Pipeline' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Deal Pipeline' })).toHaveFocus();
    expect(await screen.findByRole('region', { name: 'Underwriting stage' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Deal List' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a spinner while the deals load', async () => {
    const waiting: ((response: Response) => void)[] = [];
    const gateway = new FakeGateway().on(
      'GET',
      '/deals',
      () => new Promise<Response>((resolve) => waiting.push(resolve)),
    );
    renderDealsPage({ gateway });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading deals…');
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const release of waiting) release(json(pageOf([])));
    expect(await screen.findByText(/No deals yet/)).toBeInTheDocument();
    expect(screen.queryByText('Loading deals…')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load deals' with the error message and a Retry that loads again", async () => {
    let healthy = false;
    const gateway = new FakeGateway().on('GET', '/deals', () =>
      healthy ? json(pageOf([makeDeal()])) : apiError(500, 'Internal Server Error', 'database down'),
    );
    renderDealsPage({ gateway });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load deals' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('database down');
    // Queries are retried once, as in the shell.
    const listCalls = () =>
      gateway.callsTo('GET', '/deals').filter((call) => call.query.limit === String(DEALS_PAGE_SIZE));
    expect(listCalls()).toHaveLength(2);

    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: /DL-2026-000001/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load deals')).not.toBeInTheDocument();
  });
});
