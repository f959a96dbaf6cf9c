import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DealRecord } from '../../../src/features/deals/model';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { lenderWithContacts } from '../submissions/support';
import { feeCalls, json, type ErrorBody, type Fee } from './support';

const TODAY = new Date('2026-06-15T12:00:00.000Z');

describe("a deal's broker fee (GET /deals/{id}/fee, PUT /admin/deals/{id}/fee)", () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  let other: SignedIn;
  let calls: ReturnType<typeof feeCalls>;
  let deal: DealRecord;

  const owner = () => ({ _id: member.user.id, username: 'fee-member' });
  const feeChanges = async (dealId: string) =>
    (await calls.timeline(admin.token, dealId)).filter((entry) => entry.kind === 'feeChanged');

  beforeAll(async () => {
    t = await startTestGateway();
    t.clock.set(TODAY);
    admin = await t.signInAs('fee-admin', { isAdmin: true });
    member = await t.signInAs('fee-member');
    other = await t.signInAs('fee-other');
    calls = feeCalls(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    // A $2M loan in Underwriting, owned by the member.
    deal = await seedDeal(t.gateway.container, owner(), { loanRequest: '$2M', stage: 'Underwriting' });
  });

  it('reads null until a figure is recorded, and the deal carries no fee', async () => {
    expect(await calls.fee(member.token, deal._id)).toBeNull();
    const read = await json<Record<string, unknown>>(await t.request(`/deals/${deal._id}`, { token: member.token }));
    expect(read.fee ?? null).toBeNull();
  });

  it('refuses each bad field with a 400 naming it, and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ feePoints: 21 }, 'body.feePoints'],
      [{ feePoints: -1 }, 'body.feePoints'],
      [{ feeAmount: -5 }, 'body.feeAmount'],
      [{ feeAmount: 'lots' }, 'body.feeAmount'],
      [{ brokerSharePercent: 101 }, 'body.brokerSharePercent'],
      [{ expectedClosingOn: 'next June' }, 'body.expectedClosingOn'],
      [{ invoicedOn: '2026-02-30' }, 'body.invoicedOn'],
      [{ receivedAmount: -1, receivedOn: '2026-06-01' }, 'body.receivedAmount'],
      [{ receivedAmount: 10_000 }, 'body.receivedOn'],
      [{ receivedOn: '2026-06-01' }, 'body.receivedAmount'],
      [{ feePoints: 1, commission: 5 }, 'body.commission'],
    ];
    for (const [body, field] of cases) {
      const response = await calls.save(admin.token, deal._id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as ErrorBody;
      expect(
        error.details?.map((detail) => detail.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await calls.fee(admin.token, deal._id)).toBeNull();
    expect(await feeChanges(deal._id)).toEqual([]);
  });

  it('a refused change keeps the saved figures as they were', async () => {
    await calls.saved(admin.token, deal._id, { feePoints: 1, receivedOn: '2026-06-01', receivedAmount: 10_000 });
    const response = await calls.save(admin.token, deal._id, { receivedOn: null, feePoints: 2 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).details?.[0]?.field).toBe('body.receivedOn');
    const fee = (await calls.fee(admin.token, deal._id))!;
    expect([fee.feePoints, fee.receivedOn, fee.receivedAmount]).toEqual([1, '2026-06-01', 10_000]);
  });

  it('a partial save keeps the other figures, and null clears one', async () => {
    let fee = await calls.saved(admin.token, deal._id, { feePoints: 1.5, expectedClosingOn: '2026-07-01' });
    // 1.5 points of the deal's $2M (no quote selected): $30,000; the default share 50 %.
    expect(fee).toMatchObject({ feePoints: 1.5, loanAmount: 2_000_000, expectedFee: 30_000, brokerShare: 15_000 });
    fee = await calls.saved(admin.token, deal._id, { invoicedOn: '2026-06-10' });
    expect(fee).toMatchObject({ feePoints: 1.5, expectedClosingOn: '2026-07-01', invoicedOn: '2026-06-10' });
    fee = await calls.saved(admin.token, deal._id, { feeAmount: 25_000 });
    // An amount wins over the points.
    expect(fee).toMatchObject({ feePoints: 1.5, feeAmount: 25_000, expectedFee: 25_000, brokerShare: 12_500 });
    fee = await calls.saved(admin.token, deal._id, { feeAmount: null, invoicedOn: null });
    expect(fee).toMatchObject({
      feeAmount: null,
      invoicedOn: null,
      expectedFee: 30_000,
      expectedClosingOn: '2026-07-01',
    });
    expect(await calls.fee(member.token, deal._id)).toEqual(fee);
  });

  it('states: expected, invoiced, overdue the configured days after closing, received', async () => {
    // Closing 2026-05-01 and 30 days allowed: due 2026-05-31, overdue on 2026-06-15.
    let fee = await calls.saved(admin.token, deal._id, { feeAmount: 40_000, expectedClosingOn: '2026-06-10' });
    expect([fee.state, fee.dueOn]).toEqual(['expected', '2026-07-10']);
    fee = await calls.saved(admin.token, deal._id, { invoicedOn: '2026-06-11' });
    expect(fee.state).toBe('invoiced');
    fee = await calls.saved(admin.token, deal._id, { expectedClosingOn: '2026-05-01' });
    expect([fee.state, fee.dueOn]).toEqual(['overdue', '2026-05-31']);
    // Sixty days allowed: not overdue any more.
    expect((await calls.saveSettings(admin.token, { overdueAfterDays: 60 })).status).toBe(200);
    fee = (await calls.fee(admin.token, deal._id))!;
    expect([fee.state, fee.dueOn]).toEqual(['invoiced', '2026-06-30']);
    expect((await calls.saveSettings(admin.token, { overdueAfterDays: null })).status).toBe(200);
    fee = await calls.saved(admin.token, deal._id, { receivedOn: '2026-06-14', receivedAmount: 19_000 });
    expect(fee.state).toBe('received');
    // The deal answers carry the same fee.
    const read = await json<{ fee: Fee }>(await t.request(`/deals/${deal._id}`, { token: member.token }));
    expect(read.fee).toEqual(fee);
  });

  it("the share in force: the deal's own, else the member's, else the default", async () => {
    let fee = await calls.saved(admin.token, deal._id, { feeAmount: 10_000 });
    expect([fee.brokerSharePercent, fee.brokerShare, fee.brokerSharePercentOverride]).toEqual([50, 5_000, null]);
    expect((await calls.saveSettings(admin.token, { defaultBrokerSharePercent: 40 })).status).toBe(200);
    expect((await calls.fee(admin.token, deal._id))!.brokerShare).toBe(4_000);

    const user = await json<{ brokerSharePercent: number | null }>(
      await t.request(`/admin/users/${member.user.id}`, {
        method: 'PUT',
        token: admin.token,
        json: { brokerSharePercent: 60 },
      }),
    );
    expect(user.brokerSharePercent).toBe(60);
    expect((await calls.fee(member.token, deal._id))!.brokerShare).toBe(6_000);

    fee = await calls.saved(admin.token, deal._id, { brokerSharePercent: 75 });
    expect([fee.brokerSharePercent, fee.brokerShare, fee.brokerSharePercentOverride]).toEqual([75, 7_500, 75]);
    fee = await calls.saved(admin.token, deal._id, { brokerSharePercent: null });
    expect(fee.brokerShare).toBe(6_000);

    const bad = await t.request(`/admin/users/${member.user.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { brokerSharePercent: 120 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).details?.[0]?.field).toBe('body.brokerSharePercent');
    await t.request(`/admin/users/${member.user.id}`, {
      method: 'PUT',
      token: admin.token,
      json: { brokerSharePercent: null },
    });
    expect((await calls.fee(admin.token, deal._id))!.brokerShare).toBe(4_000);
    await calls.saveSettings(admin.token, { defaultBrokerSharePercent: null });
    expect((await calls.fee(admin.token, deal._id))!.brokerShare).toBe(5_000);
  });

  it('every change is one feeChanged entry with the admin and each figure before and after', async () => {
    await calls.saved(admin.token, deal._id, { feePoints: 1, brokerSharePercent: 40 });
    await calls.saved(admin.token, deal._id, { feePoints: 1 });
    await calls.saved(admin.token, deal._id, { feePoints: 1.25, receivedOn: '2026-06-01', receivedAmount: 9_500 });
    const entries = await feeChanges(deal._id);
    // The save that changed nothing wrote nothing.
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(entry.actor).toMatchObject({ id: admin.user.id, name: 'fee-admin', role: 'admin' });
    const changes = entries.map((entry) => entry.changes);
    expect(changes).toContainEqual([
      { field: 'feePoints', label: 'Fee points', from: null, to: '1' },
      { field: 'brokerSharePercent', label: 'Broker share', from: null, to: '40%' },
    ]);
    expect(changes).toContainEqual([
      { field: 'feePoints', label: 'Fee points', from: '1', to: '1.25' },
      { field: 'receivedOn', label: 'Received on', from: null, to: '2026-06-01' },
      { field: 'receivedAmount', label: 'Received amount', from: null, to: '$9,500' },
    ]);
    // The owner reads the same entries on their deal's timeline.
    expect((await calls.timeline(member.token, deal._id)).filter((e) => e.kind === 'feeChanged')).toHaveLength(2);
  });

  it('selecting a quote fills the loan amount, the expected closing and the quote, on the timeline', async () => {
    await calls.saved(admin.token, deal._id, { feePoints: 2 });
    const [contact] = await lenderWithContacts(t, admin, `Fee Bank ${deal.dealId}`, [null]);
    const lenders = await json<{ items: { id: string; name: string }[] }>(
      await t.request(`/admin/lenders?q=${encodeURIComponent(deal.dealId)}`, { token: admin.token }),
    );
    const lenderId = lenders.items.find((lender) => lender.name.endsWith(deal.dealId))?.id;
    expect(contact).toBeTruthy();
    const quote = await json<{ id: string }>(
      await t.request(`/admin/deals/${deal._id}/quotes`, {
        method: 'POST',
        token: admin.token,
        json: {
          lenderId,
          terms: {
            amount: 1_800_000,
            rateType: 'fixed',
            ratePercent: 6.5,
            termMonths: 120,
            amortisationMonths: 360,
            recourse: 'non-recourse',
            closingDays: 45,
          },
        },
      }),
      201,
    );
    await json(
      await t.request(`/admin/deals/${deal._id}/quotes/${quote.id}/select`, { method: 'POST', token: admin.token }),
    );
    const fee = (await calls.fee(member.token, deal._id))!;
    // 2 points of the quote's $1.8M; closing 45 days after 2026-06-15.
    expect(fee).toMatchObject({
      feePoints: 2,
      loanAmount: 1_800_000,
      expectedFee: 36_000,
      expectedClosingOn: '2026-07-30',
      quoteId: quote.id,
    });
    const last = (await feeChanges(deal._id)).find((entry) => entry.changes.some((c) => c.field === 'loanAmount'));
    expect(last?.changes).toEqual([
      { field: 'expectedClosingOn', label: 'Expected closing', from: null, to: '2026-07-30' },
      { field: 'loanAmount', label: 'Loan amount', from: null, to: '$1,800,000' },
    ]);
    expect(last?.actor.id).toBe(admin.user.id);
  });

  it('every deal answer carries the fee once there is one: the lists, the pipeline pages, the admin views', async () => {
    const fee = await calls.saved(admin.token, deal._id, { feeAmount: 7_000, expectedClosingOn: '2026-08-01' });
    const bare = await seedDeal(t.gateway.container, owner(), { stage: 'Underwriting' });
    type Item = { id: string; fee?: Fee | null };
    const find = (items: Item[], id: string) => items.find((item) => item.id === id);
    const own = await json<{ items: Item[] }>(await t.request('/deals?limit=100', { token: member.token }));
    const all = await json<{ items: Item[] }>(await t.request('/admin/deals?limit=100', { token: admin.token }));
    const pipeline = await json<{ stages: { stage: string; firstPage: { items: Item[] } }[] }>(
      await t.request('/deals/pipeline?pageLimit=100', { token: member.token }),
    );
    const underwriting = pipeline.stages.find((stage) => stage.stage === 'Underwriting')!.firstPage.items;
    for (const items of [own.items, all.items, underwriting]) {
      expect(find(items, deal._id)?.fee).toEqual(fee);
      expect(find(items, bare._id)).toBeDefined();
      expect(find(items, bare._id)!.fee ?? null).toBeNull();
    }
    const adminRead = await json<Item>(await t.request(`/deals/${deal._id}`, { token: admin.token }));
    expect(adminRead.fee).toEqual(fee);
  });

  it("a member never reads another member's fee: 404, and members cannot save fees (403)", async () => {
    await calls.saved(admin.token, deal._id, { feeAmount: 12_345 });
    const foreign = await calls.get(other.token, deal._id);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ErrorBody).error).toBe('Deal not found');
    expect(JSON.stringify(await (await t.request('/earnings', { token: other.token })).json())).not.toContain('12345');
    expect((await calls.save(member.token, deal._id, { feeAmount: 1 })).status).toBe(403);
    expect((await calls.get(admin.token, 'no-such-deal')).status).toBe(404);
    expect((await calls.save(admin.token, 'no-such-deal', { feeAmount: 1 })).status).toBe(404);
    expect((await calls.fee(member.token, deal._id))!.feeAmount).toBe(12_345);
  });
});
