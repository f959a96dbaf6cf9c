import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DealPlacement } from '@portal/contracts';
import { apiError, FakeGateway, json, pageOf, pagedRoute, type RouteHandler } from '@portal/web-kit/testing';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';
import { makePlacement } from '../../../matching/utils/__tests__/placementFixtures';

const user = userEvent.setup();

async function openCreateDialog() {
  await user.click(await screen.findByRole('button', { name: 'NEW DEAL' }));
  return within(screen.getByRole('dialog', { name: 'Create New Deal' }));
}

async function fillRequired(form: ReturnType<typeof within>, address = '1200 Congress Avenue, Austin, TX 78701') {
  await user.type(form.getByLabelText(/^First Name/), 'Cleo');
  await user.type(form.getByLabelText(/^Last Name/), 'Client');
  await user.type(form.getByLabelText(/^Phone Number/), '555-0100');
  await user.type(form.getByLabelText(/^Email Address/), 'cleo@example.com');
  await user.type(form.getByLabelText(/^Property Address/), address);
  await user.type(form.getByLabelText(/^Loan Request/), '$5.5M');
}

const figures = {
  propertyState: 'TX' as const,
  propertyValue: 10_440_000,
  netOperatingIncome: 522_000,
  loanPurpose: 'purchase' as const,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 24,
};

