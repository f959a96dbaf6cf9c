import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../src/features/deals/model';
import { seedDeals, seedDocument, seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Row = { id: string; userId?: string };
type PageBody = { items: Row[]; nextCursor: string | null; total: number };

describe('paged lists (limit, cursor, total)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let other: SignedIn;
  let memberDeals: DealRecord[];

  const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('paging-admin', { isAdmin: true });
    member = await t.signInAs('paging-member');
    other = await t.signInAs('paging-other');
    const c = t.gateway.container;
    const mine = { _id: member.user.id, username: 'paging-member' };
    const theirs = { _id: other.user.id, username: 'paging-other' };
    // Days 1-9, with three deals on day 5 at the same instant (the id breaks the tie).
    memberDeals = await seedDeals(c, [
      ...[1, 2, 3, 4, 5, 5, 5, 6, 7].map((day, i) => ({
        owner: mine,
        fields: { createdAt: at(day), status: i % 2 === 0 ? 'Open' : 'Closed' },
      })),
    ]);
    await seedDeals(c, [
      { owner: theirs, fields: { createdAt: at(2, 8) } },
      { owner: theirs, fields: { createdAt: at(5) } },
      { owner: theirs, fields: { createdAt: at(8) } },
    ]);
    for (const [i, deal] of memberDeals.slice(0, 5).entries()) {
      await seedDocument(c, deal, { fileName: `m${i}.pdf`, createdAt: at(10 + i) });
    }
    await seedDocument(c, memberDeals[0]!, { fileName: 'tie-a.pdf', createdAt: at(20) });
    await seedDocument(c, memberDeals[1]!, { fileName: 'tie-b.pdf', createdAt: at(20) });
    for (let i = 0; i < 5; i++) await seedUser(c, { username: `paging-user-${i}`, createdAt: at(3 + (i % 2)) });
    for (let i = 0; i < 5; i++) {
      const response = await t.request('/admin/discord-auto-access', {
        method: 'POST',
        token: admin.token,
        json: { discordUsername: `paged-name-${i}` },
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  const get = async (path: string, token: string) => {
    const response = await t.request(path, { token });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return (await response.json()) as PageBody;
  };
  const withParams = (path: string, params: Record<string, string>) => {
    const url = new URL(path, 'http://x');
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return `${url.pathname}${url.search}`;
  };
  /** Follows nextCursor to the end; `between` runs after each page (e.g. to insert rows). */
  async function pageAll(path: string, token: string, limit: number, between?: () => Promise<void>) {
    const pages: PageBody[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(withParams(path, { limit: String(limit), ...(cursor ? { cursor } : {}) }), token);
      pages.push(page);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      cursor = page.nextCursor;
      if (cursor && between) await between();
    } while (cursor);
    return { pages, ids: pages.flatMap((page) => page.items.map((item) => item.id)) };
  }

  const lists: [string, () => SignedIn][] = [
    ['/deals', () => member],
    ['/admin/deals', () => admin],
    ['/admin/deals?status=Open', () => admin],
    ['/admin/users', () => admin],
    ['/documents', () => member],
    ['/admin/documents', () => admin],
    ['/admin/discord-auto-access', () => admin],
  ];

  it.each(lists)(
    '%s pages through every row once, in the order of the whole list, with the total',
    async (path, who) => {
      const token = who().token;
      const whole = await get(withParams(path, { limit: '200' }), token);
      expect(whole.nextCursor).toBeNull();
      expect(whole.total).toBe(whole.items.length);
      expect(whole.items.length).toBeGreaterThan(3);
      for (const limit of [1, 2, 3]) {
        const { pages, ids } = await pageAll(path, token, limit);
        expect(ids).toEqual(whole.items.map((item) => item.id));
        expect(pages.every((page) => page.total === whole.total)).toBe(true);
        expect(pages.at(-1)!.nextCursor).toBeNull();
        expect(pages.slice(0, -1).every((page) => page.items.length === limit)).toBe(true);
      }
    },
  );

  it('deals come newest first, and deals created at the same instant by id, descending', async () => {
    const { ids } = await pageAll('/deals', member.token, 2);
    const expected = [...memberDeals]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0))
      .map((deal) => deal._id);
    expect(ids).toEqual(expected);
  });

  it('without limit a page holds 50 rows; limit must be 1 to 200', async () => {
    const owner = { _id: (await seedUser(t.gateway.container, { username: 'paging-many' }))._id, username: 'many' };
    await seedDeals(
      t.gateway.container,
      Array.from({ length: 60 }, (_, i) => ({ owner, fields: { createdAt: at(1, 0), propertyType: `Bulk ${i % 2}` } })),
    );
    const first = await get('/admin/deals?propertyType=Bulk%200', admin.token);
    expect(first).toMatchObject({ total: 30, nextCursor: null });
    const all = await get('/admin/deals', admin.token);
    expect(all.items).toHaveLength(50);
    expect(all.nextCursor).toEqual(expect.any(String));
    expect((await get('/admin/deals?limit=200', admin.token)).items).toHaveLength(all.total);
    for (const limit of ['0', '201', '-1', '2.5', 'many']) {
      const response = await t.request(`/admin/deals?limit=${limit}`, { token: admin.token });
      expect(response.status, `limit=${limit}`).toBe(400);
    }
  });

  it('a malformed or altered cursor answers 400 Invalid cursor', async () => {
    const { nextCursor } = await get('/deals?limit=2', member.token);
    const [payload, mac] = nextCursor!.split('.');
    const forged = Buffer.from(JSON.stringify([Date.UTC(2030, 0, 1), 'zzzz'])).toString('base64url');
    for (const cursor of [
      'nonsense',
      `${payload}`,
      `${payload}.${mac}.x`,
      `${forged}.${mac}`,
      `${payload}.AAAA${mac}`,
    ]) {
      const response = await t.request(withParams('/deals', { cursor }), { token: member.token });
      expect(response.status, cursor).toBe(400);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe('Invalid cursor');
      expect(body.message).toMatch(/^The cursor (is malformed|was altered)/);
    }
    const tooLong = await t.request(withParams('/deals', { cursor: 'x'.repeat(513) }), { token: member.token });
    expect(tooLong.status).toBe(400);
  });

  it('a cursor of another list, filter or caller answers 400 (a member never pages into another member’s deals)', async () => {
    const memberCursor = (await get('/deals?limit=1', member.token)).nextCursor!;
    const usersCursor = (await get('/admin/users?limit=1', admin.token)).nextCursor!;
    const openCursor = (await get('/admin/deals?limit=1&status=Open', admin.token)).nextCursor!;
    const refused = async (path: string, token: string, cursor: string) => {
      const response = await t.request(withParams(path, { cursor }), { token });
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: string; details: { message: string }[] };
      expect(body.error).toBe('Invalid cursor');
      expect(body.details[0]!.message).toMatch(/another list or filter/);
    };
    await refused('/deals', other.token, memberCursor);
    await refused('/admin/deals', admin.token, memberCursor);
    await refused('/admin/deals', admin.token, usersCursor);
    await refused('/admin/deals?status=Closed', admin.token, openCursor);
    await refused('/admin/deals', admin.token, openCursor);
    await refused('/documents', member.token, memberCursor);
    // The same filter written differently is the same list.
    expect(
      (await t.request(withParams('/admin/deals?status=Open', { cursor: openCursor }), { token: admin.token })).status,
    ).toBe(200);

    const { ids } = await pageAll('/deals', other.token, 1);
    const theirs = (await get('/deals?limit=200', other.token)).items;
    expect(ids).toEqual(theirs.map((deal) => deal.id));
    expect(theirs.every((deal) => deal.userId === other.user.id)).toBe(true);
    expect(ids.some((id) => memberDeals.some((deal) => deal._id === id))).toBe(false);
  });

  it('authorization per list is unchanged: members 403 on admin lists, anonymous 401', async () => {
    for (const path of ['/admin/deals', '/admin/users', '/admin/documents', '/admin/discord-auto-access']) {
      expect((await t.request(`${path}?limit=1`, { token: member.token })).status).toBe(403);
      expect((await t.request(`${path}?limit=1`)).status).toBe(401);
    }
    for (const path of ['/deals', '/documents']) expect((await t.request(`${path}?limit=1`)).status).toBe(401);
  });

  it('rows inserted while someone pages cause no duplicate and no gap among the rows that existed', async () => {
    const before = (await get('/admin/deals?limit=200', admin.token)).items.map((deal) => deal.id);
    const c = t.gateway.container;
    const owner = { _id: member.user.id, username: 'paging-member' };
    let round = 0;
    const { ids, pages } = await pageAll('/admin/deals', admin.token, 7, async () => {
      round++;
      // Newer than everything, at the same instant as existing rows (ties), and in between.
      await seedDeals(c, [
        { owner, fields: { createdAt: new Date(Date.UTC(2027, 0, round)) } },
        { owner, fields: { createdAt: at(5) } },
        { owner, fields: { createdAt: at(1, 0) } },
        { owner, fields: { createdAt: at(3, 6) } },
      ]);
    });
    expect(round).toBeGreaterThan(3);
    const seen = new Map<string, number>();
    for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
    for (const id of before) expect(seen.get(id), id).toBe(1);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    // The listing was counted once, on its first page; a new listing counts the rows added since.
    expect(pages.map((page) => page.total)).toEqual(pages.map(() => before.length));
    expect((await get('/admin/deals?limit=1', admin.token)).total).toBe(before.length + 4 * round);
  });

  it('the total a cursor carries cannot be altered', async () => {
    const { nextCursor, total } = await get('/deals?limit=2', member.token);
    const [payload, mac] = nextCursor!.split('.');
    const [createdAt, id] = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as [number, string];
    const inflated = Buffer.from(JSON.stringify([createdAt, id, total + 1000])).toString('base64url');
    const response = await t.request(withParams('/deals', { cursor: `${inflated}.${mac}` }), { token: member.token });
    expect(response.status).toBe(400);
    expect((await get(withParams('/deals', { cursor: nextCursor! }), member.token)).total).toBe(total);
  });
});
