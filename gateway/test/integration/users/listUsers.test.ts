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

  it('search keeps the users whose username, name or e-mail contains it, page by page, with their total', async () => {
    const c = t.gateway.container;
    for (let i = 0; i < 5; i++) {
      await seedUser(c, { username: `Finder.${i}`, createdAt: new Date(Date.UTC(2030, 0, 1 + i)) });
    }
    await seedUser(c, { username: 'someone', name: 'Ada Finder', createdAt: new Date('2030-02-01T00:00:00Z') });
    await seedUser(c, {
      username: 'mailer',
      email: 'x.FINDER@mail.example',
      createdAt: new Date('2030-03-01T00:00:00Z'),
    });
    await seedUser(c, { username: 'finderless', email: 'f@mail.example', createdAt: new Date('2030-04-01T00:00:00Z') });
    await seedUser(c, { username: 'other', createdAt: new Date('2030-05-01T00:00:00Z') });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ search: ' finder ', limit: '3', ...(cursor ? { cursor } : {}) });
      const response = await t.request(`/admin/users?${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        items: { username: string }[];
        nextCursor: string | null;
        total: number;
      };
      expect(page.total).toBe(8);
      seen.push(...page.items.map((user) => user.username));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'finderless',
      'mailer',
      'someone',
      'Finder.4',
      'Finder.3',
      'Finder.2',
      'Finder.1',
      'Finder.0',
    ]);

    // A regular-expression character is searched as itself; a cursor of one search fails on another.
    const dotted = (await (await t.request('/admin/users?search=r.3', { token: admin.token })).json()) as {
      items: { username: string }[];
    };
    expect(dotted.items.map((user) => user.username)).toEqual(['Finder.3']);
    const first = (await (await t.request('/admin/users?search=finder&limit=1', { token: admin.token })).json()) as {
      nextCursor: string;
    };
    const foreign = await t.request(`/admin/users?search=other&cursor=${encodeURIComponent(first.nextCursor)}`, {
      token: admin.token,
    });
    expect(foreign.status).toBe(400);
  });

  it('anonymous 401, pending 403, member 403', async () => {
    expect((await t.request('/admin/users')).status).toBe(401);
    const pending = await t.signIn('users-pending');
    expect((await t.request('/admin/users', { token: pending.token })).status).toBe(403);
    const member = await t.signInAs('users-member');
    expect((await t.request('/admin/users', { token: member.token })).status).toBe(403);
  });
});
