import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

describe('GET /admin/users (listUsers)', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('users-admin', { isAdmin: true });
  });
  afterAll(() => t.close());

  it('lists every user, newest first, in the User shape', async () => {
    await seedUser(t.gateway.container, {
      username: 'older',
      createdAt: new Date('2020-01-01T00:00:00Z'),
      isWhitelisted: false,
    });
    await seedUser(t.gateway.container, {
      username: 'newest',
      createdAt: new Date('2099-01-01T00:00:00Z'),
      name: 'New Person',
    });
    const response = await t.request('/admin/users', { token: admin.token });
    expect(response.status).toBe(200);
    const users = ((await response.json()) as { items: { username: string }[] }).items;
    expect(users.map((u) => u.username)).toEqual(['newest', 'users-admin', 'older']);
    expect(users[0]).toMatchObject({
      username: 'newest',
      name: 'New Person',
      isAdmin: false,
      isWhitelisted: true,
      avatar: null,
    });
    expect(users[2]).toMatchObject({ username: 'older', isWhitelisted: false });
  });

  it('anonymous 401, pending 403, member 403', async () => {
    expect((await t.request('/admin/users')).status).toBe(401);
    const pending = await t.signIn('users-pending');
    expect((await t.request('/admin/users', { token: pending.token })).status).toBe(403);
    const member = await t.signInAs('users-member');
    expect((await t.request('/admin/users', { token: member.token })).status).toBe(403);
  });
});
