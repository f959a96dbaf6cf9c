import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, FakeGateway, json, pageOf, pagedRoute } from '@portal/web-kit/testing';
import { makeAutoAccessUser } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const listed = makeAutoAccessUser();
const second = makeAutoAccessUser({
  id: 'aa-2',
  discordUsername: 'quiet.one',
  notes: null,
  addedByUsername: null,
  createdAt: '2026-04-11T08:00:00.000Z',
});

describe('Discord Auto-Access tab', () => {
  it('shows the table (Discord Username, Notes, Added By, Added Date) and the How it works box', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/discord-auto-access', pagedRoute([listed, second]));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    const table = await screen.findByRole('table', { name: 'Auto-access list' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Discord Username', 'Notes', 'Added By', 'Added Date', 'Actions']);
    const row = within(table).getByText('new.broker').closest('tr')!;
    expect(row).toHaveTextContent('Referred by Alice');
    expect(row).toHaveTextContent('ada.admin');
    expect(row).toHaveTextContent('Apr 10, 2026');
    expect(within(table).getByText('quiet.one').closest('tr')).toHaveTextContent('—Unknown');
    expect(screen.getByRole('complementary', { name: 'How it works' })).toHaveTextContent('whitelisted automatically');
  });

  it('the form area stays hidden (no empty gap above the list) until Add Username or Bulk Add opens a form', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/discord-auto-access', pagedRoute([listed]));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    const add = await screen.findByRole('button', { name: 'Add Username' });
    const area = document.getElementById(add.getAttribute('aria-controls')!)!;
    expect(area).not.toBeVisible();
    await userEvent.click(add);
    expect(area).toBeVisible();
    expect(within(area).getByRole('form', { name: 'Add Discord username' })).toBeVisible();
    await userEvent.click(add);
    expect(area).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Add' }));
    expect(area).toBeVisible();
  });

  it('Add Username: trimmed name required, notes optional, then the success text of docs/product.md#admin-messages', async () => {
    let list = [listed];
    const gateway = new FakeGateway()
      .on('GET', '/admin/discord-auto-access', () => json(pageOf(list)))
      .on('POST', '/admin/discord-auto-access', async (request) => {
        const body = (await request.json()) as { discordUsername: string; notes: string | null };
        const entry = makeAutoAccessUser({ id: 'aa-9', discordUsername: body.discordUsername, notes: body.notes });
        list = [entry, ...list];
        return json(entry, 201);
      });
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Username' }));
    const form = screen.getByRole('form', { name: 'Add Discord username' });
    const submit = within(form).getByRole('button', { name: 'Add to List' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Discord Username' }), '   ');
    expect(submit).toBeDisabled();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Discord Username' }), 'fresh.face  ');
    await userEvent.click(submit);
    expect(
      await screen.findByText('Discord username "fresh.face" added to auto-access list successfully'),
    ).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/discord-auto-access')).toEqual({
      discordUsername: 'fresh.face',
      notes: null,
    });
    expect(await screen.findByText('fresh.face')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add Discord username' })).not.toBeInTheDocument();
  });

  it('Add Username sends the notes and says Failed to add user when refused', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/discord-auto-access', pagedRoute([listed]))
      .on(
        'POST',
        '/admin/discord-auto-access',
        apiError(409, 'Discord username "new.broker" is already on the auto-access list'),
      );
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Username' }));
    const form = screen.getByRole('form', { name: 'Add Discord username' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Discord Username' }), 'new.broker');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'again');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Failed to add user')).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/discord-auto-access')).toEqual({
      discordUsername: 'new.broker',
      notes: 'again',
    });
    expect(screen.getByRole('form', { name: 'Add Discord username' })).toBeInTheDocument();
  });

  it('Bulk Add: a 6-row textarea; newline or comma separated; the summary with duplicates and failures', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/discord-auto-access', pagedRoute([listed]))
      .on('POST', '/admin/discord-auto-access/bulk', { successful: 2, duplicates: 1, failed: 1 });
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bulk Add' }));
    const form = screen.getByRole('form', { name: 'Bulk add Discord usernames' });
    const textarea = within(form).getByRole('textbox', { name: 'Discord Usernames' });
    expect(textarea).toHaveAttribute('rows', '6');
    expect(form).toHaveTextContent('Invalid usernames are skipped.');
    await userEvent.type(textarea, 'alpha{Enter}beta, new.broker{Enter}{Enter}bad name');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'Spring cohort');
    await userEvent.click(within(form).getByRole('button', { name: 'Add All' }));
    expect(
      await screen.findByText('Bulk add completed: 2 added successfully, 1 duplicates skipped, 1 failed'),
    ).toBeInTheDocument();
    expect(gateway.lastBody('POST', '/admin/discord-auto-access/bulk')).toEqual({
      usernames: ['alpha', 'beta', 'new.broker', 'bad name'],
      notes: 'Spring cohort',
    });
    await waitFor(() => expect(gateway.callsTo('GET', '/admin/discord-auto-access')).toHaveLength(2));
  });

  it('Bulk Add with nothing usable says Please enter at least one valid username and calls nobody', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/discord-auto-access', pagedRoute([listed]));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bulk Add' }));
    const form = screen.getByRole('form', { name: 'Bulk add Discord usernames' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Discord Usernames' }), ' ,{Enter} , ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add All' }));
    expect(await screen.findByText('Please enter at least one valid username')).toBeInTheDocument();
    expect(gateway.callsTo('POST', '/admin/discord-auto-access/bulk')).toHaveLength(0);
  });

  it('Bulk Add that fails says Failed to bulk add users', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/discord-auto-access', pagedRoute([]))
      .on('POST', '/admin/discord-auto-access/bulk', apiError(500, 'boom'));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bulk Add' }));
    const form = screen.getByRole('form', { name: 'Bulk add Discord usernames' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Discord Usernames' }), 'alpha');
    await userEvent.click(within(form).getByRole('button', { name: 'Add All' }));
    expect(await screen.findByText('Failed to bulk add users')).toBeInTheDocument();
  });

  it('Remove asks first, with the question of docs/product.md#confirmations, then says it was removed', async () => {
    let list = [listed, second];
    const gateway = new FakeGateway()
      .on('GET', '/admin/discord-auto-access', () => json(pageOf(list)))
      .on('DELETE', '/admin/discord-auto-access/aa-1', () => {
        list = [second];
        return json({ message: 'removed' });
      });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove new.broker' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to remove "new.broker" from the auto-access list?');
    expect(gateway.callsTo('DELETE', '/admin/discord-auto-access/aa-1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove new.broker' }));
    expect(
      await screen.findByText('Discord username "new.broker" removed from auto-access list successfully'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove new.broker' })).not.toBeInTheDocument());
  });

  it('Remove that fails says Failed to remove user', async () => {
    const gateway = new FakeGateway()
      .on('GET', '/admin/discord-auto-access', pagedRoute([listed]))
      .on('DELETE', '/admin/discord-auto-access/aa-1', apiError(404, 'Auto-access entry not found'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove new.broker' }));
    expect(await screen.findByText('Failed to remove user')).toBeInTheDocument();
  });

  it('a list that fails says the server’s error, else Failed to fetch users', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/discord-auto-access', apiError(503, 'Database unavailable'));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    gateway.on('GET', '/admin/discord-auto-access', () => new Response('', { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch users'));
  });

  it('reads 50 usernames at a time as the end of the list comes into view, with Showing N of the total', async () => {
    const many = Array.from({ length: 75 }, (_, i) =>
      makeAutoAccessUser({ id: `aa-${i}`, discordUsername: `broker.${String(i).padStart(2, '0')}` }),
    );
    const gateway = new FakeGateway().on('GET', '/admin/discord-auto-access', pagedRoute(many));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    // jsdom lays nothing out, so every loaded row counts as in view and each page asks for the next.
    expect(await screen.findByText('Showing 75 of 75 usernames')).toBeInTheDocument();
    expect(
      gateway.callsTo('GET', '/admin/discord-auto-access').map((call) => [call.query.limit, call.query.cursor]),
    ).toEqual([
      ['50', undefined],
      ['50', '50'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Auto-access list' })).getByText('broker.74')).toBeInTheDocument();
  });

  it('an empty list says how to start', async () => {
    const gateway = new FakeGateway().on('GET', '/admin/discord-auto-access', pagedRoute([]));
    renderDashboard({ gateway, path: '/admin?tab=discord-auto-access' });
    expect(await screen.findByText('No usernames on the auto-access list yet')).toBeInTheDocument();
  });
});
