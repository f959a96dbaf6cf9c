import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import type { Lender } from '@portal/contracts';
import { makeLender, makeLenderContact, makeLenderDetail, makeLenderProgram } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const coastal = makeLender({
  id: 'l-2',
  name: 'Coastal Debt Fund',
  type: 'debt-fund',
  programCount: 3,
  activeProgramCount: 2,
  states: [],
  nationwide: true,
});
const prairie = makeLender({
  id: 'l-3',
  name: 'Prairie Credit Union',
  type: 'credit-union',
  active: false,
  programCount: 1,
  activeProgramCount: 1,
  states: ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT'],
});

/** GET /admin/lenders as the gateway answers it: `q` on the name, `type` and `active`, then pages. */
const directoryRoute = (lenders: () => readonly Lender[]) => (request: Request) => {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const type = params.get('type');
  const active = params.get('active');
  const matching = lenders().filter(
    (lender) =>
      lender.name.toLowerCase().includes(q) &&
      (!type || lender.type === type) &&
      (active === null || String(lender.active) === active),
  );
  return pagedRoute(matching)(request);
};

const tableRow = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Lenders' });
  return within(table).getByRole('link', { name }).closest('tr')!;
};

const file = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('Lenders tab', () => {
  it('lists each lender with its type, programs, states and status', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/lenders', pagedRoute([makeLender(), coastal, prairie]));
    renderDashboard({ gateway, path: '/admin?tab=lenders' });

    const lone = await tableRow('Lone Star Bank');
    expect(lone).toHaveTextContent('Bank');
    expect(lone).toHaveTextContent('2 programs');
    expect(lone).toHaveTextContent('OK, TX');
    expect(within(lone).getByText('Active')).toBeInTheDocument();

    const fund = await tableRow('Coastal Debt Fund');
    expect(fund).toHaveTextContent('Debt fund');
    expect(fund).toHaveTextContent('3 programs (2 active)');
    expect(fund).toHaveTextContent('Nationwide');

    const union = await tableRow('Prairie Credit Union');
    expect(union).toHaveTextContent('AL, AK, AZ, AR, CA +2 more');
    expect(within(union).getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 lenders')).toBeInTheDocument();
    expect(screen.getByText('3 lenders in the directory')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/lenders')[0]!.query).toEqual({ limit: '50' });
  });

  it('says No lenders yet, with Add lender and Import CSV, on an empty directory', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/lenders', pagedRoute([]));
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    const empty = (await screen.findByText('No lenders yet')).parentElement!;
    expect(within(empty).getByRole('button', { name: 'Add lender' })).toBeInTheDocument();
    const importButton = within(empty).getByRole('button', { name: 'Import CSV' });
    expect(importButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(importButton);
    expect(importButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Import lenders from CSV' })).toBeInTheDocument();
  });

  it('searches by name on the gateway once typing settles, and filters by type and status', async () => {
    const gateway = new FakeGateway().on(
      'GET',
      '/admin/lenders',
      directoryRoute(() => [makeLender(), coastal, prairie]),
    );
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await tableRow('Lone Star Bank');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search lenders' }), 'coast');
    await waitFor(() => expect(screen.queryByText('Lone Star Bank')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Coastal Debt Fund' })).toBeInTheDocument();
    // Debounced: one search for the settled text, not one per key.
    expect(gateway.callsTo('GET', '/admin/lenders').map((call) => call.query.q)).toEqual([undefined, 'coast']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Lone Star Bank' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deactivated');
    await waitFor(() => expect(screen.queryByText('Lone Star Bank')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Prairie Credit Union' })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/lenders').at(-1)!.query).toMatchObject({ active: 'false' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bank');
    expect(await screen.findByText('No matching lenders')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/lenders').at(-1)!.query).toMatchObject({ active: 'false', type: 'bank' });
  });

  it('adds a lender in a dialog (Cancel first), then opens its page', async () => {
    const created = makeLender({
      id: 'l-9',
      name: 'Harbor Life',
      type: 'life-company',
      programCount: 0,
      activeProgramCount: 0,
      states: [],
    });
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders', pagedRoute([makeLender()]))
      .on('POST', '/admin/lenders', json(created, 201))
      .on('GET', '/admin/lenders/l-9', makeLenderDetail({ ...created }, [], []));
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await tableRow('Lone Star Bank');

    await userEvent.click(screen.getByRole('button', { name: 'Add lender' }));
    const dialog = screen.getByRole('dialog', { name: 'Add lender' });
    const name = within(dialog).getByRole('textbox', { name: 'Lender name' });
    expect(name).toHaveFocus();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Add lender']);

    await userEvent.type(name, '  Harbor Life ');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Life company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lender' }));

    expect(await screen.findByText('Lender "Harbor Life" added')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/lenders')).toEqual({
      name: 'Harbor Life',
      type: 'life-company',
      website: null,
      notes: null,
    });
    expect(await screen.findByRole('heading', { name: 'Harbor Life', level: 2 })).toHaveFocus();
    expect(window.location.search).toBe('?tab=lenders&lender=l-9');
    expect(screen.getByText('No programs yet')).toBeInTheDocument();
  });

  it('shows a lender name the server refuses at the name field', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders', pagedRoute([makeLender()]))
      .on('POST', '/admin/lenders', apiError(409, 'A lender named "Lone Star Bank" already exists'));
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await tableRow('Lone Star Bank');
    await userEvent.click(screen.getByRole('button', { name: 'Add lender' }));
    const dialog = screen.getByRole('dialog', { name: 'Add lender' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Lender name' }), 'lone star bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lender' }));
    const field = within(dialog).getByRole('textbox', { name: 'Lender name' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('A lender named "Lone Star Bank" already exists');
    expect(field).toHaveFocus();
  });

  it('opens a lender’s page with its fields, programs and contacts, and goes back to the list', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders', pagedRoute([makeLender(), coastal]))
      .on('GET', '/admin/lenders/l-1', makeLenderDetail());
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await userEvent.click(within(await tableRow('Lone Star Bank')).getByRole('link', { name: 'Lone Star Bank' }));

    expect(await screen.findByRole('heading', { name: 'Lone Star Bank', level: 2 })).toHaveFocus();
    const program = screen.getByRole('article', { name: 'Stabilized' });
    expect(program).toHaveTextContent('Purchase, Refinance');
    expect(program).toHaveTextContent('$1.0M – $15.0M');
    expect(program).toHaveTextContent('1.25x');
    expect(program).toHaveTextContent('Partial recourse');
    const contact = screen.getByRole('article', { name: 'Ana Ruiz' });
    expect(within(contact).getByRole('link', { name: 'ana@lonestar.example' })).toHaveAttribute(
      'href',
      'mailto:ana@lonestar.example',
    );

    await userEvent.click(screen.getByRole('link', { name: 'All lenders' }));
    expect(await screen.findByRole('link', { name: 'Lone Star Bank' })).toHaveFocus();
    expect(window.location.search).toBe('?tab=lenders');
  });

  it('shows the server’s program rules at their fields, and the form’s own checks before sending', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders/l-1', makeLenderDetail({}, [], [makeLenderContact()]))
      .on(
        'POST',
        '/admin/lenders/l-1/programs',
        apiError(400, 'Minimum loan must not exceed maximum loan', 'Minimum loan must not exceed maximum loan', [
          { field: 'body.minLoan', message: 'Minimum loan must not exceed maximum loan' },
          { field: 'body.states', message: 'Name at least one state, or make the program nationwide' },
        ]),
      );
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add program' }));
    const dialog = screen.getByRole('dialog', { name: 'Add program' });

    // Checked before sending: a name, a purpose, a property type, figures in range.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Maximum LTV' }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add program' }));
    expect(within(dialog).getByRole('textbox', { name: 'Program name' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Program name' })).toHaveAccessibleDescription(
      'Program name is required',
    );
    expect(within(dialog).getByText('Choose at least one loan purpose')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Maximum LTV' })).toHaveAccessibleDescription(
      'Must be between 1 and 100',
    );
    expect(gateway.callsTo('POST', '/admin/lenders/l-1/programs')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Program name' }), 'Bridge');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bridge' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Office' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Maximum LTV' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Maximum LTV' }), '75%');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Minimum loan' }), '$20M');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Maximum loan' }), '5,000,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add program' }));

    const minLoan = within(dialog).getByRole('textbox', { name: 'Minimum loan' });
    await waitFor(() => expect(minLoan).toHaveAttribute('aria-invalid', 'true'));
    expect(minLoan).toHaveAccessibleDescription(expect.stringContaining('Minimum loan must not exceed maximum loan'));
    expect(minLoan).toHaveFocus();
    expect(within(dialog).getByText('Name at least one state, or make the program nationwide')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/lenders/l-1/programs')).toMatchObject({
      name: 'Bridge',
      loanPurposes: ['bridge'],
      propertyTypes: ['Office'],
      minLoan: 20_000_000,
      maxLoan: 5_000_000,
      maxLtv: 75,
      maxLtc: null,
      states: [],
      nationwide: false,
      recourse: null,
      active: true,
    });
  });

  it('saves a nationwide program: the switch sets the states aside', async () => {
    const saved = makeLenderProgram({ id: 'p-2', name: 'Agency', nationwide: true, states: [] });
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders/l-1', makeLenderDetail())
      .on('POST', '/admin/lenders/l-1/programs', json(saved, 201));
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add program' }));
    const dialog = screen.getByRole('dialog', { name: 'Add program' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Program name' }), 'Agency');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Refinance' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Multifamily' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Texas (TX)' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Nationwide' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Texas (TX)' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add program' }));
    expect(await screen.findByText('Program "Agency" added')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/lenders/l-1/programs')).toMatchObject({ nationwide: true, states: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks a CSV as a dry run, lists a bad file’s problems by row and column, then imports a good file', async () => {
    const goodCsv = 'lender_name,lender_type,program_name\nLone Star Bank,bank,Stabilized\n';
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders', pagedRoute([makeLender()]))
      .on('POST', '/admin/lenders/import', async (request) => {
        const text = await request.text();
        if (text.includes('ZZ'))
          return apiError(400, 'The file has 2 errors: nothing was imported', 'Row 4, column max_ltv: …', [
            { field: 'rows[4].max_ltv', message: 'Row 4, column max_ltv: must be a number between 1 and 100' },
            { field: 'rows[7].states', message: 'Row 7, column states: "ZZ" is not a two-letter state code' },
          ]);
        const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
        return json({
          dryRun,
          rows: 1,
          lendersCreated: 1,
          lendersUpdated: 0,
          programsCreated: 1,
          programsUpdated: 0,
          contactsCreated: 0,
          contactsUpdated: 0,
        });
      });
    renderDashboard({ gateway, path: '/admin?tab=lenders' });
    await tableRow('Lone Star Bank');
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const panel = screen.getByRole('region', { name: 'Import lenders from CSV' });
    const input = within(panel).getByLabelText('CSV file');

    await userEvent.upload(input, file('bad.csv', 'lender_name,states\nX,ZZ\n'));
    const problems = await within(panel).findByRole('list', { name: 'Problems in bad.csv' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 4, column max_ltv: must be a number between 1 and 100',
      'Row 7, column states: "ZZ" is not a two-letter state code',
    ]);
    expect(within(panel).getByRole('alert')).toHaveTextContent('The file has 2 errors: nothing was imported');
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(gateway.callsTo('POST', '/admin/lenders/import').map((call) => call.query)).toEqual([{ dryRun: 'true' }]);

    await userEvent.upload(input, file('good.csv', goodCsv));
    const changes = await within(panel).findByRole('list', { name: 'What the import changes' });
    expect(changes).toHaveTextContent('Lenders: 1 new, 0 updated');
    expect(within(panel).queryByRole('list', { name: /Problems/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('good.csv: 1 rows checked, no problems')).toBeInTheDocument();
    const dryRun = gateway.callsTo('POST', '/admin/lenders/import')[1]!;
    expect(dryRun.query).toEqual({ dryRun: 'true' });
    expect(dryRun.body).toBe(goodCsv);

    await userEvent.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import finished: 1 lender and 1 program added')).toBeInTheDocument();
    const applied = gateway.callsTo('POST', '/admin/lenders/import')[2]!;
    expect(applied.query).toEqual({});
    expect(applied.body).toBe(goodCsv);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Import lenders from CSV' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(gateway.callsTo('GET', '/admin/lenders').length).toBeGreaterThan(1));
  });

  it('deactivates a lender after asking (Cancel focused first), and can reactivate it', async () => {
    let active = true;
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders/l-1', () => json(makeLenderDetail({ active })))
      .on('PATCH', '/admin/lenders/l-1', async (request) => {
        active = ((await request.json()) as { active: boolean }).active;
        return json(makeLender({ active }));
      });
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    const deactivate = await screen.findByRole('button', { name: 'Deactivate' });

    await userEvent.click(deactivate);
    let dialog = screen.getByRole('alertdialog', { name: 'Deactivate lender' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deactivate).toHaveFocus();
    expect(gateway.callsTo('PATCH', '/admin/lenders/l-1')).toHaveLength(0);

    await userEvent.click(deactivate);
    dialog = screen.getByRole('alertdialog', { name: 'Deactivate lender' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Its programs stop being matched'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Lender "Lone Star Bank" deactivated')).toBeInTheDocument();
    expect(gateway.lastBody('PATCH', '/admin/lenders/l-1')).toEqual({ active: false });
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Reactivate lender' })).getByRole('button', {
        name: 'Reactivate',
      }),
    );
    expect(await screen.findByText('Lender "Lone Star Bank" reactivated')).toBeInTheDocument();
    expect(gateway.lastBody('PATCH', '/admin/lenders/l-1')).toEqual({ active: true });
  });

  it('deletes a contact after asking', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/lenders/l-1', makeLenderDetail())
      .on('DELETE', '/admin/lenders/l-1/contacts/c-1', { message: 'Contact deleted' });
    renderDashboard({ gateway, path: '/admin?tab=lenders&lender=l-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ana Ruiz' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete contact' })).getByRole('button', {
        name: 'Delete contact',
      }),
    );
    expect(await screen.findByText('Contact "Ana Ruiz" deleted')).toBeInTheDocument();
    expect(gateway.callsTo('DELETE', '/admin/lenders/l-1/contacts/c-1')).toHaveLength(1);
  });

  it('shows Failed to fetch lenders (or the server’s text) with Retry', async () => {
    let fail = true;
    const gateway = new FakeGateway().on('GET', '/admin/lenders', (request) =>
      fail ? apiError(503, 'Database unavailable') : pagedRoute([makeLender()])(request),
    );
    renderDashboard({ gateway, path: '/admin?tab=lenders', theme: 'dark' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Lone Star Bank' })).toBeInTheDocument();
  });
});
