import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GLOBAL_KEY, userKey } from '../../../src/features/analytics/rollupMath';
import { leaseModel } from '../../../src/features/ghl/model';
import { createLeaseRepository } from '../../../src/features/ghl/repository';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Page = { items: { id: string }[]; nextCursor: string | null; total: number };

/**
 * The rollups' newest lists hold the ids of the unfiltered first page of a member's deals and of
 * every deal (what `rolledUpFirstPage` serves a list from, reading the creation buckets those
 * deals fall in: deals/createdBuckets.ts). They must be exactly the
 * page the sorted query gives, through creates
 * (also with equal creation times), deletes, a create whose rollup change is still waiting, and
 * after the repair fills a list that deletions wore down. The lists' first-page totals are the
 * rollups' counts (`dealCount`), so the totals are checked against the count the same way.
 */
describe("a list's first page from the rollups' newest lists", () => {
  let t: TestGateway;
  let member: SignedIn;
  let admin: SignedIn;

  const owner = () => ({ _id: member.user.id, username: String(member.user.username) });
  const c = () => t.gateway.container;
  const page = async (path: string, who: SignedIn) => {
    const response = await t.request(path, { token: who.token });
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  /** The same page as the sorted query reads it, straight from the database. */
  const queried = async (filter: Record<string, unknown>, limit: number) => {
    const deals = t.gateway.db.collection<{ _id: string }>('deals');
    const rows = await deals
      .find(filter, { projection: { _id: 1 }, sort: { createdAt: -1, _id: -1 }, limit })
      .toArray();
    return { ids: rows.map((row) => row._id), total: await deals.countDocuments(filter) };
  };
  const expectSamePages = async () => {
    const own = await page('/deals?limit=50', member);
    const ownQueried = await queried({ userId: member.user.id }, 50);
    expect(own.items.map((deal) => deal.id)).toEqual(ownQueried.ids);
    expect(own.total).toBe(ownQueried.total);
    const all = await page('/admin/deals?limit=50', admin);
    const allQueried = await queried({}, 50);
    expect(all.items.map((deal) => deal.id)).toEqual(allQueried.ids);
    expect(all.total).toBe(allQueried.total);
    // The rollups' newest lists give the same ids (one more, to tell whether a page follows) and totals.
    for (const [key, filter] of [
      [userKey(member.user.id), { userId: member.user.id }],
      [GLOBAL_KEY, {}],
    ] as const) {
      // The lists' first-page totals come from here: it must be the count, a waiting delta included.
      expect(await c().services.rollups.dealCount(key)).toBe((await queried(filter, 1)).total);
      const rolled = await c().services.rollups.firstPage(key, 50);
      if (!rolled) continue;
      const want = await queried(filter, 51);
      expect(rolled.ids).toEqual(want.ids);
      expect(rolled.total).toBe(want.total);
    }
    // The next page follows on from the first without a gap or a repeat.
    const next = await page(`/deals?limit=50&cursor=${encodeURIComponent(own.nextCursor!)}`, member);
    expect(next.items.map((deal) => deal.id)).toEqual((await queried({ userId: member.user.id }, 100)).ids.slice(50));
  };

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('newest-member');
    admin = await t.signInAs('newest-admin', { isAdmin: true });
    const other = await t.signInAs('newest-other');
    const otherOwner = { _id: other.user.id, username: String(other.user.username) };
    const base = Date.UTC(2026, 9, 1);
    // 90 of the member's deals, pairs of them created at the same instant, and 20 of another's.
    await seedDeals(c(), [
      ...Array.from({ length: 90 }, (_, i) => ({
        owner: owner(),
        fields: { createdAt: new Date(base + Math.floor(i / 2) * 60_000) },
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        owner: otherOwner,
        fields: { createdAt: new Date(base + i * 90_000) },
      })),
    ]);
  });
  afterAll(() => t.close());

  it('serves the same first pages as the sorted query, from the rollups', async () => {
    const rollups = c().services.rollups;
    expect(await rollups.firstPage(userKey(member.user.id), 50)).not.toBeNull();
    expect(await rollups.firstPage(GLOBAL_KEY, 50)).not.toBeNull();
    await expectSamePages();
  });

  it('reads the first page from the creation buckets the rollups name, not from every deal of the member', async () => {
    const repository = c().repositories.deals;
    const buckets = vi.spyOn(repository, 'findInCreatedBuckets');
    const sorted = vi.spyOn(repository, 'listPage');
    try {
      const own = await page('/deals?limit=50', member);
      expect(own.items).toHaveLength(50);
      // The member's 51 newest span 26 minutes of one day: one read of that day.
      expect(buckets).toHaveBeenCalledWith(member.user.id, 'createdDay', ['2026-10-01']);
      expect(sorted).not.toHaveBeenCalled();
      // A later page still reads the sorted query from its cursor.
      await page(`/deals?limit=50&cursor=${encodeURIComponent(own.nextCursor!)}`, member);
      expect(sorted).toHaveBeenCalledTimes(1);
    } finally {
      buckets.mockRestore();
      sorted.mockRestore();
    }
  });

  it('falls back to the query for a deal stored before deals had buckets, until the backfill gives it one', async () => {
    const deals = t.gateway.db.collection<{ _id: string }>('deals');
    const [newest] = (await queried({ userId: member.user.id }, 1)).ids;
    await deals.updateOne({ _id: newest! }, { $unset: { createdMinute: '', createdDay: '', createdMonth: '' } });
    const sorted = vi.spyOn(c().repositories.deals, 'listPage');
    try {
      await expectSamePages();
      expect(sorted).toHaveBeenCalled();
      expect(await c().repositories.deals.backfillCreatedBuckets()).toBe(1);
      expect(await deals.findOne({ _id: newest! })).toMatchObject({ createdDay: '2026-10-01' });
      sorted.mockClear();
      await page('/deals?limit=50', member);
      expect(sorted).not.toHaveBeenCalled();
    } finally {
      sorted.mockRestore();
    }
  });

  it('stays the same page after deletes, and the repair fills the list the deletes wore down', async () => {
    const newest = await page('/deals?limit=50', member);
    for (const deal of newest.items.slice(0, 15)) {
      const response = await t.request(`/deals/${deal.id}`, { token: member.token, method: 'DELETE' });
      expect(response.status).toBe(200);
    }
    await expectSamePages();
    // Fifteen of 64 gone: the member's list can no longer serve 50 rows, the query does.
    expect(await c().services.rollups.firstPage(userKey(member.user.id), 50)).toBeNull();
    await c().services.rollups.repair();
    expect(await c().services.rollups.firstPage(userKey(member.user.id), 50)).not.toBeNull();
    await expectSamePages();
  });

  it('lists a new deal whose rollup change still waits for the applier', async () => {
    // Another instance holds the applier's lease: the create's delta stays pending.
    const release = await createLeaseRepository(leaseModel(t.gateway.db)).acquire('rollups-apply', 60_000);
    expect(release).not.toBeNull();
    try {
      const created = await t.request('/deals', {
        token: member.token,
        method: 'POST',
        json: {
          clientFirstName: 'Wendy',
          clientLastName: 'Waiting',
          clientPhone: '555-0102',
          clientEmail: 'wendy@example.com',
          dealType: 'Acquisition',
          propertyType: 'Retail',
          propertyAddress: '9 Pending Row, Austin TX',
          propertyVintage: '2001',
          sponsorNetWorth: '$2M',
          sponsorLiquidity: '$300K',
          loanRequest: '$900K',
          anyAdditionalInformation: 'Waits',
        },
      });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      expect(await t.gateway.db.collection('rollupdeltas').countDocuments({})).toBeGreaterThan(0);
      expect(await c().services.rollups.firstPage(userKey(member.user.id), 50)).not.toBeNull();
      const own = await page('/deals?limit=50', member);
      expect(own.items[0]!.id).toBe(id);
      await expectSamePages();
    } finally {
      await release!();
    }
  });
});
