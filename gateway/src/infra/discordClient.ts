import { z } from 'zod';
import { createAnswerChecks, UNEXPECTED_ANSWER, type AnswerReporting } from './providerAnswers';

/** Who signed in, as the portal keeps it. */
export type DiscordProfile = {
  discordId: string;
  username: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
};

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
/** Discord answered, but not in a shape the portal can use (logged and counted; callers answer 502). */
export class DiscordUnexpectedAnswerError extends DiscordUnavailableError {
  constructor(readonly operation: string) {
    super(UNEXPECTED_ANSWER.discord);
  }
}
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

/** An optional field: absent, or of the wrong type, it reads as undefined. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const snowflake = z.string().regex(/^\d{1,20}$/);

/**
 * The shapes of Discord's answers the portal uses (Discord's API reference: the OAuth2 token
 * response, the user object, the guild member object, the role object). What the portal needs is
 * required; other fields are optional and dropped when of another type; undeclared ones are dropped.
 */
const tokenAnswer = z.object({ access_token: z.string().min(1) });
const userAnswer = z.object({
  id: snowflake,
  username: z.string().min(1),
  global_name: lenient(z.string().nullable()),
  /** An avatar hash goes into a CDN path: anything but a hash is dropped. */
  avatar: lenient(
    z
      .string()
      .regex(/^[A-Za-z0-9_]+$/)
      .nullable(),
  ),
  email: lenient(z.string().nullable()),
});
/** A guild member object's `roles` (role id strings, read one by one). */
const memberAnswer = z.object({ roles: z.array(z.unknown()) });
const roleObject = z.object({
  id: snowflake,
  name: z.string(),
  color: lenient(z.number().int().min(0)),
  position: lenient(z.number().int()),
  managed: lenient(z.boolean()),
});

const TIMEOUT_MS = 10_000;

/** The OAuth2 code flow against Discord (or the sandbox, which speaks the same wire shapes). */
export function createDiscordClient(
  config: DiscordClientConfig,
  fetchImpl: typeof fetch = fetch,
  reporting: AnswerReporting = {},
) {
  const api = config.apiUrl.replace(/\/$/, '');
  const checks = createAnswerChecks({
    provider: 'discord',
    reporting,
    unexpected: (operation) => new DiscordUnexpectedAnswerError(operation),
  });
  /** A successful answer's JSON (an unreadable body reads as its text, which no schema accepts). */
  const bodyOf = async (response: Response): Promise<unknown> => {
    const text = await response.text().catch(() => '');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  };
  /** The role ids of a guild member answer; a member object without a list of them is unexpected. */
  const rolesOf = (operation: string, body: unknown): string[] =>
    checks.items(operation, snowflake, checks.answer(operation, memberAnswer, body).roles, { what: 'role id' });

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
      if (!response.ok) {
        const refusal = (await response.json().catch(() => ({}))) as { error?: string };
        throw new DiscordAuthError(`Discord refused the code: ${refusal.error ?? response.status}`);
      }
      return checks.answer('POST /oauth2/token', tokenAnswer, await bodyOf(response)).access_token;
    },

    async fetchProfile(accessToken: string): Promise<DiscordProfile> {
      const response = await call(`${api}/users/@me`, { headers: { Authorization: `Bearer ${accessToken}` } });
      if (response.status >= 500)
        throw new DiscordUnavailableError(`Discord user endpoint answered ${response.status}`);
      if (!response.ok) throw new DiscordAuthError(`Discord refused the access token (${response.status})`);
      const user = checks.answer('GET /users/@me', userAnswer, await bodyOf(response));
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
      return { roles: rolesOf('GET /users/@me/guilds/{guild.id}/member', await bodyOf(response)) };
    },

    /**
     * A member's roles read with the bot token (`GET /guilds/{guild.id}/members/{user.id}`,
     * `Authorization: Bot <token>`); null only for 404 Unknown Member (10007), the one answer that
     * means "not in the guild". Any other refusal is a DiscordGuildAccessError saying why.
     */
    async fetchGuildMember(botToken: string, guildId: string, userId: string): Promise<GuildMembership> {
      const url = `${api}/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(userId)}`;
      const response = await botGet(botToken, url, 'member lookup');
      if (response.ok) return { roles: rolesOf('GET /guilds/{guild.id}/members/{user.id}', await bodyOf(response)) };
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
      const operation = 'GET /guilds/{guild.id}/roles';
      const list = checks.answer(operation, z.array(z.unknown()), await bodyOf(response));
      return checks.items(operation, roleObject, list, { what: 'role' }).map((role) => ({
        id: role.id,
        name: role.name,
        color: role.color ?? 0,
        position: role.position ?? 0,
        managed: role.managed === true,
      }));
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

export type DiscordClient = ReturnType<typeof createDiscordClient>;
