import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, listen, redirect, sendHtml, sendJson, type SandboxServer } from './http';

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

const CODE_LIFETIME_MS = 10 * 60_000;

/** A stable snowflake-like Discord id for a username, so the same name is the same user. */
export function sandboxDiscordId(username: string): string {
  const digest = createHash('sha256').update(username.toLowerCase()).digest();
  return ((digest.readBigUInt64BE(0) % 900000000000000000n) + 100000000000000000n).toString();
}

function profile(username: string, scopes: string[]) {
  return {
    id: sandboxDiscordId(username),
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
  /** Makes `code` a valid authorization code for `username` (contract tests use fixed codes). */
  preAuthorize(code: string, username: string, redirectUri: string): void;
};

export type DiscordSandboxOptions = { port?: number; clientId?: string; clientSecret?: string };

/** The authorize request's problem, answered the way Discord answers it; null when it is valid. */
type AuthorizeProblem = { page: string } | { redirect: { error: string; description: string } } | null;

export async function startDiscordSandbox(options: DiscordSandboxOptions = {}): Promise<DiscordSandbox> {
  const clientId = options.clientId ?? 'sandbox-client';
  const clientSecret = options.clientSecret ?? 'sandbox-secret';
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { username: string; scopes: string[] }>();

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

  const server = await listen(options.port ?? 0, (req, res, url, body) => {
    const path = url.pathname.replace(/^\/api\/v\d+\//, '/api/');

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
      return sendJson(res, 200, profile(holder.username, holder.scopes));
    }

    return sendJson(res, 404, { message: '404: Not Found', code: 0 });
  });
  return {
    ...server,
    clientId,
    clientSecret,
    preAuthorize(code, username, redirectUri) {
      grants.set(code, {
        username,
        clientId,
        redirectUri,
        scopes: [...SIGN_IN_SCOPES],
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
    },
  };
}
