import { randomUUID } from 'node:crypto';
import type {
  DiscordAccessChange,
  DiscordGuildRoles,
  DiscordRoleAccess,
  DiscordRoleAccessRequest,
  DiscordRoleCheckRun,
} from '@portal/contracts';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import {
  DiscordGuildAccessError,
  DiscordUnavailableError,
  DiscordUnexpectedAnswerError,
  GUILD_MEMBERS_READ_SCOPE,
  type DiscordClient,
  type GuildMembership,
  type GuildRefusal,
} from '../../infra/discordClient';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import type { HeldLease, LeaseRepository } from '../ghl/repository';
import type { UserRecord } from '../users/model';
import type { UserRepository } from '../users/repository';
import type { AccessChangeReason, AccessChangeRecord, AccessChangeVia, RoleCheckRunRecord } from './model';
import type { RoleAccessRepository } from './repository';

export const ROLE_CHECK_JOB = 'check-discord-roles';
export const INVALID_GUILD_ID = 'Guild ID must be a Discord id (17 to 20 digits)';
export const INVALID_ROLE_ID = 'Role IDs must be Discord ids (17 to 20 digits)';
export const ROLES_REQUIRED = 'Add at least one role that grants access';
export const CHECK_RUNNING = 'A check of Discord roles is already running. Try again when it has finished.';
export const CHECK_ROLE_ACCESS_OFF = 'Role access is off: save a guild and the roles that grant access first.';
export const CHECK_FAILED = 'The check failed. Please try again.';
export const CHECK_STOPPED = 'The check stopped before it finished (its gateway stopped). Please try again.';
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
/**
 * How long the single-run lease lasts without renewal. A run renews it as it goes, so a big
 * community's run keeps it for as long as it takes; a crashed holder blocks checks for at most this
 * long, and a run that has reported no progress for this long reads as stopped.
 */
export const ROLE_CHECK_LEASE_MS = 15 * 60_000;

/** A run whose lease another run took over (its holder stalled past the lease); it stops. */
class LeaseLost extends Error {
  override readonly name = 'LeaseLost';
  constructor() {
    super('the Discord role check lost its single-run lease to another run');
  }
}

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
  /** The single-run lease's length without renewal (ROLE_CHECK_LEASE_MS unless a test shortens it). */
  leaseMs?: number;
};

export type CheckSummary = { checked: number; revoked: number; restored: number };

/** A run under the single-run lease: what it checks, recorded as started. */
type StartedRun = {
  record: RoleCheckRunRecord;
  members: UserRecord[];
  guildId: string;
  grantingRoleIds: Set<string>;
  botToken: string;
  lease: HeldLease;
};

