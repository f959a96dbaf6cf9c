import type { DealsSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal, NOW } from '../../../../../test/fixtures';
import { renderDealsPage, renderWithServices } from '../../../../../test/renderDealsPage';
import { AnalyticsDashboard } from '../AnalyticsDashboard';

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();

function card(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

/** The gateway's figures of three deals (as its rollup gives them). */
function summary(overrides: Partial<DealsSummary> = {}): DealsSummary {
  return {
    total: 3,
    active: 2,
    totalLoanAmount: 3_250_000,
    byStatus: { Open: 2, Closed: 1 },
    byStage: [
      { name: 'Underwriting', count: 1, loanAmount: 2_500_000 },
      { name: null, count: 1, loanAmount: 750_000 },
      { name: 'Initial Qualification Stage', count: 1, loanAmount: 0 },
    ],
    byPropertyType: [
      { name: 'Office', count: 1, loanAmount: 2_500_000 },
      { name: null, count: 2, loanAmount: 750_000 },
    ],
    byDealType: [
      { name: 'Refinance', count: 1, loanAmount: 2_500_000 },
      { name: null, count: 2, loanAmount: 750_000 },
    ],
    recentStageChanges: [],
    ...overrides,
  };
}

const newest = [
  makeDeal({
    id: 'a',
    propertyName: 'Oak Plaza',
    loanAmount: 2_500_000,
    stage: 'Underwriting',
    createdAt: daysAgo(1),
  }),
  makeDeal({
    id: 'b',
    propertyName: null,
    opportunityName: null,
    contactName: null,
    loanAmount: null,
    loanRequest: '750K',
    stage: null,
    createdAt: daysAgo(3),
  }),
  makeDeal({ id: 'c', loanAmount: null, loanRequest: 'soon', createdAt: daysAgo(45) }),
];

describe('analytics dashboard', () => {
  it('shows the gateway’s figures, the charts, the average and the recent activity of the newest deals', async () => {
    const gateway = new FakeGateway().on('GET', '/deals/summary', summary());
    renderWithServices(<AnalyticsDashboard source={{ kind: 'mine' }} newestDeals={newest} />, { gateway });

    expect((await screen.findByRole('region', { name: 'TOTAL LOAN VOLUME' })).textContent).toContain('$3.3M');
    expect(card('TOTAL DEALS').getByText('3')).toBeInTheDocument();
    expect(card('ACTIVE DEALS').getByText('2')).toBeInTheDocument();
    expect(card('AVERAGE LOAN AMOUNT').getByText('$1.1M')).toBeInTheDocument();

    // Stage names as the pipeline shows them, in the pipeline's order; no stage reads as No Stage.
    const byStage = within(card('DEALS BY STAGE').getByRole('list', { name: 'DEALS BY STAGE figures' }));
    expect(byStage.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Qualification: 1',
      'Underwriting: 1',
      'No Stage: 1',
    ]);
    const propertyTypes = within(card('PROPERTY TYPES').getByRole('list'));
    expect(propertyTypes.getByText('Unknown: 2')).toBeInTheDocument();
    expect(propertyTypes.getByText('Office: 1')).toBeInTheDocument();
    const dealTypes = within(card('DEAL TYPES').getByRole('list'));
    expect(dealTypes.getByText('Unknown: 2')).toBeInTheDocument();
    expect(dealTypes.getByText('Refinance: 1')).toBeInTheDocument();

    const recent = card('RECENT ACTIVITY').getAllByRole('listitem');
    expect(recent).toHaveLength(2);
    expect(recent[0]).toHaveTextContent('Oak Plaza');
    expect(recent[0]).toHaveTextContent('$2.5M');
    expect(recent[0]).toHaveTextContent('Underwriting');
    expect(recent[0]).toHaveTextContent('Apr 9, 2026');
    expect(recent[1]).toHaveTextContent('Unnamed Deal');
    expect(recent[1]).toHaveTextContent('$750,000');
    expect(recent[1]).toHaveTextContent('Qualification');
    // The figures are one call; the deals are never read for them.
    expect(gateway.callsTo('GET', '/deals/summary')).toHaveLength(1);
    expect(gateway.callsTo('GET', '/deals')).toHaveLength(0);
  });

  it("says 'NO RECENT ACTIVITY' without deals of the last 30 days", async () => {
    const gateway = new FakeGateway().on('GET', '/deals/summary', summary());
    renderWithServices(
      <AnalyticsDashboard source={{ kind: 'mine' }} newestDeals={[makeDeal({ createdAt: daysAgo(40) })]} />,
      { gateway },
    );
    expect(await screen.findByText('NO RECENT ACTIVITY')).toBeInTheDocument();
  });

  it('an admin’s dashboard reads every deal’s figures, or the chosen user’s', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/deals/summary', summary({ total: 7 }));
    const first = renderWithServices(<AnalyticsDashboard source={{ kind: 'all' }} newestDeals={[]} />, { gateway });
    expect(await screen.findByRole('region', { name: 'TOTAL DEALS' })).toHaveTextContent('7');
    expect(gateway.callsTo('GET', '/admin/deals/summary')[0]!.query).toEqual({});
    first.unmount();
    renderWithServices(<AnalyticsDashboard source={{ kind: 'all', userId: 'u-1' }} newestDeals={[]} />, { gateway });
    await waitFor(() => expect(gateway.callsTo('GET', '/admin/deals/summary')).toHaveLength(2));
    expect(gateway.callsTo('GET', '/admin/deals/summary')[1]!.query).toEqual({ userId: 'u-1' });
  });

  it('draws the charts with ECharts (loaded lazily) in the theme of the page', async () => {
    const gateway = new FakeGateway().on('GET', '/deals/summary', summary());
    const { container } = renderWithServices(<AnalyticsDashboard source={{ kind: 'mine' }} newestDeals={newest} />, {
      theme: 'dark',
      gateway,
    });
    await waitFor(() => expect(container.querySelectorAll('[_echarts_instance_]')).toHaveLength(3), { timeout: 8000 });
    expect(container.querySelector('[_echarts_instance_] svg')).not.toBeNull();
  });

  it('is part of the member deals page', async () => {
    renderDealsPage({
      gateway: new FakeGateway()
        .on('GET', '/deals', pagedRoute([makeDeal()]))
        .on('GET', '/deals/summary', summary({ total: 1, active: 1, totalLoanAmount: 1_500_000 })),
    });
    expect(await screen.findByRole('region', { name: 'TOTAL LOAN VOLUME' })).toHaveTextContent('$1.5M');
  });
});
