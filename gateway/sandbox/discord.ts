import { createHash, randomBytes } from 'node:crypto';
import { escapeHtml, listen, redirect, sendHtml, sendJson, type SandboxServer } from './http';

/** The demo members offered on the sandbox authorize page. */
export const DEMO_MEMBERS = [
  { username: 'demo-admin', label: 'Admin', description: 'A whitelisted administrator' },
  { username: 'demo-member', label: 'Member', description: 'A whitelisted broker' },
  { username: 'demo-pending', label: 'Pending member', description: 'Signed up, not yet approved' },
] as const;

type Grant = { username: string; redirectUri: string; expiresAt: number };

/** A stable snowflake-like Discord id for a username, so the same name is the same user. */
export function sandboxDiscordId(username: string): string {
  const digest = createHash('sha256').update(username.toLowerCase()).digest();
  return ((digest.readBigUInt64BE(0) % 900000000000000000n) + 100000000000000000n).toString();
}

function profile(username: string) {
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
    email: `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@sandbox.example`,
    verified: true,
  };
}

function authorizePage(params: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
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
 * `POST /api/oauth2/token` and `GET /api/users/@me` (also under /api/v10).
 */
export type DiscordSandbox = SandboxServer & {
  /** Makes `code` a valid authorization code for `username` (contract tests use fixed codes). */
  preAuthorize(code: string, username: string, redirectUri: string): void;
};

export async function startDiscordSandbox(options: { port?: number } = {}): Promise<DiscordSandbox> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();

  const server = await listen(options.port ?? 0, (req, res, url, body) => {
    const path = url.pathname.replace(/^\/api\/v\d+\//, '/api/');

    if (req.method === 'GET' && path === '/oauth2/authorize') {
      if (url.searchParams.get('response_type') !== 'code' || !url.searchParams.get('redirect_uri')) {
        return sendHtml(
          res,
          400,
          '<h1>Invalid OAuth2 request</h1><p>response_type=code and redirect_uri are required.</p>',
        );
      }
      return sendHtml(res, 200, authorizePage(url.searchParams));
    }

    if (req.method === 'GET' && path === '/oauth2/authorize/approve') {
      const username = (url.searchParams.get('username') ?? '').trim();
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const target = new URL(redirectUri);
      const state = url.searchParams.get('state');
      if (!username) {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(16).toString('hex');
        grants.set(code, { username, redirectUri, expiresAt: Date.now() + 10 * 60_000 });
        target.searchParams.set('code', code);
      }
      if (state) target.searchParams.set('state', state);
      return redirect(res, target.toString());
    }

    if (req.method === 'POST' && path === '/api/oauth2/token') {
      const form = new URLSearchParams(body);
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || !form.get('client_id') || !form.get('client_secret')) {
        return sendJson(res, 400, {
          error: 'invalid_request',
          error_description: 'Missing client credentials or grant type',
        });
      }
      if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.get('redirect_uri')) {
        return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      }
      const accessToken = randomBytes(24).toString('hex');
      accessTokens.set(accessToken, grant.username);
      return sendJson(res, 200, {
        token_type: 'Bearer',
        access_token: accessToken,
        expires_in: 604800,
        refresh_token: randomBytes(24).toString('hex'),
        scope: 'identify email',
      });
    }

    if (req.method === 'GET' && path === '/api/users/@me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const username = accessTokens.get(token);
      if (!username) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 });
      return sendJson(res, 200, profile(username));
    }

    return sendJson(res, 404, { message: '404: Not Found', code: 0 });
  });
  return {
    ...server,
    preAuthorize(code, username, redirectUri) {
      grants.set(code, { username, redirectUri, expiresAt: Date.now() + 10 * 60_000 });
    },
  };
}
