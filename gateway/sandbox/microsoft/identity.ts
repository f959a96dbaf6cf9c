import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, redirect, sendHtml, sendJson } from '../http';
import { identityError, readBytes } from './errors';
import {
  ACCESS_TOKEN_SECONDS,
  CLIENT_ID,
  CLIENT_SECRET,
  CODE_LIFETIME_MS,
  REQUIRED_TOKEN_FIELDS,
  SANDBOX_ACCOUNT,
} from './fixtures';

/** The identity platform's memory: codes handed out and redeemed, tokens issued, whether refresh tokens still work. */
export function createIdentityState() {
  return {
    codes: new Map<string, { redirectUri: string; scope: string; expiresAt: number }>(),
    redeemedCodes: new Set<string>(),
    /** Access tokens and when each expires (ms). */
    accessTokens: new Map<string, number>(),
    refreshTokens: new Set<string>(),
    refreshRevoked: false,
  };
}

export type IdentityState = ReturnType<typeof createIdentityState>;

/**
 * The Microsoft identity platform's v2.0 endpoints: the authorize page (and its approval), the token
 * endpoint with the authorization_code and refresh_token grants, refusing what Microsoft refuses.
 */
export function createIdentity(state: IdentityState) {
  const { codes, redeemedCodes, accessTokens, refreshTokens } = state;

  function issueTokens() {
    const accessToken = `sandbox-at-${randomBytes(24).toString('hex')}`;
    const refreshToken = `sandbox-rt-${randomBytes(24).toString('hex')}`;
    accessTokens.set(accessToken, Date.now() + ACCESS_TOKEN_SECONDS * 1000);
    refreshTokens.add(refreshToken);
    return {
      token_type: 'Bearer',
      scope: 'https://graph.microsoft.com/Files.ReadWrite https://graph.microsoft.com/User.Read',
      expires_in: ACCESS_TOKEN_SECONDS,
      ext_expires_in: ACCESS_TOKEN_SECONDS,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  }

  /** What the authorize endpoint refuses (shown on its own error page, as Microsoft does). */
  function authorizeProblem(params: URLSearchParams): string | null {
    if (params.get('client_id') !== CLIENT_ID) {
      return `AADSTS700016: Application with identifier '${params.get('client_id') ?? ''}' was not found in the directory.`;
    }
    for (const name of ['response_type', 'redirect_uri', 'scope']) {
      if (!params.get(name)) return `AADSTS900144: The request body must contain the following parameter: '${name}'.`;
    }
    if (params.get('response_type') !== 'code') {
      return 'AADSTS700054: response_type is not enabled for the application; use code.';
    }
    if (!URL.canParse(params.get('redirect_uri') ?? '')) {
      return 'AADSTS50011: The redirect URI specified in the request does not match the redirect URIs configured for the application.';
    }
    return null;
  }

  async function handleToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = (await readBytes(req, 100_000)).toString('utf8');
    // Only form bodies are read: a JSON body arrives as if no parameter had been sent.
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const form = new URLSearchParams(contentType === 'application/x-www-form-urlencoded' ? raw : '');
    const grantType = form.get('grant_type');
    if (!grantType) {
      return identityError(
        res,
        400,
        'invalid_request',
        900144,
        "The request body must contain the following parameter: 'grant_type'.",
      );
    }
    const required = REQUIRED_TOKEN_FIELDS[grantType];
    if (!required) {
      return identityError(res, 400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
    }
    const missing = required.find((name) => !form.get(name));
    if (missing) {
      return identityError(
        res,
        400,
        'invalid_request',
        900144,
        `The request body must contain the following parameter: '${missing}'.`,
      );
    }
    if (form.get('client_id') !== CLIENT_ID) {
      return identityError(
        res,
        400,
        'unauthorized_client',
        700016,
        `Application with identifier '${form.get('client_id')}' was not found in the directory.`,
      );
    }
    if (!form.get('client_secret')) {
      return identityError(
        res,
        401,
        'invalid_client',
        7000218,
        "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
      );
    }
    if (form.get('client_secret') !== CLIENT_SECRET) {
      return identityError(res, 401, 'invalid_client', 7000215, 'Invalid client secret provided.');
    }

    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant) {
        if (redeemedCodes.has(code)) {
          return identityError(res, 400, 'invalid_grant', 54005, 'OAuth2 Authorization code was already redeemed.');
        }
        return identityError(res, 400, 'invalid_grant', 9002313, 'Invalid request. Request is malformed or invalid.');
      }
      redeemedCodes.add(code);
      if (grant.expiresAt < Date.now()) {
        return identityError(
          res,
          400,
          'invalid_grant',
          70008,
          'The provided authorization code or refresh token has expired due to inactivity.',
        );
      }
      if (grant.redirectUri !== form.get('redirect_uri')) {
        return identityError(
          res,
          400,
          'invalid_grant',
          500112,
          'The reply address does not match the reply address provided when requesting the authorization code.',
        );
      }
      return sendJson(res, 200, issueTokens());
    }
    if (state.refreshRevoked || !refreshTokens.has(form.get('refresh_token') ?? '')) {
      return identityError(res, 400, 'invalid_grant', 700082, 'The refresh token has expired due to inactivity.');
    }
    return sendJson(res, 200, issueTokens());
  }

  async function handleIdentity(req: IncomingMessage, res: ServerResponse, url: URL, action: string): Promise<void> {
    if (req.method === 'POST' && action === 'token') return handleToken(req, res);
    if (req.method !== 'GET' || (action !== 'authorize' && action !== 'authorize/approve')) {
      return identityError(res, 404, 'invalid_request', 900561, 'The endpoint only accepts POST requests.');
    }
    const params = url.searchParams;
    const problem = authorizeProblem(params);
    if (problem) return sendHtml(res, 400, `<h1>Sign in</h1><p>${escapeHtml(problem)}</p>`);
    if (action === 'authorize') return sendHtml(res, 200, authorizePage(params));
    const redirectUri = params.get('redirect_uri') ?? '';
    const target = new URL(redirectUri);
    const code = `sandbox-code-${randomBytes(16).toString('hex')}`;
    codes.set(code, { redirectUri, scope: params.get('scope') ?? '', expiresAt: Date.now() + CODE_LIFETIME_MS });
    target.searchParams.set('code', code);
    // The state comes back exactly as it was sent.
    if (params.has('state')) target.searchParams.set('state', params.get('state') ?? '');
    return redirect(res, target.toString());
  }

  return { handleIdentity };
}

