import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeGateway, pagedRoute } from '@portal/shell/test/fakeGateway';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage, renderWithServices } from '../../../../../test/renderDealsPage';
import { PipelineView } from '../PipelineView';

const user = userEvent.setup();
const noop = () => undefined;

function sections() {
  return screen.getAllByRole('region', { name: / stage$/ });
}

describe('pipeline', () => {
  it('shows a section per stage in the spec order, unknown stages in grey after them and No Stage last, all expanded', () => {
    renderWithServices(
      <PipelineView
        onOpenDeal={noop}
        deals={[
          makeDeal({ id: 'a', stage: 'Qualification' }),
          makeDeal({ id: 'b', stage: 'Legal Review' }),
          makeDeal({ id: 'c', stage: null }),
          makeDeal({ id: 'd', stage: 'Underwriting Stage' }),
        ]}
      />,
    );
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
    expect(within(legal).getByText('Legal Review', { selector: '[data-stage]' })).toHaveStyle({ color: '#6b7280' });
    expect(
      within(screen.getByRole('region', { name: 'Proposal stage' })).getByText('No deals in this stage'),
    ).toBeInTheDocument();
  });

  it('heads each section with its count, summed loan amount and up to 2 property-type chips plus +N', () => {
    renderWithServices(
      <PipelineView
        onOpenDeal={noop}
        deals={[
          makeDeal({ id: 'a', stage: 'Underwriting', loanAmount: 1_000_000, propertyType: 'Retail' }),
          makeDeal({ id: 'b', stage: 'Underwriting', loanAmount: null, loanRequest: '$250K', propertyType: 'Retail' }),
          makeDeal({ id: 'c', stage: 'Underwriting', loanAmount: null, loanRequest: 'TBD', propertyType: 'Office' }),
          makeDeal({ id: 'd', stage: 'Underwriting', loanAmount: 50_000, propertyType: 'Industrial' }),
          makeDeal({ id: 'e', stage: 'Underwriting', loanAmount: 5_000, propertyType: 'Hospitality' }),
          makeDeal({ id: 'f', stage: 'Proposal', loanAmount: 12_000, propertyType: 'Office' }),
        ]}
      />,
    );
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

  it('has the spec columns, formats the loan request, and expands a row with the keyboard', async () => {
    renderWithServices(
      <PipelineView
        onOpenDeal={noop}
        deals={[
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
            sponsorNetWorth: '$20M',
            sponsorLiquidity: '$2M',
            additionalInformation: 'Long note about the sponsor',
            propertyAddress: '7 Bay Street',
          }),
          makeDeal({ id: 'b', dealId: 'DL-2026-000008', stage: 'Proposal', loanRequest: 'call me', loanAmount: null }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Proposal deals' });
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
      'DL-2026-000007',
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
    renderWithServices(<PipelineView onOpenDeal={noop} deals={[makeDeal({ stage: 'Qualification' })]} />);
    const section = screen.getByRole('region', { name: 'Qualification stage' });
    const toggle = within(section).getAllByRole('button')[0]!;
    expect(within(section).getByRole('table')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(within(section).getByRole('table')).toBeInTheDocument();
  });

  it('marks a stage with a recent update with a green dot', () => {
    renderWithServices(
      <PipelineView
        onOpenDeal={noop}
        deals={[
          makeDeal({ id: 'a', stage: 'Proposal', stageLastUpdated: '2026-04-09T00:00:00Z' }),
          makeDeal({ id: 'b', stage: 'Underwriting', stageLastUpdated: '2026-01-09T00:00:00Z' }),
        ]}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Proposal stage' })).getByTestId('recent-stage-dot'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Underwriting stage' })).queryByTestId('recent-stage-dot'),
    ).toBeNull();
  });

  it("has an inert 'Create Custom Stage' link", async () => {
    const { container } = renderWithServices(<PipelineView onOpenDeal={noop} deals={[makeDeal()]} />);
    const link = screen.getByRole('link', { name: 'Create Custom Stage' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    const before = container.innerHTML;
    await user.click(link);
    expect(container.innerHTML).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers 'Launch Your First Deal' when the pipeline is empty; NEW DEAL there opens the create dialog", async () => {
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute([])) });
    await user.click(await screen.findByRole('tab', { name: 'Deal Pipeline' }));
    expect(screen.getByRole('heading', { name: 'Launch Your First Deal' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: / stage$/ })).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'NEW DEAL' });
    await user.click(buttons[buttons.length - 1]!);
    expect(screen.getByRole('dialog', { name: 'Create New Deal' })).toBeInTheDocument();
  });

  it('opens the deal summary from an expanded row', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal({ stage: 'Proposal' })]))
      .on('GET', '/deals/d1/documents', []);
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('tab', { name: 'Deal Pipeline' }));
    await user.click(screen.getByRole('button', { name: /Show details of DL-2026-000001/ }));
    await user.click(screen.getByRole('button', { name: 'Open deal summary' }));
    expect(screen.getByRole('dialog', { name: 'Deal Summary' })).toBeInTheDocument();
  });

  it('virtualises a long section: 5,000 deals render only a window of rows', () => {
    // jsdom lays nothing out: give the scroller the size a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(45);
    const deals = Array.from({ length: 5000 }, (_, index) =>
      makeDeal({ id: `d${index}`, dealId: `DL-2026-${String(index).padStart(6, '0')}`, stage: 'Qualification' }),
    );
    renderWithServices(<PipelineView onOpenDeal={noop} deals={deals} />);
    const scroller = screen.getByRole('region', { name: 'Qualification deals, 5000 rows, scrollable' });
    expect(scroller).toHaveAttribute('data-virtualized', 'true');
    // (Role queries over thousands of styled nodes are slow in jsdom; count the expanders directly.)
    const rows = scroller.querySelectorAll('button[aria-expanded]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(within(scroller).getByText('DL-2026-000000')).toBeInTheDocument();
    expect(within(scroller).queryByText('DL-2026-004999')).toBeNull();
    expect(within(scroller).getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    expect(
      within(screen.getByRole('region', { name: 'Qualification stage' })).getByText('5000 deals'),
    ).toBeInTheDocument();

    // Scrolling brings the rows further down into the page and drops the first ones.
    vi.spyOn(scroller, 'scrollTop', 'get').mockReturnValue(45 * 2500);
    fireEvent.scroll(scroller);
    expect(within(scroller).getByText('DL-2026-002500')).toBeInTheDocument();
    expect(within(scroller).queryByText('DL-2026-000000')).toBeNull();
    expect(scroller.querySelectorAll('button[aria-expanded]').length).toBeLessThan(60);
  });
});
