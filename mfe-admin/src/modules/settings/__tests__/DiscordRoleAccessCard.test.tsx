import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiscordRoleAccess, DiscordRoleCheckRun } from '@portal/contracts';
import { apiError, FakeGateway, json } from '@portal/web-kit/testing';
import { makeGhlConfig } from '../../../../test/fixtures';
import { renderDashboard } from '../../../../test/renderDashboard';

const GUILD = '1180000000000000001';
const ROLE = '1180000000000000002';
const MODERATOR = '1180000000000000003';
const DELETED = '1180000000000000077';
const GUILD_ROLES = {
  guildId: GUILD,
  roles: [
    { id: '1180000000000000004', name: 'Portal Bot', color: 0, position: 3, managed: true },
    { id: MODERATOR, name: 'Moderator', color: 0x2ecc71, position: 2, managed: false },
    { id: ROLE, name: 'Member', color: 0x3498db, position: 1, managed: false },
  ],
};
const noChanges = { items: [], nextCursor: null, total: 0 };

const off: DiscordRoleAccess = {
  guildId: null,
  grantingRoleIds: [],
  botTokenConfigured: false,
  lastCheckAt: null,
  updatedAt: null,
};

const idleRun: DiscordRoleCheckRun = {
  status: 'idle',
  checked: 0,
  total: 0,
  revoked: 0,
  restored: 0,
  startedAt: null,
  finishedAt: null,
  error: null,
};
const STARTED = '2026-11-24T12:00:00.000Z';
const runAt = (overrides: Partial<DiscordRoleCheckRun>): DiscordRoleCheckRun => ({
  ...idleRun,
  status: 'running',
  total: 4,
  startedAt: STARTED,
  ...overrides,
});

const gatewayWith = (settings: DiscordRoleAccess) =>
  new FakeGateway()
    .on('GET', '/admin/ghl/config', makeGhlConfig())
    .on('GET', '/admin/ghl/delete-outcomes', { items: [], nextCursor: null, total: 0 })
    .on('GET', '/admin/discord-roles', settings)
    .on('GET', '/admin/discord-roles/check', idleRun);