function authorizePage(params: URLSearchParams): string {
  const approve = new URLSearchParams(params);
  const deny = new URL(params.get('redirect_uri') ?? 'about:blank');
  deny.searchParams.set('error', 'access_denied');
  deny.searchParams.set(
    'error_description',
    'The user has denied access to the scope requested by the client application.',
  );
  if (params.get('state')) deny.searchParams.set('state', params.get('state') ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Microsoft · Sign in</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f3f2f1;display:grid;place-items:center;min-height:100vh;margin:0;color:#1b1b1b}
main{background:#fff;padding:2rem;max-width:26rem;width:100%;box-shadow:0 2px 6px rgba(0,0,0,.2)}a.button{display:block;text-align:center;padding:.75rem;margin:.5rem 0;background:#0067b8;color:#fff;text-decoration:none}
a.secondary{background:#ccc;color:#000}a:focus-visible{outline:3px solid #000}p.note{color:#555;font-size:.85rem}</style></head>
<body><main><h1>Sandbox Microsoft</h1><p class="note">A simulated Microsoft identity platform and OneDrive for local use.</p>
<p>The app asks for: ${escapeHtml(params.get('scope') ?? '')}</p>
<a class="button" id="approve" href="/common/oauth2/v2.0/authorize/approve?${escapeHtml(approve.toString())}">Continue as ${escapeHtml(SANDBOX_ACCOUNT.mail)}</a>
<a class="button secondary" id="deny" href="${escapeHtml(deny.toString())}">Cancel</a></main></body></html>`;
}
