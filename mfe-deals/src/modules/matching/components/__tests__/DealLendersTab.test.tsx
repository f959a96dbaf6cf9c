import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DealMatches } from '@portal/contracts';
import { apiError, deferred, FakeGateway, json, pagedRoute, type RouteHandler } from '@portal/web-kit/testing';
import { darkTheme } from '@portal/web-kit/theme';
import { admin, makeDeal } from '../../../../../test/fixtures';
import { renderWithServices } from '../../../../../test/renderDealsPage';
import { DealSummaryDialog } from '../../../deals/components/DealSummaryDialog';
import { makeDealMatch, makeDealMatches, makePlacement } from '../../utils/__tests__/placementFixtures';

const user = userEvent.setup();

const deal = makeDeal({
  loanAmount: 5_500_000,
  propertyValue: 10_440_000,
  netOperatingIncome: 522_000,
  loanPurpose: 'purchase',
  propertyState: 'TX',
});

const near = makeDealMatch({
  kind: 'near',
  closeness: 0.029,
  lender: { id: 'l2', name: 'Harbor Debt Fund', type: 'debt-fund', website: null },
  program: {
    ...makeDealMatch().program,
    id: 'p2',
    lenderId: 'l2',
    name: 'Value-Add Bridge',
    indicativeRate: null,
    recourse: null,
  },
  contacts: [],
  criteria: [
    {
      criterion: 'maxLtv',
      status: 'missed',
      deal: 72,
      limit: 70,
      reason: 'LTV 72 % > max 70 %',
      withinTolerance: true,
      missingFields: [],
    },
    {
      criterion: 'minDscr',
      status: 'unknown',
      deal: null,
      limit: 1.25,
      reason: 'DSCR unknown: deal has no NOI',
      withinTolerance: false,
      missingFields: ['netOperatingIncome'],
    },
  ],
});

function gatewayWith(matches: DealMatches | RouteHandler) {
  return new FakeGateway()
    .on('GET', '/deals/d1/placement', makePlacement(deal, { matches: { match: 1, near: 1, missingFields: [] } }))
    .on('GET', '/admin/deals/d1/matches', matches)
    .on('GET', '/deals/d1/documents', [])
    .on('GET', '/deals/d1/activities', pagedRoute([]))
    .on('GET', '/deals/d1/comments', pagedRoute([]));
}

async function openLenders(gateway: FakeGateway, theme: 'light' | 'dark' = 'light') {
  renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} showCreator />, { user: admin, gateway, theme });
  const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
  const tab = dialog.getByRole('tab', { name: 'Lenders' });
  await user.click(tab);
  return { dialog, panel: within(dialog.getByRole('tabpanel', { name: 'Lenders' })) };
}

