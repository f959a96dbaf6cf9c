import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal } from '../../support/seed';
import type { SignedIn } from '../../support/testGateway';
import { startPair, type Pair } from '../multiInstance/pair';
import { json } from './support';

type Quote = { id: string; selected: boolean };

const terms = (amount: number) => ({
  amount,
  rateType: 'fixed',
  ratePercent: 6.75,
  termMonths: 120,
  amortisationMonths: 360,
  recourse: 'non-recourse',
});

describe('selecting quotes at once through two instances', () => {
  let pair: Pair;
  let admin: SignedIn;

  beforeAll(async () => {
    pair = await startPair();
    admin = await pair.a.signInAs('race-admin', { isAdmin: true });
  }, 120_000);
  afterAll(() => pair.close());

  it('eight selections of four quotes racing on two instances end with exactly one selected, the one on the deal', async () => {
    const lender = await json<{ id: string }>(
      await pair.a.request('/admin/lenders', {
        method: 'POST',
        token: admin.token,
        json: { name: 'Race Capital', type: 'bank' },
      }),
      201,
    );
    const deal = await seedDeal(
      pair.a.gateway.container,
      { _id: admin.user.id, username: 'race-admin' },
      { netOperatingIncome: 400_000 },
    );
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const quote = await json<Quote>(
        await pair.a.request(`/admin/deals/${deal._id}/quotes`, {
          method: 'POST',
          token: admin.token,
          json: { lenderId: lender.id, terms: terms(3_000_000 + n) },
        }),
        201,
      );
      ids.push(quote.id);
    }

    const answers = await Promise.all(
      [...ids, ...ids].map((id, n) =>
        (n % 2 === 0 ? pair.a : pair.b).request(`/admin/deals/${deal._id}/quotes/${id}/select`, {
          method: 'POST',
          token: admin.token,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));

    for (const instance of [pair.a, pair.b]) {
      const { items } = await json<{ items: Quote[] }>(
        await instance.request(`/admin/deals/${deal._id}/quotes`, { token: admin.token }),
      );
      const selected = items.filter((quote) => quote.selected);
      expect(selected).toHaveLength(1);
      const stored = await json<{ selectedQuote: { quoteId: string } }>(
        await instance.request(`/deals/${deal._id}`, { token: admin.token }),
      );
      expect(stored.selectedQuote.quoteId).toBe(selected[0]!.id);
    }
  });
});
