// @vitest-environment node
import { bearer, createConsumerPact, lastPageOf, pactClient, wholeListQuery } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { seededDealBody } from '../../../../test/pactBodies';
import { AdminPactStates } from '../../../../test/pactStates';
import { writeCsv } from '../../utils/writeCsv';
import { fetchAllDeals } from '../fetchAllDeals';

describe('mfe-admin → gateway: the deals export', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads every deal, unfiltered, with its creator', () => {
    pact
      .given(AdminPactStates.memberHasTwoDeals)
      .uponReceiving('a request for every deal to export')
      .withRequest({ method: 'GET', path: '/admin/deals', query: wholeListQuery, headers: bearer })
      .willRespondWith({ status: 200, body: lastPageOf(seededDealBody(), 2) });
    return pact.executeTest(async (server) => {
      const deals = await fetchAllDeals(pactClient(server.url));
      const csv = await writeCsv(deals);
      expect(csv.trimEnd().split('\r\n')).toHaveLength(deals.length + 1);
    });
  });
});
