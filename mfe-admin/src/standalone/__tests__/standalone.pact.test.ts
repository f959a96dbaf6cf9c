// @vitest-environment node
import { bearer, createConsumerPact, Matchers, pactClient, States } from '@portal/contracts/pact';
import { describe, expect, it } from 'vitest';
import { userBody } from '../../test/pactBodies';
import { fetchCurrentUser } from '@portal/web-kit/standalone/fetchCurrentUser';

const { string } = Matchers;

describe('mfe-admin → gateway: standalone mode', () => {
  const pact = createConsumerPact('mfe-admin');

  it('reads the user of the token stored on its own origin', () => {
    pact
      .given(States.adminSignedIn)
      .uponReceiving('a request for the current user by the standalone admin dashboard')
      .withRequest({ method: 'GET', path: '/auth/me', headers: bearer })
      .willRespondWith({
        status: 200,
        body: userBody({
          username: string('demo-admin'),
          name: string('Demo Admin'),
          isAdmin: true,
          isWhitelisted: true,
        }),
      });
    return pact.executeTest(async (server) => {
      const user = await fetchCurrentUser(pactClient(server.url));
      expect(user.isAdmin).toBe(true);
    });
  });
});
