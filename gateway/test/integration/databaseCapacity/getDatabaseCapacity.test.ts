import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capacityWarning,
  createDatabaseCapacity,
  MEASURED_DEAL_LIMITS,
} from '../../../src/features/databaseCapacity/service';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const deal = (n: number) => ({
  clientFirstName: 'Cap',
  clientLastName: `Client ${n}`,
  clientPhone: '555-0101',
  clientEmail: `cap-${n}@example.com`,
  dealType: 'Acquisition',
  propertyType: 'Multifamily',
  propertyAddress: `${n} Capacity Road`,
  propertyVintage: '1985',
  sponsorNetWorth: '$5M',
  sponsorLiquidity: '$750K',
  loanRequest: '$1.5M',
  anyAdditionalInformation: '',
});

type Capacity = { database: string; deals: number; dealLimit: number | null; nearLimit: boolean };

describe('GET /admin/database-capacity (getDatabaseCapacity)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    admin = await t.signInAs('capacity-admin', { isAdmin: true });
    member = await t.signInAs('capacity-member');
    for (let n = 1; n <= 4; n++) {
      expect((await t.request('/deals', { method: 'POST', token: member.token, json: deal(n) })).status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('on MongoDB (MONGODB_URI) counts the deals and sets no limit', async () => {
    const answer = await t.request('/admin/database-capacity', { token: admin.token });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as Capacity).toEqual({
      database: 'mongodb',
      deals: 4,
      dealLimit: null,
      nearLimit: false,
    });
  });

  it('is for admins only', async () => {
    expect((await t.request('/admin/database-capacity', { token: member.token })).status).toBe(403);
    expect((await t.request('/admin/database-capacity')).status).toBe(401);
  });

  it('on the embedded database warns from 80 % of its limit, the measured one of its backend by default', async () => {
    const rollups = t.gateway.container.services.rollups;
    const embedded = (backend: 'sqlite' | 'postgresql', limit?: number) =>
      createDatabaseCapacity({
        config: { MONGODB_URI: undefined, EMBEDDED_DB_BACKEND: backend, EMBEDDED_DB_DEAL_LIMIT: limit },
        rollups,
      }).read();

    expect(await embedded('postgresql')).toEqual({
      database: 'embedded-postgresql',
      deals: 4,
      dealLimit: MEASURED_DEAL_LIMITS.postgresql,
      nearLimit: false,
    });
    expect((await embedded('sqlite')).dealLimit).toBe(MEASURED_DEAL_LIMITS.sqlite);
    // 4 deals: under 80 % of 6, at 80 % of 5.
    expect((await embedded('postgresql', 6)).nearLimit).toBe(false);
    const near = await embedded('postgresql', 5);
    expect(near).toMatchObject({ deals: 4, dealLimit: 5, nearLimit: true });
    expect(capacityWarning(near)).toMatch(/holds 4 deals; it was measured to carry 5\. Move the book to MongoDB/);
    expect(capacityWarning(await embedded('postgresql', 6))).toBeNull();
  });
});
