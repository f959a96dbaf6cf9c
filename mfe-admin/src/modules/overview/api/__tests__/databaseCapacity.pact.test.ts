// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { AdminPactStates } from '../../../../test/pactStates';
import { fetchDatabaseCapacity } from '../fetchDatabaseCapacity';

const { boolean, integer, string } = Matchers;

describe('mfe-admin → gateway: database capacity', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the deals stored against the embedded database’s limit (none on MongoDB)', () => {
    pact
      .given(AdminPactStates.adminOnly)
      .uponReceiving('a request for the database capacity')
      .withRequest({ method: 'GET', path: '/admin/database-capacity', headers: bearer })
      .willRespondWith({
        status: 200,
        body: { database: string('mongodb'), deals: integer(0), dealLimit: null, nearLimit: boolean(false) },
      });
    return pact.executeTest(async (server) => {
      const capacity = await fetchDatabaseCapacity(pactClient(server.url));
      expect(capacity.dealLimit).toBeNull();
      expect(capacity.nearLimit).toBe(false);
    });
  });
});
