import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDiscordId } from '../../../sandbox/discord';
import { startTestGateway, type TestGateway } from '../../support/testGateway';

describe('who may call what', () => {
  let t: TestGateway;
  let adminToken: string;
  let memberToken: string;
  let pendingToken: string;

  beforeAll(async () => {
    t = await startTestGateway({ INITIAL_ADMIN_DISCORD_USERNAMES: 'demo-admin', JWT_TTL_SECONDS: '3600' });
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'demo-member',
      notes: 'seeded',
      addedBy: null,
      addedByUsername: null,
    });
    adminToken = (await t.signIn('demo-admin')).token;
    memberToken = (await t.signIn('demo-member')).token;
    pendingToken = (await t.signIn('demo-pending')).token;
  });
  afterAll(() => t.close());

  it('anonymous calls to a signed-in operation get 401', async () => {
    const response = await t.request('/auth/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Authentication required',
      message: 'Authentication required',
      requestId: expect.any(String),
    });
    expect((await t.request('/deals')).status).toBe(401);
    expect((await t.request('/admin/users')).status).toBe(401);
  });

  it('a malformed or forged token gets 401', async () => {
    expect((await t.request('/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setJti('made-up')
      .setIssuer('broker-deal-portal')
      .setAudience('portal-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough-to-sign'));
    expect((await t.request('/auth/me', { token: forged })).status).toBe(401);
  });

  it('an expired token gets 401', async () => {
    const { token } = await t.signIn('expiring-user');
    expect((await t.request('/auth/me', { token })).status).toBe(200);
    t.clock.advance(3601 * 1000);
    try {
      expect((await t.request('/auth/me', { token })).status).toBe(401);
    } finally {
      t.clock.advance(-3601 * 1000);
    }
  });

  it('logout revokes that token at once; the user’s other sessions keep working', async () => {
    const first = await t.signIn('two-devices');
    const second = await t.signIn('two-devices');
    const logout = await t.request('/auth/logout', { method: 'POST', token: first.token });
    expect(logout.status).toBe(200);
    const revoked = await t.request('/auth/me', { token: first.token });
    expect(revoked.status).toBe(401);
    expect((await t.request('/auth/logout', { method: 'POST', token: first.token })).status).toBe(401);
    expect((await t.request('/auth/me', { token: second.token })).status).toBe(200);
  });

  it('a pending user may call /auth/me and /auth/logout only', async () => {
    const me = await t.request('/auth/me', { token: pendingToken });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ isWhitelisted: false, isAdmin: false });
    const deals = await t.request('/deals', { token: pendingToken });
    expect(deals.status).toBe(403);
    expect(((await deals.json()) as { error: string }).error).toBe('Your account is pending approval');
    expect((await t.request('/admin/users', { token: pendingToken })).status).toBe(403);
  });

  it('GET /auth/me reads the session and the user once each: the access check brings the whole answer', async () => {
    const signedIn = await t.signIn('read-once');
    const client = t.gateway.db.getClient();
    const reads: { collection: unknown; name: string }[] = [];
    const listener = (event: { commandName: string; command: Record<string, unknown> }) => {
      const collection = event.command[event.commandName];
      if (collection === 'users' || collection === 'sessions') reads.push({ collection, name: event.commandName });
    };
    client.on('commandStarted', listener);
    let response: Response;
    try {
      response = await t.request('/auth/me', { token: signedIn.token });
      expect(response.status).toBe(200);
    } finally {
      client.off('commandStarted', listener);
    }
    expect(await response.json()).toEqual(signedIn.user);
    expect(reads.sort((a, b) => String(a.collection).localeCompare(String(b.collection)))).toEqual([
      { collection: 'sessions', name: 'find' },
      { collection: 'users', name: 'find' },
    ]);
  });

  it('a member gets 403 on admin operations', async () => {
    const response = await t.request('/admin/users', { token: memberToken });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('Admin access required');
    expect((await t.request('/admin/deals', { token: memberToken })).status).toBe(403);
    expect((await t.request('/deals/compare/ghl', { token: memberToken })).status).toBe(403);
  });

  it('the admin passes the admin check', async () => {
    const response = await t.request('/admin/users', { token: adminToken });
    expect([200, 501]).toContain(response.status);
  });

  it('a user whose access is withdrawn loses it on the next call, token or not', async () => {
    const { token, user } = await t.signIn('soon-removed');
    await t.gateway.container.repositories.users.setFlags(String(user.id), { isWhitelisted: true });
    expect((await t.request('/deals', { token })).status).not.toBe(403);
    await t.gateway.container.repositories.users.setFlags(String(user.id), { isWhitelisted: false });
    expect((await t.request('/deals', { token })).status).toBe(403);
  });
});

