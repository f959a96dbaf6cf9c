import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MatchCriterionResult, ProgramDeal, ProgramDeals } from '@portal/contracts';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeLenderDetail, makeLenderProgram } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const DEALS_PATH = '/admin/lenders/l-1/programs/p-1/deals';

const met = (criterion: MatchCriterionResult['criterion'], deal: number | string, limit: number | string) =>
  ({
    criterion,
    status: 'met',
    deal,
    limit,
    reason: '',
    withinTolerance: true,
    missingFields: [],
  }) satisfies MatchCriterionResult;

const makeProgramDeal = (overrides: Partial<ProgramDeal> = {}): ProgramDeal => ({
  deal: {
    id: 'd-1',
    dealId: 'DL-2026-000101',
    propertyName: 'Harbor View Apartments',
    propertyAddress: '1 Harbor Way, Austin, TX 78701',
    propertyType: 'Multifamily',
    loanAmount: 5_000_000,
    stage: 'Qualification',
    createdBy: 'demo-member',
  },
  kind: 'match',
  closeness: 0,
  criteria: [met('loanPurpose', 'purchase', 'purchase, refinance'), met('maxLtv', 50, 70)],
  ...overrides,
});

const nearDeal = makeProgramDeal({
  deal: {
    id: 'd-2',
    dealId: 'DL-2026-000102',
    propertyName: null,
    propertyAddress: '9 Elm St, Tulsa, OK 74103',
    propertyType: 'Multifamily',
    loanAmount: 12_500_000,
    stage: 'Underwriting',
    createdBy: 'broker-b',
  },
  kind: 'near',
  closeness: 0.029,
  criteria: [
    met('loanPurpose', 'refinance', 'purchase, refinance'),
    {
      criterion: 'maxLtv',
      status: 'missed',
      deal: 72,
      limit: 70,
      reason: 'LTV 72 % > max 70 %',
      withinTolerance: true,
      missingFields: [],
    },
  ],
});

const lenderGateway = (deals: unknown) =>
  new FakeGateway().on('GET', '/admin/lenders/l-1', makeLenderDetail()).on('GET', DEALS_PATH, deals);

const openDeals = async () => {
  const program = await screen.findByRole('article', { name: 'Stabilized' }, { timeout: 15_000 });
  const button = within(program).getByRole('button', { name: 'Deals that fit Stabilized' });
  await userEvent.click(button);
  return { button, dialog: screen.getByRole('dialog', { name: 'Deals that fit Stabilized' }) };
};

describe('Lender page: the deals that fit a program', () => {
  it('lists the open deals that fit, Match first, with what a Near deal misses', async () => {
    const answer: ProgramDeals = { items: [makeProgramDeal(), nearDeal], total: 2, judged: 14 };
    const gateway = lenderGateway(answer);
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const { button, dialog } = await openDeals();

    const panel = within(dialog);
    expect(await panel.findByText('2 open deals fit (of 14 judged).')).toBeInTheDocument();
    const [first, second] = panel.getAllByRole('article');
    expect(first).toHaveAccessibleName('DL-2026-000101');
    expect(within(first!).getByText('Match')).toBeInTheDocument();
    expect(first).toHaveTextContent('Harbor View Apartments');
    expect(first).toHaveTextContent('Multifamily');
    expect(first).toHaveTextContent('$5.0M');
    expect(first).toHaveTextContent('Qualification');
    expect(first).toHaveTextContent('demo-member');
    expect(within(first!).queryByRole('list', { name: /^Missed by/ })).not.toBeInTheDocument();

    expect(second).toHaveAccessibleName('DL-2026-000102');
    expect(within(second!).getByText('Near')).toBeInTheDocument();
    // No property name: the address stands in.
    expect(second).toHaveTextContent('9 Elm St, Tulsa, OK 74103');
    expect(second).toHaveTextContent('$12.5M');
    expect(second).toHaveTextContent('broker-b');
    const misses = within(second!).getByRole('list', { name: 'Missed by DL-2026-000102' });
    expect(
      within(misses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LTV 72 % > max 70 %']);
    expect(gateway.callsTo('GET', DEALS_PATH)[0]?.query).toEqual({ limit: '50' });

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says how many fit when only the closest are listed', async () => {
    const gateway = lenderGateway({ items: [makeProgramDeal()], total: 73, judged: 200 });
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const { dialog } = await openDeals();
    expect(
      await within(dialog).findByText('73 open deals fit (of 200 judged); the 1 closest are listed.'),
    ).toBeInTheDocument();
  });

  it('says when no open deal fits the program', async () => {
    const gateway = lenderGateway({ items: [], total: 0, judged: 3 });
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const { dialog } = await openDeals();
    expect(await within(dialog).findByText('No open deal fits this program yet.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('3 open deals were judged.');
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when a deactivated program’s deals are those it would fit', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders/l-1', makeLenderDetail({}, [makeLenderProgram({ active: false })]))
      .on('GET', DEALS_PATH, { items: [makeProgramDeal()], total: 1, judged: 1 });
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const { dialog } = await openDeals();
    expect(dialog).toHaveTextContent('This program is deactivated and is not matched against deals');
    expect(await within(dialog).findByText('1 open deal fits (of 1 judged).')).toBeInTheDocument();
  });

  it('says when the deals cannot be loaded, with Retry', async () => {
    let calls = 0;
    const gateway = lenderGateway(() => {
      calls += 1;
      return calls === 1 ? apiError(503, 'Database unavailable') : json({ items: [nearDeal], total: 1, judged: 5 });
    });
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const { dialog } = await openDeals();
    const panel = within(dialog);
    expect(await panel.findByRole('alert')).toHaveTextContent('Database unavailable');
    await userEvent.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByRole('article', { name: 'DL-2026-000102' })).toBeInTheDocument();
  });

  it('shows a loading state while the deals are read', async () => {
    const gateway = lenderGateway(() => new Promise<Response>(() => undefined));
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const { dialog } = await openDeals();
    expect(within(dialog).getByText('Loading the deals that fit…')).toBeInTheDocument();
  });
});
