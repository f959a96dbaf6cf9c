// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { fetchMyDealsSummary } from '../fetchMyDealsSummary';
import { summarizeDeals } from '../../utils/summarizeDeals';

const { eachLike, integer, like, number, string, regex } = Matchers;
const isoDate = regex(/^\d{4}-\d{2}-\d{2}T.*Z$/, '2026-11-20T10:00:00.000Z');

describe('shell → gateway: the member’s deal figures (home page)', () => {
  const pact = createConsumerPact('shell');

  it('gives counts by status and the latest stage changes', () => {
    pact
      .given(States.memberWithDealsSignedIn)
      .uponReceiving('a request for my deal figures')
      .withRequest({ method: 'GET', path: '/deals/summary', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          total: integer(2),
          active: integer(2),
          totalLoanAmount: number(3000000.5),
          byStatus: like({ Open: integer(2) }),
          byStage: eachLike({ name: string('Needs Analysis'), count: integer(1), loanAmount: number(1500000.5) }),
          byPropertyType: eachLike({ name: string('Multifamily'), count: integer(2), loanAmount: number(3000000.5) }),
          recentStageChanges: eachLike(
            {
              id: string('6b1f0c2e-3a4d-4c5e-8f70-1a2b3c4d5e6f'),
              dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
              dealName: string('Jane Client'),
              from: string('Qualification'),
              to: string('Needs Analysis'),
              at: isoDate,
            },
            2,
          ),
        },
      });
    return pact.executeTest(async (server) => {
      const summary = summarizeDeals(await fetchMyDealsSummary(pactClient(server.url)));
      expect(summary.total).toBe(2);
      expect(summary.byStatus[0]).toEqual({ status: 'Open', count: 2 });
      expect(summary.recentStageChanges.length).toBe(2);
    });
  });
});
