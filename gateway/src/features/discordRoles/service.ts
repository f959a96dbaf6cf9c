import type { DiscordAccessChange, DiscordRoleAccess, DiscordRoleAccessRequest } from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import { GUILD_MEMBERS_READ_SCOPE, type DiscordClient, type GuildMembership } from '../../infra/discordClient';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { intervalMs, type PeriodicRuns } from '../../infra/periodicRuns';
import type { UserRecord } from '../users/model';
import type { UserRepository } from '../users/repository';
import type { AccessChangeReason, AccessChangeRecord, AccessChangeVia } from './model';
import type { RoleAccessRepository } from './repository';

export const ROLE_CHECK_JOB = 'check-discord-roles';
export const INVALID_GUILD_ID = 'Guild ID must be a Discord id (17 to 20 digits)';
export const INVALID_ROLE_ID = 'Role IDs must be Discord ids (17 to 20 digits)';
export const ROLES_REQUIRED = 'Add at least one role that grants access';

/** A Discord snowflake as text. */
const SNOWFLAKE = /^\d{17,20}$/;
const SCOPE: CursorScope = { list: 'admin/discord-roles/changes', filter: {} };

export type RoleAccessDeps = {
  settings: RoleAccessRepository;
  users: UserRepository;
  discord: DiscordClient;
  /** DISCORD_BOT_TOKEN; without it nobody is re-checked. */
  botToken: string | undefined;
  cursors: CursorCodec;
  jobs: JobQueue;
  runs: PeriodicRuns;
  clock: Clock;
  log: Logger;
  /** DISCORD_ROLE_CHECK_INTERVAL: '15 minutes', … or 'off'. */
  interval: string;
};

export type CheckSummary = { checked: number; revoked: number; restored: number };

