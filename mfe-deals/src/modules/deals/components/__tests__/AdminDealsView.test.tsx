import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeDeal, makeDocument, makeUser } from '../../../../../test/fixtures';
import { pipelineOf } from '../../../../../test/pipelineRoutes';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup();

const maria = makeUser({ id: 'u-maria', username: 'maria.member', name: 'Maria Member' });
const bob = makeUser({ id: 'u-bob', username: 'bob.broker', name: null, email: 'bob@example.com' });

const deals = [
  makeDeal({
    id: 'd1',
    dealId: 'DL-2026-000001',
    userId: maria.id,
    createdByUser: { id: maria.id, username: 'maria.member', name: 'Maria Member', email: 'maria@example.com' },
  }),
  makeDeal({
    id: 'd2',
    dealId: 'DL-2026-000002',
    userId: 'gone',
    status: 'Closed',
    stage: 'Underwriting',
    createdByUser: null,
  }),
];

/** The deals matching the status and stage filters of a request (the fake honours only these two). */
function matching(request: Request) {
  const params = new URL(request.url).searchParams;
  const status = params.get('status');
  const stage = params.get('stage');
  return deals.filter(
    (deal) => (!status || deal.status === status) && (!stage || (deal.stage ?? 'No Stage') === stage),
  );
}

function adminGateway() {
  return new FakeGateway()
    .on('GET', '/admin/users', pagedRoute([admin, maria, bob]))
    .on('GET', '/admin/deals', (request: Request) => json(pageOf(matching(request))))
    .on('GET', '/admin/deals/pipeline', (request: Request) => json(pipelineOf(matching(request))))
    .on('GET', '/deals/d1/documents', [makeDocument()]);
}

