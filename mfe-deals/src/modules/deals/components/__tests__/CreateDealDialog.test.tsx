import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { makeDeal, makeDocument, makeFile } from '../../../../../test/fixtures';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup({ applyAccept: false });

async function openCreateDialog() {
  await user.click(await screen.findByRole('button', { name: 'NEW DEAL' }));
  return screen.getByRole('dialog', { name: 'Create New Deal' });
}

async function fillRequired(dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText(/^First Name/), 'Cleo');
  await user.type(form.getByLabelText(/^Last Name/), 'Client');
  await user.type(form.getByLabelText(/^Phone Number/), '555-0100');
  await user.type(form.getByLabelText(/^Email Address/), 'cleo@example.com');
  await user.type(form.getByLabelText(/^Property Address/), '1 Harbor Way');
  await user.type(form.getByLabelText(/^Loan Request/), '$1.5M');
}

function optionTexts(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('Create Deal dialog', () => {
  it("has the tabs 'Deal Details' and a disabled 'Documents', the create option lists and a 4-row textarea", async () => {
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute([])) });
    const dialog = await openCreateDialog();
    const inDialog = within(dialog);

    expect(inDialog.getByRole('tab', { name: 'Deal Details', selected: true })).toBeEnabled();
    expect(inDialog.getByRole('tab', { name: 'Documents' })).toBeDisabled();
    expect(inDialog.getByLabelText(/^Email Address/)).toHaveAttribute('type', 'email');
    expect(optionTexts(inDialog.getByLabelText('Deal Type'))).toEqual([
      'Select deal type',
      'Acquisition',
      'Refinance',
      'New Construction',
    ]);
    expect(optionTexts(inDialog.getByLabelText('Property Type'))).toEqual([
      'Select property type',
      'Multifamily',
      'Office',
      'Retail',
      'Industrial',
      'Hospitality',
      'Self Storage',
      'Other',
    ]);
    expect(inDialog.getByLabelText('Additional Details')).toHaveAttribute('rows', '4');
    // The first field has the focus when the dialog opens.
    expect(inDialog.getByLabelText(/^First Name/)).toHaveFocus();
  });

  it('shows every required-field message at its field and sends nothing', async () => {
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute([]));
    renderDealsPage({ gateway });
    const dialog = await openCreateDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));

    const expectations = [
      [/^First Name/, 'First Name is required'],
      [/^Last Name/, 'Last Name is required'],
      [/^Phone Number/, 'Phone Number is required'],
      [/^Email Address/, 'Email Address is required'],
      [/^Property Address/, 'Property Address is required'],
      [/^Loan Request/, 'Loan Request is required'],
    ] as const;
    for (const [label, message] of expectations) {
      const input = within(dialog).getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveFocus();
    expect(gateway.callsTo('POST', '/deals')).toHaveLength(0);

    // Typing clears that field's message.
    await user.type(within(dialog).getByLabelText(/^First Name/), 'C');
    expect(within(dialog).queryByText('First Name is required')).toBeNull();
    expect(within(dialog).getByText('Last Name is required')).toBeInTheDocument();
  });

  it('creates the deal, toasts, opens Documents with the note, uploads, and Done closes and refreshes the list', async () => {
    let deals = [] as unknown[];
    const created = makeDeal({ id: 'new-1', dealId: 'DL-2026-000042', propertyName: null, contactName: 'Cleo Client' });
    const gateway = new FakeGateway()
      .on('GET', '/deals', () => json(pageOf(deals)))
      .on('POST', '/deals', () => {
        deals = [created];
        return json(created, 201);
      })
      .on('GET', '/deals/new-1/documents', [])
      .on(
        'POST',
        '/documents/upload',
        json({ message: 'Document uploaded successfully', document: makeDocument({ dealId: 'new-1' }) }, 201),
      );
    renderDealsPage({ gateway });
    const dialog = await openCreateDialog();
    await fillRequired(dialog);
    await user.selectOptions(within(dialog).getByLabelText('Deal Type'), 'Refinance');
    await user.selectOptions(within(dialog).getByLabelText('Property Type'), 'Self Storage');
    await user.type(within(dialog).getByLabelText('Additional Details'), 'Needs to close fast');
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText('Deal created successfully')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Deal created successfully! Now you can upload documents.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Documents', selected: true })).toBeEnabled();
    expect(within(dialog).getByRole('tab', { name: 'Deal Details' })).toBeDisabled();
    expect(gateway.callsTo('POST', '/deals')[0]?.body).toEqual({
      discordUsername: 'maria.member',
      clientFirstName: 'Cleo',
      clientLastName: 'Client',
      clientPhone: '555-0100',
      clientEmail: 'cleo@example.com',
      dealType: 'Refinance',
      propertyType: 'Self Storage',
      propertyAddress: '1 Harbor Way',
      propertyVintage: '',
      sponsorNetWorth: '',
      sponsorLiquidity: '',
      loanRequest: '$1.5M',
      anyAdditionalInformation: 'Needs to close fast',
    });
    // The list behind the dialog has refreshed.
    expect(await screen.findByRole('listitem', { name: /DL-2026-000042/ })).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText('Click to upload documents'),
      makeFile('a.pdf', 10, 'application/pdf'),
    );
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/documents/upload')[0]?.body).toMatchObject({ dealId: 'new-1' });

    expect(within(dialog).getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Skip for now' closes the dialog too", async () => {
    const gateway = new FakeGateway()
      .on('GET', '/deals', pagedRoute([]))
      .on('POST', '/deals', json(makeDeal({ id: 'new-1' }), 201))
      .on('GET', '/deals/new-1/documents', []);
    renderDealsPage({ gateway });
    const dialog = await openCreateDialog();
    await fillRequired(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("toasts the server's error and shows its field details; else 'Failed to create deal'", async () => {
    let answer = apiError(400, 'Please enter a valid email address', 'Please enter a valid email address', [
      { field: 'body.clientPhone', message: 'Phone Number is required' },
    ]);
    const gateway = new FakeGateway().on('GET', '/deals', pagedRoute([])).on('POST', '/deals', () => answer);
    renderDealsPage({ gateway });
    const dialog = await openCreateDialog();
    await fillRequired(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveAccessibleDescription('Phone Number is required');
    expect(within(dialog).getByRole('tab', { name: 'Documents' })).toBeDisabled();

    answer = new Response('upstream exploded', { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Create Deal' }));
    expect(await screen.findByText('Failed to create deal')).toBeInTheDocument();
  });

  it('closes on Escape and keeps Tab inside the dialog', async () => {
    renderDealsPage({ gateway: new FakeGateway().on('GET', '/deals', pagedRoute([])) });
    const opener = await screen.findByRole('button', { name: 'NEW DEAL' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Create New Deal' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    // Shift+Tab from the first focusable element wraps to the last.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Create Deal' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
