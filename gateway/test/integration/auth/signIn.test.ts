import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveAtSandboxDiscord,
  exchangeSignInCode,
  followCallback,
  openCallback,
  signInCodeOf,
  startSandboxDiscordSignIn,
} from '../../../sandbox/browserFlows';
import { hashSecret } from '../../../src/features/auth/secrets';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

const SHELL = 'http://localhost:3000';

describe('sign-in with Discord', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({
      INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin, Chief-Admin',
      ACCESS_TOKEN_TTL_SECONDS: '900',
    });
  });
  afterAll(() => t.close());

  /** Walks a sign-in up to the callback's answer: where it sends the browser, and the cookie it leaves. */
  async function callbackFor(username: string) {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const callback = await followCallback(await approveAtSandboxDiscord(flow.authorize, username), flow.cookie);
    return {
      ...callback,
      state: flow.authorize.searchParams.get('state') ?? '',
      code: signInCodeOf(callback.location),
    };
  }

  const exchange = (code: unknown, headers: Record<string, string> = {}) =>
    t.request('/auth/session', { method: 'POST', json: { code }, headers: { Origin: SHELL, ...headers } });

  const refresh = (headers: Record<string, string>) => t.request('/auth/refresh', { method: 'POST', headers });

  it('public config offers our sign-in start, which binds a state cookie and redirects to Discord with code flow, identify email scope, our callback and that state', async () => {
    const response = await t.request('/config');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { discordSignInUrl: string; sandbox: { discord: boolean } };
    expect(body.discordSignInUrl).toBe(`${t.gateway.url}/auth/discord/start`);
    expect(body.sandbox.discord).toBe(true);

    const start = await fetch(body.discordSignInUrl, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get('location') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${t.discord.url}/oauth2/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('identify email');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.gateway.url}/auth/discord/callback`);
    expect(url.searchParams.get('client_id')).toBe('sandbox-client');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^discord_sign_in\./);
    const cookie = start.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`portal_sign_in_state=${state};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/auth;/);
  });

  it('each start gives a new state', async () => {
    const first = await startSandboxDiscordSignIn(t.gateway.url);
    const second = await startSandboxDiscordSignIn(t.gateway.url);
    expect(first.authorize.searchParams.get('state')).not.toBe(second.authorize.searchParams.get('state'));
  });

  it('the demo admin signs in and /auth/me returns an admin, whitelisted user', async () => {
    const { token, user } = await t.signIn('demo-admin');
    expect(user).toMatchObject({ username: 'demo-admin', isAdmin: true, isWhitelisted: true });
    const me = await t.request('/auth/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: user.id,
      username: 'demo-admin',
      email: 'demo-admin@sandbox.example',
      isAdmin: true,
      isWhitelisted: true,
    });
  });

  it('the callback URL carries no token: the shell gets a single-use code in the fragment, bound to this browser by a fresh cookie', async () => {
    const { location, cookie, state, code } = await callbackFor('callback-user');
    expect(location.origin).toBe(SHELL);
    expect(location.pathname).toBe('/');
    expect(location.search).toBe('');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.hash).toBe(`#code=${code}`);
    // The cookie now holds a secret that appeared in no URL (the state did: it is in Discord's redirect).
    const binding = cookie?.replace(/^portal_sign_in_state=/, '') ?? '';
    expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(binding).not.toBe(state);
    // Nothing stored lets a database reader use the code: only its hash is kept.
    expect(await t.gateway.db.collection('signincodes').findOne({ _id: code as never })).toBeNull();
    expect(await t.gateway.db.collection('signincodes').findOne({ _id: hashSecret(code ?? '') as never })).toBeTruthy();
  });

  it('the callback sets the binding cookie for a minute on the auth routes only', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const callback = await approveAtSandboxDiscord(flow.authorize, 'cookie-user');
    const response = await fetch(callback, { redirect: 'manual', headers: { Cookie: flow.cookie } });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^portal_sign_in_state=[\w-]{43}; Path=\/auth; Max-Age=60; HttpOnly; SameSite=Lax$/);
  });

  it('the code exchange answers a short-lived token, the user and its expiry, and sets the HttpOnly, SameSite=Strict refresh cookie', async () => {
    const { cookie, code } = await callbackFor('exchange-user');
    const response = await exchange(code, { Cookie: cookie ?? '' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { token: string; user: { username: string }; expiresAt: string };
    expect(body.user).toMatchObject({ username: 'exchange-user', isWhitelisted: false, isAdmin: false });
    expect(new Date(body.expiresAt).getTime()).toBe(Math.floor(t.clock.now().getTime() / 1000) * 1000 + 900_000);
    expect((await t.request('/auth/me', { token: body.token })).status).toBe(200);

    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^portal_session=[\w-]{43}; Path=\/auth; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    // The session is stored under the cookie's hash, never the cookie itself.
    const secret = setCookie.split(';')[0]!.replace('portal_session=', '');
    expect(await t.gateway.db.collection('sessions').findOne({ _id: secret as never })).toBeNull();
    expect(await t.gateway.db.collection('sessions').findOne({ _id: hashSecret(secret) as never })).toBeTruthy();
  });

  it('a code works once', async () => {
    const { cookie, code } = await callbackFor('once-user');
    expect((await exchange(code, { Cookie: cookie ?? '' })).status).toBe(200);
    const again = await exchange(code, { Cookie: cookie ?? '' });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({
      error: 'Sign-in expired or was started in another browser. Please try again.',
    });
  });

  it('a code expires after a minute', async () => {
    const { cookie, code } = await callbackFor('late-user');
    t.clock.advance(61_000);
    try {
      expect((await exchange(code, { Cookie: cookie ?? '' })).status).toBe(401);
    } finally {
      t.clock.advance(-61_000);
    }
  });

  it('a stolen code signs nothing in from another browser; the browser that signed in still can', async () => {
    const victim = await callbackFor('victim-user');
    const attacker = await callbackFor('attacker-user');
    // No cookie at all, then the attacker's own binding cookie.
    expect((await exchange(victim.code)).status).toBe(401);
    expect((await exchange(victim.code, { Cookie: attacker.cookie ?? '' })).status).toBe(401);
    const own = await exchange(victim.code, { Cookie: victim.cookie ?? '' });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { user: { username: string } }).user.username).toBe('victim-user');
  });

  it('the cookie routes answer only the portal’s own origins (CSRF)', async () => {
    const { cookie, code } = await callbackFor('origin-user');
    const foreign = await exchange(code, { Cookie: cookie ?? '', Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'This request must come from the portal' });
    const missing = await t.request('/auth/session', {
      method: 'POST',
      json: { code },
      headers: { Cookie: cookie ?? '' },
    });
    expect(missing.status).toBe(403);
    // Refused before the code was looked at: it still works from the portal.
    const session = await exchangeSignInCode(t.gateway.url, code ?? '', cookie, SHELL);
    expect((await refresh({ Cookie: session.sessionCookie, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await refresh({ Cookie: session.sessionCookie })).status).toBe(403);
  });

  it('CORS lets the front ends call the auth routes with credentials', async () => {
    const preflight = await t.request('/auth/refresh', {
      method: 'OPTIONS',
      headers: { Origin: SHELL, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refresh answers a fresh token for the session’s cookie, reading the user anew', async () => {
    const session = await t.signInAs('refresh-user');
    t.clock.advance(600_000);
    try {
      const response = await refresh({ Cookie: session.sessionCookie, Origin: SHELL });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { token: string; user: { isWhitelisted: boolean }; expiresAt: string };
      expect(body.token).not.toBe(session.token);
      expect(body.user.isWhitelisted).toBe(true);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(new Date(session.expiresAt).getTime());
      expect((await t.request('/auth/me', { token: body.token })).status).toBe(200);
    } finally {
      t.clock.advance(-600_000);
    }
  });

  it('refresh without a live session answers 401 and clears the cookie', async () => {
    const none = await refresh({ Origin: SHELL });
    expect(none.status).toBe(401);
    expect(none.headers.get('set-cookie')).toMatch(/^portal_session=; Path=\/auth; Max-Age=0/);
    expect((await refresh({ Origin: SHELL, Cookie: 'portal_session=made-up-value' })).status).toBe(401);
  });

  it('logout ends the token and the refresh cookie at once, and clears the cookie', async () => {
    const session = await t.signIn('logout-user');
    const logout = await t.request('/auth/logout', { method: 'POST', token: session.token });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^portal_session=; Path=\/auth; Max-Age=0/);
    expect((await t.request('/auth/me', { token: session.token })).status).toBe(401);
    expect((await refresh({ Cookie: session.sessionCookie, Origin: SHELL })).status).toBe(401);
  });

  it('a session ends at its absolute lifetime: refresh stops, and no token outlives it', async () => {
    const session = await t.signIn('lifetime-user');
    const sessionEnds = new Date(session.expiresAt).getTime() - 900_000 + 28_800_000;
    t.clock.advance(28_800_000 - 300_000);
    try {
      const late = await refresh({ Cookie: session.sessionCookie, Origin: SHELL });
      expect(late.status).toBe(200);
      const body = (await late.json()) as { expiresAt: string };
      expect(new Date(body.expiresAt).getTime()).toBeLessThanOrEqual(sessionEnds);
      t.clock.advance(300_000);
      expect((await refresh({ Cookie: session.sessionCookie, Origin: SHELL })).status).toBe(401);
    } finally {
      t.clock.advance(-28_800_000);
    }
  });

  it('the old code-for-token call POST /auth/discord is gone', async () => {
    const response = await t.request('/auth/discord', { method: 'POST', json: { code: 'x' } });
    expect(response.status).toBe(404);
  });

  it('a code that breaks the contract gets 400 with field details', async () => {
    const missing = await t.request('/auth/session', { method: 'POST', json: {}, headers: { Origin: SHELL } });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { details: { field: string }[] };
    expect(body.details).toContainEqual({ field: 'body.code', message: 'body.code is required' });
    const extra = await t.request('/auth/session', {
      method: 'POST',
      json: { code: 'a'.repeat(43), userId: 'someone' },
      headers: { Origin: SHELL },
    });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { details: { field: string }[] }).details[0]?.field).toBe('body.userId');
    // Well formed but unknown: refused like any other bad code.
    expect((await exchange('a'.repeat(43))).status).toBe(401);
    const malformed = await exchange('short');
    expect(malformed.status).toBe(400);
  });

  describe('login CSRF: the callback signs in only the browser that started the flow, once', () => {
    const refused = (shell: URL) => {
      expect(shell.origin).toBe(SHELL);
      expect(shell.searchParams.get('error')).toBe('invalid_state');
      expect(shell.hash).toBe('');
    };

    it('a callback without a state cookie (captured and opened in another browser) is refused', async () => {
      const flow = await startSandboxDiscordSignIn(t.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'csrf-attacker');
      refused(await openCallback(callback, null));
      // The browser that started it still can finish: the refused attempt did not spend it.
      expect(signInCodeOf(await openCallback(callback, flow.cookie))).toBeTruthy();
    });

    it('a callback without a state in the URL is refused', async () => {
      const flow = await startSandboxDiscordSignIn(t.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'csrf-no-state');
      callback.searchParams.delete('state');
      refused(await openCallback(callback, flow.cookie));
    });

    it("another browser's state (its own cookie holds a different state) is refused", async () => {
      const attacker = await startSandboxDiscordSignIn(t.gateway.url);
      const victim = await startSandboxDiscordSignIn(t.gateway.url);
      const attackerCallback = await approveAtSandboxDiscord(attacker.authorize, 'csrf-attacker');
      refused(await openCallback(attackerCallback, victim.cookie));
    });

    it('a reused state is refused, even with its cookie', async () => {
      const flow = await startSandboxDiscordSignIn(t.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'csrf-replay');
      expect(signInCodeOf(await openCallback(callback, flow.cookie))).toBeTruthy();
      refused(await openCallback(callback, flow.cookie));
    });

    it('a forged or expired state is refused', async () => {
      const flow = await startSandboxDiscordSignIn(t.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'csrf-forged');
      const state = callback.searchParams.get('state') ?? '';
      const forged = `${state.slice(0, -2)}xx`;
      callback.searchParams.set('state', forged);
      refused(await openCallback(callback, `portal_sign_in_state=${forged}`));

      const late = await startSandboxDiscordSignIn(t.gateway.url);
      const lateCallback = await approveAtSandboxDiscord(late.authorize, 'csrf-late');
      t.clock.advance(11 * 60_000);
      try {
        refused(await openCallback(lateCallback, late.cookie));
      } finally {
        t.clock.advance(-11 * 60_000);
      }
    });

    it('a code sent without any state (an old bookmarked callback) signs nobody in', async () => {
      const response = await fetch(`${t.gateway.url}/auth/discord/callback?code=not-a-real-code`, {
        redirect: 'manual',
      });
      refused(new URL(response.headers.get('location') ?? ''));
    });
  });

  it('a refused Discord code sends the browser back with an error and no code', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const callback = await approveAtSandboxDiscord(flow.authorize, 'refused-code');
    callback.searchParams.set('code', 'not-a-real-code');
    const shell = await openCallback(callback, flow.cookie);
    expect(shell.searchParams.get('error')).toBe('sign_in_failed');
    expect(shell.hash).toBe('');
  });

  it('a denial at Discord comes back as an error for the shell to show', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const denied = new URL(`${t.gateway.url}/auth/discord/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', flow.authorize.searchParams.get('state') ?? '');
    expect((await openCallback(denied, flow.cookie)).searchParams.get('error')).toBe('access_denied');
  });

  it('tells the shell when Discord is unreachable', async () => {
    const down = await startTestGateway({ DISCORD_API_URL: 'http://127.0.0.1:1/api/v10' });
    try {
      const flow = await startSandboxDiscordSignIn(down.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'unreachable-user');
      const shell = await openCallback(callback, flow.cookie);
      expect(shell.searchParams.get('error')).toBe('discord_unavailable');
    } finally {
      await down.close();
    }
  });
});
