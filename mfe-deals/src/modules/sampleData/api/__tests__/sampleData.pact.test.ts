// @vitest-environment node
// mfe-deals' use of the shared sample-data client (@portal/web-kit/sample-data/api).
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { dealsPactStates, sampleDataPactStates } from '../../../../test/pactStates';
import { fetchSampleData, loadSampleData } from '@portal/web-kit/sample-data/api';

const { integer, string } = Matchers;

describe('mfe-deals → gateway: sample data', () => {
  const pact = createConsumerPact('mfe-deals');

  it('is offered on the empty Deals page of an empty portal', () => {
    pact
      .given(sampleDataPactStates.emptyPortal)
      .uponReceiving('a request for the sample data offer on an empty portal')
      .withRequest({ method: 'GET', path: '/sample-data', headers: bearer })
      .willRespondWith({
        status: 200,
        body: { offered: true, loading: false, loaded: false, canRemove: false, loadedAt: null, dealCount: integer(0) },
      });
    return pact.executeTest(async (server) => {
      const status = await fetchSampleData(pactClient(server.url));
      expect(status.offered).toBe(true);
    });
  });

  it('a load is refused once deals exist', () => {
    pact
      .given(dealsPactStates.memberOwnsDealWithDocument)
      .uponReceiving('a request to load sample data while deals exist')
      .withRequest({ method: 'POST', path: '/sample-data', headers: bearer })
      .willRespondWith({
        status: 409,
        body: {
          error: 'Sample data can only be loaded into an empty portal: deals already exist',
          message: string('Sample data can only be loaded into an empty portal: deals already exist'),
        },
      });
    return pact.executeTest(async (server) => {
      const error: unknown = await loadSampleData(pactClient(server.url)).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'ApiRequestError', status: 409 });
    });
  });
});
