import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiscordRoleCheckRun } from '@portal/contracts';
import { SANDBOX_GUILD, SANDBOX_MEMBER_ROLE_ID } from '../../../sandbox/discord';
import { leaseModel } from '../../../src/features/ghl/model';
import { createLeaseRepository } from '../../../src/features/ghl/repository';
import { CHECK_RUNNING } from '../../../src/features/discordRoles/service';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

// A lease of one second, so a run of a few seconds outlasts it several times over.
const LEASE_MS = 1_000;
const MEMBERS = 8;
const BOT_DELAY_MS = 400;

describe('a Discord role check longer than its lease', () => {
  let t: TestGateway;
  let peer: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    const env = { DISCORD_ROLE_CHECK_INTERVAL: 'off', DISCORD_ROLE_CHECK_LEASE_MS: String(LEASE_MS) };
    t = await startTestGateway(env);
    peer = await startTestGateway(env, { peer: t });
    admin = await t.signInAs('long-run-admin', { isAdmin: true });
  });
  afterAll(async () => {
    t.discord.setBotDelay(0);
    await peer?.close();
    await t?.close();
  });

  const run = async (on: TestGateway) =>
    (await (await on.request('/admin/discord-roles/check', { token: admin.token })).json()) as DiscordRoleCheckRun;

  it('keeps its single-run lease and reads as running to the end: another instance cannot start a second run', async () => {
    const saved = await t.request('/admin/discord-roles', {
      method: 'PUT',
      token: admin.token,
      json: { guildId: SANDBOX_GUILD.id, grantingRoleIds: [SANDBOX_MEMBER_ROLE_ID] },
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < MEMBERS; i++) {
      t.discord.setMemberRoles(`long-run-${i}`, [SANDBOX_MEMBER_ROLE_ID]);
      expect((await t.signIn(`long-run-${i}`)).user.isWhitelisted).toBe(true);
    }
    t.discord.setBotDelay(BOT_DELAY_MS);
    const started = Date.now();
    try {
      expect((await t.request('/admin/discord-roles/check', { method: 'POST', token: admin.token })).status).toBe(202);
      // Well past the lease's length (the run takes MEMBERS × BOT_DELAY_MS): still held, still running.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 2.5));
      const second = await peer.request('/admin/discord-roles/check', { method: 'POST', token: admin.token });
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ message: CHECK_RUNNING });
      const seen = await run(peer);
      expect(seen.status).toBe('running');
      expect(seen.error).toBeNull();
      expect(seen.checked).toBeGreaterThan(0);
    } finally {
      t.discord.setBotDelay(0);
    }
    const finished = await vi.waitFor(
      async () => {
        const latest = await run(t);
        expect(latest.status).not.toBe('running');
        return latest;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(finished).toMatchObject({ status: 'finished', error: null, revoked: 0 });
    expect(finished.checked).toBe(finished.total);
    expect(Date.now() - started).toBeGreaterThan(LEASE_MS * 2);
  });

  it('a renewal after another holder took the expired lease over reports the lease lost', async () => {
    const leases = createLeaseRepository(leaseModel(t.gateway.db));
    const first = await leases.acquireRenewable('renewal-check', 200);
    expect(first).not.toBeNull();
    expect(await first!.renew()).toBe(true);
    // Held: nobody else gets it.
    expect(await leases.acquireRenewable('renewal-check', 200)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await leases.acquireRenewable('renewal-check', 60_000);
    expect(second).not.toBeNull();
    expect(await first!.renew()).toBe(false);
    // The first holder's release leaves the second's lease alone.
    await first!.release();
    expect(await leases.acquireRenewable('renewal-check', 60_000)).toBeNull();
    await second!.release();
  });
});
