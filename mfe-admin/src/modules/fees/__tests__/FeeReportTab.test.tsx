import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FeeReport, FeeReportRow } from '@portal/contracts';
import { apiError, FakeGateway } from '@portal/web-kit/testing';
import { member } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import { feeChartMonths } from '../utils/feeMonths';

const REPORT = '/admin/fees/report';
const EXPORT = '/admin/fees/report/export';
const TAB = '/admin?tab=fees';

const mia = { id: member.id, username: member.username, name: 'Mia Member', email: member.email };
const omar = { id: 'u-omar', username: 'omar', name: 'Omar Other', email: 'omar@example.com' };

const row = (overrides: Partial<FeeReportRow>): FeeReportRow => ({
  member: mia,
  month: '2026-07',
  deals: 1,
  expectedFees: 25_000,
  brokerShares: 12_500,
  received: 12_500,
  overdue: 0,
  ...overrides,
});

const report: FeeReport = {
  rows: [
    row({ month: '2026-09', member: omar, expectedFees: 20_000, brokerShares: 10_000, received: 0 }),
    row({}),
    row({ month: '2026-03', expectedFees: 15_000, brokerShares: 7_500, received: 0, overdue: 7_500 }),
    row({ month: null, expectedFees: 0, brokerShares: 0, received: 0 }),
  ],
  totals: { deals: 4, expectedFees: 60_000, brokerShares: 30_000, received: 12_500, overdue: 7_500 },
};

const empty: FeeReport = { rows: [], totals: { deals: 0, expectedFees: 0, brokerShares: 0, received: 0, overdue: 0 } };

describe('Fee report tab', () => {
  it('shows the totals, the chart with its text alternative, and the table by month and member', async () => {
    const gateway = new FakeGateway().on('GET', REPORT, report);
    renderDashboard({ gateway, path: TAB });
    const totals = within(await screen.findByRole('region', { name: 'Totals, all months' }, { timeout: 15_000 }));
    expect(totals.getByText('Brokers’ shares').nextSibling).toHaveTextContent('$30,000');
    expect(totals.getByText('Overdue').nextSibling).toHaveTextContent('$7,500');

    const chart = within(screen.getByRole('region', { name: 'Brokers’ shares by month' }));
    expect(await chart.findByTestId('fee-report-chart')).toBeInTheDocument();
    const months = within(chart.getByRole('list', { name: 'Brokers’ shares by month' })).getAllByRole('listitem');
    expect(months.map((item) => item.textContent)).toEqual([
      'Mar 2026: $0 received, $0 expected, $7,500 overdue',
      'Jul 2026: $12,500 received, $0 expected, $0 overdue',
      'Sep 2026: $0 received, $10,000 expected, $0 overdue',
    ]);

    const table = screen.getByRole('table', { name: 'Broker fees by month and member' });
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(bodyRows[0]).toHaveTextContent('Sep 2026Omar Other1$20,000$10,000$0$0');
    expect(bodyRows[3]).toHaveTextContent('No dateMia Member');
    expect(bodyRows.at(-1)).toHaveTextContent('Totals4$60,000$30,000$12,500$7,500');
    expect(gateway.callsTo('GET', REPORT)[0]?.query).toEqual({});
  });

  it('reads the months chosen, refuses a range that ends before it starts, and goes back to all months', async () => {
    const gateway = new FakeGateway().on('GET', REPORT, report);
    renderDashboard({ gateway, path: TAB });
    await screen.findByRole('region', { name: 'Totals, all months' }, { timeout: 15_000 });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    fireEvent.change(from, { target: { value: '2026-07' } });
    fireEvent.change(to, { target: { value: '2026-03' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(to).toHaveAccessibleDescription('To must be the same month as From or later');
    expect(to).toHaveFocus();
    expect(gateway.callsTo('GET', REPORT)).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByRole('region', { name: 'Totals, Jul 2026 to Sep 2026' })).toBeInTheDocument();
    expect(gateway.callsTo('GET', REPORT).at(-1)?.query).toEqual({ from: '2026-07', to: '2026-09' });

    await userEvent.click(screen.getByRole('button', { name: 'All months' }));
    expect(await screen.findByRole('region', { name: 'Totals, all months' })).toBeInTheDocument();
    expect(from).toHaveValue('');
  });

  it('shows the gateway’s 400 beside the month it names', async () => {
    const gateway = new FakeGateway().on('GET', REPORT, (request) =>
      new URL(request.url).searchParams.get('from')
        ? apiError(400, 'Invalid request', 'Invalid request', [
            { field: 'query.from', message: 'query.from must match pattern' },
          ])
        : Response.json(report),
    );
    renderDashboard({ gateway, path: TAB });
    await screen.findByRole('region', { name: 'Totals, all months' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(screen.getByLabelText('From')).toHaveAccessibleDescription('query.from must match pattern'),
    );
  });

  it('says when there are no fees, and offers no export', async () => {
    renderDashboard({ gateway: new FakeGateway().on('GET', REPORT, empty), path: TAB });
    expect(await screen.findByText('No fees in these months', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the months shown as CSV through the export helper, with a toast', async () => {
    const createObjectURL = vi.fn(() => 'blob:fees');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const gateway = new FakeGateway().on('GET', REPORT, report).on(
      'GET',
      EXPORT,
      () =>
        new Response('member,month\r\nMia,2026-07\r\n', {
          headers: { 'Content-Type': 'text/csv', 'X-Total-Count': '1' },
        }),
    );
    renderDashboard({ gateway, path: TAB });
    await screen.findByRole('region', { name: 'Totals, all months' }, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await screen.findByRole('region', { name: /^Totals, Mar 2026/ });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Fee report exported successfully')).toBeInTheDocument();
    expect(gateway.callsTo('GET', EXPORT)[0]?.query).toEqual({ from: '2026-03' });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('renders in the dark theme', async () => {
    renderDashboard({ gateway: new FakeGateway().on('GET', REPORT, report), path: TAB, theme: 'dark' });
    expect(await screen.findByTestId('fee-report-chart', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('feeChartMonths', () => {
  it('sums the members of a month, oldest first, and leaves fees without a month out', () => {
    const months = feeChartMonths([
      row({ month: '2026-07', brokerShares: 10_000, received: 4_000, overdue: 1_000 }),
      row({ month: '2026-07', member: omar, brokerShares: 2_000.5, received: 0, overdue: 0 }),
      row({ month: '2026-01', brokerShares: 500, received: 500 }),
      row({ month: null, brokerShares: 900, received: 0 }),
    ]);
    expect(months).toEqual([
      { month: '2026-01', received: 500, expected: 0, overdue: 0 },
      { month: '2026-07', received: 4_000, expected: 7_000.5, overdue: 1_000 },
    ]);
  });
});
