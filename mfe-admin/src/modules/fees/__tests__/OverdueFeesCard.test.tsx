import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGateway } from '@portal/web-kit/testing';
import { makeOverdueFee, makeOverdueFees } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';
import { formatFeeMoney } from '../utils/formatFeeMoney';

const overdueCard = async () =>
  within(await screen.findByRole('region', { name: 'Overdue fees' }, { timeout: 15_000 }));

describe('Overview: overdue fees', () => {
  it('shows the count and sum in a warning, and the five longest overdue with links to their deals', async () => {
    const items = [211, 90, 45, 31, 12, 3].map((days, index) =>
      makeOverdueFee(`DL-2026-00010${index}`, days, 1_000 * (index + 1)),
    );
    const gateway = new FakeGateway()
      .on('GET', '/admin/fees/overdue', makeOverdueFees(items))
      .on('GET', '/admin/fees/report', {
        rows: [],
        totals: { deals: 0, expectedFees: 0, brokerShares: 0, received: 0, overdue: 0 },
      });
    renderDashboard({ gateway });
    const card = await overdueCard();
    expect(await card.findByText('6 fees overdue · $21,000 in brokers’ shares')).toBeInTheDocument();
    const rows = within(card.getByRole('list', { name: 'Longest overdue' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('DL-2026-000100');
    expect(rows[0]).toHaveTextContent('$1,000, 211 days overdue');
    expect(rows[0]).toHaveTextContent('Property DL-2026-000100 · Mia Member');
    expect(card.getByRole('link', { name: 'DL-2026-000100' })).toHaveAttribute('href', '/deals?deal=id-DL-2026-000100');
    expect(card.queryByText('DL-2026-000105')).not.toBeInTheDocument();
    expect(card.getByText('And 1 more.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Open the Fee report' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Fee report' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('says when no fee is overdue', async () => {
    renderDashboard({ gateway: new FakeGateway().on('GET', '/admin/fees/overdue', makeOverdueFees()) });
    const card = await overdueCard();
    expect(await card.findByText('None overdue')).toBeInTheDocument();
    expect(card.queryByRole('list')).not.toBeInTheDocument();
  });

  it('one overdue day and fee read in the singular', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/fees/overdue',
      makeOverdueFees([makeOverdueFee('DL-2026-000001', 1)]),
    );
    renderDashboard({ gateway, theme: 'dark' });
    const card = await overdueCard();
    expect(await card.findByText('1 fee overdue · $7,500 in brokers’ shares')).toBeInTheDocument();
    expect(card.getByText('$7,500, 1 day overdue')).toBeInTheDocument();
  });
});

describe('formatFeeMoney', () => {
  it('shows cents only when there are some', () => {
    expect(formatFeeMoney(7500)).toBe('$7,500');
    expect(formatFeeMoney(1234.5)).toBe('$1,234.50');
    expect(formatFeeMoney(null)).toBe('—');
  });
});