describe("the admin's Lenders tab of a deal", () => {
  it('lists the programs that Match, then those that are Near, with lender, verdict, criteria, terms and contacts', async () => {
    const gateway = gatewayWith(
      makeDealMatches([makeDealMatch(), near], { missingFields: ['netOperatingIncome', 'propertyValue'] }),
    );
    const { panel } = await openLenders(gateway);

    expect(await panel.findByRole('heading', { name: 'Lender matches' })).toBeInTheDocument();
    expect(panel.getByText('1 program matches, 1 is near, of 12 active programs judged.')).toBeInTheDocument();
    expect(
      panel.getByText('Add the property value and net operating income to sharpen the match.'),
    ).toBeInTheDocument();

    const groups = panel.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Match (1)', 'Near (1)', 'Sent to lenders']);

    const matchCard = within(panel.getByRole('article', { name: 'Lone Star Bank — Stabilized Multifamily' }));
    expect(matchCard.getByText('Bank')).toBeInTheDocument();
    expect(matchCard.getByText('Match')).toBeInTheDocument();
    expect(matchCard.getByText('Indicative rate').nextElementSibling).toHaveTextContent('6.5 %');
    expect(matchCard.getByText('Recourse').nextElementSibling).toHaveTextContent('Partial recourse');
    const criteria = within(matchCard.getByRole('list', { name: 'Criteria' })).getAllByRole('listitem');
    expect(criteria.map((item) => item.textContent)).toEqual([
      'MetMax LTV: LTV 52.68 % ≤ max 70 %',
      'MetState: State TX in TX',
    ]);
    const contact = within(matchCard.getByRole('list', { name: 'Contacts' })).getByRole('listitem');
    expect(contact).toHaveTextContent('Ana Ruiz');
    expect(contact).toHaveTextContent('Originator');
    expect(within(contact).getByRole('link', { name: 'ana@lonestar.example' })).toHaveAttribute(
      'href',
      'mailto:ana@lonestar.example',
    );
    expect(within(contact).getByRole('link', { name: '+1 555-0101' })).toHaveAttribute('href', 'tel:+15550101');

    const nearCard = within(panel.getByRole('article', { name: 'Harbor Debt Fund — Value-Add Bridge' }));
    expect(nearCard.getByText('Debt fund')).toBeInTheDocument();
    expect(nearCard.getByText(/^Near/)).toHaveTextContent('Near · 2.9% past a limit');
    const missed = within(nearCard.getByRole('list', { name: 'Criteria' })).getAllByRole('listitem');
    expect(missed[0]).toHaveTextContent('MissedMax LTV: LTV 72 % > max 70 % (within tolerance)');
    expect(missed[1]).toHaveTextContent('UnknownMin DSCR: DSCR unknown: deal has no NOI');
    expect(nearCard.getByText('Indicative rate').nextElementSibling).toHaveTextContent('Not stated');
    expect(nearCard.getByText('No contacts on file.')).toBeInTheDocument();

    // Match before Near in reading order.
    expect(panel.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(panel.getAllByRole('article')[0]).toHaveAccessibleName('Lone Star Bank — Stabilized Multifamily');
  });

  it('says when no program matches, with a hint to fill the underwriting fields', async () => {
    const gateway = gatewayWith(makeDealMatches([], { missingFields: ['netOperatingIncome'] }));
    const { panel } = await openLenders(gateway);
    expect(await panel.findByText('No lender program matches this deal yet.')).toBeInTheDocument();
    expect(panel.getByText(/Fill in the deal’s underwriting fields/)).toBeInTheDocument();
    expect(panel.getByText('Add the net operating income to sharpen the match.')).toBeInTheDocument();
    expect(panel.queryByRole('article')).toBeNull();
  });

  it('shows loading, then announces an error with Retry that asks again', async () => {
    const slow = deferred();
    let calls = 0;
    const gateway = gatewayWith(async () => {
      calls += 1;
      if (calls === 1) {
        await slow.promise;
        return apiError(500, 'Internal Server Error', 'Matching failed');
      }
      if (calls === 2) return apiError(500, 'Internal Server Error', 'Matching failed');
      return json(makeDealMatches([makeDealMatch()]));
    });
    const { panel } = await openLenders(gateway);
    expect(panel.getByRole('status')).toHaveTextContent('Finding lender programs…');
    slow.release();
    expect(await panel.findByRole('alert')).toHaveTextContent('Could not load the lender matches. Matching failed');
    await user.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByRole('article', { name: 'Lone Star Bank — Stabilized Multifamily' })).toBeInTheDocument();
  });

  it('keeps the summary one keystroke away: arrow keys move between the tabs', async () => {
    const gateway = gatewayWith(makeDealMatches([makeDealMatch()]));
    const { dialog } = await openLenders(gateway);
    expect(dialog.getByRole('tab', { name: 'Lenders' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog.queryByRole('region', { name: 'Loan Sizing' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(dialog.getByRole('tab', { name: 'Summary' })).toHaveFocus();
    expect(dialog.getByRole('region', { name: 'Loan Sizing' })).toBeVisible();
  });

  it('colours the verdicts with the dark theme’s tokens, each with its text', async () => {
    const { panel } = await openLenders(gatewayWith(makeDealMatches([makeDealMatch(), near])), 'dark');
    const matchCard = within(await panel.findByRole('article', { name: 'Lone Star Bank — Stabilized Multifamily' }));
    expect(matchCard.getByText('Match')).toHaveStyle({ color: darkTheme.colors.success });
    const nearCard = within(panel.getByRole('article', { name: 'Harbor Debt Fund — Value-Add Bridge' }));
    expect(nearCard.getByText(/^Near/)).toHaveStyle({ color: darkTheme.colors.warning });
    expect(nearCard.getByText('Missed')).toHaveStyle({ color: darkTheme.colors.danger });
  });

  it('is not offered to members, who never call the matches', async () => {
    const gateway = gatewayWith(makeDealMatches([makeDealMatch()]));
    renderWithServices(<DealSummaryDialog deal={deal} onClose={vi.fn()} />, { gateway });
    const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
    expect(await dialog.findByText('1 program matches, 1 is near')).toBeInTheDocument();
    expect(dialog.queryByRole('tab', { name: 'Lenders' })).toBeNull();
    expect(dialog.queryByText('Lone Star Bank', { exact: false })).toBeNull();
    expect(gateway.callsTo('GET', '/admin/deals/d1/matches')).toHaveLength(0);
  });
});
