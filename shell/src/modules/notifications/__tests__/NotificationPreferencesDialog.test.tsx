import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { admin, member } from '@portal/web-kit/testing';
import { renderApp } from '../../../../test/renderApp';

const user = userEvent.setup();

const defaults = {
  channels: {
    stageChanged: 'inApp',
    commentAdded: 'inApp',
    documentAdded: 'inApp',
    accessApproved: 'inApp',
    dealCreated: 'inApp',
    checklistReviewed: 'inApp',
    quoteReceived: 'inApp',
    quoteSelected: 'inApp',
  },
  dailyDigest: false,
} as const;

function gatewayWithPreferences() {
  return new FakeGateway()
    .on('GET', '/notifications/preferences', defaults)
    .on('PUT', '/notifications/preferences', async (request) => {
      const update = (await request.json()) as typeof defaults;
      return json({ channels: { ...defaults.channels, ...update.channels }, dailyDigest: update.dailyDigest });
    });
}

async function openSettings() {
  const open = await screen.findByRole('button', { name: 'Notification settings' }, { timeout: 15_000 });
  open.focus();
  await user.keyboard('{Enter}');
  return { dialog: await screen.findByRole('dialog', { name: 'Notification settings' }), opener: open };
}

describe('notification settings', { timeout: 30_000 }, () => {
  it('opens from the user menu with a choice per kind; saves e-mail for comments and the daily digest', async () => {
    const gateway = gatewayWithPreferences();
    renderApp({ signedInAs: member, gateway });
    const { dialog, opener } = await openSettings();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The shared Modal: focus moves to the first control inside (its Close button).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    const stage = await within(dialog).findByRole('group', { name: 'Your deal’s stage or status changes' });
    expect(within(stage).getByRole('radio', { name: 'In the portal only' })).toBeChecked();
    expect(within(stage).getByRole('radio', { name: 'Portal and e-mail' })).not.toBeChecked();
    expect(within(stage).getByRole('radio', { name: 'Off' })).not.toBeChecked();
    // Members are not told of new deals (admins only).
    expect(within(dialog).queryByRole('group', { name: 'A new deal is created' })).toBeNull();
    expect(within(dialog).getByText(/to maria@example\.com/)).toBeInTheDocument();

    const comments = within(dialog).getByRole('group', { name: /^A comment is added to your deal/ });
    await user.click(within(comments).getByRole('radio', { name: 'Portal and e-mail' }));
    await user.click(
      within(within(dialog).getByRole('group', { name: /^Someone else adds a document/ })).getByRole('radio', {
        name: 'Off',
      }),
    );
    // The quote kinds: a lender quoted, a quote was selected.
    expect(within(dialog).getByRole('group', { name: 'A lender quotes on your deal' })).toBeInTheDocument();
    const selected = within(dialog).getByRole('group', { name: 'A lender’s quote is selected for your deal' });
    await user.click(within(selected).getByRole('radio', { name: 'Portal and e-mail' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Daily digest/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', '/notifications/preferences')).toEqual({
      channels: { ...defaults.channels, commentAdded: 'email', documentAdded: 'off', quoteSelected: 'email' },
      dailyDigest: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notification settings' })).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('offers admins the new-deal kind; Escape closes without saving', async () => {
    const gateway = gatewayWithPreferences();
    renderApp({ signedInAs: admin, gateway });
    const { dialog } = await openSettings();
    expect(await within(dialog).findByRole('group', { name: 'A new deal is created' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notification settings' })).toBeNull();
    expect(gateway.callsTo('PUT', '/notifications/preferences')).toHaveLength(0);
  });

  it("keeps the dialog open and toasts the server's error when saving fails", async () => {
    const gateway = gatewayWithPreferences().on('PUT', '/notifications/preferences', apiError(400, 'Invalid channel'));
    renderApp({ signedInAs: member, gateway });
    const { dialog } = await openSettings();
    await within(dialog).findAllByRole('radio');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Invalid channel')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notification settings' })).toBeInTheDocument();
  });

  it('is reachable from the bell’s panel too', async () => {
    const gateway = gatewayWithPreferences().on('GET', '/notifications', {
      items: [],
      nextCursor: null,
      total: 0,
      unreadCount: 0,
    });
    renderApp({ signedInAs: member, gateway });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 15_000 }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Notification settings' }));
    expect(await screen.findByRole('dialog', { name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});
