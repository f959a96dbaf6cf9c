import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAtSandboxDiscord, openCallback, startSandboxDiscordSignIn } from '../../../sandbox/browserFlows';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('sign-in with Discord', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({ INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin, Chief-Admin' });
  });
  afterAll(() => t.close());

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
    expect(cookie).toMatch(/Path=\/auth\/discord/);
  });

  it('each start gives a new state', async () => {
    const first = await startSandboxDiscordSignIn(t.gateway.url);
    const second = await startSandboxDiscordSignIn(t.gateway.url);
    expect(first.authorize.searchParams.get('state')).not.toBe(second.authorize.searchParams.get('state'));
  });

  it('the demo admin signs in through the callback and /auth/me returns an admin, whitelisted user', async () => {
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

  it('the callback sends the browser to the shell with token and user, never to another host, and clears the cookie', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const callback = await approveAtSandboxDiscord(flow.authorize, 'callback-user');
    expect(callback.toString().startsWith(`${t.gateway.url}/auth/discord/callback?code=`)).toBe(true);
    const response = await fetch(callback, { redirect: 'manual', headers: { Cookie: flow.cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/^portal_sign_in_state=; .*Max-Age=0/);
    const shell = new URL(response.headers.get('location') ?? '');
    expect(shell.origin).toBe('http://localhost:3000');
    expect(JSON.parse(shell.searchParams.get('user') ?? '{}')).toMatchObject({ username: 'callback-user' });
    expect(shell.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(shell.searchParams.has('nonce')).toBe(false);
  });

  it("the shell's nonce comes back with the token", async () => {
    const nonce = 'shell-nonce-0123456789abcdef';
    const flow = await startSandboxDiscordSignIn(t.gateway.url, nonce);
    const shell = await openCallback(await approveAtSandboxDiscord(flow.authorize, 'nonce-user'), flow.cookie);
    expect(shell.searchParams.get('nonce')).toBe(nonce);
    expect(shell.searchParams.get('token')).toBeTruthy();
    const malformed = await fetch(`${t.gateway.url}/auth/discord/start?nonce=short`, { redirect: 'manual' });
    expect(malformed.status).toBe(400);
  });

  describe('login CSRF: the callback signs in only the browser that started the flow, once', () => {
    const refused = (shell: URL) => {
      expect(shell.origin).toBe('http://localhost:3000');
      expect(shell.searchParams.get('error')).toBe('invalid_state');
      expect(shell.searchParams.has('token')).toBe(false);
      expect(shell.searchParams.has('user')).toBe(false);
    };

    it('a callback without a state cookie (captured and opened in another browser) is refused', async () => {
      const flow = await startSandboxDiscordSignIn(t.gateway.url);
      const callback = await approveAtSandboxDiscord(flow.authorize, 'csrf-attacker');
      refused(await openCallback(callback, null));
      // The browser that started it still can finish: the refused attempt did not spend it.
      expect((await openCallback(callback, flow.cookie)).searchParams.get('token')).toBeTruthy();
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
      expect((await openCallback(callback, flow.cookie)).searchParams.get('token')).toBeTruthy();
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
      refused(await openCallback(lateCallback, late.cookie));
    });

    it('a code sent without any state (an old bookmarked callback) signs nobody in', async () => {
      const response = await fetch(`${t.gateway.url}/auth/discord/callback?code=not-a-real-code`, {
        redirect: 'manual',
      });
      refused(new URL(response.headers.get('location') ?? ''));
    });
  });

  it('a refused code sends the browser back with an error, and POST answers 401', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const callback = await approveAtSandboxDiscord(flow.authorize, 'refused-code');
    callback.searchParams.set('code', 'not-a-real-code');
    const shell = await openCallback(callback, flow.cookie);
    expect(shell.searchParams.get('error')).toBe('sign_in_failed');
    expect(shell.searchParams.has('token')).toBe(false);

    const post = await t.request('/auth/discord', { method: 'POST', json: { code: 'not-a-real-code' } });
    expect(post.status).toBe(401);
    expect(await post.json()).toMatchObject({
      error: 'Discord sign-in failed. Please try again.',
      message: 'Discord sign-in failed. Please try again.',
      requestId: expect.any(String),
    });
  });

  it('a denial at Discord comes back as an error for the shell to show', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const denied = new URL(`${t.gateway.url}/auth/discord/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', flow.authorize.searchParams.get('state') ?? '');
    expect((await openCallback(denied, flow.cookie)).searchParams.get('error')).toBe('access_denied');
  });

  it('POST /auth/discord exchanges a code for {token, user}', async () => {
    const flow = await startSandboxDiscordSignIn(t.gateway.url);
    const callback = await approveAtSandboxDiscord(flow.authorize, 'spa-user');
    const response = await t.request('/auth/discord', {
      method: 'POST',
      json: { code: callback.searchParams.get('code') },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: { username: string; isWhitelisted: boolean } };
    expect(body.user).toMatchObject({ username: 'spa-user', isWhitelisted: false, isAdmin: false });
    expect((await t.request('/auth/me', { token: body.token })).status).toBe(200);
  });

  it('a body that breaks the contract gets 400 with field details', async () => {
    const missing = await t.request('/auth/discord', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { details: { field: string }[] };
    expect(body.details).toContainEqual({ field: 'body.code', message: 'body.code is required' });

    const extra = await t.request('/auth/discord', { method: 'POST', json: { code: 'x', admin: true } });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { details: { field: string }[] }).details[0]?.field).toBe('body.admin');

    const malformed = await t.request('/auth/discord', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"code":',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 502 with a clear message when Discord is unreachable', async () => {
    const down = await startTestGateway({ DISCORD_API_URL: 'http://127.0.0.1:1/api/v10' });
    try {
      const response = await down.request('/auth/discord', { method: 'POST', json: { code: 'abc' } });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe(
        'Discord is not reachable right now. Please try again.',
      );
    } finally {
      await down.close();
    }
  });
});
