import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import type { User } from '@portal/contracts';
import { admin, makeAnalytics, member, pending } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

/** GET /admin/users as the gateway answers it: `search` over username, name and e-mail, then pages. */
const searchedRoute = (users: readonly User[]) => (request: Request) => {
  const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
  const matching = users.filter((user) =>
    [user.username, user.name, user.email].some((value) => value?.toLowerCase().includes(search)),
  );
  return pagedRoute(matching)(request);
};

const manyUsers = (count: number): User[] =>
  Array.from({ length: count }, (_, i) => ({
    ...member,
    id: `u-${i}`,
    username: `user-${String(i).padStart(3, '0')}`,
    email: `user${i}@example.com`,
  }));

const rowOf = async (username: string) => {
  const table = await screen.findByRole('table', { name: 'Users' });
  return within(table).getByText(username).closest('tr')!;
};

describe('Users tab', () => {
  it('lists each user with avatar or initial, username, e-mail and the two boxes', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([admin, member, pending]))
      .on('GET', '/admin/analytics', makeAnalytics({ users: { total: 3, active: 3, admins: 1, pending: 1 } }));
    renderDashboard({ gateway, path: '/admin?tab=users' });

    const adminRow = await rowOf('ada.admin');
    expect(within(adminRow).getByTestId('user-avatar').querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/avatars/ada.png',
    );
    expect(adminRow).toHaveTextContent('ada@example.com');
    expect(within(adminRow).getByRole('checkbox', { name: 'Whitelisted' })).toBeChecked();
    expect(within(adminRow).getByRole('checkbox', { name: 'Admin' })).toBeChecked();

    const pendingRow = await rowOf('pat.pending');
    expect(within(pendingRow).getByTestId('user-avatar')).toHaveTextContent('P');
    expect(within(pendingRow).getByRole('checkbox', { name: 'Whitelisted' })).not.toBeChecked();
    expect(within(pendingRow).getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    expect(await screen.findByText('3 users · 1 awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 users')).toBeInTheDocument();
  });

  it('ticking Whitelisted saves at once ({isWhitelisted: true}) and says User updated successfully', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([admin, pending]))
      .on('PUT', '/admin/users/u-pending', { ...pending, isWhitelisted: true });
    renderDashboard({ gateway, path: '/admin?tab=users' });

    await userEvent.click(within(await rowOf('pat.pending')).getByRole('checkbox', { name: 'Whitelisted' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', '/admin/users/u-pending')).toEqual({ isWhitelisted: true });
    expect(within(await rowOf('pat.pending')).getByRole('checkbox', { name: 'Whitelisted' })).toBeChecked();
  });

  it('a ticked box shows its new state at once, locked, while the change is saved', async () => {
    const hold = deferred();
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([admin, pending]))
      .on('PUT', '/admin/users/u-pending', async () => {
        await hold.promise;
        return json({ ...pending, isWhitelisted: true });
      });
    renderDashboard({ gateway, path: '/admin?tab=users' });
    const box = within(await rowOf('pat.pending')).getByRole('checkbox', { name: 'Whitelisted' });

    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    hold.release();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('ticking Admin sends {isAdmin: true} alone', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([member]))
      .on('PUT', '/admin/users/u-member', { ...member, isAdmin: true });
    renderDashboard({ gateway, path: '/admin?tab=users' });
    await userEvent.click(within(await rowOf('maria.member')).getByRole('checkbox', { name: 'Admin' }));
    await screen.findByText('User updated successfully');
    expect(gateway.lastBody('PUT', '/admin/users/u-member')).toEqual({ isAdmin: true });
    expect(within(await rowOf('maria.member')).getByRole('checkbox', { name: 'Admin' })).toBeChecked();
  });

  it('shows the server’s reason (the last-admin rule) and keeps the box as saved', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([admin]))
      .on(
        'PUT',
        '/admin/users/u-admin',
        apiError(409, 'At least one admin must remain: make another user an admin first'),
      );
    renderDashboard({ gateway, path: '/admin?tab=users' });
    const box = within(await rowOf('ada.admin')).getByRole('checkbox', { name: 'Admin' });
    await userEvent.click(box);
    expect(
      await screen.findByText('At least one admin must remain: make another user an admin first'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
  });

  it('says Failed to update user when the server gives no reason', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/users', pagedRoute([member]))
      .on('PUT', '/admin/users/u-member', () => new Response('boom', { status: 500 }));
    renderDashboard({ gateway, path: '/admin?tab=users' });
    await userEvent.click(within(await rowOf('maria.member')).getByRole('checkbox', { name: 'Whitelisted' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  });

  it('searches by name or e-mail on the gateway and explains an empty list', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/users', searchedRoute([admin, member]));
    renderDashboard({ gateway, path: '/admin?tab=users' });
    await rowOf('ada.admin');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'MARIA@');
    await waitFor(() => expect(screen.queryByText('ada.admin')).not.toBeInTheDocument());
    expect(screen.getByText('maria.member')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/users').at(-1)!.query.search).toBe('MARIA@');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No matching users')).toBeInTheDocument();
  });

  it('reads 50 users at a time as the end of the list comes into view, with Showing N of the total', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/users', pagedRoute(manyUsers(120)));
    renderDashboard({ gateway, path: '/admin?tab=users' });
    // jsdom lays nothing out, so every loaded row counts as in view and each page asks for the next.
    expect(await screen.findByText('Showing 120 of 120 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/users').map((call) => [call.query.limit, call.query.cursor])).toEqual([
      ['50', undefined],
      ['50', '50'],
      ['50', '100'],
    ]);
    expect(await rowOf('user-119')).toBeInTheDocument();
  });

  it('shows Failed to fetch users (or the server’s text) with Retry', async () => {
    let healthy = false;
    const gateway = new FakeGateway().on('GET', '/admin/users', () =>
      healthy ? json(pageOf([member])) : new Response('', { status: 502 }),
    );
    renderDashboard({ gateway, path: '/admin?tab=users' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    healthy = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf('maria.member')).toBeInTheDocument();
  });
});
