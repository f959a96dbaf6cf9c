import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiscordRoleCheckRun } from '@portal/contracts';
import {
  SANDBOX_FOREIGN_GUILD_ID,
  SANDBOX_GUILD,
  SANDBOX_MEMBER_ROLE_ID,
  SANDBOX_MODERATOR_ROLE_ID,
} from '../../../sandbox/discord';
import { leaseModel } from '../../../src/features/ghl/model';
import { createLeaseRepository } from '../../../src/features/ghl/repository';
import {
  CHECK_ROLE_ACCESS_OFF,
  CHECK_RUNNING,
  GUILD_REFUSAL_TEXT,
  NO_BOT_TOKEN,
  ROLE_CHECK_LEASE,
} from '../../../src/features/discordRoles/service';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const UNKNOWN_GUILD_ID = '1180000000000009999';

/** GET /admin/discord-roles/check until the run is no longer running; answers it. */
async function runOutcome(t: TestGateway, token: string): Promise<DiscordRoleCheckRun> {
  return vi.waitFor(
    async () => {
      const answer = await t.request('/admin/discord-roles/check', { token });
      expect(answer.status).toBe(200);
      const run = (await answer.json()) as DiscordRoleCheckRun;
      expect(run.status).not.toBe('running');
      return run;
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('Discord guild roles by name, and Check now', () => {
  let t: TestGateway;
  let peer: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ DISCORD_ROLE_CHECK_INTERVAL: 'off' });
    peer = await startTestGateway({ DISCORD_ROLE_CHECK_INTERVAL: 'off' }, { peer: t });
    admin = await t.signInAs('check-now-admin', { isAdmin: true });
  });
  afterAll(async () => {
    t.discord.setBotDelay(0);
    await peer?.close();
    await t?.close();
  });

  // `null`: no Authorization header at all.
  const roles = (guildId: string, token: string | null = admin.token) =>
    t.request(`/admin/discord-roles/guild-roles?guildId=${guildId}`, token ? { token } : {});
  const checkNow = (token: string | null = admin.token, on: TestGateway = t) =>
    on.request('/admin/discord-roles/check', { method: 'POST', ...(token ? { token } : {}) });
  const outcome = () => runOutcome(t, admin.token);
  const save = (json: unknown) => t.request('/admin/discord-roles', { method: 'PUT', token: admin.token, json });
  const me = async (token: string) =>
    ((await (await t.request('/auth/me', { token })).json()) as SignedIn['user']).isWhitelisted;

  it('lists the guild roles read with the bot token: names, highest first, without @everyone', async () => {
    const response = await roles(SANDBOX_GUILD.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      guildId: SANDBOX_GUILD.id,
      roles: [
        { id: '1180000000000000004', name: 'Portal Bot', color: 0, position: 3, managed: true },
        { id: SANDBOX_MODERATOR_ROLE_ID, name: 'Moderator', color: 0x2ecc71, position: 2, managed: false },
        { id: SANDBOX_MEMBER_ROLE_ID, name: 'Member', color: 0x3498db, position: 1, managed: false },
      ],
    });
  });

  it('says what to fix when Discord refuses: unknown guild (404), bot not in the guild (403), malformed id (400)', async () => {
    const unknown = await roles(UNKNOWN_GUILD_ID);
    expect(unknown.status).toBe(502);
    expect(await unknown.json()).toMatchObject({ message: GUILD_REFUSAL_TEXT.unknown_guild });
    const foreign = await roles(SANDBOX_FOREIGN_GUILD_ID);
    expect(foreign.status).toBe(502);
    expect(await foreign.json()).toMatchObject({ message: GUILD_REFUSAL_TEXT.not_in_guild });
    expect((await roles('my-server')).status).toBe(400);
    expect((await t.request('/admin/discord-roles/guild-roles', { token: admin.token })).status).toBe(400);
  });

  it('only admins list roles or run a check: a member 403, nobody signed in 401', async () => {
    const member = await t.signInAs('check-now-member');
    expect((await roles(SANDBOX_GUILD.id, member.token)).status).toBe(403);
    expect((await checkNow(member.token)).status).toBe(403);
    expect((await t.request('/admin/discord-roles/check', { token: member.token })).status).toBe(403);
    expect((await roles(SANDBOX_GUILD.id, null)).status).toBe(401);
    expect((await checkNow(null)).status).toBe(401);
    expect((await t.request('/admin/discord-roles/check')).status).toBe(401);
  });

  it('Check now with role access off answers 409 and runs nothing; no run has been recorded yet', async () => {
    const response = await checkNow();
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: CHECK_ROLE_ACCESS_OFF });
    expect(await outcome()).toEqual({
      status: 'idle',
      checked: 0,
      total: 0,
      revoked: 0,
      restored: 0,
      startedAt: null,
      finishedAt: null,
      error: null,
    });
  });

  it('Check now starts the run and answers at once (202, running, with the total); the finished run tells how many were checked, revoked and restored', async () => {
    expect((await save({ guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] })).status).toBe(200);
    t.discord.setMemberRoles('now-loses', [SANDBOX_MEMBER_ROLE_ID]);
    t.discord.setMemberRoles('now-keeps', [SANDBOX_MEMBER_ROLE_ID]);
    const loses = await t.signIn('now-loses');
    const keeps = await t.signIn('now-keeps');
    expect(loses.user.isWhitelisted && keeps.user.isWhitelisted).toBe(true);

    t.discord.setMemberRoles('now-loses', []);
    // Each Discord read is slow, so the answer comes while the run is still going.
    t.discord.setBotDelay(300);
    const started = await checkNow();
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({
      status: 'running',
      checked: 0,
      total: 2,
      revoked: 0,
      restored: 0,
      finishedAt: null,
      error: null,
    });
    // Another instance reports the same run.
    const seenByPeer = (await (await peer.request('/admin/discord-roles/check', { token: admin.token })).json()) as {
      status: string;
    };
    expect(seenByPeer.status).toBe('running');
    t.discord.setBotDelay(0);

    const first = await outcome();
    expect(first).toMatchObject({ status: 'finished', checked: 2, total: 2, revoked: 1, restored: 0, error: null });
    expect(await me(loses.token)).toBe(false);
    expect(await me(keeps.token)).toBe(true);
    const settings = (await (await t.request('/admin/discord-roles', { token: admin.token })).json()) as {
      lastCheckAt: string;
    };
    expect(settings.lastCheckAt).toBe(first.finishedAt);

    t.discord.setMemberRoles('now-loses', [SANDBOX_MEMBER_ROLE_ID]);
    expect((await checkNow()).status).toBe(202);
    expect(await outcome()).toMatchObject({ status: 'finished', checked: 2, revoked: 0, restored: 1 });
    expect(await me(loses.token)).toBe(true);
  });

  it('answers 409 while a run holds the single-run lease (another instance or the recurring job), and runs again once it ends', async () => {
    const otherInstance = createLeaseRepository(leaseModel(t.gateway.db));
    const release = await otherInstance.acquire(ROLE_CHECK_LEASE, 60_000);
    expect(release).not.toBeNull();
    try {
      const busy = await checkNow();
      expect(busy.status).toBe(409);
      expect(await busy.json()).toMatchObject({ message: CHECK_RUNNING });
      // The recurring job's run skips too.
      expect(await t.gateway.container.services.roleAccess.check()).toBe('busy');
    } finally {
      await release!();
    }
    expect((await checkNow()).status).toBe(202);
    expect((await outcome()).status).toBe('finished');
  });

  it('a second Check now while the first runs answers 409, also from another instance; the next click after it ends starts one', async () => {
    t.discord.setBotDelay(300);
    try {
      const answers = await Promise.all([checkNow(admin.token, t), checkNow(admin.token, peer)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
      const again = await checkNow();
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ message: CHECK_RUNNING });
    } finally {
      t.discord.setBotDelay(0);
    }
    expect((await outcome()).status).toBe('finished');
    // The lease is released after the run: the next click runs.
    expect((await checkNow()).status).toBe(202);
    expect((await outcome()).status).toBe('finished');
  });

  it('a guild the bot is not in or that does not exist: the run fails saying what to fix, nobody revoked, lease released', async () => {
    t.discord.setMemberRoles('now-safe', [SANDBOX_MEMBER_ROLE_ID]);
    const safe = await t.signIn('now-safe');
    for (const [guildId, message] of [
      [SANDBOX_FOREIGN_GUILD_ID, GUILD_REFUSAL_TEXT.not_in_guild],
      [UNKNOWN_GUILD_ID, GUILD_REFUSAL_TEXT.unknown_guild],
    ] as const) {
      expect((await save({ guildId, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] })).status).toBe(200);
      expect((await checkNow()).status).toBe(202);
      expect(await outcome()).toMatchObject({ status: 'failed', checked: 0, revoked: 0, error: message });
      expect(await me(safe.token)).toBe(true);
    }
    await save({ guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] });
    expect((await checkNow()).status).toBe(202);
    expect(await outcome()).toMatchObject({ status: 'finished', error: null });
  });
});

