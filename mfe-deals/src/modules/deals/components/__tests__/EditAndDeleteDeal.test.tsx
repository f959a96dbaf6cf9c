import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal, makeDocument } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup();

function optionTexts(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('Edit Deal dialog', () => {
  it('starts from the deal, offers the edit option lists with the current value kept, and has both tabs', async () => {
    const gateway = new FakeGateway()
      .on(
        'GET',
        '/deals',
        pagedRoute([
          makeDeal({ dealType: 'Acquisition', propertyType: 'Multifamily', contactName: 'Cleo Van Client' }),
        ]),
      )
      .on('GET', '/deals/d1/documents', [makeDocument({ originalName: 'term-sheet.pdf' })]);
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Deal DL-2026-000001' });
    const form = within(dialog);

    expect(form.getByLabelText(/^First Name/)).toHaveValue('Cleo');
    expect(form.getByLabelText(/^Last Name/)).toHaveValue('Van Client');
    expect(form.getByLabelText(/^Phone Number/)).toHaveValue('555-0100');
    expect(form.getByLabelText(/^Email Address/)).toHaveValue('cleo@example.com');
    expect(form.getByLabelText(/^Property Address/)).toHaveValue('1 Harbor Way');
    expect(form.getByLabelText(/^Loan Request/)).toHaveValue('$1.5M');
    expect(form.getByLabelText('Deal Type')).toHaveValue('Acquisition');
    expect(optionTexts(form.getByLabelText('Deal Type'))).toEqual([
      'Select deal type',
      'Acquisition',
      'Purchase',
      'Refinance',
      'Construction',
      'Bridge',
    ]);
    expect(optionTexts(form.getByLabelText('Property Type'))).toEqual([
      'Select property type',
      'Multifamily',
      'Office',
      'Retail',
      'Industrial',
      'Hospitality',
      'Mixed-Use',
    ]);
    expect(form.getByLabelText('Additional Details')).toHaveAttribute('rows', '4');
    expect(form.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();

    await user.click(form.getByRole('tab', { name: 'Documents' }));
    expect(await form.findByText('term-sheet.pdf')).toBeInTheDocument();
    expect(form.getByLabelText('Click to upload documents')).toBeEnabled();
    // What was typed survives a trip to the other tab.
    await user.click(form.getByRole('tab', { name: 'Deal Details' }));
    expect(form.getByLabelText(/^First Name/)).toHaveValue('Cleo');
  });

  it('keeps the loan request optional and the five fields required', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal()]))
      .on('GET', '/deals/d1/documents', []);
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    const form = within(screen.getByRole('dialog'));
    for (const label of [
      /^First Name/,
      /^Last Name/,
      /^Phone Number/,
      /^Email Address/,
      /^Property Address/,
      /^Loan Request/,
    ]) {
      await user.clear(form.getByLabelText(label));
    }
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(form.getByText('First Name is required')).toBeInTheDocument();
    expect(form.getByText('Last Name is required')).toBeInTheDocument();
    expect(form.getByText('Phone Number is required')).toBeInTheDocument();
    expect(form.getByText('Email Address is required')).toBeInTheDocument();
    expect(form.getByText('Property Address is required')).toBeInTheDocument();
    expect(form.queryByText('Loan Request is required')).toBeNull();
    expect(gateway.callsTo('PUT', '/deals/d1')).toHaveLength(0);
  });

  it('saves the changes, toasts, closes and refreshes the list', async () => {
    let deal = makeDeal({ propertyAddress: '1 Harbor Way' });
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf([deal])))
      .on('GET', '/deals/d1/documents', [])
      .on('PUT', '/deals/d1', () => {
        deal = { ...deal, propertyAddress: '2 Pier Road', updatedAt: '2026-04-09T10:00:00.000Z' };
        return json(deal);
      });
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    const form = within(screen.getByRole('dialog'));
    await user.clear(form.getByLabelText(/^Property Address/));
    await user.type(form.getByLabelText(/^Property Address/), '2 Pier Road');
    await user.selectOptions(form.getByLabelText('Deal Type'), 'Bridge');
    await user.clear(form.getByLabelText(/^Loan Request/));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Deal updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.callsTo('PUT', '/deals/d1')[0]?.body).toEqual({
      clientFirstName: 'Cleo',
      clientLastName: 'Client',
      clientPhone: '555-0100',
      clientEmail: 'cleo@example.com',
      dealType: 'Bridge',
      propertyType: 'Multifamily',
      propertyAddress: '2 Pier Road',
      propertyVintage: '1998',
      sponsorNetWorth: '5M',
      sponsorLiquidity: '1M',
      loanRequest: '',
      anyAdditionalInformation: '',
    });
    const row = within(await screen.findByRole('listitem', { name: /DL-2026-000001/ }));
    expect(await row.findByText('2 Pier Road')).toBeInTheDocument();
    expect(row.getByText('Updated Apr 9, 2026')).toBeInTheDocument();
  });

  it("toasts the server's error, else 'Failed to update deal', and stays open", async () => {
    let answer = apiError(404, 'Deal not found');
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal()]))
      .on('GET', '/deals/d1/documents', [])
      .on('PUT', '/deals/d1', () => answer);
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    const form = within(screen.getByRole('dialog'));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer = new Response(null, { status: 503 });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update deal')).toBeInTheDocument();
  });

  it('Cancel closes without saving', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal()]))
      .on('GET', '/deals/d1/documents', []);
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Edit DL-2026-000001' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(gateway.callsTo('PUT', '/deals/d1')).toHaveLength(0);
  });
});

describe('deleting a deal', () => {
  it("asks 'Are you sure you want to delete this deal?', deletes when confirmed, toasts and refreshes", async () => {
    let deals = [makeDeal()];
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf(deals)))
      .on('DELETE', '/deals/d1', () => {
        deals = [];
        return json({ message: 'Deal deleted successfully' });
      });
    renderDealsPage({ gateway });

    await user.click(await screen.findByRole('button', { name: 'Delete DL-2026-000001' }));
    let confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this deal?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(gateway.callsTo('DELETE', '/deals/d1')).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: /DL-2026-000001/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete DL-2026-000001' }));
    confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deal deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /DL-2026-000001/ })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("toasts 'Failed to delete deal' whatever the server says", async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([makeDeal()]))
      .on('DELETE', '/deals/d1', apiError(404, 'Deal not found'));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Delete DL-2026-000001' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete deal')).toBeInTheDocument();
    expect(screen.queryByText('Deal not found')).toBeNull();
  });

  it('Escape cancels the confirmation', async () => {
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute([makeDeal()]));
    renderDealsPage({ gateway });
    await user.click(await screen.findByRole('button', { name: 'Delete DL-2026-000001' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gateway.callsTo('DELETE', '/deals/d1')).toHaveLength(0);
  });
});
