// @vitest-environment node
import type { GhlOpportunity } from '@portal/contracts';
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { ghlOpportunityBody, importedDealBody } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchGhlPipelines } from '../fetchGhlPipelines';
import { fetchPipelineOpportunities } from '../fetchPipelineOpportunities';
import { importOpportunity } from '../importOpportunity';

const { boolean, eachLike, fromProviderState, integer, like, string } = Matchers;

const pickedOpportunity: GhlOpportunity = {
  id: 'opp-1',
  name: 'Maple Court Refinance',
  contact: { name: 'Jane Client', email: 'jane@clients.example' },
  monetaryValue: 2400000,
  status: 'open',
  pipelineId: 'pipe-1',
  pipelineName: 'Loan Pipeline',
  pipelineStageId: 'stage-1',
  createdAt: '2026-04-02T09:00:00.000Z',
  customFields: [{ key: 'opportunity.property_address', field_value: '12 Maple Court' }],
};

describe('mfe-admin → gateway: GHL import', () => {
  const pact = createConsumerPact('mfe-admin');

  it('lists the pipelines with the saved key', () => {
    pact
      .given(AdminPactStates.ghlConfigured)
      .uponReceiving('a request for the GHL pipelines with the saved key')
      .withRequest({ method: 'GET', path: '/admin/ghl/pipelines', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          pipelines: eachLike({
            id: string('pipe-1'),
            name: string('Loan Pipeline'),
            stages: eachLike({ id: string('stage-1'), name: string('Initial Qualification Stage') }),
            locationId: string('loc-1'),
          }),
        },
      });
    return pact.executeTest(async (server) => {
      const pipelines = await fetchGhlPipelines(pactClient(server.url));
      expect(pipelines[0]?.stages.length).toBeGreaterThan(0);
    });
  });

  it('lists the first page of one pipeline’s opportunities, with the cursor to the next and the total', () => {
    pact
      .given(AdminPactStates.ghlOpportunityOpen)
      .uponReceiving('a request for the first page of the opportunities of a GHL pipeline')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          '/admin/ghl/pipeline/${pipelineId}/opportunities',
          '/admin/ghl/pipeline/pipe-1/opportunities',
        ),
        headers: bearer,
      })
      .willRespondWith({
        status: 200,
        body: { opportunities: eachLike(ghlOpportunityBody()), nextCursor: null, total: integer(1) },
      });
    return pact.executeTest(async (server) => {
      const page = await fetchPipelineOpportunities(pactClient(server.url), 'pipe-1');
      expect(page.opportunities[0]?.name).toBeTruthy();
      expect(page.nextCursor).toBeNull();
    });
  });

  it('answers 400 Invalid cursor for a cursor the list did not give out', () => {
    pact
      .given(AdminPactStates.ghlOpportunityOpen)
      .uponReceiving('a request for a page of a GHL pipeline with a malformed cursor')
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          '/admin/ghl/pipeline/${pipelineId}/opportunities',
          '/admin/ghl/pipeline/pipe-1/opportunities',
        ),
        query: { cursor: 'not-a-cursor' },
        headers: bearer,
      })
      .willRespondWith({ status: 400, body: { error: string('Invalid cursor'), message: string('Invalid cursor') } });
    return pact.executeTest(async (server) => {
      await expect(fetchPipelineOpportunities(pactClient(server.url), 'pipe-1', 'not-a-cursor')).rejects.toMatchObject({
        status: 400,
      });
    });
  });

  it('imports an opportunity for a member', () => {
    pact
      .given(AdminPactStates.ghlOpportunityOpen)
      .uponReceiving('a request to import a GHL opportunity for a member')
      .withRequest({
        method: 'POST',
        path: '/admin/ghl/import-opportunity',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: {
          opportunityId: fromProviderState('${opportunityId}', 'opp-1'),
          userId: fromProviderState('${memberId}', 'u-member'),
          opportunity: like(pickedOpportunity),
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          message: string('Opportunity imported successfully'),
          created: boolean(true),
          deal: importedDealBody(),
        },
      });
    return pact.executeTest(async (server) => {
      const result = await importOpportunity(pactClient(server.url), pickedOpportunity, 'u-member');
      expect(result.deal.ghlOpportunityId).toBeTruthy();
    });
  });
});
