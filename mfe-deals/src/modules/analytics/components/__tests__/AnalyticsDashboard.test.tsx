import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/shell/test/fakeGateway';
import { makeDeal, NOW } from '../../../../../test/fixtures';
import { renderDealsPage, renderWithServices } from '../../../../../test/renderDealsPage';
import { AnalyticsDashboard } from '../AnalyticsDashboard';

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();

function card(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

describe('analytics dashboard', () => {
  it('shows the figures, the charts with their data, the average and the recent activity', async () => {
    renderWithServices(
      <AnalyticsDashboard
        deals={[
          makeDeal({
            id: 'a',
            propertyName: 'Oak Plaza',
            loanAmount: 2_500_000,
            stage: 'Underwriting',
            status: 'Open',
            propertyType: 'Office',
            dealType: 'Refinance',
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
            status: 'Closed',
            propertyType: null,
            dealType: null,
            createdAt: daysAgo(3),
          }),
          makeDeal({ id: 'c', loanAmount: null, loanRequest: 'soon', createdAt: daysAgo(45) }),
        ]}
      />,
    );

    expect(card('TOTAL LOAN VOLUME').getByText('$3.3M')).toBeInTheDocument();
    expect(card('TOTAL DEALS').getByText('3')).toBeInTheDocument();
    expect(card('ACTIVE DEALS').getByText('2')).toBeInTheDocument();
    expect(card('AVERAGE LOAN AMOUNT').getByText('$1.1M')).toBeInTheDocument();

    const byStage = within(card('DEALS BY STAGE').getByRole('list', { name: 'DEALS BY STAGE figures' }));
    expect(byStage.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Qualification: 1',
      'Underwriting: 1',
      'No Stage: 1',
    ]);
    const propertyTypes = within(card('PROPERTY TYPES').getByRole('list'));
    expect(propertyTypes.getByText('Unknown: 1')).toBeInTheDocument();
    expect(propertyTypes.getByText('Office: 1')).toBeInTheDocument();
    expect(within(card('DEAL TYPES').getByRole('list')).getByText('Unknown: 1')).toBeInTheDocument();

    const recent = card('RECENT ACTIVITY').getAllByRole('listitem');
    expect(recent).toHaveLength(2);
    expect(recent[0]).toHaveTextContent('Oak Plaza');
    expect(recent[0]).toHaveTextContent('$2.5M');
    expect(recent[0]).toHaveTextContent('Underwriting');
    expect(recent[0]).toHaveTextContent('Apr 9, 2026');
    expect(recent[1]).toHaveTextContent('Unnamed Deal');
    expect(recent[1]).toHaveTextContent('$750,000');
    expect(recent[1]).toHaveTextContent('Qualification');
  });

  it("says 'NO RECENT ACTIVITY' without deals of the last 30 days", () => {
    renderWithServices(<AnalyticsDashboard deals={[makeDeal({ createdAt: daysAgo(40) })]} />);
    expect(card('RECENT ACTIVITY').getByText('NO RECENT ACTIVITY')).toBeInTheDocument();
  });

  it('draws the charts with ECharts (loaded lazily) in the theme of the page', async () => {
    const { container } = renderWithServices(<AnalyticsDashboard deals={[makeDeal()]} />, { theme: 'dark' });
    await waitFor(() => expect(container.querySelectorAll('[_echarts_instance_]')).toHaveLength(3), { timeout: 8000 });
    expect(container.querySelector('[_echarts_instance_] svg')).not.toBeNull();
  });

  it('is part of the member deals page', async () => {
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute([makeDeal()])) });
    expect(await screen.findByRole('region', { name: 'TOTAL LOAN VOLUME' })).toHaveTextContent('$1.5M');
  });
});
