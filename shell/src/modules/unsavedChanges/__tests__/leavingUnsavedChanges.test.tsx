import type { User } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { unsavedChanges } from '@portal/web-kit/unsaved-changes';
import { eventStreamRoute, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeNotification } from '@portal/web-kit/testing';
import { fakeRemoteLoader, renderApp } from '../../../../test/renderApp';
import type { RemoteLoader } from '../../remotes/types/RemoteLoader';

const LEAVE_PAGE = 'You have unsaved changes. Leave this page without saving them?';

/** A form held in the shared registry while it differs from its saved value, as mfe-admin's Settings cards are. */
function SettingsForm() {
  const [days, setDays] = useState('7');
  const dirty = days !== '7';
  useEffect(() => (dirty ? unsavedChanges.hold() : undefined), [dirty]);
  return (
    <label>
      Proposal days
      <input value={days} onChange={(event) => setDays(event.target.value)} />
    </label>
  );
}

/** The admin remote renders the form; every other remote its usual stand-in. */
const loadRemote: RemoteLoader = async (id) =>
  id === 'mfeAdmin/AdminDashboard' ? { default: (_props: { user: User }) => <SettingsForm /> } : fakeRemoteLoader(id);

const sidebar = () => within(screen.getByRole('complementary', { name: 'Sidebar' }));
const currentPath = () => window.location.pathname + window.location.search;

/** An admin on Settings with an edited threshold. */
async function editSettings(gateway?: FakeGateway) {
  const rendered = renderApp({
    signedInAs: admin,
    path: '/admin?tab=settings',
    loadRemote,
    ...(gateway ? { gateway } : {}),
  });
  const days = await screen.findByLabelText('Proposal days', {}, { timeout: 15_000 });
  await userEvent.clear(days);
  await userEvent.type(days, '30');
  return rendered;
}

// The signed-in frame loads lazily: the first render of a file takes a while on a busy machine.
describe('leaving unsaved changes through the shell', { timeout: 30_000 }, () => {
  it("asks before the sidebar's Deals link leaves unsaved edits; declining stays with them, accepting goes", async () => {
    await editSettings();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(sidebar().getByRole('link', { name: 'Deals' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_PAGE);
    expect(currentPath()).toBe('/admin?tab=settings');
    expect(screen.getByLabelText('Proposal days')).toHaveValue('30');

    confirm.mockReturnValue(true);
    await userEvent.click(sidebar().getByRole('link', { name: 'Deals' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('remote mfeDeals/DealsPage');
    expect(currentPath()).toBe('/');
    expect(unsavedChanges.any()).toBe(false);
  });

  it('asks before the Admin link drops the Settings tab too', async () => {
    await editSettings();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(sidebar().getByRole('link', { name: 'Admin' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_PAGE);
    expect(currentPath()).toBe('/admin?tab=settings');
  });

  it('asks nothing when nothing is unsaved', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderApp({ signedInAs: admin, path: '/admin?tab=settings', loadRemote });
    await screen.findByLabelText('Proposal days', {}, { timeout: 15_000 });
    await userEvent.click(sidebar().getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before signing out; declining keeps the session and the edits', async () => {
    const { gateway, navigation } = await editSettings();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(sidebar().getByRole('button', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_PAGE);
    expect(gateway.callsTo('POST', '/auth/logout')).toHaveLength(0);
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('user')).not.toBeNull();
    expect(screen.getByLabelText('Proposal days')).toHaveValue('30');

    confirm.mockReturnValue(true);
    await userEvent.click(sidebar().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/'));
    expect(gateway.callsTo('POST', '/auth/logout')).toHaveLength(1);
    // Agreed to lose the edits: the page load that follows is not questioned again.
    expect(unsavedChanges.any()).toBe(false);
  });

  it("asks before a notification's link to a deal leaves unsaved edits", async () => {
    const stream = eventStreamRoute();
    const notification = makeNotification();
    const gateway = new FakeGateway()
      .on('GET', '/notifications/stream', stream.route)
      .on('GET', '/notifications/updates', { unreadCount: 1, items: [], serverTime: '2026-04-10T12:00:00.000Z' })
      .on('POST', '/notifications/n1/read', {
        notification: { ...notification, readAt: '2026-04-10T12:00:00.000Z' },
        unreadCount: 0,
      });
    gateway.on('GET', '/notifications', async (request) => {
      const page = (await (await pagedRoute([notification])(request)).json()) as object;
      return json({ ...page, unreadCount: 1 });
    });
    await editSettings(gateway);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const open = await screen.findByRole('button', { name: /^Unread:\s*Stage changed to Underwriting/ });
    await userEvent.click(open);
    expect(confirm).toHaveBeenCalledWith(LEAVE_PAGE);
    expect(currentPath()).toBe('/admin?tab=settings');
    expect(gateway.callsTo('POST', '/notifications/n1/read')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await userEvent.click(open);
    await waitFor(() => expect(currentPath()).toBe('/deals?deal=d1'));
  });
});
