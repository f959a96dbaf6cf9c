import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createAnswerOverrides,
  escapeHtml,
  listen,
  redirect,
  sendHtml,
  sendJson,
  type AnswerOverride,
  type SandboxServer,
} from './http';

/** The demo members offered on the sandbox authorize page. */
export const DEMO_MEMBERS = [
  { username: 'demo-admin', label: 'Admin', description: 'A whitelisted administrator' },
  { username: 'demo-member', label: 'Member', description: 'A whitelisted broker' },
  { username: 'demo-pending', label: 'Pending member', description: 'Signed up, not yet approved' },
] as const;

type Grant = { username: string; clientId: string; redirectUri: string; scopes: string[]; expiresAt: number };

/** Scopes Discord documents for OAuth2; anything else is `invalid_scope`. */
const KNOWN_SCOPES = new Set([
  'activities.read',
  'activities.write',
  'applications.builds.read',
  'applications.builds.upload',
  'applications.commands',
  'applications.commands.permissions.update',
  'applications.entitlements',
  'applications.store.update',
  'bot',
  'connections',
  'dm_channels.read',
  'email',
  'gdm.join',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'identify',
  'messages.read',
  'openid',
  'relationships.read',
  'role_connections.write',
  'rpc',
  'rpc.notifications.read',
  'voice',
  'webhook.incoming',
]);

/** The scopes the portal's sign-in asks for (`identify email`). */
export const SIGN_IN_SCOPES = ['identify', 'email'] as const;
/** The scope that lets a user token read the member's own roles in a guild. */
export const GUILD_MEMBER_SCOPE = 'guilds.members.read';

/**
 * The sandbox community: one guild with a granting role. Snowflakes are fixed so Settings and
 * tests can name them; the `@everyone` role's id is the guild's own, as in Discord.
 */
export const SANDBOX_GUILD = {
  id: '1180000000000000001',
  name: 'Sandbox Community',
  roles: [
    { id: '1180000000000000001', name: '@everyone', position: 0, color: 0, managed: false },
    { id: '1180000000000000002', name: 'Member', position: 1, color: 0x3498db, managed: false },
    { id: '1180000000000000003', name: 'Moderator', position: 2, color: 0x2ecc71, managed: false },
    // A bot's own role: Discord creates and assigns it (managed, tagged with the bot's id).
    { id: '1180000000000000004', name: 'Portal Bot', position: 3, color: 0, managed: true },
  ],
} as const;
export const SANDBOX_MEMBER_ROLE_ID = '1180000000000000002';
export const SANDBOX_MODERATOR_ROLE_ID = '1180000000000000003';
/** A guild that exists but the sandbox bot is not in: bot calls about it answer 403 Missing Access (50001). */
export const SANDBOX_FOREIGN_GUILD_ID = '1180000000000000100';
/** The sandbox bot's own user id (the managed role's `tags.bot_id`). */
const SANDBOX_BOT_USER_ID = '1180000000000000900';
/** Who is in the sandbox guild at start, with their roles (by username). */
const INITIAL_GUILD_MEMBERS: Record<string, string[]> = {
  'demo-admin': [SANDBOX_MODERATOR_ROLE_ID, SANDBOX_MEMBER_ROLE_ID],
  'demo-member': [SANDBOX_MEMBER_ROLE_ID],
  'demo-pending': [],
};
/** The bot token the sandbox accepts (`Authorization: Bot <token>`); DISCORD_BOT_TOKEN for the gateway. */
export const SANDBOX_BOT_TOKEN = 'sandbox-bot-token-0000000000000000';

const CODE_LIFETIME_MS = 10 * 60_000;

/** A stable snowflake-like Discord id for a username, so the same name is the same user. */
export function sandboxDiscordId(username: string): string {
  const digest = createHash('sha256').update(username.toLowerCase()).digest();
  return ((digest.readBigUInt64BE(0) % 900000000000000000n) + 100000000000000000n).toString();
}

function profile(id: string, username: string, scopes: string[]) {
  return {
    id,
    username,
    global_name: username.replace(/^demo-/, 'Demo ').replace(/(^|\s)\w/g, (c) => c.toUpperCase()),
    avatar: null,
    discriminator: '0',
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    locale: 'en-US',
    mfa_enabled: false,
    // Discord sends the address only to tokens granted the `email` scope.
    ...(scopes.includes('email')
      ? { email: `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@sandbox.example`, verified: true }
      : {}),
  };
}

