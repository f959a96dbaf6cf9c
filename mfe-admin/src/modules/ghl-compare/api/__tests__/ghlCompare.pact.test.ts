// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { errorBody, ghlOpportunityBody, importedDealBody } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchCompareProgress } from '../fetchCompareProgress';
import { fetchComparisons } from '../fetchComparisons';
import { syncDeals } from '../syncDeals';

const { boolean, eachLike, fromProviderState, string } = Matchers;

describe('mfe-admin → gateway: GHL compare and sync', () => {
  const pact = createConsumerPact('mfe-admin');

  it('asks how far a comparison has read GHL: 404 while none runs under the id', () => {
    pact
      .given(AdminPactStates.adminOnly)
      .uponReceiving('a request for the progress of a comparison that is not running')
      .withRequest({ method: 'GET', path: '/deals/compare/ghl/progress/run-not-running-0001', headers: bearer })
      .willRespondWith({ status: 404, body: errorBody('Not Found') });
    return pact.executeTest(async (server) => {
      expect(await fetchCompareProgress(pactClient(server.url), 'run-not-running-0001')).toBeNull();
    });
  });

  it('compares the GHL-linked deals with their opportunities', () => {
    pact
      .given(AdminPactStates.ghlDealDiffers)
      .uponReceiving('a request to compare deals with GHL')
      .withRequest({ method: 'GET', path: '/deals/compare/ghl', headers: bearer })
      .willRespondWith({
        status: 200,
        body: eachLike({
          ourDeal: importedDealBody({ propertyAddress: '99 Changed Street' }),
          ghlOpportunity: ghlOpportunityBody(),
          hasDifferences: boolean(true),
          differences: eachLike({
            field: 'opportunity.property_address',
            ourValue: '99 Changed Street',
            ghlValue: string('12 Maple Court'),
            type: 'customField',
          }),
        }),
      });
    return pact.executeTest(async (server) => {
      const comparisons = await fetchComparisons(pactClient(server.url));
      expect(comparisons[0]?.differences.length).toBeGreaterThan(0);
    });
  });

  it('syncs selected deals to GHL', () => {
    pact
      .given(AdminPactStates.ghlDealDiffers)
      .uponReceiving('a request to sync a deal to GHL')
      .withRequest({
        method: 'POST',
        path: '/deals/sync/ghl',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: { dealIds: [fromProviderState('${dealId}', '5b0f3c8e')] },
      })
      .willRespondWith({
        status: 200,
        body: {
          totalRequested: 1,
          successful: 1,
          failed: 0,
          results: eachLike({ dealId: string('5b0f3c8e'), success: true }),
        },
      });
    return pact.executeTest(async (server) => {
      const result = await syncDeals(pactClient(server.url), ['5b0f3c8e']);
      expect(result.totalRequested).toBe(1);
    });
  });
});