/** The gateway's latest run, as the test moves it along; GET /admin/discord-roles/check answers it. */
const followRun = (gateway: FakeGateway, first: DiscordRoleCheckRun) => {
  let latest = first;
  gateway.on('GET', '/admin/discord-roles/check', () => json(latest));
  return (next: DiscordRoleCheckRun) => (latest = next);
};

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
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true })
      .on('GET', '/admin/discord-roles/guild-roles', GUILD_ROLES)
      .on('GET', '/admin/discord-roles/changes', {
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
      });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    expect(await card.findByDisplayValue(GUILD)).toBeInTheDocument();
    const table = await card.findByRole('table', { name: 'Access changes from Discord roles' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('role-memberRevokedLeft the Discord serverRole checkNov 20, 2026');
    expect(rows[1]).toHaveTextContent('role-memberGrantedHolds a granting roleSign-in');
    expect(card.getByText(/Showing 2 of 2/)).toBeInTheDocument();
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

  it('picks granting roles by name with the keyboard; a saved role the server no longer has stays listed with a note', async () => {
    const saved = { ...off, guildId: GUILD, grantingRoleIds: [ROLE, DELETED], botTokenConfigured: true };
    const gateway = gatewayWith(saved)
      .on('GET', '/admin/discord-roles/changes', noChanges)
      .on('GET', '/admin/discord-roles/guild-roles', GUILD_ROLES)
      .on('PUT', '/admin/discord-roles', { ...saved, grantingRoleIds: [ROLE, MODERATOR] });
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    const group = await card.findByRole('group', { name: 'Roles that grant access' });
    expect(within(group).getByRole('checkbox', { name: 'Member' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Moderator' })).not.toBeChecked();
    expect(within(group).getByText(/Managed by an integration/)).toBeInTheDocument();
    const deleted = within(group).getByRole('checkbox', { name: `Unknown role ${DELETED}` });
    expect(deleted).toBeChecked();
    expect(within(group).getByText(/Not a role of this server any more/)).toBeInTheDocument();
    expect(gateway.callsTo('GET', '/admin/discord-roles/guild-roles')[0]?.query).toEqual({ guildId: GUILD });

    deleted.focus();
    await userEvent.keyboard(' ');
    within(group).getByRole('checkbox', { name: 'Moderator' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(card.getByRole('button', { name: 'Save role access' }));
    await screen.findByText('Discord role access saved');
    expect(gateway.lastBody('PUT', '/admin/discord-roles')).toEqual({
      guildId: GUILD,
      grantingRoleIds: [ROLE, MODERATOR],
    });
  });

  it('when Discord refuses the bot, says what to fix and lets the admin type role ids instead', async () => {
    const message =
      'The bot is not in this Discord server (or may not read it). Invite the bot to the server, then try again.';
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true })
      .on('GET', '/admin/discord-roles/changes', noChanges)
      .on('GET', '/admin/discord-roles/guild-roles', apiError(502, message));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    expect(await card.findByText(new RegExp('Invite the bot to the server'))).toBeInTheDocument();
    expect(card.getByLabelText(/Role IDs that grant access/)).toHaveValue(ROLE);
    expect(card.getByRole('button', { name: 'Retry loading roles' })).toBeInTheDocument();
  });

  it('Check now starts the run and shows its progress (members checked of the total), then how many were checked, revoked and restored, and refreshes the changes', async () => {
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true })
      .on('GET', '/admin/discord-roles/guild-roles', GUILD_ROLES)
      .on('GET', '/admin/discord-roles/changes', noChanges)
      .on('POST', '/admin/discord-roles/check', json(runAt({ checked: 0 }), 202));
    const moveTo = followRun(gateway, idleRun);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    await card.findByText('No access changes yet');
    const changesRead = gateway.callsTo('GET', '/admin/discord-roles/changes').length;
    moveTo(runAt({ checked: 1 }));
    await userEvent.click(card.getByRole('button', { name: 'Check now' }));
    expect(await card.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    const bar = await card.findByRole('progressbar', { name: "Checking members' Discord roles" });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'), { timeout: 5_000 });
    expect(card.getByText('1 of 4 members checked')).toBeInTheDocument();

    moveTo(runAt({ status: 'finished', checked: 4, revoked: 1, finishedAt: '2026-11-24T12:00:09.000Z' }));
    expect(
      await card.findByText('Checked 4 members: 1 revoked, 0 restored.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).toBeNull();
    expect(card.getByRole('button', { name: 'Check now' })).toBeEnabled();
    await waitFor(() =>
      expect(gateway.callsTo('GET', '/admin/discord-roles/changes').length).toBeGreaterThan(changesRead),
    );
  });

  it('a page opened while a run is going shows its progress, then its outcome', async () => {
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true })
      .on('GET', '/admin/discord-roles/guild-roles', GUILD_ROLES)
      .on('GET', '/admin/discord-roles/changes', noChanges);
    const moveTo = followRun(gateway, runAt({ checked: 3 }));
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    const bar = await card.findByRole('progressbar', { name: "Checking members' Discord roles" });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(card.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    moveTo(runAt({ status: 'finished', checked: 4, restored: 2, finishedAt: '2026-11-24T12:00:09.000Z' }));
    expect(
      await card.findByText('Checked 4 members: 0 revoked, 2 restored.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(card.queryByRole('progressbar')).toBeNull();
  });

  it('a run Discord refused shows what to fix', async () => {
    const message = 'Discord refused the bot token. Check DISCORD_BOT_TOKEN.';
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true })
      .on('GET', '/admin/discord-roles/guild-roles', GUILD_ROLES)
      .on('GET', '/admin/discord-roles/changes', noChanges)
      .on('POST', '/admin/discord-roles/check', json(runAt({ checked: 0 }), 202));
    const moveTo = followRun(gateway, idleRun);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    moveTo(runAt({ checked: 0 }));
    await userEvent.click(await card.findByRole('button', { name: 'Check now' }));
    await card.findByRole('progressbar', { name: "Checking members' Discord roles" });
    moveTo(runAt({ status: 'failed', error: message, finishedAt: '2026-11-24T12:00:01.000Z' }));
    expect(await card.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(message);
    expect(card.getByRole('button', { name: 'Check now' })).toBeEnabled();
  });

  it('Check now while a run is in progress shows why nothing ran', async () => {
    const gateway = gatewayWith({ ...off, guildId: GUILD, grantingRoleIds: [ROLE], botTokenConfigured: true })
      .on('GET', '/admin/discord-roles/guild-roles', GUILD_ROLES)
      .on('GET', '/admin/discord-roles/changes', noChanges)
      .on(
        'POST',
        '/admin/discord-roles/check',
        apiError(409, 'A check of Discord roles is already running. Try again when it has finished.'),
      );
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    await userEvent.click(await card.findByRole('button', { name: 'Check now' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'A check of Discord roles is already running. Try again when it has finished.',
    );
  });

  it('Check now is unavailable without a bot token or with role access off, and says why', async () => {
    const gateway = gatewayWith(off).on('GET', '/admin/discord-roles/changes', noChanges);
    renderDashboard({ gateway, path: '/admin?tab=settings' });
    const card = await roleCard();
    expect(await card.findByRole('button', { name: 'Check now' })).toBeDisabled();
    expect(card.getByText('Needs DISCORD_BOT_TOKEN on the gateway.')).toBeInTheDocument();
  });
});
