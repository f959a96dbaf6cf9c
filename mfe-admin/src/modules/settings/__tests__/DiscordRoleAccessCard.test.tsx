import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiscordRoleAccess } from '@portal/contracts';
import { apiError, FakeGateway } from '@portal/shell/test/fakeGateway';
import { makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const GUILD = '1180000000000000001';
const ROLE = '1180000000000000002';

const off: DiscordRoleAccess = {
  guildId: null,
  grantingRoleIds: [],
  botTokenConfigured: false,
  lastCheckAt: null,
  updatedAt: null,
};

const gatewayWith = (settings: DiscordRoleAccess) =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 })
    .on('GET', '/admin/discord-roles', settings);

// The first render loads the dashboard's lazy modules: slow on a busy machine.
const roleCard = async () =>
  within(await screen.findByRole('region', { name: 'Discord role access' }, { timeout: 15_000 }));

describe('Settings tab: Discord role access', () => {
  it('saves the guild and the granting roles typed one per line', async () => {
    const saved = { ...off, guildId: GUILD, grantingRoleIds: [ROLE, '1180000000000000003'], botTokenConfigured: true };
    const gateway = gatewayWith(off)
      .on('GET', '/admin/discord-roles/changes', { items: [], nextCursor: null, total: 0 })
      .on('PUT', '/admin/discord-roles', saved);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    expect(await card.findByText('Role access off')).toBeInTheDocument();
    expect(card.getByText('No bot token: members are not re-checked')).toBeInTheDocument();
    expect(card.getByText('No access changes yet')).toBeInTheDocument();
    await userEvent.type(card.getByLabelText(/Discord server \(guild\) ID/), GUILD);
    await userEvent.type(card.getByLabelText(/Role IDs that grant access/), `${ROLE}\n1180000000000000003`);
    await userEvent.click(card.getByRole('button', { name: 'Save role access' }));
    expect(await card.findByText('Role access on')).toBeInTheDocument();
    expect(gateway.lastBody('PUT', '/admin/discord-roles')).toEqual({
      guildId: GUILD,
      grantingRoleIds: [ROLE, '1180000000000000003'],
    });
    expect(card.getByText('Bot token set')).toBeInTheDocument();
  });

  it('lists the access changes: who, what, why, by which check and when', async () => {
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true }).on(
      'GET',
      '/admin/discord-roles/changes',
      {
        items: [
          {
            id: 'c2',
            userId: 'u1',
            username: 'role-member',
            change: 'revoked',
            reason: 'left_guild',
            via: 'check',
            createdAt: '2026-11-20T09:05:00.000Z',
          },
          {
            id: 'c1',
            userId: 'u1',
            username: 'role-member',
            change: 'granted',
            reason: 'has_role',
            via: 'sign_in',
            createdAt: '2026-11-20T09:00:00.000Z',
          },
        ],
        nextCursor: null,
        total: 2,
      },
    );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    expect(await card.findByDisplayValue(GUILD)).toBeInTheDocument();
    const table = await card.findByRole('table', { name: 'Access changes from Discord roles' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('role-memberRevokedLeft the Discord serverScheduled checkNov 20, 2026');
    expect(rows[1]).toHaveTextContent('role-memberGrantedHolds a granting roleSign-in');
    expect(card.getByRole('status')).toHaveTextContent('Showing 2 of 2');
  });

  it("shows the server's refusal of a malformed id", async () => {
    const gateway = gatewayWith(off)
      .on('GET', '/admin/discord-roles/changes', { items: [], nextCursor: null, total: 0 })
      .on('PUT', '/admin/discord-roles', apiError(400, 'Guild ID must be a Discord id (17 to 20 digits)'));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    await userEvent.type(await card.findByLabelText(/Discord server \(guild\) ID/), 'my-server');
    await userEvent.type(card.getByLabelText(/Role IDs that grant access/), ROLE);
    await userEvent.click(card.getByRole('button', { name: 'Save role access' }));
    expect(await screen.findByText('Guild ID must be a Discord id (17 to 20 digits)')).toBeInTheDocument();
  });
});
