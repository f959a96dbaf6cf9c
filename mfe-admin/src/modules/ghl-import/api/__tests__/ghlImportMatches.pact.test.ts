// @vitest-environment node
import type { GhlOpportunity } from '@portal/contracts';
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { duplicateMatchBody, JSON_CONTENT_TYPE } from '../../../../test/pactBodies';
import { AdminPactStates, DuplicatePactStates, PACT_DUPLICATE_ADDRESS } from '../../../../test/pactStates';
import { findGhlImportMatches } from '../findGhlImportMatches';
import { importOpportunity } from '../importOpportunity';

const { boolean, fromProviderState, like, regex, string } = Matchers;

const JSON_REQUEST = { ...bearer, 'Content-Type': 'application/json' };

const pickedOpportunity: GhlOpportunity = {
  id: 'opp-1',
  name: 'Harbor Lofts Refinance',
  contact: { name: 'Jane Client', email: 'jane@clients.example' },
  monetaryValue: 2400000,
  status: 'open',
  pipelineId: 'pipe-1',
  pipelineName: 'Loan Pipeline',
  pipelineStageId: 'stage-1',
  createdAt: '2026-04-02T09:00:00.000Z',
  customFields: [{ key: 'opportunity.property_address', field_value: PACT_DUPLICATE_ADDRESS }],
};

describe('mfe-admin → gateway: GHL import matched to portal deals', () => {
  const pact = createConsumerPact('mfe-admin');

  it('finds the portal deal with the opportunity’s property before importing it', () => {
    pact
      .given(DuplicatePactStates.ghlOpportunityMatchesDeal)
      .uponReceiving('a request for the portal deals matching a GHL opportunity')
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/import-opportunity/matches',
        headers: JSON_REQUEST,
        body: { opportunityId: fromProviderState('${opportunityId}', 'opp-1') },
      })
      .willRespondWith({
        status: 200,
        headers: JSON_CONTENT_TYPE,
        body: { items: [duplicateMatchBody({ id: fromProviderState('${matchedDealId}', 'deal-matched') })] },
      });
    return pact.executeTest(async (server) => {
      const matches = await findGhlImportMatches(pactClient(server.url), 'opp-1');
      expect(matches).toHaveLength(1);
      expect(matches[0]?.deal.id).toBe('deal-matched');
      expect(matches[0]?.reasons).toContain('address');
    });
  });

  it('finds no match for an opportunity whose property is not in the portal', () => {
    pact
      .given(AdminPactStates.ghlOpportunityOpen)
      .uponReceiving('a request for the portal deals matching a GHL opportunity of a new property')
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/import-opportunity/matches',
        headers: JSON_REQUEST,
        body: { opportunityId: fromProviderState('${opportunityId}', 'opp-1') },
      })
      .willRespondWith({ status: 200, headers: JSON_CONTENT_TYPE, body: { items: [] } });
    return pact.executeTest(async (server) => {
      expect(await findGhlImportMatches(pactClient(server.url), 'opp-1')).toEqual([]);
    });
  });

  it('links the opportunity to the matching deal instead of creating one', () => {
    pact
      .given(DuplicatePactStates.ghlOpportunityMatchesDeal)
      .uponReceiving('a request to import a GHL opportunity as a link to the matching deal')
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/import-opportunity',
        headers: JSON_REQUEST,
        body: {
          opportunityId: fromProviderState('${opportunityId}', 'opp-1'),
          userId: fromProviderState('${memberId}', 'u-member'),
          opportunity: like(pickedOpportunity),
          linkDealId: fromProviderState('${matchedDealId}', 'deal-matched'),
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          message: string('Opportunity linked to the deal'),
          created: boolean(false),
          // The existing deal keeps its owner, fields and history: only what the import reads is pinned.
          deal: {
            id: fromProviderState('${matchedDealId}', 'deal-matched'),
            dealId: regex(/^DL-\d{4}-\d{6}$/, 'DL-2026-000001'),
            propertyName: string('Pact Harbor Lofts'),
            ghlOpportunityId: fromProviderState('${opportunityId}', 'opp-1'),
          },
        },
      });
    return pact.executeTest(async (server) => {
      const result = await importOpportunity(pactClient(server.url), pickedOpportunity, 'u-member', 'deal-matched');
      expect(result.created).toBe(false);
      expect(result.deal.id).toBe('deal-matched');
      expect(result.deal.ghlOpportunityId).toBeTruthy();
    });
  });
});
