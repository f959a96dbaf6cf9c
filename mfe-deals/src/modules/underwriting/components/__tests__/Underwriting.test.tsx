import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

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
  const open = async (deal: ReturnType<typeof makeDeal>) => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([deal]))
      .on('GET', '/deals/d1/documents', [])
      .on('GET', '/deals/d1/activities', pagedRoute([]))
      .on('GET', '/deals/d1/comments', pagedRoute([]));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'View DL-2026-000001' }));
    return within(screen.getByRole('dialog', { name: 'Deal Summary' }));
  };

  it('shows the figures and sizes the loan on the default terms for its purpose, naming the limit that binds', async () => {
    const dialog = await open(makeDeal({ ...figures, loanRequest: '$5.5M', loanAmount: 5_500_000 }));
    const underwriting = within(dialog.getByRole('region', { name: 'Underwriting' }));
    expect(underwriting.getByText('Texas (TX)')).toBeInTheDocument();
    expect(underwriting.getByText('$10,440,000')).toBeInTheDocument();
    expect(underwriting.getByText('$522,000 a year')).toBeInTheDocument();
    expect(underwriting.getByText('Purchase')).toBeInTheDocument();
    expect(underwriting.getByText('24 months')).toBeInTheDocument();
    expect(underwriting.queryByText('Total Project Cost')).toBeNull();

    const sizing = within(dialog.getByRole('region', { name: 'Loan Sizing' }));
    const row = (term: string) => sizing.getByText(term).nextElementSibling;
    expect(row('LTV')).toHaveTextContent('52.68 %');
    expect(row('DSCR')).toHaveTextContent('1.25x');
    expect(row('Debt yield')).toHaveTextContent('9.49 %');
    expect(row('Max loan')).toHaveTextContent('$5,505,737 — DSCR-limited');
    expect(sizing.getByText(/^Default terms for Purchase: 6.5 % over 360 months/)).toBeInTheDocument();
  });

  it('says Unknown, never 0, and which inputs are missing', async () => {
    const dialog = await open(makeDeal({ loanAmount: 1_500_000, propertyValue: 2_500_000 }));
    const sizing = within(dialog.getByRole('region', { name: 'Loan Sizing' }));
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
});