const IDLE_RUN: DiscordRoleCheckRun = {
  status: 'idle',
  checked: 0,
  total: 0,
  revoked: 0,
  restored: 0,
  startedAt: null,
  finishedAt: null,
  error: null,
};

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The latest run as admins read it; one "running" with no progress for a lease's length died with its gateway. */
function toRunDto(run: RoleCheckRunRecord | null, now: Date, leaseMs: number): DiscordRoleCheckRun {
  if (!run) return IDLE_RUN;
  const lastSign = new Date(run.heartbeatAt ?? run.startedAt).getTime();
  const abandoned = run.status === 'running' && now.getTime() - lastSign > leaseMs;
  return {
    status: abandoned ? 'failed' : run.status,
    checked: run.checked,
    total: run.total,
    revoked: run.revoked,
    restored: run.restored,
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    error: abandoned ? CHECK_STOPPED : run.error,
  };
}

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

  const leaseMs = deps.leaseMs ?? ROLE_CHECK_LEASE_MS;
  const releaseQuietly = (lease: HeldLease) =>
    lease
      .release()
      .catch((error: unknown) =>
        log.warn({ reason: (error as Error).message }, 'role check lease not released; it expires on its own'),
      );

  /**
   * With the single-run lease held: reads what to check and records the run as started, so every
   * instance can follow it. Null (lease released) when role access is off or there is no bot token.
   */
  async function startRun(lease: HeldLease): Promise<StartedRun | null> {
    try {
      const settings = await active();
      if (!settings || !deps.botToken) {
        await releaseQuietly(lease);
        return null;
      }
      const members = await deps.users.findRoleManaged();
      const record = await deps.settings.startRun(randomUUID(), members.length, deps.clock.now());
      return { record, members, ...settings, botToken: deps.botToken, lease };
    } catch (error) {
      await releaseQuietly(lease);
      throw error;
    }
  }

  /**
   * Re-checks every member of the run, recording progress after each; stops at the first answer
   * that is not about a member (recorded as the run's error) and releases the lease at the end.
   */
  async function completeRun(run: StartedRun): Promise<CheckSummary> {
    const runId = run.record.runId;
    const summary: CheckSummary = { checked: 0, revoked: 0, restored: 0 };
    let renewedAt = Date.now();
    try {
      for (const user of run.members) {
        // Kept while the run goes on (a third of the lease at a time); a run that lost it (its
        // database writes stalled past the lease and another run began) stops here.
        if (Date.now() - renewedAt > leaseMs / 3) {
          if (!(await run.lease.renew())) throw new LeaseLost();
          renewedAt = Date.now();
        }
        // A bad token, a guild the bot is not in or an outage throws here: nobody is revoked on a guess.
        const membership = await deps.discord.fetchGuildMember(run.botToken, run.guildId, user.discordId);
        const { change } = await apply(user, membership, run.grantingRoleIds, 'check');
        summary.checked++;
        if (change === 'revoked') summary.revoked++;
        if (change === 'restored' || change === 'granted') summary.restored++;
        await deps.settings.reportProgress(runId, summary, deps.clock.now());
      }
      const at = deps.clock.now();
      await deps.settings.markChecked(at);
      await deps.settings.finishRun(runId, summary, at);
      if (summary.revoked + summary.restored > 0) log.info(summary, 'Discord roles re-checked');
      return summary;
    } catch (error) {
      const message = discordError(error)?.message ?? CHECK_FAILED;
      await deps.settings
        .failRun(runId, summary, message, deps.clock.now())
        .catch((cause: unknown) => log.warn({ reason: (cause as Error).message }, 'role check outcome not recorded'));
      throw error;
    } finally {
      await releaseQuietly(run.lease);
    }
  }

  /**
   * One check under the single-run lease, to its end; 'busy' when a run (scheduled or asked for,
   * on any instance) holds it, null when role access is off. Throws when Discord refuses the bot.
   */
  async function check(): Promise<CheckSummary | null | 'busy'> {
    const lease = await deps.leases.acquireRenewable(ROLE_CHECK_LEASE, leaseMs);
    if (!lease) return 'busy';
    const run = await startRun(lease);
    return run ? completeRun(run) : null;
  }

  /** The Check now run of this instance still going in the background, if any. */
  let inBackground: Promise<void> | null = null;

  /** A Discord failure as the admin's error: what to fix, not the wire detail. */
  function discordError(error: unknown): DomainError<'upstream'> | null {
    if (error instanceof DiscordGuildAccessError)
      return { kind: 'upstream', message: GUILD_REFUSAL_TEXT[error.refusal] };
    if (error instanceof DiscordUnexpectedAnswerError) return { kind: 'upstream', message: error.message };
    if (error instanceof DiscordUnavailableError) return { kind: 'upstream', message: GUILD_REFUSAL_TEXT.unavailable };
    return null;
  }

  const scheduledCheck = definePeriodicJob(deps, {
    name: ROLE_CHECK_JOB,
    interval: deps.interval,
    work: async () => {
      // An admin's Check now already running covers this period.
      if ((await check()) === 'busy') log.info('Discord role check skipped: a run is in progress');
    },
  });

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
     * Check now (an admin's button): starts one run under the same lease as the recurring job
     * and answers it at once; it goes on in the background (a big community takes minutes under
     * Discord's rate limits) and `checkRun` follows it. Conflict while a run is in progress, with
     * role access off or without a bot token. Discord refusing the bot ends the run as failed,
     * saying what to fix; nobody is revoked then.
     */
    async checkNow(): Promise<Result<DiscordRoleCheckRun, DomainError<'conflict'>>> {
      if (!deps.botToken) return fail('conflict', NO_BOT_TOKEN);
      if (!(await active())) return fail('conflict', CHECK_ROLE_ACCESS_OFF);
      const lease = await deps.leases.acquireRenewable(ROLE_CHECK_LEASE, leaseMs);
      if (!lease) return fail('conflict', CHECK_RUNNING);
      const run = await startRun(lease);
      // Settings turned off between the test above and the lease.
      if (!run) return fail('conflict', CHECK_ROLE_ACCESS_OFF);
      inBackground = completeRun(run).then(
        () => undefined,
        (error: unknown) => {
          if (discordError(error) || error instanceof LeaseLost)
            log.warn({ reason: (error as Error).message }, 'Check now of Discord roles stopped');
          else log.error({ err: error }, 'Check now of Discord roles failed');
        },
      );
      return ok(toRunDto(run.record, deps.clock.now(), leaseMs));
    },

    /** The latest run (Check now's or the recurring one's) and how far it got, from any instance. */
    async checkRun(): Promise<DiscordRoleCheckRun> {
      return toRunDto(await deps.settings.latestRun(), deps.clock.now(), leaseMs);
    },

    /** Resolves when a Check now run of this instance has ended (tests, shutdown). */
    async settled(): Promise<void> {
      await inBackground;
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
    schedule: scheduledCheck.schedule,
  };
}

export type RoleAccess = ReturnType<typeof createRoleAccess>;
