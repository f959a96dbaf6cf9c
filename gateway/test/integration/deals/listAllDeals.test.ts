import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeals, seedUser } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';
import type { UserRecord } from '../../../src/features/users/model';

type DealBody = {
  id: string;
  createdByUser: { id: string; username: string; name: string | null; email: string | null } | null;
};

describe('GET /admin/deals (listAllDeals)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let alice: UserRecord;
  let bob: UserRecord;
  let deals: DealRecord[];

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('all-admin', { isAdmin: true });
    const c = t.gateway.container;
    alice = await seedUser(c, { username: 'alice', name: 'Alice Broker' });
    bob = await seedUser(c, { username: 'bob', name: null, email: 'bob@example.com' });
    const ghost = { _id: 'deleted-user', username: 'ghost' };
    deals = await seedDeals(c, [
      { owner: alice, fields: { status: 'Open', propertyType: 'Office', createdAt: new Date('2026-01-10T08:00:00Z') } },
      {
        owner: alice,
        fields: { status: 'Closed', propertyType: 'Industrial', createdAt: new Date('2026-02-15T23:59:59Z') },
      },
      {
        owner: bob,
        fields: { status: 'Under Review', propertyType: 'Office', createdAt: new Date('2026-02-16T00:00:00Z') },
      },
      {
        owner: bob,
        fields: {
          status: null as unknown as string,
          propertyType: null,
          applicationPropertyType: 'Office',
          createdAt: new Date('2026-03-01T12:00:00Z'),
        },
      },
      {
        owner: ghost,
        fields: { status: 'In Underwriting', propertyType: 'Retail', createdAt: new Date('2026-03-20T12:00:00Z') },
      },
    ]);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.request(`/admin/deals${query}`, { token: admin.token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: DealBody[] }).items;
  };
  const ids = (...indexes: number[]) => indexes.map((i) => deals[i]!._id);

  it('lists every deal newest first with the creator filled in (null when the account is gone)', async () => {
    const all = await list();
    expect(all.map((d) => d.id)).toEqual(ids(4, 3, 2, 1, 0));
    expect(all[0]!.createdByUser).toBeNull();
    expect(all[1]!.createdByUser).toEqual({ id: bob._id, username: 'bob', name: null, email: 'bob@example.com' });
    expect(all[3]!.createdByUser).toMatchObject({ id: alice._id, username: 'alice', name: 'Alice Broker' });
  });

  it('filters by user', async () => {
    expect((await list(`?userId=${alice._id}`)).map((d) => d.id)).toEqual(ids(1, 0));
  });

  it('filters by status; Open also matches deals without a status', async () => {
    expect((await list('?status=Closed')).map((d) => d.id)).toEqual(ids(1));
    expect((await list('?status=Open')).map((d) => d.id)).toEqual(ids(3, 0));
  });

  it('filters by property type, reading the application twin when the main field is empty', async () => {
    expect((await list('?propertyType=Office')).map((d) => d.id)).toEqual(ids(3, 2, 0));
  });

  it('filters by inclusive calendar days (UTC) and combines filters with AND', async () => {
    expect((await list('?startDate=2026-02-15&endDate=2026-02-15')).map((d) => d.id)).toEqual(ids(1));
    expect((await list('?startDate=2026-02-16')).map((d) => d.id)).toEqual(ids(4, 3, 2));
    expect((await list('?endDate=2026-02-15')).map((d) => d.id)).toEqual(ids(1, 0));
    expect((await list(`?userId=${bob._id}&propertyType=Office&startDate=2026-03-01`)).map((d) => d.id)).toEqual(
      ids(3),
    );
  });

  it('a start date after the end date, or a malformed date, answers 400', async () => {
    const reversed = await t.request('/admin/deals?startDate=2026-03-01&endDate=2026-02-01', { token: admin.token });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { error: string }).error).toBe('Start Date must be on or before End Date');
    expect((await t.request('/admin/deals?startDate=yesterday', { token: admin.token })).status).toBe(400);
  });

  it('anonymous 401, pending 403, member 403', async () => {
    expect((await t.request('/admin/deals')).status).toBe(401);
    const pending = await t.signIn('all-pending');
    expect((await t.request('/admin/deals', { token: pending.token })).status).toBe(403);
    const member = await t.signInAs('all-member');
    expect((await t.request('/admin/deals', { token: member.token })).status).toBe(403);
  });
});