describe('Underwriting (optional) in the deal dialogs', () => {
  it('starts collapsed behind a disclosure button that opens and closes from the keyboard', async () => {
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute([])) });
    const form = await openCreateDialog();
    const toggle = form.getByRole('button', { name: 'Underwriting (optional)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(region).not.toBeVisible();
    expect(form.queryByRole('combobox', { name: 'Property State' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form.getByRole('group', { name: 'Underwriting (optional)' })).toBe(region);
    expect(form.getByLabelText('Property State')).toBeVisible();
    expect(form.getByLabelText('Loan Purpose')).toBeVisible();
    expect(
      within(form.getByLabelText('Loan Purpose'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select loan purpose', 'Purchase', 'Refinance', 'Cash-out refinance', 'Construction', 'Bridge']);
    const states = within(form.getByLabelText('Property State')).getAllByRole('option');
    expect(states).toHaveLength(1 + 52);
    expect(states[1]).toHaveTextContent('Alabama (AL)');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('a new deal sends the figures typed; the state left empty follows the address, as the hint says', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf([])))
      .on('POST', '/deals', json(makeDeal({ id: 'new-1', ...figures }), 201))
      .on('GET', '/deals/new-1/documents', []);
    renderDealsPage({ gateway });
    const form = await openCreateDialog();
    await fillRequired(form);
    await user.click(form.getByRole('button', { name: 'Underwriting (optional)' }));
    expect(form.getByLabelText('Property State')).toHaveAccessibleDescription('From the address: Texas');
    await user.type(form.getByLabelText('Property Value (as-is or purchase price)'), '$10,440,000');
    await user.type(form.getByLabelText('Net Operating Income (annual)'), '522K');
    await user.selectOptions(form.getByLabelText('Loan Purpose'), 'Purchase');
    await user.type(form.getByLabelText('Term (months)'), '120');
    await user.type(form.getByLabelText('Amortisation (months)'), '360');
    await user.type(form.getByLabelText('Interest-Only (months)'), '24');
    expect(form.getByRole('button', { name: /Underwriting \(optional\)/ })).toHaveTextContent('6 filled');
    await user.click(form.getByRole('button', { name: 'Create Deal' }));

    await waitFor(() => expect(gateway.callsTo('POST', '/deals')).toHaveLength(1));
    const body = gateway.callsTo('POST', '/deals')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      propertyValue: 10_440_000,
      netOperatingIncome: 522_000,
      loanPurpose: 'purchase',
      termMonths: 120,
      amortisationMonths: 360,
      interestOnlyMonths: 24,
    });
    expect(body).not.toHaveProperty('propertyState');
    expect(body).not.toHaveProperty('totalProjectCost');
  });

  it('a new deal without the section sends none of its fields', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf([])))
      .on('POST', '/deals', json(makeDeal({ id: 'new-1' }), 201))
      .on('GET', '/deals/new-1/documents', []);
    renderDealsPage({ gateway });
    const form = await openCreateDialog();
    await fillRequired(form, '1 Harbor Way');
    await user.click(form.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(gateway.callsTo('POST', '/deals')).toHaveLength(1));
    expect(Object.keys(gateway.callsTo('POST', '/deals')[0]!.body as object)).not.toContain('propertyValue');
  });

  it('a figure it cannot accept opens the section, focuses the field and sends nothing', async () => {
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute([]));
    renderDealsPage({ gateway });
    const form = await openCreateDialog();
    await fillRequired(form);
    const toggle = form.getByRole('button', { name: 'Underwriting (optional)' });
    await user.click(toggle);
    await user.type(form.getByLabelText('Term (months)'), '24');
    await user.type(form.getByLabelText('Interest-Only (months)'), '36');
    await user.click(toggle);
    await user.click(form.getByRole('button', { name: 'Create Deal' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const interestOnly = form.getByLabelText('Interest-Only (months)');
    expect(interestOnly).toHaveAccessibleDescription(
      'Interest-only period (36 months) cannot be longer than the term (24 months)',
    );
    expect(interestOnly).toHaveFocus();
    expect(gateway.callsTo('POST', '/deals')).toHaveLength(0);
  });

  it('the edit form starts from the deal, sends only what changed, and shows the gateway’s message at its field', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal(figures)]))
      .on('GET', '/deals/d1/documents', [])
      .on('PUT', '/deals/d1', () =>
        apiError(400, 'Property value must be a dollar amount between $0 and $10,000,000,000', undefined, [
          {
            field: 'body.propertyValue',
            message: 'Property value must be a dollar amount between $0 and $10,000,000,000',
          },
        ]),
      );
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Deal DL-2026-000001' }));
    const toggle = form.getByRole('button', { name: /Underwriting \(optional\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('7 filled');
    await user.click(toggle);
    expect(form.getByLabelText('Property State')).toHaveValue('TX');
    expect(form.getByLabelText('Property Value (as-is or purchase price)')).toHaveValue('$10,440,000');
    expect(form.getByLabelText('Loan Purpose')).toHaveValue('purchase');
    expect(form.getByLabelText('Term (months)')).toHaveValue('120');

    await user.clear(form.getByLabelText('Net Operating Income (annual)'));
    await user.clear(form.getByLabelText('Property Value (as-is or purchase price)'));
    await user.type(form.getByLabelText('Property Value (as-is or purchase price)'), '9.8M');
    await user.click(toggle);
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(gateway.callsTo('PUT', '/deals/d1')).toHaveLength(1));
    const body = gateway.callsTo('PUT', '/deals/d1')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ propertyValue: 9_800_000, netOperatingIncome: null });
    for (const field of ['propertyState', 'loanPurpose', 'termMonths', 'amortisationMonths', 'interestOnlyMonths'])
      expect(body).not.toHaveProperty(field);
    const value = await form.findByLabelText('Property Value (as-is or purchase price)');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(value).toHaveAccessibleDescription('Property value must be a dollar amount between $0 and $10,000,000,000');
  });
});

