import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('sign-in with Discord', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({ INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin, Chief-Admin' });
  });
  afterAll(() => t.close());

  it('public config offers the authorize URL with code flow, identify email scope and our callback', async () => {
    const response = await t.request('/config');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { discordAuthorizeUrl: string; sandbox: { discord: boolean } };
    const url = new URL(body.discordAuthorizeUrl);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('identify email');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${t.gateway.url.replace('127.0.0.1', '127.0.0.1')}/auth/discord/callback`,
    );
    expect(url.searchParams.get('client_id')).toBe('sandbox-client');
    expect(body.sandbox.discord).toBe(true);
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

  it('the callback sends the browser to the shell with token and user, never to another host', async () => {
    const configBody = (await (await t.request('/config')).json()) as { discordAuthorizeUrl: string };
    const authorize = new URL(configBody.discordAuthorizeUrl);
    const approve = new URL('/oauth2/authorize/approve', authorize);
    approve.search = authorize.search;
    approve.searchParams.set('username', 'callback-user');
    const callback = (await fetch(approve, { redirect: 'manual' })).headers.get('location') ?? '';
    expect(callback.startsWith(`${t.gateway.url}/auth/discord/callback?code=`)).toBe(true);
    const response = await fetch(callback, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const shell = new URL(response.headers.get('location') ?? '');
    expect(shell.origin).toBe('http://localhost:3000');
    expect(JSON.parse(shell.searchParams.get('user') ?? '{}')).toMatchObject({ username: 'callback-user' });
    expect(shell.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('a refused or reused code sends the browser back with an error, and POST answers 401', async () => {
    const response = await fetch(`${t.gateway.url}/auth/discord/callback?code=not-a-real-code`, { redirect: 'manual' });
    const shell = new URL(response.headers.get('location') ?? '');
    expect(shell.searchParams.get('error')).toBe('sign_in_failed');
    expect(shell.searchParams.has('token')).toBe(false);

    const post = await t.request('/auth/discord', { method: 'POST', json: { code: 'not-a-real-code' } });
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({
      error: 'Discord sign-in failed. Please try again.',
      message: 'Discord sign-in failed. Please try again.',
      requestId: expect.any(String),
    });
  });

  it('a denial at Discord comes back as an error for the shell to log', async () => {
    const response = await fetch(`${t.gateway.url}/auth/discord/callback?error=access_denied`, { redirect: 'manual' });
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('error')).toBe('access_denied');
  });

  it('POST /auth/discord exchanges a code for {token, user}', async () => {
    const configBody = (await (await t.request('/config')).json()) as { discordAuthorizeUrl: string };
    const authorize = new URL(configBody.discordAuthorizeUrl);
    const approve = new URL('/oauth2/authorize/approve', authorize);
    approve.search = authorize.search;
    approve.searchParams.set('username', 'spa-user');
    const callback = new URL((await fetch(approve, { redirect: 'manual' })).headers.get('location') ?? '');
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
