// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { dealsPactStates, pactIds } from '../../../../test/pactStates';
import { DEALS_PAGE_SIZE } from '../../../deals/api/fetchDealsPage';
import { fetchPipeline } from '../fetchPipeline';

const { like, eachLike, integer, regex, string, fromProviderState } = Matchers;

const json = { 'Content-Type': regex(/^application\/json.*$/, 'application/json; charset=utf-8') };

/** The one deal of the states: a $1.5M Multifamily deal in Qualification. */
const qualificationDeal = {
  id: string(pactIds.deal),
  dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
  stage: string('Qualification'),
  loanRequest: string('$1.5M'),
  createdAt: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-03-10T12:00:00.000Z'),
};

/** The stage headers of a state whose only deal is `deal`. */
const oneQualificationDealAs = (deal: Record<string, unknown>) => ({
  total: integer(1),
  stages: eachLike({
    stage: string('Qualification'),
    count: integer(1),
    totalAmount: like(1_500_000),
    propertyTypes: eachLike({ name: string('Multifamily'), count: integer(1) }),
    lastStageUpdate: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2026-03-16T09:00:00.000Z'),
    // The stage's first page (asked for with pageLimit): its one deal, no further page.
    firstPage: { items: eachLike(deal), nextCursor: null, total: integer(1) },
  }),
});
const oneQualificationDeal = oneQualificationDealAs(qualificationDeal);
const pageLimit = String(DEALS_PAGE_SIZE);

describe('mfe-deals → gateway: pipeline stage headers', () => {
  const pact = createConsumerPact('mfe-deals');

  it("reads the stage headers of the member's pipeline", () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving("a request for the member's pipeline stage headers with each stage's first page")
      .withRequest({ method: 'GET', path: '/deals/pipeline', query: { pageLimit }, headers: bearer })
      .willRespondWith({ status: 200, headers: json, body: oneQualificationDeal });
    return pact.executeTest(async (server) => {
      const pipeline = await fetchPipeline(pactClient(server.url), { kind: 'mine' }, DEALS_PAGE_SIZE);
      expect(pipeline.total).toBe(1);
      expect(pipeline.stages[0]).toMatchObject({ stage: 'Qualification', count: 1, totalAmount: 1_500_000 });
      expect(pipeline.stages[0]?.propertyTypes[0]?.name).toBe('Multifamily');
      expect(pipeline.stages[0]?.firstPage).toMatchObject({ nextCursor: null, total: 1 });
      expect(pipeline.stages[0]?.firstPage?.items[0]?.id).toBe(pactIds.deal);
    });
  });

  it("reads the stage headers of the admin's filtered deals", () => {
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving("a request for the stage headers of one user's Open deals with each stage's first page")
      .withRequest({
        method: 'GET',
        path: '/admin/deals/pipeline',
        query: {
          userId: fromProviderState('${memberId}', 'a3c1f0d2-0000-4000-8000-000000000002'),
          status: 'Open',
          pageLimit,
        },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: oneQualificationDeal });
    return pact.executeTest(async (server) => {
      const pipeline = await fetchPipeline(
        pactClient(server.url),
        { kind: 'all', query: { userId: 'a3c1f0d2-0000-4000-8000-000000000002', status: 'Open' } },
        DEALS_PAGE_SIZE,
      );
      expect(pipeline.stages.map((stage) => stage.stage)).toEqual(['Qualification']);
      expect(pipeline.stages[0]?.firstPage?.items).toHaveLength(1);
    });
  });

  it("reads the stage headers of every member's stale deals for the admin ('Stale only' in the stage view)", () => {
    // In Qualification since 2026-03-16: past that stage's threshold.
    const staleStages = oneQualificationDealAs({ ...qualificationDeal, stale: true });
    pact
      .given(dealsPactStates.adminAndMemberDeal)
      .uponReceiving("a request for the stage headers of all stale deals with each stage's first page")
      .withRequest({
        method: 'GET',
        path: '/admin/deals/pipeline',
        query: { stale: 'true', pageLimit },
        headers: bearer,
      })
      .willRespondWith({ status: 200, headers: json, body: staleStages });
    return pact.executeTest(async (server) => {
      const pipeline = await fetchPipeline(
        pactClient(server.url),
        { kind: 'all', query: { stale: 'true' } },
        DEALS_PAGE_SIZE,
      );
      expect(pipeline.stages[0]?.firstPage?.items.every((deal) => deal.stale)).toBe(true);
    });
  });
});
