import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { json, type Fee } from './support';

type Deal = { id: string; fee?: Fee | null; selectedQuote?: { quoteId: string; terms: { amount: number } } | null };

describe('the sample book carries broker fees in every state, and takes them when removed', () => {
  let t: TestGateway;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true, smtp: true, ghl: { seed: false } });
    admin = await t.signInAs('fees-sample-admin', { isAdmin: true });
    await t.configureGhl(admin.token);
  });
  afterAll(() => t?.close());

  it(
    'loads fees in every state, the selected quote filling its deal’s fee; removal leaves none',
    { timeout: 300_000 },
    async () => {
      expect((await t.request('/sample-data', { method: 'POST', token: admin.token })).status).toBe(202);
      await t.waitFor(
        async () =>
          ((await (await t.request('/sample-data', { token: admin.token })).json()) as { loaded: boolean }).loaded,
        240_000,
      );
      const deals = (await json<{ items: Deal[] }>(await t.request('/admin/deals?limit=200', { token: admin.token })))
        .items;
      const withFee = deals.filter((deal) => deal.fee);
      expect(new Set(withFee.map((deal) => deal.fee!.state))).toEqual(
        new Set(['expected', 'invoiced', 'received', 'overdue']),
      );
      const chosen = deals.find((deal) => deal.selectedQuote)!;
      expect(chosen.fee).toMatchObject({
        quoteId: chosen.selectedQuote!.quoteId,
        loanAmount: chosen.selectedQuote!.terms.amount,
      });

      const report = await json<{ totals: { deals: number } }>(
        await t.request('/admin/fees/report', { token: admin.token }),
      );
      expect(report.totals.deals).toBe(withFee.length);
      const overdue = await json<{ count: number }>(await t.request('/admin/fees/overdue', { token: admin.token }));
      expect(overdue.count).toBe(withFee.filter((deal) => deal.fee!.state === 'overdue').length);

      expect((await t.request('/sample-data', { method: 'DELETE', token: admin.token })).status).toBe(200);
      const after = await json<{ totals: { deals: number } }>(
        await t.request('/admin/fees/report', { token: admin.token }),
      );
      expect(after.totals.deals).toBe(0);
    },
  );
});
