import type { DiscordProfile } from '../features/users/repository';

export type DiscordClientConfig = {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  cdnUrl: string;
  redirectUri: string;
  authorizeUrl: string;
};

/** Discord refused the code (expired, reused, wrong redirect). */
export class DiscordAuthError extends Error {}
/** Discord could not be reached or answered with a server error. */
export class DiscordUnavailableError extends Error {}
/** Why Discord refused a bot call about a guild. */
export type GuildRefusal = 'bad_token' | 'not_in_guild' | 'unknown_guild' | 'refused';

/** Discord refused a guild lookup that should work (bad bot token, bot not in the guild, unknown guild). */
export class DiscordGuildAccessError extends Error {
  constructor(
    message: string,
    readonly refusal: GuildRefusal = 'refused',
  ) {
    super(message);
  }
}

/** A role of a guild, from Discord's role object (the fields the portal uses). */
export type GuildRole = { id: string; name: string; color: number; position: number; managed: boolean };

/** A user's membership of a guild: their role ids, or null when they are not in it. */
export type GuildMembership = { roles: string[] } | null;

/** Discord's JSON error body (`code` 10007 is Unknown Member, 10004 Unknown Guild). */
type DiscordErrorBody = { message?: string; code?: number; retry_after?: number };

/** Discord's error code for "this user is not a member of the guild". */
export const UNKNOWN_MEMBER = 10007;
/** Discord's error code for a guild id that names no guild. */
export const UNKNOWN_GUILD = 10004;
/** The scope that lets a user's token read their own member object (and roles) in a guild. */
export const GUILD_MEMBERS_READ_SCOPE = 'guilds.members.read';
/** Waits on a rate limit longer than this give up the call instead (a job's run must end). */
const MAX_RATE_LIMIT_WAIT_MS = 60_000;
const MAX_RATE_LIMIT_RETRIES = 3;

type DiscordUser = {
  id: string;
  username: string;
  global_name?: string | null;
  avatar?: string | null;
  email?: string | null;
};

const TIMEOUT_MS = 10_000;

