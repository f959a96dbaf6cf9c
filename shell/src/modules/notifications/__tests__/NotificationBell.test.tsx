import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, eventStreamRoute, FakeGateway, json, pagedRoute } from '@portal/web-kit/testing';
import { admin, makeNotification, member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';

const user = userEvent.setup();
const SERVER_TIME = '2026-04-10T12:00:00.000Z';

const stageChange = makeNotification();
const comment = makeNotification({
  id: 'n2',
  kind: 'commentAdded',
  title: 'New comment from Ada Admin',
  message: 'Ada Admin commented on Harbor View Apartments (DL-2026-000001)',
  actor: { id: 'u-admin', name: 'Ada Admin', role: 'admin' },
  createdAt: '2026-04-09T10:00:00.000Z',
  readAt: '2026-04-09T11:00:00.000Z',
});

function gatewayWith(notifications = [stageChange, comment], unreadCount = 1) {
  const stream = eventStreamRoute();
  const gateway = new FakeGateway()
    .on('GET', '/notifications/stream', stream.route)
    .on('GET', '/notifications/updates', { unreadCount, items: [], serverTime: SERVER_TIME });
  gateway.on('GET', '/notifications', async (request) => {
    const page = (await (await pagedRoute(notifications)(request)).json()) as object;
    return json({ ...page, unreadCount });
  });
  return { gateway, stream };
}

/** The bell (the signed-in frame loads lazily: the first render of a file takes a while under load). */
async function bell(name: RegExp | string = /^Notifications/) {
  return screen.findByRole('button', { name }, { timeout: 15_000 });
}

// The signed-in frame loads lazily: the first render of a file takes a while on a busy machine.
describe('notification bell', { timeout: 30_000 }, () => {
  it(
    'says the unread count in its name and badge, and lists notifications newest first in a panel',
    { timeout: 30_000 },
    async () => {
      const { gateway } = gatewayWith();
      renderApp({ signedInAs: member, gateway });

      const button = await bell('Notifications, 1 unread');
      expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = screen.getByRole('dialog', { name: 'Notifications' });
      expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
      const items = within(await within(panel).findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent('Unread: Stage changed to Underwriting');
      expect(items[0]).toHaveTextContent('from Qualification to Underwriting');
      expect(items[1]).toHaveTextContent('New comment from Ada Admin');
      expect(items[1]).not.toHaveTextContent('Unread');
      expect(within(items[1]!).queryByRole('button', { name: /^Mark read/ })).toBeNull();
    },
  );

  it("lists a lender's quote and a selected quote as the gateway words them, as plain text", async () => {
    const quoteReceived = makeNotification({
      id: 'n3',
      kind: 'quoteReceived',
      title: 'New quote on DL-2026-000001',
      message: 'First Capital quoted $4,000,000 at 6.25% fixed, 60 months <b>now</b>',
      actor: { id: null, name: 'First Capital', role: 'system' },
    });
    const quoteSelected = makeNotification({
      id: 'n4',
      kind: 'quoteSelected',
      title: 'Quote selected on DL-2026-000001',
      message: 'The quote of First Capital was selected for Harbor View Apartments',
      createdAt: '2026-04-09T10:00:00.000Z',
      readAt: '2026-04-09T11:00:00.000Z',
    });
    const { gateway } = gatewayWith([quoteReceived, quoteSelected]);
    renderApp({ signedInAs: member, gateway });
    await user.click(await bell('Notifications, 1 unread'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(await within(panel).findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Unread: New quote on DL-2026-000001');
    expect(items[0]).toHaveTextContent('First Capital quoted $4,000,000 at 6.25% fixed, 60 months <b>now</b>');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[1]).toHaveTextContent('Quote selected on DL-2026-000001');
  });

  it('shows a helpful empty state', async () => {
    const { gateway } = gatewayWith([], 0);
    renderApp({ signedInAs: member, gateway });
    await user.click(await bell('Notifications'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('You’re all caught up')).toBeInTheDocument();
    expect(
      within(panel).getByText(/when a deal of yours changes stage, gets a comment or a new document/),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows a notification that arrives on the event stream without a reload, and announces it', async () => {
    const { gateway, stream } = gatewayWith([], 0);
    renderApp({ signedInAs: member, gateway });
    await bell('Notifications');
    await waitFor(() => expect(stream.connections()).toBe(1));

    act(() => {
      stream.send('notification', stageChange, stageChange.createdAt);
      stream.send('unread', { unreadCount: 1 });
    });
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(screen.getByText('New notification: Stage changed to Underwriting')).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/notifications/stream')[0]!.authorization).toBe('Bearer token-123');
  });

  it('polls for news while the stream is down and reconnects with the last event id', async () => {
    const { gateway, stream } = gatewayWith([], 0);
    let down = false;
    gateway.on('GET', '/notifications/stream', (request) =>
      down ? apiError(503, 'Service Unavailable') : stream.route(request),
    );
    renderApp({ signedInAs: member, gateway });
    await bell();
    await waitFor(() => expect(stream.connections()).toBe(1));
    act(() => stream.send('notification', stageChange, stageChange.createdAt));

    gateway.on('GET', '/notifications/updates', { unreadCount: 3, items: [], serverTime: SERVER_TIME });
    down = true;
    act(() => stream.fail());
    await user.click(await bell('Notifications, 3 unread'));
    expect(await screen.findByText('Live updates paused; checking every 30 seconds')).toBeInTheDocument();
    await waitFor(() => expect(gateway.callsTo('GET', '/notifications/stream').length).toBeGreaterThan(1), {
      timeout: 5000,
    });

    down = false;
    await waitFor(() => expect(stream.connections()).toBe(2), { timeout: 15_000 });
    expect(stream.lastEventIds()).toEqual([null, stageChange.createdAt]);
    expect(await screen.findByText('Live')).toBeInTheDocument();
  });

  it('marks one notification read, then all; the count follows the gateway', async () => {
    const { gateway } = gatewayWith([stageChange, { ...comment, readAt: null }], 2);
    gateway
      .on('POST', '/notifications/n1/read', {
        notification: { ...stageChange, readAt: SERVER_TIME },
        unreadCount: 1,
      })
      .on('POST', '/notifications/read-all', { marked: 1, unreadCount: 0 });
    renderApp({ signedInAs: member, gateway });
    await user.click(await bell('Notifications, 2 unread'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: 'Mark read: Stage changed to Underwriting' }));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark read: Stage changed to Underwriting' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Mark read/ })).toBeNull();
    expect(gateway.callsTo('POST', '/notifications/read-all')).toHaveLength(1);
  });

  it('toasts when marking read fails', async () => {
    const { gateway } = gatewayWith();
    gateway
      .on('POST', '/notifications/n1/read', apiError(404, 'Notification not found'))
      .on('POST', '/notifications/read-all', () => {
        throw new TypeError('network down');
      });
    renderApp({ signedInAs: member, gateway });
    await user.click(await bell('Notifications, 1 unread'));
    await user.click(await screen.findByRole('button', { name: 'Mark read: Stage changed to Underwriting' }));
    expect(await screen.findByText('Notification not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeInTheDocument();
  });

  it('opens the deal on a click (marking it read) and closes the panel', async () => {
    const { gateway } = gatewayWith();
    gateway.on('POST', '/notifications/n1/read', {
      notification: { ...stageChange, readAt: SERVER_TIME },
      unreadCount: 0,
    });
    renderApp({ signedInAs: member, gateway, path: '/' });
    await user.click(await bell('Notifications, 1 unread'));
    await user.click(await screen.findByRole('button', { name: /^Unread:\s*Stage changed to Underwriting/ }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/deals?deal=d1'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(gateway.callsTo('POST', '/notifications/n1/read')).toHaveLength(1));
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
  });

  it('closes on Escape and gives the bell its focus back; Load more reads the next page', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeNotification({ id: `n${i}`, title: `Update ${i}`, readAt: SERVER_TIME }),
    );
    const { gateway } = gatewayWith(many, 0);
    renderApp({ signedInAs: member, gateway });
    const button = await bell('Notifications');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(gateway.callsTo('GET', '/notifications').map((call) => call.query)).toEqual([
      { limit: '20' },
      { limit: '20', cursor: '20' },
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it("says 'Failed to load notifications' with Retry", async () => {
    const { gateway } = gatewayWith();
    gateway.on('GET', '/notifications', apiError(500, 'Internal Server Error'));
    renderApp({ signedInAs: member, gateway });
    await user.click(await bell());
    expect(await screen.findByText('Failed to load notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is there for admins too', async () => {
    const { gateway } = gatewayWith();
    renderApp({ signedInAs: admin, gateway });
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });
});
