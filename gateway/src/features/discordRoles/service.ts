import type {
  DiscordAccessChange,
  DiscordGuildRoles,
  DiscordRoleAccess,
  DiscordRoleAccessRequest,
  DiscordRoleCheckResult,
} from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import {
  DiscordGuildAccessError,
  DiscordUnavailableError,
  GUILD_MEMBERS_READ_SCOPE,
  type DiscordClient,
  type GuildMembership,
  type GuildRefusal,
} from '../../infra/discordClient';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { intervalMs, type PeriodicRuns } from '../../infra/periodicRuns';
import type { LeaseRepository } from '../ghl/repository';
import type { UserRecord } from '../users/model';
import type { UserRepository } from '../users/repository';
import type { AccessChangeReason, AccessChangeRecord, AccessChangeVia } from './model';
import type { RoleAccessRepository } from './repository';

export const ROLE_CHECK_JOB = 'check-discord-roles';
export const INVALID_GUILD_ID = 'Guild ID must be a Discord id (17 to 20 digits)';
export const INVALID_ROLE_ID = 'Role IDs must be Discord ids (17 to 20 digits)';
export const ROLES_REQUIRED = 'Add at least one role that grants access';
export const CHECK_RUNNING = 'A check of Discord roles is already running. Try again when it has finished.';
export const CHECK_ROLE_ACCESS_OFF = 'Role access is off: save a guild and the roles that grant access first.';
export const NO_BOT_TOKEN = 'DISCORD_BOT_TOKEN is not set, so the gateway cannot read Discord with the bot.';
/** What an admin reads when Discord refuses the bot, by why. */
export const GUILD_REFUSAL_TEXT: Record<GuildRefusal | 'unavailable', string> = {
  bad_token: 'Discord refused the bot token. Check DISCORD_BOT_TOKEN.',
  not_in_guild:
    'The bot is not in this Discord server (or may not read it). Invite the bot to the server, then try again.',
  unknown_guild: 'Discord has no server with this guild ID. Check the guild ID.',
  refused: 'Discord refused the bot. Check DISCORD_BOT_TOKEN and the guild ID.',
  unavailable: 'Discord could not be reached. Please try again.',
};
/** The single-run lease of the check, shared by the recurring job and Check now. */
export const ROLE_CHECK_LEASE = 'discord-role-check';
/** Long enough for a big community's run; a crashed holder blocks checks for at most this long. */
export const ROLE_CHECK_LEASE_MS = 15 * 60_000;

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
  /** The single-run lease: one check at a time across instances, scheduled or asked for. */
  leases: LeaseRepository;
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
  async function checkAll(): Promise<CheckSummary | null> {
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

  /**
   * One check under the single-run lease; 'busy' when a run (scheduled or asked for, on any
   * instance) holds it. The lease is released when the run ends, also when Discord refuses it.
   */
  async function check(): Promise<CheckSummary | null | 'busy'> {
    const release = await deps.leases.acquire(ROLE_CHECK_LEASE, ROLE_CHECK_LEASE_MS);
    if (!release) return 'busy';
    try {
      return await checkAll();
    } finally {
      await release().catch((error: unknown) =>
        log.warn({ reason: (error as Error).message }, 'role check lease not released; it expires on its own'),
      );
    }
  }

  /** A Discord failure as the admin's error: what to fix, not the wire detail. */
  function discordError(error: unknown): DomainError<'upstream'> | null {
    if (error instanceof DiscordGuildAccessError)
      return { kind: 'upstream', message: GUILD_REFUSAL_TEXT[error.refusal] };
    if (error instanceof DiscordUnavailableError) return { kind: 'upstream', message: GUILD_REFUSAL_TEXT.unavailable };
    return null;
  }

  deps.jobs.define(
    ROLE_CHECK_JOB,
    async () => {
      if (deps.interval === 'off') return;
      if (!(await deps.runs.claim(ROLE_CHECK_JOB, intervalMs(deps.interval)))) return;
      // An admin's Check now already running covers this period.
      if ((await check()) === 'busy') log.info('Discord role check skipped: a run is in progress');
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

    /** One check now, whatever the schedule, under the single-run lease (tests and operators). */
    check,

    /**
     * Check now (an admin's button): one run at once under the same lease as the recurring job.
     * Conflict while a run is in progress, with role access off or without a bot token; upstream
     * (saying what to fix) when Discord refuses the bot, in which case nobody was revoked.
     */
    async checkNow(): Promise<Result<DiscordRoleCheckResult, DomainError<'conflict' | 'upstream'>>> {
      if (!deps.botToken) return fail('conflict', NO_BOT_TOKEN);
      if (!(await active())) return fail('conflict', CHECK_ROLE_ACCESS_OFF);
      let outcome: Awaited<ReturnType<typeof check>>;
      try {
        outcome = await check();
      } catch (error) {
        const known = discordError(error);
        if (!known) throw error;
        log.warn({ reason: (error as Error).message }, 'Check now of Discord roles stopped');
        return { ok: false, error: known };
      }
      if (outcome === 'busy') return fail('conflict', CHECK_RUNNING);
      // Settings turned off between the test above and the run.
      if (outcome === null) return fail('conflict', CHECK_ROLE_ACCESS_OFF);
      const finishedAt = (await current()).lastCheckAt ?? deps.clock.now();
      return ok({ ...outcome, finishedAt: new Date(finishedAt).toISOString() });
    },

    /**
     * The roles of `guildId` read with the bot token, highest first and without `@everyone`
     * (its id is the guild's own, and member role lists never name it).
     */
    async guildRoles(guildId: string): Promise<Result<DiscordGuildRoles, DomainError<'conflict' | 'upstream'>>> {
      if (!deps.botToken) return fail('conflict', NO_BOT_TOKEN);
      try {
        const roles = await deps.discord.listGuildRoles(deps.botToken, guildId);
        return ok({
          guildId,
          roles: roles
            .filter((role) => role.id !== guildId)
            .sort((a, b) => b.position - a.position || a.name.localeCompare(b.name)),
        });
      } catch (error) {
        const known = discordError(error);
        if (!known) throw error;
        return { ok: false, error: known };
      }
    },

    /** Registers the recurring check (unless 'off'); the first is due at once. Call after the queue starts. */
    async schedule(): Promise<void> {
      if (deps.interval === 'off') await deps.jobs.cancel(ROLE_CHECK_JOB);
      else await deps.jobs.every(deps.interval, ROLE_CHECK_JOB);
    },
  };
}

export type RoleAccess = ReturnType<typeof createRoleAccess>;