describe('first sign-in rules: identity is the Discord id, never the name', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({
      INITIAL_ADMIN_DISCORD_IDS: sandboxDiscordId('chief-admin'),
      INITIAL_ADMIN_DISCORD_USERNAMES: 'Legacy-Chief',
    });
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'Listed-Broker',
      notes: '',
      addedBy: null,
      addedByUsername: null,
    });
  });
  afterAll(() => t.close());

  it('a first sign-in whose username is on the auto-access list is whitelisted (case-insensitive)', async () => {
    const { user } = await t.signIn('listed-broker');
    expect(user).toMatchObject({ isWhitelisted: true, isAdmin: false });
  });

  it('a first sign-in not on the list waits for approval', async () => {
    const { user } = await t.signIn('unlisted-broker');
    expect(user).toMatchObject({ isWhitelisted: false, isAdmin: false });
  });

  it('INITIAL_ADMIN_DISCORD_IDS makes the listed account a whitelisted admin on first sign-in', async () => {
    const { user } = await t.signIn('chief-admin');
    expect(user).toMatchObject({ discordId: sandboxDiscordId('chief-admin'), isWhitelisted: true, isAdmin: true });
  });

  it('a renamed admin account keeps its rights; a new account with the old admin’s name gets none', async () => {
    const before = await t.signIn('chief-admin');
    t.discord.renameAccount('chief-admin', 'chief-renamed');
    const renamed = await t.signIn('chief-renamed');
    expect(renamed.user).toMatchObject({ id: before.user.id, username: 'chief-renamed', isAdmin: true });

    const usurper = await t.signIn('chief-admin');
    expect(usurper.user.id).not.toBe(before.user.id);
    expect(usurper.user).toMatchObject({ username: 'chief-admin', isAdmin: false, isWhitelisted: false });
  });

  it('the username setting grants nothing once an admin exists', async () => {
    const { user } = await t.signIn('legacy-chief');
    expect(user).toMatchObject({ isAdmin: false, isWhitelisted: false });
  });

  it('an auto-access name is bound to the account that first signs in with it: a later holder of the name is not admitted', async () => {
    t.discord.renameAccount('listed-broker', 'broker-renamed');
    expect((await t.signIn('broker-renamed')).user).toMatchObject({ isWhitelisted: true });
    expect((await t.signIn('listed-broker')).user).toMatchObject({ isWhitelisted: false });
  });

  it('existing users are not changed by either list', async () => {
    const first = await t.signIn('late-listed');
    expect(first.user.isWhitelisted).toBe(false);
    await t.gateway.container.repositories.autoAccess.add({
      discordUsername: 'late-listed',
      notes: '',
      addedBy: null,
      addedByUsername: null,
    });
    const again = await t.signIn('late-listed');
    expect(again.user).toMatchObject({ id: first.user.id, isWhitelisted: false });

    const admin = await t.signIn('chief-renamed');
    await t.gateway.container.repositories.users.setFlags(String(admin.user.id), { isAdmin: false });
    const back = await t.signIn('chief-renamed');
    expect(back.user).toMatchObject({ isAdmin: false, isWhitelisted: true });
  });

  it('a returning user keeps their id and gets their refreshed profile', async () => {
    const first = await t.signIn('returning');
    const second = await t.signIn('returning');
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.lastLoginAt).not.toBeNull();
  });
});

describe('the username setting while no admin exists', () => {
  it('makes the first listed name an admin, then no other', async () => {
    const t = await startTestGateway({ INITIAL_ADMIN_DISCORD_USERNAMES: 'first-chief, second-chief' });
    try {
      expect((await t.signIn('First-Chief')).user).toMatchObject({ isAdmin: true, isWhitelisted: true });
      expect((await t.signIn('second-chief')).user).toMatchObject({ isAdmin: false, isWhitelisted: false });
    } finally {
      await t.close();
    }
  });
});