describe('Discord bot token wrong or missing', () => {
  it('a wrong bot token: roles answer 502 and the Check now run fails, both naming DISCORD_BOT_TOKEN; nobody revoked', async () => {
    const t = await startTestGateway({
      DISCORD_ROLE_CHECK_INTERVAL: 'off',
      DISCORD_BOT_TOKEN: 'not-the-sandbox-bot-token-0000',
    });
    try {
      const admin = await t.signInAs('wrong-token-admin', { isAdmin: true });
      const rolesAnswer = await t.request(`/admin/discord-roles/guild-roles?guildId=${SANDBOX_GUILD.id}`, {
        token: admin.token,
      });
      expect(rolesAnswer.status).toBe(502);
      expect(await rolesAnswer.json()).toMatchObject({ message: GUILD_REFUSAL_TEXT.bad_token });

      await t.request('/admin/discord-roles', {
        method: 'PUT',
        token: admin.token,
        json: { guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] },
      });
      t.discord.setMemberRoles('wrong-token-member', [SANDBOX_MEMBER_ROLE_ID]);
      const member = await t.signIn('wrong-token-member');
      t.discord.removeMember('wrong-token-member');
      const started = await t.request('/admin/discord-roles/check', { method: 'POST', token: admin.token });
      expect(started.status).toBe(202);
      expect(await runOutcome(t, admin.token)).toMatchObject({
        status: 'failed',
        error: GUILD_REFUSAL_TEXT.bad_token,
      });
      const me = (await (await t.request('/auth/me', { token: member.token })).json()) as SignedIn['user'];
      expect(me.isWhitelisted).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('no bot token: both answer 409 saying DISCORD_BOT_TOKEN is not set', async () => {
    // Unset, as when .env has no DISCORD_BOT_TOKEN.
    const t = await startTestGateway({
      DISCORD_ROLE_CHECK_INTERVAL: 'off',
      DISCORD_BOT_TOKEN: undefined,
    } as unknown as Record<string, string>);
    try {
      const admin = await t.signInAs('no-token-admin', { isAdmin: true });
      const rolesAnswer = await t.request(`/admin/discord-roles/guild-roles?guildId=${SANDBOX_GUILD.id}`, {
        token: admin.token,
      });
      expect(rolesAnswer.status).toBe(409);
      expect(await rolesAnswer.json()).toMatchObject({ message: NO_BOT_TOKEN });
      const check = await t.request('/admin/discord-roles/check', { method: 'POST', token: admin.token });
      expect(check.status).toBe(409);
      expect(await check.json()).toMatchObject({ message: NO_BOT_TOKEN });
    } finally {
      await t.close();
    }
  });
});
