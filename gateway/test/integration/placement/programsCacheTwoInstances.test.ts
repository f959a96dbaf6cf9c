import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../support/testGateway';
import { startPair, type Pair } from '../multiInstance/pair';

type Placement = { matches: { match: number; near: number } };

const deal = {
  clientFirstName: 'Grace',
  clientLastName: 'Hopper',
  clientPhone: '555-0142',
  clientEmail: 'grace@example.com',
  propertyAddress: '88 Pearl Street, Denver, CO 80203',
  propertyType: 'Office',
  dealType: 'Refinance',
  loanRequest: '$3M',
  propertyValue: 6_000_000,
  netOperatingIncome: 480_000,
  loanPurpose: 'refinance',
};

describe("two instances: a program changed on one is matched on the other within seconds (each instance's programs cache)", () => {
  let pair: Pair;
  let admin: SignedIn;
  let member: SignedIn;
  let dealId: string;

  beforeAll(async () => {
    pair = await startPair();
    admin = await pair.a.signInAs('cache-admin', { isAdmin: true });
    member = await pair.a.signInAs('cache-member');
    const created = await pair.b.request('/deals', { method: 'POST', token: member.token, json: deal });
    expect(created.status).toBe(201);
    dealId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => pair?.close());

  const countsOnB = async () => {
    const response = await pair.b.request(`/deals/${dealId}/placement`, { token: member.token });
    expect(response.status).toBe(200);
    return ((await response.json()) as Placement).matches;
  };

  it('B, its cache loaded with no programs, sees a program created on A, then its deactivation', async () => {
    expect(await countsOnB()).toEqual(expect.objectContaining({ match: 0, near: 0 }));

    const onA = (path: string, method: string, json: unknown) =>
      pair.a.request(path, { method, token: admin.token, json });
    const lender = await onA('/admin/lenders', 'POST', { name: 'Front Range Capital', type: 'debt-fund' });
    expect(lender.status).toBe(201);
    const lenderId = ((await lender.json()) as { id: string }).id;
    const created = await onA(`/admin/lenders/${lenderId}/programs`, 'POST', {
      name: 'Colorado Office',
      loanPurposes: ['refinance'],
      propertyTypes: ['Office'],
      states: ['CO'],
      maxLtv: 65,
    });
    expect(created.status).toBe(201);
    const programId = ((await created.json()) as { id: string }).id;

    // A sees its own change at once; B within the version check's interval.
    const onAResponse = await pair.a.request(`/deals/${dealId}/placement`, { token: member.token });
    expect(((await onAResponse.json()) as Placement).matches.match).toBe(1);
    await pair.b.waitFor(async () => (await countsOnB()).match === 1, 10_000);

    const paused = await onA(`/admin/lenders/${lenderId}/programs/${programId}`, 'PATCH', { active: false });
    expect(paused.status).toBe(200);
    await pair.b.waitFor(async () => (await countsOnB()).match === 0, 10_000);
  });
});
