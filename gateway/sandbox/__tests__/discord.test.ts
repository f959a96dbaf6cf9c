import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordClient } from '../../src/infra/discordClient';
import {
  SANDBOX_FOREIGN_GUILD_ID,
  SANDBOX_GUILD,
  SANDBOX_MEMBER_ROLE_ID,
  sandboxDiscordId,
  startDiscordSandbox,
  type DiscordSandbox,
} from '../discord';

const REDIRECT = 'http://127.0.0.1:9/auth/discord/callback';

describe('sandbox Discord refuses what Discord refuses', () => {
  let discord: DiscordSandbox;
  beforeAll(async () => {
    discord = await startDiscordSandbox();
  });
  afterAll(() => discord.close());

  const authorizeParams = (overrides: Record<string, string | null> = {}) => {
    const params = new URLSearchParams({
      client_id: discord.clientId,
      response_type: 'code',
      scope: 'identify email',
      redirect_uri: REDIRECT,
      state: 'state-from-the-app',
    });
    for (const [key, value] of Object.entries(overrides)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return params;
  };

  /** Approves as `username` and returns where Discord sends the browser back. */
  async function approve(overrides: Record<string, string | null> = {}, username = 'demo-member'): Promise<URL> {
    const params = authorizeParams(overrides);
    params.set('username', username);
    const response = await fetch(`${discord.url}/oauth2/authorize/approve?${params}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  }

  type TokenAnswer = { access_token: string; scope: string; token_type: string; error?: string };
  const token = (form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${discord.url}/api/v10/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: contentType.includes('json') ? JSON.stringify(form) : new URLSearchParams(form).toString(),
    });

  const tokenForm = (code: string, overrides: Record<string, string> = {}) => ({
    client_id: discord.clientId,
    client_secret: discord.clientSecret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    ...overrides,
  });

  it('the authorize page answers 400 to an unknown client_id', async () => {
    const response = await fetch(`${discord.url}/oauth2/authorize?${authorizeParams({ client_id: '42' })}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown application');
  });

  it('an unknown or missing scope is sent back as invalid_scope with the state', async () => {
    for (const scope of ['identify emails', null]) {
      const response = await fetch(`${discord.url}/oauth2/authorize?${authorizeParams({ scope })}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      const back = new URL(response.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      expect(back.searchParams.get('error')).toBe('invalid_scope');
      expect(back.searchParams.get('state')).toBe('state-from-the-app');
    }
  });

  it('a response_type other than code is refused', async () => {
    const response = await fetch(`${discord.url}/oauth2/authorize?${authorizeParams({ response_type: 'token' })}`, {
      redirect: 'manual',
    });
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
  });

  it('the authorize page keeps the state, and the approval returns exactly the state it was given', async () => {
    const page = await (await fetch(`${discord.url}/oauth2/authorize?${authorizeParams({ state: 'a b&c' })}`)).text();
    expect(page).toContain('name="state" value="a b&amp;c"');
    const back = await approve({ state: 'a b&c' });
    expect(back.searchParams.get('state')).toBe('a b&c');
    expect(back.searchParams.get('code')).toBeTruthy();
    const withoutState = await approve({ state: null });
    expect(withoutState.searchParams.has('state')).toBe(false);
  });

  it('the token endpoint refuses a JSON body (form bodies only)', async () => {
    const code = (await approve()).searchParams.get('code')!;
    const response = await token(tokenForm(code), 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Unsupported grant type',
    });
  });

  it('the token endpoint refuses missing or wrong client credentials (401 invalid_client)', async () => {
    const code = (await approve()).searchParams.get('code')!;
    const { client_secret: _secret, ...withoutSecret } = tokenForm(code);
    for (const form of [
      withoutSecret,
      tokenForm(code, { client_secret: 'wrong' }),
      tokenForm(code, { client_id: '1' }),
    ]) {
      const response = await token(form);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'invalid_client' });
    }
  });

  it('the token endpoint refuses a missing or other grant_type and a missing code', async () => {
    const code = (await approve()).searchParams.get('code')!;
    const { grant_type: _grant, ...withoutGrant } = tokenForm(code);
    expect(((await (await token(withoutGrant)).json()) as TokenAnswer).error).toBe('unsupported_grant_type');
    expect(((await (await token(tokenForm(code, { grant_type: 'password' }))).json()) as TokenAnswer).error).toBe(
      'unsupported_grant_type',
    );
    const { code: _code, ...withoutCode } = tokenForm(code);
    const missingCode = await token(withoutCode);
    expect(missingCode.status).toBe(400);
    expect(await missingCode.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Missing "code" in request.',
    });
  });

  it('the redirect_uri must be the one of the authorize request', async () => {
    const code = (await approve()).searchParams.get('code')!;
    const response = await token(tokenForm(code, { redirect_uri: 'http://127.0.0.1:9/elsewhere' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid "redirect_uri" in request.',
    });
  });

  it('a code works once', async () => {
    const code = (await approve()).searchParams.get('code')!;
    expect((await token(tokenForm(code))).status).toBe(200);
    const again = await token(tokenForm(code));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
  });

  it('the token carries the granted scopes; /users/@me needs a Bearer token and gives the e-mail only with `email`', async () => {
    const withEmail = (await (
      await token(tokenForm((await approve()).searchParams.get('code')!))
    ).json()) as TokenAnswer;
    expect(withEmail).toMatchObject({ token_type: 'Bearer', scope: 'identify email' });
    const me = (accessToken: string, scheme = 'Bearer') =>
      fetch(`${discord.url}/api/v10/users/@me`, { headers: { Authorization: `${scheme} ${accessToken}` } });

    expect((await me(withEmail.access_token, 'Bot')).status).toBe(401);
    const anonymous = await fetch(`${discord.url}/api/v10/users/@me`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    expect(await (await me(withEmail.access_token)).json()).toMatchObject({
      username: 'demo-member',
      email: 'demo-member@sandbox.example',
      verified: true,
    });

    const identifyOnly = (await (
      await token(tokenForm((await approve({ scope: 'identify' })).searchParams.get('code')!))
    ).json()) as TokenAnswer;
    const profile = (await (await me(identifyOnly.access_token)).json()) as Record<string, unknown>;
    expect(profile.username).toBe('demo-member');
    expect(profile).not.toHaveProperty('email');

    const guildsOnly = (await (
      await token(tokenForm((await approve({ scope: 'guilds' })).searchParams.get('code')!))
    ).json()) as TokenAnswer;
    expect((await me(guildsOnly.access_token)).status).toBe(401);
  });

  it("the gateway's Discord client signs in against it", async () => {
    const client = createDiscordClient({
      clientId: discord.clientId,
      clientSecret: discord.clientSecret,
      apiUrl: `${discord.url}/api/v10`,
      cdnUrl: `${discord.url}/cdn`,
      redirectUri: REDIRECT,
      authorizeUrl: `${discord.url}/oauth2/authorize`,
    });
    const authorize = new URL(client.authorizeUrl('client-state'));
    authorize.searchParams.set('username', 'demo-admin');
    const back = await fetch(`${discord.url}/oauth2/authorize/approve${authorize.search}`, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe('client-state');
    const profile = await client.fetchProfile(await client.exchangeCode(callback.searchParams.get('code')!));
    expect(profile).toMatchObject({ username: 'demo-admin', email: 'demo-admin@sandbox.example' });
  });

  describe('guild members and roles', () => {
    const guildUrl = (rest: string) => `${discord.url}/api/v10/guilds/${SANDBOX_GUILD.id}${rest}`;
    const bot = () => ({ Authorization: `Bot ${discord.botToken}` });

    it('the bot reads a member: roles are role ids; 10007 Unknown Member outside the guild; rate-limit headers', async () => {
      discord.setMemberRoles('guild-reader', [SANDBOX_MEMBER_ROLE_ID]);
      const member = await fetch(guildUrl(`/members/${sandboxDiscordId('guild-reader')}`), { headers: bot() });
      expect(member.status).toBe(200);
      expect(member.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(member.headers.get('x-ratelimit-reset-after')).toMatch(/^\d+(\.\d+)?$/);
      const body = (await member.json()) as { roles: string[]; user: { id: string }; joined_at: string };
      expect(body.roles).toEqual([SANDBOX_MEMBER_ROLE_ID]);
      expect(body.user.id).toBe(sandboxDiscordId('guild-reader'));
      discord.removeMember('guild-reader');
      const gone = await fetch(guildUrl(`/members/${sandboxDiscordId('guild-reader')}`), { headers: bot() });
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: 'Unknown Member', code: 10007 });
      const other = await fetch(`${discord.url}/api/v10/guilds/1180000000000009999/members/1`, { headers: bot() });
      expect(await other.json()).toMatchObject({ code: 10004 });
    });

    it("the bot lists the guild's roles as Discord's role objects; 403 Missing Access for a guild the bot is not in", async () => {
      const response = await fetch(guildUrl('/roles'), { headers: bot() });
      expect(response.status).toBe(200);
      const roles = (await response.json()) as Array<Record<string, unknown>>;
      expect(roles.map((role) => role.name)).toEqual(['@everyone', 'Member', 'Moderator', 'Portal Bot']);
      expect(roles[0]!.id).toBe(SANDBOX_GUILD.id);
      expect(roles[1]).toMatchObject({
        id: SANDBOX_MEMBER_ROLE_ID,
        color: expect.any(Number),
        hoist: expect.any(Boolean),
        position: 1,
        permissions: expect.any(String),
        managed: false,
        mentionable: false,
        flags: 0,
      });
      expect(roles[3]).toMatchObject({ managed: true, tags: { bot_id: expect.any(String) } });
      const foreign = await fetch(`${discord.url}/api/v10/guilds/${SANDBOX_FOREIGN_GUILD_ID}/roles`, {
        headers: bot(),
      });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ message: 'Missing Access', code: 50001 });
      const unauthorized = await fetch(guildUrl('/roles'), { headers: { Authorization: 'Bot wrong' } });
      expect(unauthorized.status).toBe(401);
      expect(await unauthorized.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    });

    it('bot calls need `Bot <token>`; a user token needs guilds.members.read for its own member', async () => {
      const bearer = await fetch(guildUrl(`/members/${sandboxDiscordId('demo-member')}`), {
        headers: { Authorization: `Bearer ${discord.botToken}` },
      });
      expect(bearer.status).toBe(401);
      discord.preAuthorize('guild-code', 'demo-member', REDIRECT, ['identify', 'guilds.members.read']);
      const client = createDiscordClient({
        clientId: discord.clientId,
        clientSecret: discord.clientSecret,
        apiUrl: `${discord.url}/api/v10`,
        cdnUrl: `${discord.url}/cdn`,
        redirectUri: REDIRECT,
        authorizeUrl: `${discord.url}/oauth2/authorize`,
      });
      const token = await client.exchangeCode('guild-code');
      expect(await client.fetchOwnGuildMember(token, SANDBOX_GUILD.id)).toEqual({ roles: [SANDBOX_MEMBER_ROLE_ID] });
      discord.preAuthorize('plain-code', 'demo-member', REDIRECT);
      const plain = await client.exchangeCode('plain-code');
      await expect(client.fetchOwnGuildMember(plain, SANDBOX_GUILD.id)).rejects.toThrow(/refused/);
    });

    it('the control sets roles over HTTP, and an empty bucket answers 429 that the client waits out', async () => {
      const put = await fetch(`${discord.url}/_sandbox/guilds/${SANDBOX_GUILD.id}/members/http-member`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ roles: [SANDBOX_MEMBER_ROLE_ID] }),
      });
      expect(await put.json()).toEqual({ username: 'http-member', roles: [SANDBOX_MEMBER_ROLE_ID] });
      const limited = await startDiscordSandbox({ rateLimit: { limit: 2, windowMs: 300 } });
      try {
        const client = createDiscordClient({
          clientId: limited.clientId,
          clientSecret: limited.clientSecret,
          apiUrl: `${limited.url}/api/v10`,
          cdnUrl: `${limited.url}/cdn`,
          redirectUri: REDIRECT,
          authorizeUrl: `${limited.url}/oauth2/authorize`,
        });
        for (let i = 0; i < 5; i++) {
          expect(
            await client.fetchGuildMember(limited.botToken, SANDBOX_GUILD.id, sandboxDiscordId('demo-member')),
          ).toEqual({
            roles: [SANDBOX_MEMBER_ROLE_ID],
          });
        }
        const raw = [];
        for (let i = 0; i < 3; i++)
          raw.push(
            await fetch(`${limited.url}/api/guilds/${SANDBOX_GUILD.id}/roles`, {
              headers: { Authorization: `Bot ${limited.botToken}` },
            }),
          );
        expect(raw.map((r) => r.status)).toContain(429);
      } finally {
        await limited.close();
      }
    });
  });
});
