import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Quotas = {
  limits: Record<string, number>;
  defaults: Record<string, number>;
  updatedAt: string | null;
};

describe('GET/PUT /admin/settings/quotas', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({
      NOTIFICATION_STREAMS_PER_MEMBER: '4',
      WRITES_PER_MINUTE_PER_MEMBER: '30',
      STORED_BYTES_PER_MEMBER: '5000000',
      STORED_BYTES_PER_DEAL: '2000000',
    });
    admin = await t.signInAs('quota-settings-admin', { isAdmin: true });
    member = await t.signInAs('quota-settings-member');
  });
  afterAll(() => t.close());

  const get = async () => {
    const response = await t.request('/admin/settings/quotas', { token: admin.token });
    expect(response.status).toBe(200);
    return (await response.json()) as Quotas;
  };
  const save = (json: unknown, token = admin.token) =>
    t.request('/admin/settings/quotas', { method: 'PUT', token, json });

  it('shows the deployment defaults until an admin saves', async () => {
    const defaults = {
      notificationStreamsPerMember: 4,
      writesPerMinutePerMember: 30,
      storedBytesPerMember: 5_000_000,
      storedBytesPerDeal: 2_000_000,
    };
    expect(await get()).toEqual({ limits: defaults, defaults, updatedAt: null });
  });

  it('saves the quotas named, keeps the others, and null puts a default back', async () => {
    const saved = await save({ storedBytesPerDeal: 3_000_000, notificationStreamsPerMember: 2 });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Quotas;
    expect(body.limits).toEqual({
      notificationStreamsPerMember: 2,
      writesPerMinutePerMember: 30,
      storedBytesPerMember: 5_000_000,
      storedBytesPerDeal: 3_000_000,
    });
    expect(body.updatedAt).not.toBeNull();
    expect((await get()).limits.storedBytesPerDeal).toBe(3_000_000);

    expect((await save({ notificationStreamsPerMember: null })).status).toBe(200);
    expect((await get()).limits).toMatchObject({ notificationStreamsPerMember: 4, storedBytesPerDeal: 3_000_000 });
  });

  it('refuses values out of range, naming the field, and keeps what was saved', async () => {
    for (const json of [
      { writesPerMinutePerMember: 0 },
      { storedBytesPerMember: 1.5 },
      { notificationStreamsPerMember: 101 },
      { storedBytesPerDeal: '10' },
      { unknownQuota: 3 },
    ]) {
      const refused = await save(json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      const body = (await refused.json()) as { details: { field: string }[] };
      expect(body.details.length).toBeGreaterThan(0);
    }
    expect((await get()).limits.storedBytesPerDeal).toBe(3_000_000);
  });

  it('is for admins only', async () => {
    expect((await t.request('/admin/settings/quotas', { token: member.token })).status).toBe(403);
    expect((await save({ writesPerMinutePerMember: 1000 }, member.token)).status).toBe(403);
  });
});
