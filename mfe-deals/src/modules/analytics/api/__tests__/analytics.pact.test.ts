// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { dealsPactStates } from '../../../../test/pactStates';
import { fetchDealsSummary } from '../fetchDealsSummary';

const { eachLike, fromProviderState, integer, like, number, string } = Matchers;

/** The figures of one Open Multifamily Acquisition deal of $1.5M in Qualification (both states seed it). */
const oneDealSummary = {
  total: integer(1),
  active: integer(1),
  totalLoanAmount: number(1_500_000),
  byStatus: like({ Open: integer(1) }),
  byStage: eachLike({ name: string('Qualification'), count: integer(1), loanAmount: number(1_500_000) }),
  byPropertyType: eachLike({ name: string('Multifamily'), count: integer(1), loanAmount: number(1_500_000) }),
  byDealType: eachLike({ name: string('Acquisition'), count: integer(1), loanAmount: number(1_500_000) }),
};

describe('mfe-deals → gateway: the deals dashboard figures', () => {
  const pact = createConsumerPact('mfe-deals');

  it("reads the member's own figures", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for the member's deal figures")
      .withRequest({ method: 'GET', path: '/deals/summary', headers: bearer })
      .willRespondWith({ status: 200, body: oneDealSummary });
    return pact.executeTest(async (server) => {
      const summary = await fetchDealsSummary(pactClient(server.url), { kind: 'mine' });
      expect(summary.total).toBe(1);
      expect(summary.byDealType[0]?.name).toBe('Acquisition');
    });
  });

  it("reads one member's figures for an admin", () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving("a request for one member's deal figures by an admin")
      .withRequest({
        method: 'GET',
        path: '/admin/deals/summary',
        query: { userId: fromProviderState('${memberId}', 'a3c1f0d2-0000-4000-8000-000000000002') },
        headers: bearer,
      })
      .willRespondWith({ status: 200, body: oneDealSummary });
    return pact.executeTest(async (server) => {
      const summary = await fetchDealsSummary(pactClient(server.url), {
        kind: 'all',
        userId: 'a3c1f0d2-0000-4000-8000-000000000002',
      });
      expect(summary.totalLoanAmount).toBe(1_500_000);
    });
  });
});