describe('Underwriting and Loan Sizing in the Deal Summary', () => {
  type Deal = ReturnType<typeof makeDeal>;
  const summaryGateway = (deal: Deal, placement: RouteHandler | DealPlacement = makePlacement(deal)) =>
    new FakeGateway()
      .on('GET', '/deals', pagedRoute([deal]))
      .on('GET', '/deals/d1/placement', placement)
      .on('GET', '/deals/d1/documents', [])
      .on('GET', '/deals/d1/activities', pagedRoute([]))
      .on('GET', '/deals/d1/comments', pagedRoute([]));
  const open = async (deal: Deal, gateway = summaryGateway(deal)) => {
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'View DL-2026-000001' }));
    return within(screen.getByRole('dialog', { name: 'Deal Summary' }));
  };
  const sizingOf = async (dialog: ReturnType<typeof within>) => {
    const sizing = within(dialog.getByRole('region', { name: 'Loan Sizing' }));
    await sizing.findByText('LTV');
    return sizing;
  };

  it('shows the figures and the sizing the gateway answers, naming the limit that binds', async () => {
    const deal = makeDeal({ ...figures, loanRequest: '$5.5M', loanAmount: 5_500_000 });
    const dialog = await open(deal);
    const underwriting = within(dialog.getByRole('region', { name: 'Underwriting' }));
    expect(underwriting.getByText('Texas (TX)')).toBeInTheDocument();
    expect(underwriting.getByText('$10,440,000')).toBeInTheDocument();
    expect(underwriting.getByText('$522,000 a year')).toBeInTheDocument();
    expect(underwriting.getByText('Purchase')).toBeInTheDocument();
    expect(underwriting.getByText('24 months')).toBeInTheDocument();
    expect(underwriting.queryByText('Total Project Cost')).toBeNull();

    const sizing = await sizingOf(dialog);
    const row = (term: string) => sizing.getByText(term).nextElementSibling;
    expect(row('LTV')).toHaveTextContent('52.68 %');
    expect(row('DSCR')).toHaveTextContent('1.25x');
    expect(row('Debt yield')).toHaveTextContent('9.49 %');
    expect(row('Annual debt service')).toHaveTextContent('$417,164.90 a year');
    expect(row('Max loan by LTV')).toHaveTextContent('$7,308,000');
    expect(row('Max loan by debt yield')).toHaveTextContent('$5,800,000');
    expect(row('Max loan')).toHaveTextContent('$5,505,737 — DSCR-limited');
    expect(sizing.getByText(/^Default terms for Purchase: 6.5 % over 360 months/)).toBeInTheDocument();
  });

  it('sizes on the admin’s Settings as the gateway answers them, not on figures of its own', async () => {
    const deal = makeDeal({ ...figures, loanRequest: '$5.5M', loanAmount: 5_500_000 });
    const terms = {
      ratePercent: 7,
      amortisationMonths: 300,
      maxLtvPercent: 50,
      maxLtcPercent: null,
      minDscr: null,
      minDebtYieldPercent: null,
    };
    const dialog = await open(deal, summaryGateway(deal, makePlacement(deal, { terms })));
    const sizing = await sizingOf(dialog);
    const row = (term: string) => sizing.getByText(term).nextElementSibling;
    expect(row('Max loan')).toHaveTextContent('$5,220,000 — LTV-limited');
    expect(row('Max loan by DSCR')).toHaveTextContent('No limit set');
    expect(sizing.getByText('Default terms for Purchase: 7 % over 300 months, max LTV 50 %.')).toBeInTheDocument();
  });

  it('says Unknown, never 0, and which inputs are missing', async () => {
    const dialog = await open(makeDeal({ loanAmount: 1_500_000, propertyValue: 2_500_000 }));
    const sizing = await sizingOf(dialog);
    const row = (term: string) => sizing.getByText(term).nextElementSibling;
    expect(row('LTV')).toHaveTextContent('60.00 %');
    expect(row('DSCR')).toHaveTextContent('Unknown (missing net operating income)');
    expect(row('Max loan')).toHaveTextContent('Unknown (missing net operating income)');
    expect(sizing.queryByText(/\$0\b/)).toBeNull();
    expect(sizing.getByText('Add the net operating income to size the loan fully.')).toBeInTheDocument();
    expect(
      within(dialog.getByRole('region', { name: 'Underwriting' })).getByText('Property Value'),
    ).toBeInTheDocument();
  });

  it('a deal without figures says so', async () => {
    const dialog = await open(makeDeal());
    expect(
      within(dialog.getByRole('region', { name: 'Underwriting' })).getByText('No underwriting figures yet.'),
    ).toBeInTheDocument();
  });

  it('announces a sizing it could not load, and Retry asks again', async () => {
    const deal = makeDeal(figures);
    let failing = true;
    const dialog = await open(
      deal,
      summaryGateway(deal, () =>
        failing ? apiError(503, 'Service Unavailable', 'The database is not reachable') : json(makePlacement(deal)),
      ),
    );
    const region = within(dialog.getByRole('region', { name: 'Loan Sizing' }));
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Could not size the loan: The database is not reachable',
    );
    failing = false;
    await user.click(region.getByRole('button', { name: 'Retry' }));
    expect(await region.findByText('LTV')).toBeInTheDocument();
    expect(region.queryByRole('alert')).toBeNull();
  });
});

