// @vitest-environment node
// mfe-admin's use of the shared sample-data client (@portal/web-kit/sample-data/api).
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from '../../../../test/pactBodies';
import { SampleDataPactStates } from '../../../../test/pactStates';
import { fetchSampleData, removeSampleData } from '@portal/web-kit/sample-data/api';

const { integer, string } = Matchers;

describe('mfe-admin → gateway: sample data', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads a loaded sample book the admin may remove', () => {
    pact
      .given(SampleDataPactStates.loadedByAdmin)
      .uponReceiving('a request for the sample data state with a book loaded')
      .withRequest({ method: 'GET', path: '/sample-data', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          offered: false,
          loading: false,
          loaded: true,
          canRemove: true,
          loadedAt: isoDateTime(),
          dealCount: integer(1),
        },
      });
    return pact.executeTest(async (server) => {
      const status = await fetchSampleData(pactClient(server.url));
      expect(status.loaded && status.canRemove).toBe(true);
    });
  });

  it('removes the sample book in one click', () => {
    pact
      .given(SampleDataPactStates.loadedByAdmin)
      .uponReceiving('a request to remove the sample book')
      .withRequest({ method: 'DELETE', path: '/sample-data', headers: bearer })
      .willRespondWith({
        status: 200,
        body: {
          message: string('Sample data removed'),
          deals: integer(1),
          documents: integer(0),
          users: integer(0),
          ghlOpportunities: integer(0),
        },
      });
    return pact.executeTest(async (server) => {
      const removed = await removeSampleData(pactClient(server.url));
      expect(removed.deals).toBe(1);
    });
  });
});
