import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealRecord } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/**
 * Deal numbers stay unique when a bulk insert (sample book, GHL import, seeding) and single creates
 * draw from the same counter, including where the counter loses an increment (FerretDB v1 runs
 * find-and-modify as a read then a write, so two instances may read the same value).
 */
describe('deal numbers under concurrent bulk inserts and creates', () => {
  let t: TestGateway;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('numbers-member');
  });
  afterAll(() => t.close());

  it('renumbers the bulk records a create took the number of, and stores every one', async () => {
    const c = t.gateway.container;
    const owner = { _id: member.user.id, username: String(member.user.username) };
    const year = new Date().getUTCFullYear();
    const counterId = `dealId-${year}`;
    const counters = t.gateway.db.collection<{ _id: string; seq: number }>('counters');
    const before = (await counters.findOne({ _id: counterId }))?.seq ?? 0;

    const numbers = await c.repositories.deals.allocateDealIds(year, 3);
    // Another instance read the counter before this block was reserved: its increment is lost.
    await counters.updateOne({ _id: counterId }, { $set: { seq: before } }, { upsert: true });
    const created = await t.request('/deals', {
      token: member.token,
      method: 'POST',
      json: {
        clientFirstName: 'Ana',
        clientLastName: 'Race',
        clientPhone: '555-0101',
        clientEmail: 'ana.race@example.com',
        dealType: 'Acquisition',
        propertyType: 'Multifamily',
        propertyAddress: '5 Counter Lane, Austin TX',
        propertyVintage: '1990',
        sponsorNetWorth: '$5M',
        sponsorLiquidity: '$750K',
        loanRequest: '$2M',
        anyAdditionalInformation: 'Numbers',
      },
    });
    expect(created.status).toBe(201);
    const single = (await created.json()) as { dealId: string };
    expect(single.dealId).toBe(numbers[0]);

    const drafts = numbers.map((dealId) => ({ ...dealRecord(owner), dealId }));
    const stored = await c.repositories.deals.insertMany(drafts);

    expect(stored.map((deal) => deal._id).sort()).toEqual(drafts.map((deal) => deal._id).sort());
    const all = await t.gateway.db
      .collection<{ _id: string; dealId: string }>('deals')
      .find({ userId: owner._id }, { projection: { dealId: 1 } })
      .toArray();
    expect(all).toHaveLength(4);
    expect(new Set(all.map((deal) => deal.dealId)).size).toBe(4);
    expect(stored.find((deal) => deal._id === drafts[0]!._id)!.dealId).not.toBe(single.dealId);
  });
});