describe('the member’s lender match count in the Loan Sizing panel', () => {
  const openWith = async (placement: DealPlacement) => {
    const deal = makeDeal(figures);
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([deal]))
      .on('GET', '/deals/d1/placement', placement)
      .on('GET', '/deals/d1/documents', [])
      .on('GET', '/deals/d1/activities', pagedRoute([]))
      .on('GET', '/deals/d1/comments', pagedRoute([]));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'View DL-2026-000001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
    const sizing = within(dialog.getByRole('region', { name: 'Loan Sizing' }));
    await sizing.findByText('Lender programs');
    return { dialog, sizing };
  };

  it('gives how many programs match and are near, the fields that would sharpen it, and no lender', async () => {
    const { dialog, sizing } = await openWith(
      makePlacement(makeDeal(figures), {
        matches: { match: 3, near: 1, missingFields: ['totalProjectCost', 'netOperatingIncome'] },
      }),
    );
    expect(sizing.getByText('3 programs match, 1 is near')).toBeInTheDocument();
    expect(
      sizing.getByText('Add the net operating income and total project cost to sharpen the match.'),
    ).toBeInTheDocument();
    // Members never see the directory: no Lenders tab on their deal (only Summary and Quotes).
    expect(dialog.queryByRole('tab', { name: 'Lenders' })).toBeNull();
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Summary', 'Quotes']);
  });

  it('says so helpfully when no program matches, without a sharpen line when nothing is missing', async () => {
    const { sizing } = await openWith(makePlacement(makeDeal(figures)));
    expect(sizing.getByText('No lender program matches this deal yet.')).toBeInTheDocument();
    expect(sizing.getByText(/may bring programs within reach/)).toBeInTheDocument();
    expect(sizing.queryByText(/to sharpen the match/)).toBeNull();
    expect(sizing.queryByText(/programs? match(es)?,/)).toBeNull();
  });

  it('sizes and counts again once an edit of the deal is saved', async () => {
    let deal = makeDeal({ ...figures, loanAmount: 5_500_000 });
    let matches = { match: 0, near: 1, missingFields: [] as DealPlacement['matches']['missingFields'] };
    const gateway = new FakeGateway()
      .on(
        'GET',
        '/deals',
        pagedRoute(() => [deal]),
      )
      .on('GET', '/deals/d1/placement', () => json(makePlacement(deal, { matches })))
      .on('PUT', '/deals/d1', () => {
        deal = makeDeal({ ...figures, loanAmount: 5_500_000, netOperatingIncome: 600_000 });
        matches = { match: 2, near: 0, missingFields: [] };
        return json(deal);
      })
      .on('GET', '/deals/d1/documents', [])
      .on('GET', '/deals/d1/activities', pagedRoute([]))
      .on('GET', '/deals/d1/comments', pagedRoute([]));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'View DL-2026-000001' }));
    let sizing = within(
      within(screen.getByRole('dialog', { name: 'Deal Summary' })).getByRole('region', { name: 'Loan Sizing' }),
    );
    expect(await sizing.findByText('0 programs match, 1 is near')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Edit DL-2026-000001' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Deal DL-2026-000001' }));
    await user.click(form.getByRole('button', { name: /Underwriting \(optional\)/ }));
    await user.clear(form.getByLabelText('Net Operating Income (annual)'));
    await user.type(form.getByLabelText('Net Operating Income (annual)'), '600K');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit Deal/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'View DL-2026-000001' }));
    sizing = within(
      within(screen.getByRole('dialog', { name: 'Deal Summary' })).getByRole('region', { name: 'Loan Sizing' }),
    );
    expect(await sizing.findByText('2 programs match, 0 are near')).toBeInTheDocument();
    expect(sizing.getByText('DSCR').nextElementSibling).toHaveTextContent('1.44x');
    expect(gateway.callsTo('GET', '/deals/d1/placement').length).toBeGreaterThanOrEqual(2);
  });
});
