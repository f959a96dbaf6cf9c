import {
  PACT_ADMIN_USERNAME,
  PACT_GRANTING_ROLE_ID,
  PACT_ROLE_GUILD_ID,
  PACT_ROLE_MEMBER_USERNAME,
  RoleAccessPactStates,
} from '../../../../mfe-admin/src/test/pactStates';
import { randomUUID } from 'node:crypto';
import {
  accessChangeModel,
  roleAccessSettingsModel,
  roleCheckRunModel,
} from '../../../src/features/discordRoles/model';
import { createRoleAccessRepository } from '../../../src/features/discordRoles/repository';
import { ROLE_CHECK_LEASE } from '../../../src/features/discordRoles/service';
import { leaseModel } from '../../../src/features/ghl/model';
import { createLeaseRepository } from '../../../src/features/ghl/repository';
import type { StateContext, StateHandlers } from './context';

/**
 * Provider states of mfe-admin's Discord role-access pacts. Seeds go through the real service
 * (settings), the sandbox Discord (roles) and the sign-in and check themselves (changes). Each
 * state turns role access off again afterwards, so the other consumers' sign-ins never carry it.
 */
export function mfeAdminRoleStates({ t, setToken }: StateContext): StateHandlers {
  const roleAccess = () => t.gateway.container.services.roleAccess;
  const collection = (name: string) => t.gateway.db.collection(name);

  async function signInAdmin(): Promise<void> {
    const users = t.gateway.container.repositories.users;
    const existing = await users.findByUsername(PACT_ADMIN_USERNAME);
    const id = existing?._id ?? (await t.signIn(PACT_ADMIN_USERNAME)).user.id;
    await users.setFlags(id, { isAdmin: true, isWhitelisted: true });
    const token = (await t.gateway.container.services.auth.openSession(id))!.grant.token;
    setToken(token);
  }

  async function turnOff(): Promise<void> {
    // A Check now the interaction started ends before its traces are removed.
    await roleAccess().settled();
    await collection('discordroleaccess').deleteMany({});
    await collection('discordrolechecks').deleteMany({});
    await collection('discordaccesschanges').deleteMany({});
    // A run left "in progress" by roleCheckRunning ends with the state.
    await collection('leases').deleteOne({ _id: ROLE_CHECK_LEASE } as never);
  }

  /**
   * The single-run lease held as another instance's run holds it (released by the teardown), and
   * that run recorded as it goes: 1 of 3 members checked.
   */
  let endRun: (() => Promise<void>) | null = null;
  async function startRun(): Promise<void> {
    await turnOff();
    await roleAccess().saveSettings({ guildId: PACT_ROLE_GUILD_ID, grantingRoleIds: [PACT_GRANTING_ROLE_ID] });
    endRun = await createLeaseRepository(leaseModel(t.gateway.db)).acquire(ROLE_CHECK_LEASE, 60_000);
    const db = t.gateway.db;
    const runs = createRoleAccessRepository(roleAccessSettingsModel(db), accessChangeModel(db), roleCheckRunModel(db));
    const { runId } = await runs.startRun(randomUUID(), 3, t.clock.now());
    await runs.reportProgress(runId, { checked: 1, revoked: 0, restored: 0 }, t.clock.now());
    await signInAdmin();
  }

  const withTeardown = (setup: () => Promise<unknown>) =>
    Object.assign(() => setup(), { setup: () => setup(), teardown: () => turnOff() });

  return {
    [RoleAccessPactStates.roleAccessOn]: withTeardown(async () => {
      await turnOff();
      await roleAccess().saveSettings({ guildId: PACT_ROLE_GUILD_ID, grantingRoleIds: [PACT_GRANTING_ROLE_ID] });
      // Granted at sign-in (a fresh user each time), then revoked by the check once they leave.
      const existing = await t.gateway.container.repositories.users.findByUsername(PACT_ROLE_MEMBER_USERNAME);
      if (existing) await t.gateway.db.collection('users').deleteOne({ _id: existing._id } as never);
      t.discord.setMemberRoles(PACT_ROLE_MEMBER_USERNAME, [PACT_GRANTING_ROLE_ID]);
      await t.signIn(PACT_ROLE_MEMBER_USERNAME);
      // The test clock stands still: the revocation comes a minute after the grant. The clock is
      // then put back, so this state (used by several interactions) does not age other states'
      // data seeded at the real time (a comment's 5-minute edit window).
      const before = t.clock.now();
      t.clock.advance(60_000);
      t.discord.removeMember(PACT_ROLE_MEMBER_USERNAME);
      await roleAccess().check();
      t.clock.set(before);
      await signInAdmin();
    }),

    [RoleAccessPactStates.roleCheckRunning]: Object.assign(async () => startRun(), {
      setup: () => startRun(),
      teardown: async () => {
        await endRun?.();
        endRun = null;
        await turnOff();
      },
    }),

    [RoleAccessPactStates.roleAccessOff]: withTeardown(async () => {
      await turnOff();
      await signInAdmin();
    }),
  };
}
