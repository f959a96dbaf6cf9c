import type { DealFee, Earnings } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeGateway, json, pageOf } from '@portal/web-kit/testing';
import { darkTheme, lightTheme } from '@portal/web-kit/theme';
import { makeDeal, member } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';
import { NO_FEES_YET } from '../EarningsPanel';

const user = userEvent.setup();

const baseFee: DealFee = {
  feePoints: 1,
  feeAmount: null,
  loanAmount: 1_500_000,
  expectedFee: 15_000,
  brokerSharePercent: 50,
  brokerSharePercentOverride: null,
  brokerShare: 7_500,
  expectedClosingOn: '2026-06-30',
  dueOn: '2026-07-30',
  invoicedOn: null,
  receivedOn: null,
  receivedAmount: null,
  state: 'expected',
  quoteId: null,
  updatedAt: '2026-04-01T10:00:00.000Z',
};

const ref = (id: string, dealId: string, propertyName: string) => ({
  id,
  dealId,
  propertyName,
  propertyAddress: '1 Harbor Way',
  stage: 'Proposal',
  status: 'Open',
  owner: null,
});

const earnings: Earnings = {
  expectedPipeline: 17_500,
  weightedForecast: 6_125.5,
  receivedThisYear: 4_000,
  year: 2026,
  overdue: { count: 1, amount: 2_500 },
  deals: [
    {
      deal: ref('d-over', 'DL-2026-000011', 'Harbor Lofts'),
      fee: { ...baseFee, brokerShare: 2_500, state: 'overdue', expectedClosingOn: '2026-02-01' },
    },
    { deal: ref('d-exp', 'DL-2026-000012', 'Pier Plaza'), fee: { ...baseFee, state: 'expected' } },
    {
      deal: ref('d-inv', 'DL-2026-000013', 'Dock Flats'),
      fee: { ...baseFee, state: 'invoiced', expectedClosingOn: '2026-08-15' },
    },
    {
      deal: ref('d-rec', 'DL-2026-000014', 'Quay House'),
      fee: { ...baseFee, brokerShare: 4_000, state: 'received', expectedClosingOn: '2026-09-01' },
    },
  ],
};

function gatewayWith(answer: Earnings) {
  const deal = makeDeal({ id: 'd-over', dealId: 'DL-2026-000011' });
  return new FakeGateway()
    .on('GET', '/deals', () => json(pageOf([deal])))
    .on('GET', '/earnings', answer)
    .on('GET', '/deals/d-over', deal)
    .on('GET', '/deals/d-over/fee', { fee: earnings.deals[0]!.fee })
    .on('GET', '/deals/d-over/documents', [])
    .on('GET', '/deals/d-over/activities', json({ items: [], nextCursor: null, total: 0 }))
    .on('GET', '/deals/d-over/comments', json({ items: [], nextCursor: null, total: 0, commentCount: 0 }));
}

/** The figure of a card, found by its title. */
function figure(panel: HTMLElement, title: string) {
  return within(within(panel).getByRole('region', { name: title })).getByText(/\$|·/);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the member's Earnings panel", () => {
  it.each(['light', 'dark'] as const)(
    'shows the pipeline, the forecast, what was received this year and the overdue fees in a warning tone (%s theme)',
    async (theme) => {
      renderDealsPage({ gateway: gatewayWith(earnings), user: member, theme });
      const panel = await screen.findByRole('region', { name: 'EARNINGS' });
      await within(panel).findByRole('region', { name: 'EXPECTED PIPELINE' });
      expect(figure(panel, 'EXPECTED PIPELINE')).toHaveTextContent('$17,500');
      expect(figure(panel, 'WEIGHTED FORECAST')).toHaveTextContent('$6,125.50');
      expect(figure(panel, 'RECEIVED IN 2026')).toHaveTextContent('$4,000');
      const overdue = figure(panel, 'OVERDUE');
      expect(overdue).toHaveTextContent('1 · $2,500');
      const colours = theme === 'dark' ? darkTheme.colors : lightTheme.colors;
      expect(getComputedStyle(overdue).color).toBe(
        getComputedStyle(Object.assign(document.createElement('p'), { style: `color: ${colours.warning}` })).color,
      );
      expect(getComputedStyle(figure(panel, 'EXPECTED PIPELINE')).color).not.toBe(getComputedStyle(overdue).color);
    },
  );

  it('lists their deals with a fee by expected closing, each a link that opens the deal', async () => {
    renderDealsPage({ gateway: gatewayWith(earnings), user: member });
    const panel = await screen.findByRole('region', { name: 'EARNINGS' });
    const list = within(await within(panel).findByRole('region', { name: 'Your deals with a fee' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'DL-2026-000011 Harbor LoftsClosing Feb 1, 2026Your share $2,500Fee overdue',
      'DL-2026-000012 Pier PlazaClosing Jun 30, 2026Your share $7,500Fee expected',
      'DL-2026-000013 Dock FlatsClosing Aug 15, 2026Your share $7,500Fee invoiced',
      'DL-2026-000014 Quay HouseClosing Sep 1, 2026Your share $4,000Fee received',
    ]);
    const link = list.getByRole('link', { name: 'DL-2026-000011 Harbor Lofts' });
    expect(link).toHaveAttribute('href', '?deal=d-over');
    await user.click(link);
    expect(window.location.search).toBe('?deal=d-over');
    expect(await screen.findByRole('dialog', { name: 'Deal Summary' })).toBeInTheDocument();
  });

  it('charts their share by fee state with the same figures as text', async () => {
    renderDealsPage({ gateway: gatewayWith(earnings), user: member });
    const panel = await screen.findByRole('region', { name: 'EARNINGS' });
    const figures = await within(panel).findByRole('list', { name: 'YOUR SHARE BY FEE STATE figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Expected: $7,500', 'Invoiced: $7,500', 'Overdue: $2,500', 'Received: $4,000']);
  });

  it('says how fees appear when there are none yet, and nothing is overdue', async () => {
    const none: Earnings = {
      expectedPipeline: 0,
      weightedForecast: 0,
      receivedThisYear: 0,
      year: 2026,
      overdue: { count: 0, amount: 0 },
      deals: [],
    };
    renderDealsPage({ gateway: gatewayWith(none), user: member });
    const panel = await screen.findByRole('region', { name: 'EARNINGS' });
    expect(await within(panel).findByText(NO_FEES_YET)).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'OVERDUE' })).toBeNull();
  });

  it('an overdue figure of zero is not in the warning tone', async () => {
    const calm: Earnings = { ...earnings, overdue: { count: 0, amount: 0 }, deals: earnings.deals.slice(1) };
    renderDealsPage({ gateway: gatewayWith(calm), user: member });
    const panel = await screen.findByRole('region', { name: 'EARNINGS' });
    await within(panel).findByRole('region', { name: 'OVERDUE' });
    expect(getComputedStyle(figure(panel, 'OVERDUE')).color).toBe(
      getComputedStyle(figure(panel, 'EXPECTED PIPELINE')).color,
    );
  });
});
