import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLoanAmount } from '@portal/contracts';
import { seedDeals, seedDocument, seedUser, type SeedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';
import type { UserRecord } from '../../../src/features/users/model';

const DAY = 24 * 3600 * 1000;
const STATUSES = ['Open', 'Under Review', 'In Underwriting', 'LOE Sent', 'Closed', null];
const REQUESTS = ['$1.5M', '500K', '$2,250,000', '750k', 'call me', '', '3.2B', '$95,000', '1M', '12.5K'];

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Analytics = {
  users: { total: number; active: number; admins: number; pending: number };
  deals: { total: number; totalValue: number; byStatus: Record<string, number> };
  overview: { totalActivity: number; recentActivity: number };
  performance: { topUsers: { id: string; name: string; dealsCount: number }[] };
};

describe('GET /admin/analytics (getAnalytics)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let users: UserRecord[];
  let deals: DealRecord[];
  let recentDocuments = 0;
  let allDocuments = 0;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('stats-admin', { isAdmin: true });
    const c = t.gateway.container;
    const now = t.clock.now().getTime();
    const next = random(42);

    users = [];
    for (let i = 0; i < 12; i++) {
      users.push(
        await seedUser(c, {
          username: `broker-${String(i).padStart(2, '0')}`,
          name: i % 3 === 0 ? null : `Broker ${i}`,
          isAdmin: i === 5,
          isWhitelisted: i !== 7,
          lastLoginAt: i % 4 === 0 ? null : new Date(now - Math.floor(next() * 60) * DAY),
        }),
      );
    }
    const specs: { owner: UserRecord; fields: SeedDeal }[] = [];
    for (let i = 0; i < 1200; i++) {
      // Skewed owners so the ranking is meaningful; some users get none.
      const owner = users[Math.floor(next() ** 2 * 10)]!;
      const loanRequest = REQUESTS[Math.floor(next() * REQUESTS.length)]!;
      specs.push({
        owner,
        fields: {
          status: STATUSES[Math.floor(next() * STATUSES.length)] as string,
          loanRequest: loanRequest || null,
          createdAt: new Date(now - Math.floor(next() * 400 * DAY)),
        },
      });
    }
    deals = await seedDeals(c, specs);
    for (const deal of deals.slice(0, 40)) {
      const createdAt = new Date(now - Math.floor(next() * 90) * DAY);
      await seedDocument(c, deal, { createdAt });
      allDocuments++;
      if (createdAt.getTime() >= now - 30 * DAY) recentDocuments++;
    }
  }, 120_000);
  afterAll(() => t.close());

  it('equals figures computed independently from the 1,200 seeded deals', async () => {
    const response = await t.request('/admin/analytics', { token: admin.token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Analytics;

    const now = t.clock.now().getTime();
    const allUsers = [...users, { isAdmin: true, isWhitelisted: true, lastLoginAt: new Date(now) }]; // + the signed-in admin
    // Sign-ins count per UTC day in the users rollup: active means a last sign-in on or after the day 30 days ago.
    const firstLoginDay = new Date(now - 30 * DAY).toISOString().slice(0, 10);
    expect(body.users).toEqual({
      total: allUsers.length,
      active: allUsers.filter((u) => u.lastLoginAt && u.lastLoginAt.toISOString().slice(0, 10) >= firstLoginDay).length,
      admins: allUsers.filter((u) => u.isAdmin).length,
      pending: allUsers.filter((u) => !u.isWhitelisted).length,
    });

    const expectedValue = deals.reduce((sum, d) => sum + (parseLoanAmount(d.loanRequest) ?? 0), 0);
    expect(body.deals.total).toBe(1200);
    expect(body.deals.totalValue).toBeCloseTo(expectedValue, 0);

    const byStatus: Record<string, number> = {};
    for (const d of deals) byStatus[d.status ?? 'Open'] = (byStatus[d.status ?? 'Open'] ?? 0) + 1;
    expect(body.deals.byStatus).toEqual(byStatus);
    expect(Object.keys(byStatus).sort()).toEqual(['Closed', 'In Underwriting', 'LOE Sent', 'Open', 'Under Review']);

    // Deals count per UTC day in the rollups: recent means created on or after the day 30 days ago.
    const firstDay = new Date(now - 30 * DAY).toISOString().slice(0, 10);
    const recentDeals = deals.filter((d) => d.createdAt.toISOString().slice(0, 10) >= firstDay).length;
    expect(body.overview).toEqual({
      totalActivity: 1200 + allDocuments,
      recentActivity: recentDeals + recentDocuments,
    });

    const counts = new Map<string, number>();
    for (const d of deals) counts.set(d.userId, (counts.get(d.userId) ?? 0) + 1);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10);
    expect(body.performance.topUsers).toEqual(
      ranked.map(([id, dealsCount]) => {
        const user = users.find((u) => u._id === id)!;
        return { id, name: user.name ?? user.username, dealsCount };
      }),
    );
  });

  it('counts a deal without a status as Open and reads recent activity from the clock', async () => {
    const before = (await (await t.request('/admin/analytics', { token: admin.token })).json()) as Analytics;
    t.clock.advance(400 * DAY);
    try {
      const { token } = await t.signIn('stats-admin');
      const later = (await (await t.request('/admin/analytics', { token })).json()) as Analytics;
      expect(later.overview.recentActivity).toBe(0);
      expect(later.overview.totalActivity).toBe(before.overview.totalActivity);
    } finally {
      t.clock.advance(-400 * DAY);
    }
    expect(before.deals.byStatus.Open).toBe(deals.filter((d) => d.status === 'Open' || d.status === null).length);
  });

  it('anonymous 401, pending 403, member 403', async () => {
    expect((await t.request('/admin/analytics')).status).toBe(401);
    const pending = await t.signIn('stats-pending');
    expect((await t.request('/admin/analytics', { token: pending.token })).status).toBe(403);
    const member = await t.signInAs('stats-member');
    expect((await t.request('/admin/analytics', { token: member.token })).status).toBe(403);
  });
});
