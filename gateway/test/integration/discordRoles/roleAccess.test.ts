import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_GUILD, SANDBOX_MEMBER_ROLE_ID, SANDBOX_MODERATOR_ROLE_ID } from '../../../sandbox/discord';
import { startSandboxDiscordSignIn } from '../../../sandbox/browserFlows';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Change = { userId: string; username: string; change: string; reason: string; via: string };

describe('access from Discord roles', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ DISCORD_ROLE_CHECK_INTERVAL: 'off' });
    admin = await t.signInAs('roles-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  const save = (json: unknown, token = admin.token) =>
    t.request('/admin/discord-roles', { method: 'PUT', token, json });
  const me = async (token: string) => (await t.request('/auth/me', { token })).json() as Promise<SignedIn['user']>;
  const changes = async () =>
    ((await (await t.request('/admin/discord-roles/changes', { token: admin.token })).json()) as { items: Change[] })
      .items;
  const check = () => t.gateway.container.services.roleAccess.check();
  const turnOn = async () => {
    const saved = await save({ guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] });
    expect(saved.status).toBe(200);
  };

  it('before a guild is saved: settings are empty, sign-in asks only for identify email, nobody is admitted by role', async () => {
    const response = await t.request('/admin/discord-roles', { token: admin.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      guildId: null,
      grantingRoleIds: [],
      botTokenConfigured: true,
      lastCheckAt: null,
      updatedAt: null,
    });
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    expect(flow.authorize.searchParams.get('scope')).toBe('identify email');
    t.discord.setMemberRoles('early-holder', [SANDBOX_MEMBER_ROLE_ID]);
    expect((await t.signIn('early-holder')).user.isWhitelisted).toBe(false);
  });

  it('validates ids, never returns the bot token, and with a guild saved sign-in also asks for guilds.members.read', async () => {
    expect((await save({ guildId: 'my-guild', grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] })).status).toBe(400);
    expect((await save({ guildId: SANDBOX_GUILD.id, grantingRoleIds: ['12'] })).status).toBe(400);
    expect((await save({ guildId: SANDBOX_GUILD.id, grantingRoleIds: [] })).status).toBe(400);
    const saved = await save({ guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] });
    const text = await saved.text();
    expect(text).not.toContain(t.discord.botToken);
    expect(JSON.parse(text)).toMatchObject({
      guildId: SANDBOX_GUILD.id,
      grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID],
      botTokenConfigured: true,
    });
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    expect(flow.authorize.searchParams.get('scope')).toBe('identify email guilds.members.read');
  });

  it('only admins manage the roles settings and read the changes', async () => {
    const member = await t.signInAs('roles-plain-member');
    const pending = await t.signInAs('roles-pending-member', { isWhitelisted: false });
    for (const token of [member.token, pending.token]) {
      expect((await t.request('/admin/discord-roles', { token })).status).toBe(403);
      expect((await save({ guildId: null, grantingRoleIds: [] }, token)).status).toBe(403);
      expect((await t.request('/admin/discord-roles/changes', { token })).status).toBe(403);
    }
    expect((await t.request('/admin/discord-roles')).status).toBe(401);
    expect((await t.request('/admin/discord-roles', { token: admin.token })).status).toBe(200);
  });

  it('a holder of a granting role is admitted at sign-in; a member without it, or outside the guild, is not', async () => {
    await turnOn();
    t.discord.setMemberRoles('role-holder', [SANDBOX_MEMBER_ROLE_ID]);
    t.discord.setMemberRoles('other-role', [SANDBOX_MODERATOR_ROLE_ID]);
    const holder = await t.signIn('role-holder');
    expect(holder.user.isWhitelisted).toBe(true);
    expect((await me(holder.token)).isWhitelisted).toBe(true);
    expect((await t.request('/deals', { token: holder.token })).status).toBe(200);
    expect((await t.signIn('other-role')).user.isWhitelisted).toBe(false);
    expect((await t.signIn('not-in-guild')).user.isWhitelisted).toBe(false);
    // A returning user who was pending is admitted once they hold the role.
    expect((await t.signIn('early-holder')).user.isWhitelisted).toBe(true);
    expect(await changes()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'role-holder', change: 'granted', reason: 'has_role', via: 'sign_in' }),
        expect.objectContaining({ username: 'early-holder', change: 'granted', reason: 'has_role', via: 'sign_in' }),
      ]),
    );
  });

  it('the check revokes a member who lost the role or left the guild (at their next call) and restores them when they are back', async () => {
    await turnOn();
    t.discord.setMemberRoles('loses-role', [SANDBOX_MEMBER_ROLE_ID]);
    t.discord.setMemberRoles('leaves-guild', [SANDBOX_MEMBER_ROLE_ID]);
    const losing = await t.signIn('loses-role');
    const leaving = await t.signIn('leaves-guild');
    expect(losing.user.isWhitelisted && leaving.user.isWhitelisted).toBe(true);

    t.discord.setMemberRoles('loses-role', [SANDBOX_MODERATOR_ROLE_ID]);
    t.discord.removeMember('leaves-guild');
    const summary = await check();
    expect(summary).toMatchObject({ revoked: 2 });
    // The same token, the next call: no longer whitelisted.
    expect((await me(losing.token)).isWhitelisted).toBe(false);
    expect((await t.request('/deals', { token: losing.token })).status).toBe(403);
    expect((await me(leaving.token)).isWhitelisted).toBe(false);
    const recorded = await changes();
    expect(recorded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'loses-role', change: 'revoked', reason: 'lost_role', via: 'check' }),
        expect.objectContaining({ username: 'leaves-guild', change: 'revoked', reason: 'left_guild', via: 'check' }),
      ]),
    );
    // Nothing changed since: a second check records nothing new.
    const before = recorded.length;
    expect(await check()).toMatchObject({ revoked: 0, restored: 0 });
    expect((await changes()).length).toBe(before);

    t.discord.setMemberRoles('loses-role', [SANDBOX_MEMBER_ROLE_ID]);
    t.discord.setMemberRoles('leaves-guild', [SANDBOX_MEMBER_ROLE_ID]);
    expect(await check()).toMatchObject({ restored: 2 });
    expect((await me(losing.token)).isWhitelisted).toBe(true);
    expect((await me(leaving.token)).isWhitelisted).toBe(true);
    expect(await changes()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'loses-role', change: 'restored', reason: 'has_role', via: 'check' }),
      ]),
    );
    const settings = (await (await t.request('/admin/discord-roles', { token: admin.token })).json()) as {
      lastCheckAt: string | null;
    };
    expect(settings.lastCheckAt).not.toBeNull();
  });

  it('admins, manually whitelisted and auto-access members are never revoked by roles', async () => {
    await turnOn();
    // An admin who also got in by role.
    t.discord.setMemberRoles('role-admin', [SANDBOX_MEMBER_ROLE_ID]);
    const roleAdmin = await t.signIn('role-admin');
    await t.gateway.container.repositories.users.setFlags(roleAdmin.user.id, { isAdmin: true });
    // Whitelisted by an admin's tick, outside the guild.
    const manual = await t.signIn('manual-member');
    expect(
      (
        await t.request(`/admin/users/${manual.user.id}`, {
          method: 'PUT',
          token: admin.token,
          json: { isWhitelisted: true },
        })
      ).status,
    ).toBe(200);
    // On the auto-access list, not in the guild.
    await t.request('/admin/discord-auto-access', {
      method: 'POST',
      token: admin.token,
      json: { discordUsername: 'listed-member' },
    });
    const listed = await t.signIn('listed-member');
    expect(listed.user.isWhitelisted).toBe(true);

    t.discord.removeMember('role-admin');
    await check();
    await t.signIn('manual-member');
    await t.signIn('listed-member');
    expect(await me(roleAdmin.token)).toMatchObject({ isAdmin: true, isWhitelisted: true });
    expect((await me(manual.token)).isWhitelisted).toBe(true);
    expect((await me(listed.token)).isWhitelisted).toBe(true);
    const names = (await changes()).filter((c) => c.change === 'revoked').map((c) => c.username);
    expect(names).not.toContain('role-admin');
  });

  it("an admin's manual removal is not undone by the role, and a manual approval is not revoked by it", async () => {
    await turnOn();
    t.discord.setMemberRoles('removed-by-hand', [SANDBOX_MEMBER_ROLE_ID]);
    const member = await t.signIn('removed-by-hand');
    expect(member.user.isWhitelisted).toBe(true);
    await t.request(`/admin/users/${member.user.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { isWhitelisted: false },
    });
    await check();
    expect((await t.signIn('removed-by-hand')).user.isWhitelisted).toBe(false);

    await t.request(`/admin/users/${member.user.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { isWhitelisted: true },
    });
    t.discord.removeMember('removed-by-hand');
    await check();
    expect((await me(member.token)).isWhitelisted).toBe(true);
  });

  it('a guild the bot cannot read revokes nobody: the check fails instead', async () => {
    await turnOn();
    t.discord.setMemberRoles('safe-member', [SANDBOX_MEMBER_ROLE_ID]);
    const safe = await t.signIn('safe-member');
    await save({ guildId: '1180000000000009999', grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] });
    await expect(check()).rejects.toThrow(/Unknown Guild/);
    expect((await me(safe.token)).isWhitelisted).toBe(true);
  });

  it('turning role access off stops the checks and the extra scope', async () => {
    expect((await save({ guildId: null, grantingRoleIds: [] })).status).toBe(200);
    expect(await check()).toBeNull();
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    expect(flow.authorize.searchParams.get('scope')).toBe('identify email');
  });
});