function authorizePage(params: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
    .filter((name) => params.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  const members = DEMO_MEMBERS.map(
    (m) => `<li><form method="get" action="/oauth2/authorize/approve">${hidden}
      <input type="hidden" name="username" value="${m.username}">
      <button type="submit" data-username="${m.username}"><strong>${m.label}</strong> · ${m.username}<br><small>${m.description}</small></button>
    </form></li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Discord · Authorize</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#313338;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#2b2d31;padding:2rem;border-radius:12px;max-width:26rem;width:100%}ul{list-style:none;padding:0}li{margin:.5rem 0}
button{width:100%;text-align:left;padding:.75rem 1rem;border:0;border-radius:8px;background:#5865f2;color:#fff;cursor:pointer;font-size:1rem}
button:focus-visible{outline:3px solid #fff}input[type=text]{width:100%;box-sizing:border-box;padding:.6rem;border-radius:6px;border:1px solid #555;background:#1e1f22;color:#fff}
label{display:block;margin-top:1rem}p.note{color:#b5bac1;font-size:.85rem}</style></head>
<body><main><h1>Sandbox Discord</h1><p class="note">A simulated Discord for local use. Scopes requested: ${escapeHtml(params.get('scope') ?? '')}</p>
<h2>Sign in as a demo member</h2><ul>${members}</ul>
<form method="get" action="/oauth2/authorize/approve">${hidden}<label for="username">Or any Discord username</label>
<input id="username" type="text" name="username" required maxlength="32" autocomplete="off"><p><button type="submit">Authorize</button></p></form>
</main></body></html>`;
}

/**
 * A simulated Discord OAuth2 provider speaking Discord's wire shapes: the authorize page,
 * `POST /api/oauth2/token` and `GET /api/users/@me` (also under /api/v10). It refuses what
 * Discord refuses: an unknown client, a missing or unknown scope, a token request that is not
 * `application/x-www-form-urlencoded` or lacks the client's credentials, a code used twice, issued
 * to another client or redeemed with another `redirect_uri`, and `/users/@me` without a Bearer
 * token granted `identify`.
 */
export type DiscordSandbox = SandboxServer & {
  /** The application this sandbox knows (DISCORD_CLIENT_ID / DISCORD_CLIENT_SECRET for the gateway). */
  clientId: string;
  clientSecret: string;
  /** The bot token that reads guild members. */
  botToken: string;
  /** Makes `code` a valid authorization code for `username` (contract tests use fixed codes). */
  preAuthorize(code: string, username: string, redirectUri: string, scopes?: readonly string[]): void;
  /** The control: puts `username` in the sandbox guild with exactly these role ids (joining if absent). */
  setMemberRoles(username: string, roleIds: string[]): void;
  /** The control: `username` leaves the sandbox guild. */
  removeMember(username: string): void;
  /** The role ids `username` holds in the sandbox guild, or null when not a member. */
  memberRoles(username: string): string[] | null;
  /** Makes every bot call wait `ms` before answering (tests of runs that overlap); 0 by default. */
  setBotDelay(ms: number): void;
  /**
   * The control: the account named `from` takes the name `to` and keeps its Discord id; the freed
   * name `from` now belongs to a new account (Discord lets usernames be changed and reclaimed).
   */
  renameAccount(from: string, to: string): void;
  /** The Discord id of the account that now holds `username`. */
  discordIdOf(username: string): string;
  /**
   * Test-only: successful answers to `method path` (the API path without its version, e.g.
   * `/api/users/@me`, or a pattern) become `answer`, e.g. a malformed body. The call is still
   * checked as Discord checks it (token, scopes, code), and a refusal is answered as usual.
   */
  overrideAnswer(method: string, path: string | RegExp, answer: AnswerOverride): void;
  /** Drops every overridden answer. */
  clearAnswerOverrides(): void;
};

export type DiscordSandboxOptions = {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  botToken?: string;
  /** Bot calls allowed per window before a 429 (Discord's per-route buckets); default 10 a second. */
  rateLimit?: { limit: number; windowMs: number };
};

/** The authorize request's problem, answered the way Discord answers it; null when it is valid. */
type AuthorizeProblem = { page: string } | { redirect: { error: string; description: string } } | null;

export async function startDiscordSandbox(options: DiscordSandboxOptions = {}): Promise<DiscordSandbox> {
  const clientId = options.clientId ?? 'sandbox-client';
  const clientSecret = options.clientSecret ?? 'sandbox-secret';
  const botToken = options.botToken ?? SANDBOX_BOT_TOKEN;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { username: string; scopes: string[] }>();
  const guild = createSandboxGuild(options.rateLimit ?? { limit: 10, windowMs: 1000 });
  // Accounts renamed through the control: their name (lower-cased) → the id they keep.
  const renamedIds = new Map<string, string>();
  const idOf = (username: string) => renamedIds.get(username.toLowerCase()) ?? sandboxDiscordId(username);

  const oauthError = (res: ServerResponse, status: number, error: string, description?: string) =>
    sendJson(res, status, description ? { error, error_description: description } : { error });

  function checkAuthorize(params: URLSearchParams): AuthorizeProblem {
    if (params.get('client_id') !== clientId) {
      return { page: '<h1>Unknown application</h1><p>The client_id does not belong to any application.</p>' };
    }
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!URL.canParse(redirectUri)) return { page: '<h1>Invalid OAuth2 redirect_uri</h1>' };
    if (params.get('response_type') !== 'code') {
      return { redirect: { error: 'unsupported_response_type', description: 'Missing or unsupported response_type.' } };
    }
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0 || scopes.some((scope) => !KNOWN_SCOPES.has(scope))) {
      return {
        redirect: { error: 'invalid_scope', description: 'The requested scope is invalid, unknown, or malformed.' },
      };
    }
    return null;
  }

  /** Discord sends the browser back with the error and the state it was given. */
  function redirectBack(res: ServerResponse, params: URLSearchParams, query: Record<string, string>): void {
    const target = new URL(params.get('redirect_uri') ?? '');
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    const state = params.get('state');
    if (state !== null) target.searchParams.set('state', state);
    redirect(res, target.toString());
  }

  function answerProblem(res: ServerResponse, params: URLSearchParams, problem: NonNullable<AuthorizeProblem>): void {
    if ('page' in problem) return sendHtml(res, 400, problem.page);
    redirectBack(res, params, { error: problem.redirect.error, error_description: problem.redirect.description });
  }

  /** Client credentials from the form or from HTTP Basic, as Discord accepts both. */
  function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
    }
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
  }

  function handleToken(req: IncomingMessage, res: ServerResponse, body: string): void {
    // The token URL only takes form bodies; Discord answers anything else as an unknown grant.
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/x-www-form-urlencoded') {
      return oauthError(res, 400, 'unsupported_grant_type', 'Unsupported grant type');
    }
    const form = new URLSearchParams(body);
    const client = clientOf(req, form);
    if (client.id !== clientId || client.secret !== clientSecret) return oauthError(res, 401, 'invalid_client');
    if (form.get('grant_type') !== 'authorization_code') {
      return oauthError(res, 400, 'unsupported_grant_type', 'Unsupported grant type');
    }
    const code = form.get('code');
    if (!code) return oauthError(res, 400, 'invalid_request', 'Missing "code" in request.');
    const grant = grants.get(code);
    // A code works once, whatever the outcome of the attempt.
    grants.delete(code);
    if (!grant || grant.expiresAt < Date.now() || grant.clientId !== client.id) {
      return oauthError(res, 400, 'invalid_grant', 'Invalid "code" in request.');
    }
    if (form.get('redirect_uri') !== grant.redirectUri) {
      return oauthError(res, 400, 'invalid_grant', 'Invalid "redirect_uri" in request.');
    }
    const accessToken = randomBytes(24).toString('hex');
    accessTokens.set(accessToken, { username: grant.username, scopes: grant.scopes });
    return sendJson(res, 200, {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: 604800,
      refresh_token: randomBytes(24).toString('hex'),
      scope: grant.scopes.join(' '),
    });
  }

  let botDelayMs = 0;
  const overrides = createAnswerOverrides();

  const server = await listen(options.port ?? 0, async (req, res, url, body) => {
    const path = url.pathname.replace(/^\/api\/v\d+\//, '/api/');
    if (!path.startsWith('/_sandbox')) overrides.apply(req.method ?? 'GET', path, res);

    if (req.method === 'GET' && path === '/oauth2/authorize') {
      const problem = checkAuthorize(url.searchParams);
      if (problem) return answerProblem(res, url.searchParams, problem);
      return sendHtml(res, 200, authorizePage(url.searchParams));
    }

    if (req.method === 'GET' && path === '/oauth2/authorize/approve') {
      const params = url.searchParams;
      const problem = checkAuthorize(params);
      if (problem) return answerProblem(res, params, problem);
      const username = (params.get('username') ?? '').trim();
      if (!username) {
        return redirectBack(res, params, {
          error: 'access_denied',
          error_description: 'The resource owner or authorization server denied the request',
        });
      }
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        username,
        clientId,
        redirectUri: params.get('redirect_uri') ?? '',
        scopes: (params.get('scope') ?? '').split(' ').filter(Boolean),
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      return redirectBack(res, params, { code });
    }

    if (req.method === 'POST' && (path === '/api/oauth2/token' || path === '/oauth2/token')) {
      return handleToken(req, res, body);
    }

    if (req.method === 'GET' && path === '/api/users/@me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const holder = accessTokens.get(token);
      if (!holder || !holder.scopes.includes('identify')) {
        return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      }
      return sendJson(res, 200, profile(idOf(holder.username), holder.username, holder.scopes));
    }

    // GET /users/@me/guilds/{guild.id}/member: the member's own roles, for a token granted guilds.members.read.
    const ownMember = /^\/api\/users\/@me\/guilds\/(\d+)\/member$/.exec(path);
    if (req.method === 'GET' && ownMember) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const holder = accessTokens.get(token);
      if (!holder || !holder.scopes.includes(GUILD_MEMBER_SCOPE)) {
        return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      }
      return guild.answerMember(res, ownMember[1]!, holder.username, holder.scopes);
    }

    // Bot calls: GET /guilds/{guild.id}/members/{user.id} and GET /guilds/{guild.id}/roles.
    const botPath = /^\/api\/guilds\/(\d+)\/(members\/(\d+)|roles)$/.exec(path);
    if (req.method === 'GET' && botPath) {
      if (req.headers.authorization !== `Bot ${botToken}`) {
        return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      }
      if (botDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, botDelayMs));
      return guild.answerBot(res, botPath[1]!, botPath[3] ?? null);
    }

    // The control: PUT {roles} puts a member in the guild with those roles, DELETE makes them leave.
    const control = /^\/_sandbox\/guilds\/(\d+)\/members\/([^/]+)$/.exec(path);
    if (control && control[1] === SANDBOX_GUILD.id) {
      const username = decodeURIComponent(control[2]!);
      if (req.method === 'PUT') {
        const roles = (JSON.parse(body || '{}') as { roles?: unknown }).roles;
        if (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')) {
          return sendJson(res, 400, { message: 'roles must be an array of role ids' });
        }
        guild.setMemberRoles(username, roles as string[]);
        return sendJson(res, 200, { username, roles: guild.memberRoles(username) });
      }
      if (req.method === 'DELETE') {
        guild.removeMember(username);
        return sendJson(res, 200, { username, roles: null });
      }
    }
    if (req.method === 'GET' && path === `/_sandbox/guilds/${SANDBOX_GUILD.id}`) {
      return sendJson(res, 200, guild.describe());
    }

    return sendJson(res, 404, { message: '404: Not Found', code: 0 });
  });
  return {
    ...server,
    clientId,
    clientSecret,
    botToken,
    preAuthorize(code, username, redirectUri, scopes = SIGN_IN_SCOPES) {
      grants.set(code, {
        username,
        clientId,
        redirectUri,
        scopes: [...scopes],
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
    },
    setMemberRoles: (username, roleIds) => guild.setMemberRoles(username, roleIds),
    removeMember: (username) => guild.removeMember(username),
    memberRoles: (username) => guild.memberRoles(username),
    setBotDelay: (ms) => {
      botDelayMs = Math.max(0, ms);
    },
    renameAccount(from, to) {
      renamedIds.set(to.toLowerCase(), idOf(from));
      renamedIds.set(from.toLowerCase(), sandboxDiscordId(`${from} (new account)`));
    },
    discordIdOf: idOf,
    overrideAnswer: (method, path, answer) => overrides.set(method, path, answer),
    clearAnswerOverrides: () => overrides.clear(),
  };
}

/** Discord's role object (`GET /guilds/{guild.id}/roles` answers an array of them). */
function roleObject(role: (typeof SANDBOX_GUILD.roles)[number]) {
  return {
    id: role.id,
    name: role.name,
    description: null,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: role.position > 0 && !role.managed,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.id === SANDBOX_GUILD.id ? '2222085186637376' : '0',
    managed: role.managed,
    mentionable: false,
    flags: 0,
    ...(role.managed ? { tags: { bot_id: SANDBOX_BOT_USER_ID } } : {}),
  };
}

/**
 * The sandbox guild's members and roles, answered in Discord's shapes: a guild member object
 * (`roles` is an array of role id strings), 404 `Unknown Member` (10007) for someone not in the
 * guild, 404 `Unknown Guild` (10004) for an unknown guild, 403 `Missing Access` (50001) for the
 * guild the bot is not in, the role objects of `GET /guilds/{guild.id}/roles`, and per-route rate-limit headers on bot
 * calls with a 429 and `retry_after` when the bucket is empty.
 */
function createSandboxGuild(rateLimit: { limit: number; windowMs: number }) {
  const members = new Map<string, { username: string; roles: string[]; joinedAt: string }>();
  // Managed roles are Discord's to assign (a bot's own role), never a member's.
  const knownRoles = new Set<string>(SANDBOX_GUILD.roles.filter((role) => !role.managed).map((role) => role.id));
  const setMemberRoles = (username: string, roleIds: string[]) => {
    const id = sandboxDiscordId(username);
    const roles = [...new Set(roleIds.filter((role) => knownRoles.has(role) && role !== SANDBOX_GUILD.id))];
    members.set(id, { username, roles, joinedAt: members.get(id)?.joinedAt ?? new Date().toISOString() });
  };
  for (const [username, roles] of Object.entries(INITIAL_GUILD_MEMBERS)) setMemberRoles(username, roles);
  let window = { startedAt: 0, used: 0 };

  const memberObject = (userId: string, scopes: string[]) => {
    const member = members.get(userId)!;
    return {
      user: profile(
        userId,
        member.username,
        scopes.filter((scope) => scope !== 'email'),
      ),
      nick: null,
      avatar: null,
      banner: null,
      roles: member.roles,
      joined_at: member.joinedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
    };
  };
  const unknown = (res: ServerResponse, guildId: string) =>
    guildId !== SANDBOX_GUILD.id
      ? sendJson(res, 404, { message: 'Unknown Guild', code: 10004 })
      : sendJson(res, 404, { message: 'Unknown Member', code: 10007 });

  return {
    setMemberRoles,
    removeMember: (username: string) => void members.delete(sandboxDiscordId(username)),
    memberRoles: (username: string) => members.get(sandboxDiscordId(username))?.roles ?? null,
    describe: () => ({
      ...SANDBOX_GUILD,
      members: [...members.entries()].map(([id, member]) => ({ id, username: member.username, roles: member.roles })),
    }),

    answerMember(res: ServerResponse, guildId: string, username: string, scopes: string[]): void {
      const userId = sandboxDiscordId(username);
      if (guildId !== SANDBOX_GUILD.id || !members.has(userId)) return unknown(res, guildId);
      sendJson(res, 200, memberObject(userId, scopes));
    },

    answerBot(res: ServerResponse, guildId: string, userId: string | null): void {
      const now = Date.now();
      if (now - window.startedAt >= rateLimit.windowMs) window = { startedAt: now, used: 0 };
      const resetAfter = Math.max(0, window.startedAt + rateLimit.windowMs - now) / 1000;
      const headers = {
        'X-RateLimit-Limit': String(rateLimit.limit),
        'X-RateLimit-Remaining': String(Math.max(0, rateLimit.limit - window.used - 1)),
        'X-RateLimit-Reset': ((window.startedAt + rateLimit.windowMs) / 1000).toFixed(3),
        'X-RateLimit-Reset-After': resetAfter.toFixed(3),
        'X-RateLimit-Bucket': userId ? 'sandbox-guild-member' : 'sandbox-guild-roles',
      };
      if (window.used >= rateLimit.limit) {
        return sendJson(
          res,
          429,
          { message: 'You are being rate limited.', retry_after: resetAfter, global: false },
          {
            ...headers,
            'X-RateLimit-Remaining': '0',
            'Retry-After': String(Math.ceil(resetAfter)),
            'X-RateLimit-Scope': 'user',
          },
        );
      }
      window.used++;
      if (guildId === SANDBOX_FOREIGN_GUILD_ID)
        return sendJson(res, 403, { message: 'Missing Access', code: 50001 }, headers);
      if (guildId !== SANDBOX_GUILD.id) return sendJson(res, 404, { message: 'Unknown Guild', code: 10004 }, headers);
      if (userId === null) return sendJson(res, 200, SANDBOX_GUILD.roles.map(roleObject), headers);
      if (!members.has(userId)) return sendJson(res, 404, { message: 'Unknown Member', code: 10007 }, headers);
      sendJson(res, 200, memberObject(userId, ['identify']), headers);
    },
  };
}
