import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedView } from '@portal/contracts';
import { apiError, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin } from '@portal/web-kit/testing';
import { renderDealsPage } from '../../../../../test/renderDealsPage';

const user = userEvent.setup();

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 'v1',
  name: 'Open in Austin',
  query: 'q=austin&status=Open',
  createdByUsername: 'demo-admin',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...overrides,
});

function gatewayWith(views: SavedView[]) {
  const gateway = new FakeGateway()
    .on('GET', '/admin/deals', pagedRoute([]))
    .on('GET', '/admin/deals/summary', apiError(404, 'Not Found'))
    .on('GET', '/admin/users', pagedRoute([]))
    .on('GET', '/admin/saved-views', () => json({ items: views }))
    .on('POST', '/admin/saved-views', async (request) => {
      const body = (await request.json()) as { name: string; query: string };
      if (views.some((v) => v.name.toLowerCase() === body.name.toLowerCase()))
        return apiError(409, `A saved view named "${body.name}" already exists`);
      const created = view({ id: `v${views.length + 1}`, ...body });
      views.push(created);
      return json(created, 201);
    })
    .on('PATCH', '/admin/saved-views/v1', async (request) => {
      views[0] = { ...views[0]!, ...((await request.json()) as { name: string }) };
      return json(views[0]);
    })
    .on('DELETE', '/admin/saved-views/v1', () => {
      views.splice(0, 1);
      return json({ message: 'Saved view deleted' });
    });
  return gateway;
}

describe('saved views (admin deals page)', () => {
  it('a chip applies its filters and search to the address and the list, and shows as the current view', async () => {
    const gateway = gatewayWith([view({})]);
    renderDealsPage({ gateway, user: admin });
    const chip = await screen.findByRole('button', { name: 'Open in Austin' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    await waitFor(() => expect(window.location.search).toBe('?q=austin&status=Open'));
    expect(screen.getByRole('combobox', { name: 'Search deals' })).toHaveValue('austin');
    await waitFor(() =>
      expect(
        gateway.callsTo('GET', '/admin/deals').some((c) => c.query.q === 'austin' && c.query.status === 'Open'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Open in Austin' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a shared link (the view’s address) opens with the view current', async () => {
    window.history.replaceState(null, '', '/admin?status=Open&q=austin');
    renderDealsPage({ gateway: gatewayWith([view({})]), user: admin });
    expect(await screen.findByRole('button', { name: 'Open in Austin' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Save view stores the filters on screen under a name; a taken name shows the gateway’s message', async () => {
    window.history.replaceState(null, '', '/admin?status=Closed');
    const gateway = gatewayWith([view({})]);
    renderDealsPage({ gateway, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'open in austin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A saved view named "open in austin" already exists')).toBeInTheDocument();

    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.type(field, 'Closed deals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Closed deals' })).toHaveAttribute('aria-pressed', 'true');
    expect(gateway.lastBody('POST', '/admin/saved-views')).toEqual({ name: 'Closed deals', query: 'status=Closed' });
  });

  it('Save view is off while no filter or search is set', async () => {
    renderDealsPage({ gateway: gatewayWith([]), user: admin });
    expect(await screen.findByRole('button', { name: 'Save view' })).toBeDisabled();
  });

  it('renames a view and deletes it after confirming, by keyboard', async () => {
    const gateway = gatewayWith([view({})]);
    renderDealsPage({ gateway, user: admin });
    await user.click(await screen.findByRole('button', { name: 'Rename saved view Open in Austin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Open in Austin' });
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(field);
    await user.type(field, 'Austin pipeline{Enter}');
    expect(await screen.findByRole('button', { name: 'Austin pipeline' })).toBeInTheDocument();
    expect(gateway.lastBody('PATCH', '/admin/saved-views/v1')).toEqual({ name: 'Austin pipeline' });

    screen.getByRole('button', { name: 'Delete saved view Austin pipeline' }).focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete saved view Austin pipeline' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Austin pipeline' })).toBeNull());
    expect(gateway.callsTo('DELETE', '/admin/saved-views/v1')).toHaveLength(1);
  });
});