const toChangeDto = (row: AccessChangeRecord): DiscordAccessChange => ({
  id: row._id,
  userId: row.userId,
  username: row.username,
  change: row.change,
  reason: row.reason,
  via: row.via,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Access from Discord roles: admins name the community's guild and the roles that grant access;
 * sign-in admits holders of a granting role, and a recurring check with the bot token revokes
 * that access when the member loses the role or leaves the guild and restores it when they are
 * back. Only access that came from a role is ever revoked: admins, and access given by hand or
 * by the auto-access list, are left alone (docs/discord-access.md).
 */
export function createRoleAccess(deps: RoleAccessDeps) {
  const log = deps.log.child({ component: 'discord-roles' });

  async function current() {
    const saved = await deps.settings.get();
    return {
      guildId: saved?.guildId ?? null,
      grantingRoleIds: saved?.grantingRoleIds ?? [],
      lastCheckAt: saved?.lastCheckAt ?? null,
      updatedAt: saved?.updatedAt ?? null,
    };
  }

  const toDto = (saved: Awaited<ReturnType<typeof current>>): DiscordRoleAccess => ({
    guildId: saved.guildId,
    grantingRoleIds: saved.grantingRoleIds,
    botTokenConfigured: Boolean(deps.botToken),
    lastCheckAt: saved.lastCheckAt ? new Date(saved.lastCheckAt).toISOString() : null,
    updatedAt: saved.updatedAt ? new Date(saved.updatedAt).toISOString() : null,
  });

  /** The guild and granting roles when role access is on, else null. */
  async function active(): Promise<{ guildId: string; grantingRoleIds: Set<string> } | null> {
    const saved = await current();
    if (!saved.guildId || saved.grantingRoleIds.length === 0) return null;
    return { guildId: saved.guildId, grantingRoleIds: new Set(saved.grantingRoleIds) };
  }

  /**
   * Applies what Discord says about `user` and records the change, if any:
   * - holds a granting role and has no access: granted (restored when roles had revoked it),
   *   unless an admin removed their access by hand;
   * - no granting role and their access came from one: revoked (lost_role or left_guild).
   * Admins are never touched. Returns the user as it now is.
   */
  async function apply(
    user: UserRecord,
    membership: GuildMembership,
    grantingRoleIds: Set<string>,
    via: AccessChangeVia,
  ): Promise<{ user: UserRecord; change: 'granted' | 'revoked' | 'restored' | null }> {
    if (user.isAdmin) return { user, change: null };
    const holds = membership !== null && membership.roles.some((role) => grantingRoleIds.has(role));
    const source = user.roleAccess ?? null;
    if (holds && !user.isWhitelisted && source !== 'blocked') {
      const change = source === 'revoked' ? 'restored' : 'granted';
      return {
        user: await record(user, { isWhitelisted: true, roleAccess: 'granted' }, change, 'has_role', via),
        change,
      };
    }
    if (!holds && source === 'granted') {
      const reason: AccessChangeReason = membership === null ? 'left_guild' : 'lost_role';
      return {
        user: await record(user, { isWhitelisted: false, roleAccess: 'revoked' }, 'revoked', reason, via),
        change: 'revoked',
      };
    }
    return { user, change: null };
  }

  async function record(
    user: UserRecord,
    flags: { isWhitelisted: boolean; roleAccess: 'granted' | 'revoked' },
    change: AccessChangeRecord['change'],
    reason: AccessChangeReason,
    via: AccessChangeVia,
  ): Promise<UserRecord> {
    const updated = (await deps.users.setFlags(user._id, flags)) ?? { ...user, ...flags };
    await deps.settings.recordChange({
      userId: user._id,
      username: user.username,
      discordId: user.discordId,
      change,
      reason,
      via,
      createdAt: deps.clock.now(),
    });
    log.info({ userId: user._id, change, reason, via }, 'access changed by Discord roles');
    return updated;
  }

  /** Re-checks every member whose access roles decide; stops at the first answer that is not about a member. */
  async function check(): Promise<CheckSummary | null> {
    const settings = await active();
    if (!settings || !deps.botToken) return null;
    const summary: CheckSummary = { checked: 0, revoked: 0, restored: 0 };
    for (const user of await deps.users.findRoleManaged()) {
      // A bad token, a guild the bot is not in or an outage throws here: nobody is revoked on a guess.
      const membership = await deps.discord.fetchGuildMember(deps.botToken, settings.guildId, user.discordId);
      const { change } = await apply(user, membership, settings.grantingRoleIds, 'check');
      summary.checked++;
      if (change === 'revoked') summary.revoked++;
      if (change === 'restored' || change === 'granted') summary.restored++;
    }
    await deps.settings.markChecked(deps.clock.now());
    if (summary.revoked + summary.restored > 0) log.info(summary, 'Discord roles re-checked');
    return summary;
  }

  deps.jobs.define(
    ROLE_CHECK_JOB,
    async () => {
      if (deps.interval === 'off') return;
      if (!(await deps.runs.claim(ROLE_CHECK_JOB, intervalMs(deps.interval)))) return;
      await check();
    },
    { concurrency: 1, retries: 0 },
  );

  return {
    async getSettings(): Promise<DiscordRoleAccess> {
      return toDto(await current());
    },

    async saveSettings(body: DiscordRoleAccessRequest): Promise<Result<DiscordRoleAccess, DomainError<'validation'>>> {
      const guildId = body.guildId?.trim() || null;
      const grantingRoleIds = [...new Set(body.grantingRoleIds.map((id) => id.trim()).filter(Boolean))];
      if (guildId !== null && !SNOWFLAKE.test(guildId)) {
        return fail('validation', INVALID_GUILD_ID, [{ field: 'body.guildId', message: INVALID_GUILD_ID }]);
      }
      if (grantingRoleIds.some((id) => !SNOWFLAKE.test(id))) {
        return fail('validation', INVALID_ROLE_ID, [{ field: 'body.grantingRoleIds', message: INVALID_ROLE_ID }]);
      }
      if (guildId !== null && grantingRoleIds.length === 0) {
        return fail('validation', ROLES_REQUIRED, [{ field: 'body.grantingRoleIds', message: ROLES_REQUIRED }]);
      }
      await deps.settings.save({ guildId, grantingRoleIds });
      return ok(toDto(await current()));
    },

    async listChanges(request: PageRequest): Promise<Result<Page<DiscordAccessChange>, DomainError<'validation'>>> {
      const position = deps.cursors.position(SCOPE, request);
      if (!position.ok) return position;
      const { rows, total } = await deps.settings.pageOfChanges(position.value);
      return ok(deps.cursors.page(SCOPE, position.value, rows, total, toChangeDto));
    },

    /** The extra OAuth scopes sign-in asks for: guilds.members.read while role access is on. */
    async signInScopes(): Promise<string[]> {
      return (await active()) ? [GUILD_MEMBERS_READ_SCOPE] : [];
    },

    /**
     * At sign-in, with the user's own token: admits a holder of a granting role (and revokes
     * role-given access of one who no longer holds it). Discord failing here never fails the
     * sign-in: the user keeps the access they had.
     */
    async atSignIn(user: UserRecord, accessToken: string): Promise<UserRecord> {
      const settings = await active();
      if (!settings || user.isAdmin) return user;
      let membership: GuildMembership;
      try {
        membership = await deps.discord.fetchOwnGuildMember(accessToken, settings.guildId);
      } catch (error) {
        log.warn({ userId: user._id, reason: (error as Error).message }, 'Discord roles not read at sign-in');
        return user;
      }
      return (await apply(user, membership, settings.grantingRoleIds, 'sign_in')).user;
    },

    /** One check now, whatever the schedule (tests and operators). */
    check,

    /** Registers the recurring check (unless 'off'); the first is due at once. Call after the queue starts. */
    async schedule(): Promise<void> {
      if (deps.interval === 'off') await deps.jobs.cancel(ROLE_CHECK_JOB);
      else await deps.jobs.every(deps.interval, ROLE_CHECK_JOB);
    },
  };
}

export type RoleAccess = ReturnType<typeof createRoleAccess>;
