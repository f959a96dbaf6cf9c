import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { admin, member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';

describe('home page', () => {
  it('welcomes the member and shows their deal counts by status and recent stage changes', async () => {
    const gateway = new FakeGateway();
    renderApp({ signedInAs: member, gateway, path: '/home' });
    gateway.on('GET', '/deals/summary', {
      total: 2,
      active: 1,
      totalLoanAmount: 3_000_000,
      byStatus: { Open: 1, Closed: 1 },
      byStage: [],
      byPropertyType: [],
      byDealType: [],
      recentStageChanges: [
        {
          id: 'b',
          dealId: 'DL-2026-000002',
          dealName: 'Oak Plaza',
          from: 'Proposal',
          to: 'Underwriting',
          at: '2026-04-06T15:30:00',
        },
      ],
    });
    // The signed-in pages load as a chunk: the first test of the file waits for its first import.
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Maria Member' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const figures = within(await screen.findByRole('region', { name: 'YOUR DEALS' }));
    expect(figures.getByText('TOTAL DEALS').nextSibling).toHaveTextContent('2');
    expect(figures.getByText('ACTIVE DEALS').nextSibling).toHaveTextContent('1');

    const byStatus = within(screen.getByRole('region', { name: 'DEALS BY STATUS' }));
    expect(byStatus.getByText('Open').nextSibling).toHaveTextContent('1');
    expect(byStatus.getByText('Closed').nextSibling).toHaveTextContent('1');

    const changes = within(screen.getByRole('region', { name: 'RECENT STAGE CHANGES' }));
    expect(changes.getByText('Oak Plaza')).toBeInTheDocument();
    expect(changes.getByText(/Proposal → Underwriting/)).toBeInTheDocument();
    expect(changes.getByText('DL-2026-000002 · Apr 6, 2026 3:30 PM')).toBeInTheDocument();
  });

  it('offers the Admin dashboard link to admins only', async () => {
    renderApp({ signedInAs: admin, path: '/home' });
    expect(await screen.findByRole('link', { name: 'Open the Admin dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows Failed to load deals with Retry when the deals cannot be loaded', async () => {
    const gateway = new FakeGateway();
    renderApp({ signedInAs: member, gateway, path: '/home' });
    let healthy = false;
    const empty = {
      total: 0,
      active: 0,
      totalLoanAmount: 0,
      byStatus: {},
      byStage: [],
      byPropertyType: [],
      byDealType: [],
      recentStageChanges: [],
    };
    gateway.on('GET', '/deals/summary', () =>
      healthy ? json(empty) : apiError(500, 'Internal Server Error', 'database down'),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load deals');
    expect(alert).toHaveTextContent('database down');
    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'YOUR DEALS' })).toBeInTheDocument();
    expect(screen.getByText('No stage changes yet.')).toBeInTheDocument();
  });
});