function optionTexts(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('admin deals page', () => {
  it("lists every deal from GET /admin/deals with 'Showing N deals', the creator, Details only and no create button", async () => {
    const gateway = adminGateway();
    renderDealsPage({ user: admin, gateway });

    expect(await screen.findByText('Showing 2 deals')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEW DEAL' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Deal List' })).toBeNull();
    const first = within(screen.getByRole('listitem', { name: /DL-2026-000001/ }));
    expect(first.getByText('Created by maria.member')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Details of DL-2026-000001' })).toHaveTextContent('Details');
    expect(first.queryByRole('button', { name: /^Edit|^Delete|^View/ })).toBeNull();
    const second = within(screen.getByRole('listitem', { name: /DL-2026-000002/ }));
    expect(second.getByText('Created by Unknown User')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/deals')).toHaveLength(0);
    expect(gateway.callsTo('GET', '/admin/deals')[0]?.query).toEqual({ limit: expect.any(String) });
  });

  it('offers the filters of docs/product.md#admin-deal-filters: User (from the users), Status, Property Type, Start Date, End Date', async () => {
    renderDealsPage({ user: admin, gateway: adminGateway() });
    const filters = within(await screen.findByRole('search', { name: 'Filter deals' }));
    await waitFor(() =>
      expect(optionTexts(filters.getByLabelText('User'))).toEqual([
        'All users',
        'Ada Admin',
        'bob.broker',
        'Maria Member',
      ]),
    );
    expect(optionTexts(filters.getByLabelText('Status'))).toEqual([
      'All statuses',
      'Open',
      'Closed',
      'Under Review',
      'In Underwriting',
    ]);
    expect(optionTexts(filters.getByLabelText('Property Type'))).toEqual([
      'All property types',
      'Residential',
      'Commercial',
      'Office',
      'Industrial',
    ]);
    expect(filters.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(filters.getByLabelText('End Date')).toHaveAttribute('type', 'date');
    expect(filters.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('filters on the server and Clear Filters brings every deal back', async () => {
    const gateway = adminGateway();
    renderDealsPage({ user: admin, gateway });
    const filters = within(await screen.findByRole('search', { name: 'Filter deals' }));
    await screen.findByText('Showing 2 deals');

    await user.selectOptions(filters.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('Showing 1 deal')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /DL-2026-000001/ })).toBeNull();

    await waitFor(() => expect(filters.getByRole('option', { name: 'Maria Member' })).toBeInTheDocument());
    await user.selectOptions(filters.getByLabelText('User'), 'Maria Member');
    await user.selectOptions(filters.getByLabelText('Property Type'), 'Office');
    await user.type(filters.getByLabelText('Start Date'), '2026-03-01');
    await user.type(filters.getByLabelText('End Date'), '2026-03-31');
    await waitFor(() =>
      expect(gateway.calls.at(-1)?.query).toEqual({
        status: 'Closed',
        userId: 'u-maria',
        propertyType: 'Office',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        limit: expect.any(String),
      }),
    );

    await user.click(filters.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Showing 2 deals')).toBeInTheDocument();
    expect(filters.getByLabelText('Status')).toHaveValue('');
    expect(filters.getByLabelText('Start Date')).toHaveValue('');
  });

  it("'Showing N deals' counts every matching deal, not only the loaded page", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeDeal({ id: `m${i}`, dealId: `DL-2026-${String(i + 1).padStart(6, '0')}`, createdByUser: null }),
    );
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([]))
      .on('GET', '/admin/deals', pagedRoute(many));
    renderDealsPage({ user: admin, gateway });
    expect(await screen.findByText('Showing 120 deals')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Deals' });
    expect(list).toHaveAttribute('data-loaded-rows', '50');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');
  });

  it('keeps the filters and the view in the address bar: a reload shows them again, Back goes to the previous ones', async () => {
    const gateway = adminGateway();
    const first = renderDealsPage({ user: admin, gateway });
    const filters = within(await screen.findByRole('search', { name: 'Filter deals' }));
    await screen.findByText('Showing 2 deals');
    await user.selectOptions(filters.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('Showing 1 deal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stage View' }));
    expect(new URLSearchParams(window.location.search).get('status')).toBe('Closed');
    expect(new URLSearchParams(window.location.search).get('view')).toBe('stage');
    first.unmount();

    renderDealsPage({ user: admin, gateway });
    const again = within(await screen.findByRole('search', { name: 'Filter deals' }));
    expect(again.getByLabelText('Status')).toHaveValue('Closed');
    expect(await screen.findByText('Showing 1 deal')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Underwriting stage' })).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/deals').at(-1)?.query).toMatchObject({ status: 'Closed' });
    expect(gateway.callsTo('GET', '/admin/deals/pipeline').at(-1)?.query).toEqual({
      status: 'Closed',
      pageLimit: '50',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Underwriting stage' })).findByText('DL-2026-000002'),
    ).toBeInTheDocument();

    window.history.go(-2);
    await waitFor(() => expect(again.getByLabelText('Status')).toHaveValue(''));
    expect(await screen.findByText('Showing 2 deals')).toBeInTheDocument();
  });

  it('does not send a reversed date range and says why', async () => {
    const gateway = adminGateway();
    renderDealsPage({ user: admin, gateway });
    const filters = within(await screen.findByRole('search', { name: 'Filter deals' }));
    await user.type(filters.getByLabelText('End Date'), '2026-03-01');
    await user.type(filters.getByLabelText('Start Date'), '2026-03-31');
    expect(await screen.findByRole('alert')).toHaveTextContent('Start Date must be on or before End Date');
    expect(gateway.calls.filter((call) => call.query.startDate === '2026-03-31')).toHaveLength(0);
  });

  it("toggles 'List View' and 'Stage View'", async () => {
    renderDealsPage({ user: admin, gateway: adminGateway() });
    const listView = await screen.findByRole('button', { name: 'List View' });
    expect(listView).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Stage View' }));
    expect(screen.getByRole('button', { name: 'Stage View' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Underwriting stage' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deals' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Launch Your First Deal' })).toBeNull();
    await user.click(listView);
    expect(screen.getByRole('list', { name: 'Deals' })).toBeInTheDocument();
  });

  it('opens Details: the read-only summary with the creator and the documents', async () => {
    renderDealsPage({ user: admin, gateway: adminGateway() });
    await user.click(await screen.findByRole('button', { name: 'Details of DL-2026-000001' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deal Summary' }));
    expect(within(dialog.getByRole('region', { name: 'Record' })).getByText('maria.member')).toBeInTheDocument();
    expect(await dialog.findByText('term-sheet.pdf')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it("shows 'Failed to load deals' when the admin list cannot be loaded", async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([]))
      .on('GET', '/admin/deals', json({ error: 'Forbidden', message: 'Admins only' }, 403));
    renderDealsPage({ user: admin, gateway });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load deals');
    expect(alert).toHaveTextContent('Admins only');
  });
});
