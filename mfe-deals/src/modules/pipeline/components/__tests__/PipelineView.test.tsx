import type { Deal } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '@portal/web-kit/theme';
import { FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal } from '../../../../../test/fixtures';
import { pageLimitOf, pipelineOf, serveMemberDeals } from '../../../../../test/pipelineRoutes';
import { renderDealsPage, renderWithServices } from '../../../../../test/renderDealsPage';
import { PipelineView } from '../PipelineView';

const user = userEvent.setup();
const noop = () => undefined;
const MINE = { kind: 'mine' } as const;

function sections() {
  return screen.getAllByRole('region', { name: / stage$/ });
}

/** The member's pipeline over `deals`, served by a fake gateway; resolves once the sections show. */
async function renderPipeline(deals: Deal[]) {
  const gateway = serveMemberDeals(new FakeGateway(), deals);
  const view = renderWithServices(<PipelineView source={MINE} onOpenDeal={noop} />, { gateway });
  await screen.findAllByRole('region', { name: / stage$/ });
  return view;
}

describe('pipeline', () => {
  it('shows a section per stage in the order of docs/product.md#pipeline-stages, unknown stages in grey after them and No Stage last, all expanded', async () => {
    await renderPipeline([
      makeDeal({ id: 'a', stage: 'Qualification' }),
      makeDeal({ id: 'b', stage: 'Legal Review' }),
      makeDeal({ id: 'c', stage: null }),
      makeDeal({ id: 'd', stage: 'Underwriting Stage' }),
    ]);
    expect(sections().map((section) => section.getAttribute('aria-label'))).toEqual([
      'Underwriting stage',
      'Signed Proposal stage',
      'Proposal stage',
      'Lender Submission stage',
      'Needs Analysis stage',
      'Qualification stage',
      'Legal Review stage',
      'No Stage stage',
    ]);
    for (const section of sections()) {
      expect(within(section).getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
    }
    const legal = screen.getByRole('region', { name: 'Legal Review stage' });
    expect(legal).toHaveAttribute('data-known', 'false');
    expect(within(legal).getByText('Legal Review', { selector: '[data-stage]' })).toHaveStyle({
      color: lightTheme.colors.status.neutral,
    });
    expect(
      within(screen.getByRole('region', { name: 'Proposal stage' })).getByText('No deals in this stage'),
    ).toBeInTheDocument();
  });

  it('heads each section with the gateway’s count, summed loan amount and up to 2 property-type chips plus +N', async () => {
    await renderPipeline([
      makeDeal({ id: 'a', stage: 'Underwriting', loanAmount: 1_000_000, propertyType: 'Retail' }),
      makeDeal({ id: 'b', stage: 'Underwriting', loanAmount: null, loanRequest: '$250K', propertyType: 'Retail' }),
      makeDeal({ id: 'c', stage: 'Underwriting', loanAmount: null, loanRequest: 'TBD', propertyType: 'Office' }),
      makeDeal({ id: 'd', stage: 'Underwriting', loanAmount: 50_000, propertyType: 'Industrial' }),
      makeDeal({ id: 'e', stage: 'Underwriting', loanAmount: 5_000, propertyType: 'Hospitality' }),
      makeDeal({ id: 'f', stage: 'Proposal', loanAmount: 12_000, propertyType: 'Office' }),
    ]);
    const header = within(
      within(screen.getByRole('region', { name: 'Underwriting stage' })).getAllByRole('button')[0]!,
    );
    expect(header.getByText('5 deals')).toBeInTheDocument();
    expect(header.getByText('$1.3M')).toBeInTheDocument();
    expect(header.getByText('Retail')).toBeInTheDocument();
    expect(header.getByText('Hospitality')).toBeInTheDocument();
    expect(header.getByText('+2')).toHaveAccessibleName('2 more property types');
    expect(header.queryByText('Office')).toBeNull();

    const proposal = within(within(screen.getByRole('region', { name: 'Proposal stage' })).getAllByRole('button')[0]!);
    expect(proposal.getByText('1 deal')).toBeInTheDocument();
    expect(proposal.getByText('$12K')).toBeInTheDocument();
    expect(proposal.queryByText(/^\+/)).toBeNull();
    const empty = within(
      within(screen.getByRole('region', { name: 'Signed Proposal stage' })).getAllByRole('button')[0]!,
    );
    expect(empty.getByText('0 deals')).toBeInTheDocument();
    expect(empty.getByText('$0')).toBeInTheDocument();
  });

  it('has the columns of docs/product.md#pipeline-view, formats the loan request, and expands a row with the keyboard', async () => {
    await renderPipeline([
      makeDeal({
        id: 'a',
        dealId: 'DL-2026-000007',
        stage: 'Proposal',
        contactPhone: '555-0199',
        contactEmail: 'ann@example.com',
        dealType: 'Refinance',
        propertyType: 'Office',
        loanRequest: '2500000',
        loanAmount: 2_500_000,
        checklist: { done: 3, total: 6 },
        sponsorNetWorth: '$20M',
        sponsorLiquidity: '$2M',
        additionalInformation: 'Long note about the sponsor',
        propertyAddress: '7 Bay Street',
      }),
      makeDeal({ id: 'b', dealId: 'DL-2026-000008', stage: 'Proposal', loanRequest: 'call me', loanAmount: null }),
    ]);
    const table = await screen.findByRole('table', { name: 'Proposal deals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Deal',
      'Client Phone',
      'Client Email',
      'Deal Type',
      'Property Type',
      'Loan Request',
      'Sponsor Net Worth',
      'Sponsor Liquidity',
      'Additional Information',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      // The deal number, and its document checklist's 'N of M' (docs/checklist.md).
      'DL-2026-000007 Docs 3 of 6',
      '555-0199',
      'ann@example.com',
      'Refinance',
      'Office',
      '$2.5M',
      '$20M',
      '$2M',
      'Long note about the sponsor',
    ]);
    expect(within(second!).getAllByRole('cell')[5]).toHaveTextContent('N/A');

    const expander = within(first!).getByRole('button', { name: /Show details of DL-2026-000007/ });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    expander.focus();
    await user.keyboard('{Enter}');
    expect(expander).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(expander.getAttribute('aria-controls')!)!;
    expect(details).toHaveTextContent('7 Bay Street');
    expect(details).toHaveTextContent('Cleo Client');
    await user.keyboard(' ');
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('7 Bay Street')).toBeNull();
  });

  it('collapses and expands a section', async () => {
    await renderPipeline([makeDeal({ stage: 'Qualification' })]);
    const section = screen.getByRole('region', { name: 'Qualification stage' });
    const toggle = within(section).getAllByRole('button')[0]!;
    expect(await within(section).findByRole('table')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(within(section).getByRole('table')).toBeInTheDocument();
  });

  it('marks a stage whose latest stage change is recent with a green dot', async () => {
    await renderPipeline([
      makeDeal({ id: 'a', stage: 'Proposal', stageLastUpdated: '2026-04-09T00:00:00Z' }),
      makeDeal({ id: 'b', stage: 'Underwriting', stageLastUpdated: '2026-01-09T00:00:00Z' }),
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Proposal stage' })).getByTestId('recent-stage-dot'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Underwriting stage' })).queryByTestId('recent-stage-dot'),
    ).toBeNull();
  });

  it("has an inert 'Create Custom Stage' link", async () => {
    const { container } = await renderPipeline([makeDeal()]);
    await screen.findByRole('table', { name: 'Qualification deals' });
    const link = screen.getByRole('link', { name: 'Create Custom Stage' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    const before = container.innerHTML;
    await user.click(link);
    expect(container.innerHTML).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers 'Launch Your First Deal' when the pipeline is empty; NEW DEAL there opens the create dialog", async () => {
    renderDealsPage({ gateway: serveMemberDeals(new FakeGateway(), []) });
    await user.click(await screen.findByRole('tab', { name: 'Deal Pipeline' }));
    expect(screen.getByRole('heading', { name: 'Launch Your First Deal' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: / stage$/ })).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'NEW DEAL' });
    await user.click(buttons[buttons.length - 1]!);
    expect(screen.getByRole('dialog', { name: 'Create New Deal' })).toBeInTheDocument();
  });

  it('opens the deal summary from an expanded row', async () => {
    const gateway = serveMemberDeals(new FakeGateway(), [makeDeal({ stage: 'Proposal' })]).on(
      'GET',
      '/deals/d1/documents',
      [],
    );
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('tab', { name: 'Deal Pipeline' }));
    await user.click(await screen.findByRole('button', { name: /Show details of DL-2026-000001/ }));
    await user.click(screen.getByRole('button', { name: 'Open deal summary' }));
    expect(screen.getByRole('dialog', { name: 'Deal Summary' })).toBeInTheDocument();
  });

  it('virtualises a long section and reads its deals page by page with stage= as it scrolls', async () => {
    // jsdom lays nothing out: give the scroller the size a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(45);
    const deals = Array.from({ length: 5000 }, (_, index) =>
      makeDeal({ id: `d${index}`, dealId: `DL-2026-${String(index).padStart(6, '0')}`, stage: 'Qualification' }),
    );
    const { gateway } = await renderPipeline([...deals, makeDeal({ id: 'p', stage: 'Proposal' })]);
    const scroller = await screen.findByRole('region', { name: 'Qualification deals, 5000 rows, scrollable' });
    expect(scroller).toHaveAttribute('data-virtualized', 'true');
    expect(scroller).toHaveAttribute('data-loaded-rows', '50');
    // (Role queries over thousands of styled nodes are slow in jsdom; count the expanders directly.)
    const rows = scroller.querySelectorAll('button[aria-expanded]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(within(scroller).getByText('DL-2026-000000')).toBeInTheDocument();
    expect(within(scroller).getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    expect(
      within(screen.getByRole('region', { name: 'Qualification stage' })).getByText('5000 deals'),
    ).toBeInTheDocument();
    // One request: the headers and every stage's first page came from GET /deals/pipeline.
    expect(gateway.callsTo('GET', '/deals/pipeline').map((call) => call.query)).toEqual([{ pageLimit: '50' }]);
    expect(gateway.callsTo('GET', '/deals')).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Proposal stage' })).getByRole('table')).toBeInTheDocument();
    const stagePages = () => gateway.callsTo('GET', '/deals').filter((call) => call.query.stage === 'Qualification');

    // Scrolling towards the last loaded row reads the next page, and the rows further down show.
    vi.spyOn(scroller, 'scrollTop', 'get').mockReturnValue(45 * 40);
    fireEvent.scroll(scroller);
    await waitFor(() => expect(scroller).toHaveAttribute('data-loaded-rows', '250'));
    expect(stagePages()[0]?.query).toEqual({ limit: '200', stage: 'Qualification', cursor: '50' });
    expect(within(scroller).getByText('DL-2026-000045')).toBeInTheDocument();
    expect(within(scroller).queryByText('DL-2026-000000')).toBeNull();
    expect(scroller.querySelectorAll('button[aria-expanded]').length).toBeLessThan(60);
    // Nothing more is asked for until the table scrolls on.
    expect(stagePages()).toHaveLength(1);
  });

  it("the admin's stage view follows the filters: headers and each stage's deals carry them", async () => {
    const open = Array.from({ length: 60 }, (_, index) =>
      makeDeal({ id: `a${index}`, dealId: `DL-2026-${String(index).padStart(6, '0')}`, stage: 'Proposal' }),
    );
    const gateway = new FakeGateway()
      .on('GET', '/admin/deals/pipeline', (request) => json(pipelineOf(open, pageLimitOf(request))))
      .on('GET', '/admin/deals', pagedRoute(open));
    renderWithServices(<PipelineView source={{ kind: 'all', query: { status: 'Open' } }} onOpenDeal={noop} />, {
      gateway,
      user: admin,
    });
    await screen.findByRole('table', { name: 'Proposal deals' });
    // The headers and the stage's first page in one request, with the filters.
    expect(gateway.callsTo('GET', '/admin/deals/pipeline')[0]?.query).toEqual({ status: 'Open', pageLimit: '50' });
    expect(gateway.callsTo('GET', '/admin/deals')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Proposal deals, 60 rows, scrollable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Launch Your First Deal' })).toBeNull();
  });

  it('a stage whose first page did not come with the headers reads it with stage=', async () => {
    const open = [makeDeal({ id: 'a', stage: 'Proposal', status: 'Open' })];
    const gateway = new FakeGateway()
      .on('GET', '/admin/deals/pipeline', json(pipelineOf(open)))
      .on('GET', '/admin/deals', pagedRoute(open));
    renderWithServices(<PipelineView source={{ kind: 'all', query: { status: 'Open' } }} onOpenDeal={noop} />, {
      gateway,
      user: admin,
    });
    await screen.findByRole('table', { name: 'Proposal deals' });
    expect(gateway.callsTo('GET', '/admin/deals')[0]?.query).toEqual({
      status: 'Open',
      stage: 'Proposal',
      limit: '50',
    });
  });

  it("shows 'Failed to load deals' with Retry when the stage headers cannot be read", async () => {
    let fail = true;
    const gateway = serveMemberDeals(new FakeGateway(), [makeDeal()]);
    const headers = pipelineOf([makeDeal()]);
    gateway.on('GET', '/deals/pipeline', () =>
      fail ? json({ error: 'Service Unavailable', message: 'Database unavailable' }, 503) : json(headers),
    );
    renderWithServices(<PipelineView source={MINE} onOpenDeal={noop} />, { gateway });
    expect(await screen.findByText('Failed to load deals')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Qualification stage' })).toBeInTheDocument();
  });
});