/** The OAuth2 code flow against Discord (or the sandbox, which speaks the same wire shapes). */
export function createDiscordClient(config: DiscordClientConfig, fetchImpl: typeof fetch = fetch) {
  const api = config.apiUrl.replace(/\/$/, '');

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new DiscordUnavailableError(`Discord could not be reached: ${(error as Error).message}`);
    }
  }

  /** When the bot's bucket is empty, the next bot call waits until it refills. */
  let bucketResetAt = 0;

  const client = {
    /**
     * The provider's authorize page with response_type=code, scope identify email (plus
     * `extraScopes`, e.g. guilds.members.read), our callback and `state`.
     */
    authorizeUrl(state: string, extraScopes: string[] = []): string {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', ['identify', 'email', ...extraScopes].join(' '));
      url.searchParams.set('redirect_uri', config.redirectUri);
      url.searchParams.set('prompt', 'none');
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(code: string): Promise<string> {
      const response = await call(`${api}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
        }),
      });
      if (response.status >= 500)
        throw new DiscordUnavailableError(`Discord token endpoint answered ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; error?: string };
      if (!response.ok || !body.access_token) {
        throw new DiscordAuthError(`Discord refused the code: ${body.error ?? response.status}`);
      }
      return body.access_token;
    },

    async fetchProfile(accessToken: string): Promise<DiscordProfile> {
      const response = await call(`${api}/users/@me`, { headers: { Authorization: `Bearer ${accessToken}` } });
      if (response.status >= 500)
        throw new DiscordUnavailableError(`Discord user endpoint answered ${response.status}`);
      if (!response.ok) throw new DiscordAuthError(`Discord refused the access token (${response.status})`);
      const user = (await response.json()) as DiscordUser;
      return {
        discordId: user.id,
        username: user.username,
        name: user.global_name ?? null,
        email: user.email ?? null,
        avatar: user.avatar ? `${config.cdnUrl.replace(/\/$/, '')}/avatars/${user.id}/${user.avatar}.png` : null,
      };
    },

    /**
     * The signed-in user's own roles in a guild (`GET /users/@me/guilds/{guild.id}/member`, needs
     * the guilds.members.read scope); null when they are not a member (404). A token without the
     * scope is a DiscordAuthError.
     */
    async fetchOwnGuildMember(accessToken: string, guildId: string): Promise<GuildMembership> {
      const response = await call(`${api}/users/@me/guilds/${encodeURIComponent(guildId)}/member`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (response.status >= 500 || response.status === 429)
        throw new DiscordUnavailableError(`Discord guild member endpoint answered ${response.status}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new DiscordAuthError(`Discord refused the member lookup (${response.status})`);
      return { roles: rolesOf(await response.json()) };
    },

    /**
     * A member's roles read with the bot token (`GET /guilds/{guild.id}/members/{user.id}`,
     * `Authorization: Bot <token>`); null only for 404 Unknown Member (10007), the one answer that
     * means "not in the guild". Any other refusal is a DiscordGuildAccessError saying why.
     */
    async fetchGuildMember(botToken: string, guildId: string, userId: string): Promise<GuildMembership> {
      const url = `${api}/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(userId)}`;
      const response = await botGet(botToken, url, 'member lookup');
      if (response.ok) return { roles: rolesOf(await response.json()) };
      const body = (await response.json().catch(() => ({}))) as DiscordErrorBody;
      if (response.status === 404 && body.code === UNKNOWN_MEMBER) return null;
      throw refusal(response.status, body, 'member lookup');
    },

    /**
     * The guild's roles read with the bot token (`GET /guilds/{guild.id}/roles`): Discord's role
     * objects, of which the portal keeps id, name, color, position and managed. A refusal (401 bad
     * token, 403 bot not in the guild, 404 Unknown Guild) is a DiscordGuildAccessError saying why.
     */
    async listGuildRoles(botToken: string, guildId: string): Promise<GuildRole[]> {
      const response = await botGet(botToken, `${api}/guilds/${encodeURIComponent(guildId)}/roles`, 'roles lookup');
      if (!response.ok) {
        throw refusal(response.status, (await response.json().catch(() => ({}))) as DiscordErrorBody, 'roles lookup');
      }
      const roles = (await response.json()) as unknown;
      if (!Array.isArray(roles)) throw new DiscordUnavailableError('Discord answered the roles lookup without a list');
      return roles.flatMap((role: Partial<Record<keyof GuildRole, unknown>>) =>
        typeof role.id === 'string' && typeof role.name === 'string'
          ? [
              {
                id: role.id,
                name: role.name,
                color: typeof role.color === 'number' ? role.color : 0,
                position: typeof role.position === 'number' ? role.position : 0,
                managed: role.managed === true,
              },
            ]
          : [],
      );
    },
  };
  return client;

  /**
   * A bot GET that waits out rate limits: an empty bucket (`X-RateLimit-Remaining: 0`) before the
   * next call, a 429 for its `retry_after` (three times at most). Server errors and a rate limit
   * that does not clear are DiscordUnavailableError; other answers are returned.
   */
  async function botGet(botToken: string, url: string, what: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      await bucketFree();
      const response = await call(url, { headers: { Authorization: `Bot ${botToken}` } });
      noteBucket(response);
      if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
        const body = (await response.json().catch(() => ({}))) as DiscordErrorBody;
        const seconds = body.retry_after ?? Number(response.headers.get('retry-after') ?? '1');
        await sleep(Math.min(MAX_RATE_LIMIT_WAIT_MS, Math.max(0, seconds * 1000)));
        continue;
      }
      if (response.status >= 500 || response.status === 429)
        throw new DiscordUnavailableError(`Discord's guild ${what} answered ${response.status}`);
      return response;
    }
  }

  function noteBucket(response: Response): void {
    const remaining = response.headers.get('x-ratelimit-remaining');
    const resetAfter = Number(response.headers.get('x-ratelimit-reset-after'));
    if (remaining === '0' && Number.isFinite(resetAfter)) {
      bucketResetAt = Date.now() + Math.min(MAX_RATE_LIMIT_WAIT_MS, resetAfter * 1000);
    }
  }
  async function bucketFree(): Promise<void> {
    const wait = bucketResetAt - Date.now();
    if (wait > 0) await sleep(wait);
  }
}

/** Discord's refusal of a bot call, with why: 401 is the token, 403 the bot's access, 404 10004 the guild id. */
function refusal(status: number, body: DiscordErrorBody, what: string): DiscordGuildAccessError {
  const kind: GuildRefusal =
    status === 401
      ? 'bad_token'
      : status === 403
        ? 'not_in_guild'
        : status === 404 && body.code === UNKNOWN_GUILD
          ? 'unknown_guild'
          : 'refused';
  return new DiscordGuildAccessError(
    `Discord refused the bot's ${what} (${status}${body.message ? `: ${body.message}` : ''})`,
    kind,
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A guild member object's `roles`: an array of role id strings. */
function rolesOf(member: unknown): string[] {
  const roles = (member as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

export type DiscordClient = ReturnType<typeof createDiscordClient>;
